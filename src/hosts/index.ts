/**
 * Host adapters (ARCHITECTURE §5): everything that differs between the browser, the native app shell,
 * the WeCom/WeChat webviews and the two mini-programs. Callers import from here; each folder's
 * platform files (`index.h5.ts`, `index.weapp.ts`, `index.qywx.ts`) are picked by the Taro build.
 */
export * from './storage';
export * from './runtime';
export * from './login';
export * from './sdk';
export * from './push';
export * from './boot';
export * from './ui';
export * from './network';
export * from './permissions';
