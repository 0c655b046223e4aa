export default definePageConfig({
  navigationBarTitleText: '用车行程',
  enablePullDownRefresh: true,
});
