export default definePageConfig({
  navigationBarTitleText: '修改手机号',
});
