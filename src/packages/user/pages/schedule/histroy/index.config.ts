export default definePageConfig({
  navigationBarTitleText: '历史行程',
  enablePullDownRefresh: true,
});
