export default definePageConfig({
  navigationBarTitleText: '填写订单',
});
