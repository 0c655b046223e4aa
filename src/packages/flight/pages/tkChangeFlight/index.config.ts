export default definePageConfig({
  navigationBarTitleText: '选择改签航班',
});
