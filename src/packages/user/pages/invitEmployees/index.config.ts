export default definePageConfig({
  navigationBarTitleText: '邀请员工',
});
