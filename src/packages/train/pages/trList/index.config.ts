export default definePageConfig({
  navigationBarTitleText: '车次列表',
  disableScroll: true,
});
