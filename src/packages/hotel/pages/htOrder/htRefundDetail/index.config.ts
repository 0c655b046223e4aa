export default definePageConfig({
  navigationBarTitleText: '退订详情',
  enablePullDownRefresh: true,
});
