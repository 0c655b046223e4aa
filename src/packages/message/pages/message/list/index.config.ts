export default definePageConfig({
  navigationBarTitleText: '审批消息',
  enablePullDownRefresh: true,
});
