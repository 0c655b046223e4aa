export default definePageConfig({
  navigationBarTitleText: '订单',
  enablePullDownRefresh: true,
});
