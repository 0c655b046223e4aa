export default definePageConfig({
  navigationBarTitleText: '酒店会员卡',
});
