export default definePageConfig({
  navigationBarTitleText: '房间及住客',
});
