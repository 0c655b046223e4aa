export default definePageConfig({
  navigationBarTitleText: '出差申请',
  enablePullDownRefresh: true,
});
