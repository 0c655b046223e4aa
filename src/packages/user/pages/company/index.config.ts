export default definePageConfig({
  navigationBarTitleText: '企业信息',
});
