export default definePageConfig({
  navigationBarTitleText: '添加用车',
});
