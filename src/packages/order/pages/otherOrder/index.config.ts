export default definePageConfig({
  navigationBarTitleText: '其他订单',
  enablePullDownRefresh: true,
});
