export default definePageConfig({
  navigationBarTitleText: '酒店预订',
});
