export default definePageConfig({
  navigationBarTitleText: '确认改签',
});
