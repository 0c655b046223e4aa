export default definePageConfig({
  navigationBarTitleText: '常用旅客',
});
