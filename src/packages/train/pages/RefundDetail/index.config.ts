export default definePageConfig({
  navigationBarTitleText: '退票详情',
  enablePullDownRefresh: true,
});
