export default definePageConfig({
  navigationBarTitleText: '消息',
  enablePullDownRefresh: true,
});
