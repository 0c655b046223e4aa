export default definePageConfig({
  navigationBarTitleText: '常用信息',
  enablePullDownRefresh: true,
});
