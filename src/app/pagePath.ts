import Taro from '@tarojs/taro';

/** The route of the page on top of the stack, for bug reports and the page guard. */
export function currentPagePath(): string {
  const pages = Taro.getCurrentPages();
  const top = pages[pages.length - 1];
  return top?.route ?? '';
}
