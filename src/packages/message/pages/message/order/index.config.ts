export default definePageConfig({
  navigationBarTitleText: '订单消息',
  enablePullDownRefresh: true,
});
