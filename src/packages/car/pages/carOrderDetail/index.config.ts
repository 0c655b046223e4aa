export default definePageConfig({
  navigationBarTitleText: '用车订单详情',
  enablePullDownRefresh: true,
});
