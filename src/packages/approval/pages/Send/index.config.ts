export default definePageConfig({
  navigationBarTitleText: '送审',
});
