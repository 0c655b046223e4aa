export default definePageConfig({
  navigationBarTitleText: '隐私政策',
});
