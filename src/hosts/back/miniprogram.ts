/** Mini-programs: the WeChat/WeCom client owns the back button and the exit; nothing to register. */
export function noBackButton(_hintText: () => string): boolean {
  return false;
}
