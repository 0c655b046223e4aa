export default definePageConfig({
  navigationBarTitleText: '发票管理',
  enablePullDownRefresh: true,
});
