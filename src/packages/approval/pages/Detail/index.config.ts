export default definePageConfig({
  navigationBarTitleText: '审批详情',
  enablePullDownRefresh: true,
});
