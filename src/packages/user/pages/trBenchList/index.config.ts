export default definePageConfig({
  navigationBarTitleText: '候补订单',
  enablePullDownRefresh: true,
});
