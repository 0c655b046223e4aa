export default definePageConfig({
  navigationBarTitleText: '申请改签',
});
