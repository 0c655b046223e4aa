export default definePageConfig({
  navigationBarTitleText: '客户服务',
});
