export default definePageConfig({
  navigationBarTitleText: '协议酒店',
  disableScroll: true,
});
