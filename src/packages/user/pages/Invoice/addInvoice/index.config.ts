export default definePageConfig({
  navigationBarTitleText: '申请开票',
});
