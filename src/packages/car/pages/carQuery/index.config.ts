export default definePageConfig({
  navigationBarTitleText: '用车',
});
