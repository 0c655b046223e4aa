export default definePageConfig({
  navigationBarTitleText: '出差申请变更',
});
