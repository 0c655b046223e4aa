export default definePageConfig({
  navigationBarTitleText: '退订申请已提交',
});
