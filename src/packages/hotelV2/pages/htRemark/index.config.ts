export default definePageConfig({
  navigationBarTitleText: '添加备注',
});
