export default definePageConfig({
  navigationBarTitleText: '机场大巴',
});
