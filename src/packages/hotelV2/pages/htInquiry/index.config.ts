export default definePageConfig({
  navigationBarTitleText: '酒店需求单',
  enablePullDownRefresh: true,
});
