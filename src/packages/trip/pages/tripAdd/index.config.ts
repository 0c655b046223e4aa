export default definePageConfig({
  navigationBarTitleText: '新建出差申请',
});
