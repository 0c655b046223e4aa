export default definePageConfig({
  navigationBarTitleText: '员工管理',
  enablePullDownRefresh: true,
});
