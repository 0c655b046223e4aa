export default definePageConfig({
  navigationBarTitleText: '酒店列表',
  disableScroll: true,
});
