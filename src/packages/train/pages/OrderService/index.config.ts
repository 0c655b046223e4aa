export default definePageConfig({
  navigationBarTitleText: '订单服务',
});
