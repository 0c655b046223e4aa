export default definePageConfig({
  navigationBarTitleText: '我的需求单',
  enablePullDownRefresh: true,
});
