export default definePageConfig({
  navigationBarTitleText: '差旅标准',
});
