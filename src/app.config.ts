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
  // Location is declared now so later map and car screens need no config change (TOOLCHAIN: requiredPrivateInfos).
  requiredPrivateInfos: ['getLocation', 'chooseLocation'],
  permission: {
    'scope.userLocation': { desc: '用于查找附近的酒店和叫车' },
  },
});
