export default definePageConfig({
  navigationBarTitleText: '机票查询',
});
