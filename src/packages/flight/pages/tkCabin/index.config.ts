export default definePageConfig({
  navigationBarTitleText: '选择舱位',
});
