export default definePageConfig({
  navigationBarTitleText: '选择车型',
});
