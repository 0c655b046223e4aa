export default definePageConfig({
  navigationBarTitleText: '订票攻略',
});
