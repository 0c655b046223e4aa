export default definePageConfig({
  navigationBarTitleText: '出差申请详情',
  enablePullDownRefresh: true,
});
