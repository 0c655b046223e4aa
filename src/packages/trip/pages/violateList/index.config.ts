export default definePageConfig({
  navigationBarTitleText: '违规预订',
  enablePullDownRefresh: true,
});
