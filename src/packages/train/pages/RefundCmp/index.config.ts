export default definePageConfig({
  navigationBarTitleText: '退票申请已提交',
});
