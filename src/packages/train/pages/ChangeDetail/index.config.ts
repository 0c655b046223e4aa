export default definePageConfig({
  navigationBarTitleText: '改签详情',
  enablePullDownRefresh: true,
});
