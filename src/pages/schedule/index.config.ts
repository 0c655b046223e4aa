export default definePageConfig({
  navigationBarTitleText: '行程日历',
  enablePullDownRefresh: true,
});
