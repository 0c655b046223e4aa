export default definePageConfig({
  navigationBarTitleText: '行程路线',
});
