export default definePageConfig({
  navigationBarTitleText: '添加行程',
});
