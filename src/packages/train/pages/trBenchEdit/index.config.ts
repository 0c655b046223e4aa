export default definePageConfig({
  navigationBarTitleText: '候补购票',
});
