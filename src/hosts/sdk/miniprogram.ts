/** Mini-programs have no WeCom JS-SDK: shared no-op for weapp and qywx. */
export function noSdk(): Promise<boolean> {
  return Promise.resolve(false);
}
