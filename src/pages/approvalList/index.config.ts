export default definePageConfig({
  navigationBarTitleText: '审批',
  enablePullDownRefresh: true,
});
