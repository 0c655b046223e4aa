/**
 * What the H5 entry leaves out or replaces (issue 17: nothing on the entry that the first screen does not need):
 * polyfills every supported browser has no use for, CSS index.html already carries, the unused icon font.
 */
import path from 'node:path';
import type Chain from 'webpack-chain';

/** @param baseCss Taro's base CSS files that index.html inlines (config/index.ts TARO_BASE_CSS). */
export function trimEntry(chain: Chain, baseCss: readonly string[]): void {
  // Every supported browser has fetch and AbortController; jsonp is unused (TOOLCHAIN: −24 KB on the entry).
  const shims = path.resolve(__dirname, 'shims');
  chain.resolve.alias
    .set('whatwg-fetch', path.join(shims, 'empty.js'))
    .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only', path.join(shims, 'empty.js'))
    .set('jsonp-retry', path.join(shims, 'no-jsonp.js'));
  // Taro's base CSS is inlined in index.html (baseCss, obtFirstScreen.taroGlobalCss) ahead of everything:
  // the entry's style-loader copies of the same files, inserted at the top of <head>, added nothing but bytes
  // (issue 17: about 4 KB gzip of entry JS).
  for (const file of baseCss) chain.resolve.alias.set(`${file}$`, path.join(shims, 'empty.css'));
  // Taro's component CSS carries the weui icon font for <Icon>, unused here (−3.2 KB gzip on the entry).
  chain.module
    .rule('drop-weui-font')
    .test(/taro-components\.css$/)
    .enforce('pre')
    .use('drop-weui-font')
    .loader(path.join(__dirname, 'loaders', 'drop-weui-font.js'));
}
