export default definePageConfig({
  navigationBarTitleText: '机票需求单',
  enablePullDownRefresh: true,
});
