export default definePageConfig({
  navigationBarTitleText: '航班列表',
  disableScroll: true,
});
