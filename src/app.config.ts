import { appPages, preloadRule, subPackages } from './router/config';

// Generated from the route registry (src/router/routes.ts): never list pages by hand here.
export default defineAppConfig({
  pages: appPages(),
  subPackages: subPackages(),
  preloadRule: preloadRule(),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '商旅通',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
  },
  lazyCodeLoading: 'requiredComponents',
  // H5 only: Taro's own page slide off, src/app.scss animates pages by route depth (issue 15: no widened page).
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
  // Exactly the location APIs the code calls on mini-programs (src/hosts/map/miniprogram.ts: Taro.getLocation and
  // Taro.chooseLocation); `npm run test:mini` fails when this list and the calls disagree.
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  // Privacy APIs wait for the user's consent through onNeedPrivacyAuthorization (src/hosts/privacy).
  __usePrivacyCheck__: true,
  permission: {
    'scope.userLocation': { desc: '用于查找附近的酒店和叫车' },
  },
});
