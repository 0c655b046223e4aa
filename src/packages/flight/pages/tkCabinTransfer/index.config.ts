export default definePageConfig({
  navigationBarTitleText: '中转航班',
});
