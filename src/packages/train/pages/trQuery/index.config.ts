export default definePageConfig({
  navigationBarTitleText: '火车票',
});
