export default definePageConfig({
  navigationBarTitleText: '全部消息',
});
