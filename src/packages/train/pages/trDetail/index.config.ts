export default definePageConfig({
  navigationBarTitleText: '车次详情',
});
