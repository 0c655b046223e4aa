export default definePageConfig({
  navigationBarTitleText: '酒店详情',
});
