export default definePageConfig({
  navigationBarTitleText: '员工信息',
});
