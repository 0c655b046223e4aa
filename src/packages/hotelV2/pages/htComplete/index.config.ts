export default definePageConfig({
  navigationBarTitleText: '担保完成',
});
