export default definePageConfig({
  navigationBarTitleText: '候补订单详情',
});
