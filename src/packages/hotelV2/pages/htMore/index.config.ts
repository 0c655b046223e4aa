export default definePageConfig({
  navigationBarTitleText: '酒店设施',
});
