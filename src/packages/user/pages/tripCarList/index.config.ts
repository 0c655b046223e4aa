export default definePageConfig({
  navigationBarTitleText: '行程用车',
  enablePullDownRefresh: true,
});
