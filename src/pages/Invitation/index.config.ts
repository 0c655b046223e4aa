export default definePageConfig({
  navigationBarTitleText: '加入企业',
});
