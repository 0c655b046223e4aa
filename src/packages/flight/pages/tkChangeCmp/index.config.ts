export default definePageConfig({
  navigationBarTitleText: '改签申请已提交',
});
