export default definePageConfig({
  navigationBarTitleText: '需求单详情',
  enablePullDownRefresh: true,
});
