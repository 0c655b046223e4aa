export default definePageConfig({
  navigationBarTitleText: '候补结果',
});
