export default definePageConfig({
  navigationBarTitleText: '酒店政策',
});
