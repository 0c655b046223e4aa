export default definePageConfig({
  navigationBarTitleText: '地图找酒店',
});
