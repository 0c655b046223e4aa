export default definePageConfig({
  navigationBarTitleText: '公告通知',
  enablePullDownRefresh: true,
});
