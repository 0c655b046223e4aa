/**
 * What the H5 entry leaves out or replaces (issue 17: nothing on the entry that the first screen does not need):
 * polyfills every supported browser has no use for, CSS index.html already carries, Taro's component CSS that
 * nothing here uses, Taro's toast/modal code that no first screen shows, icons never shown, MobX's development
 * build; and, off /login's chunk, dayjs.
 */
import path from 'node:path';
import type { Compiler } from 'webpack';
import type Chain from 'webpack-chain';

/** A module of a Taro package and the file every import of it gets instead (the stand-in alone reaches the real one). */
export interface StandIn {
  /** The real module's file, as Node resolves it. */
  file: string;
  /** The file its importers get. */
  standIn: string;
  /** The end of the importers' request (a cheap test before resolving). */
  request: RegExp;
  /** Only these importers get the stand-in (default: every importer). */
  issuers?: readonly string[];
}

export const STAND_INS: readonly StandIn[] = [
  {
    // @tarojs/taro-h5's interaction APIs (showToast, showModal, showLoading, showActionSheet…, imported by its API
    // index, the clipboard's toast and chooseMedia's action sheet): src/hosts/ui/taroInteraction.ts fetches the real
    // module after start or on the first call, so no first screen pays for it (−5 KB gzip on the entry).
    file: require.resolve('@tarojs/taro-h5/dist/api/ui/interaction/index.js'),
    standIn: path.resolve(__dirname, '..', 'src', 'hosts', 'ui', 'taroInteraction.ts'),
    request: /interaction\/index(\.js)?$/,
  },
  {
    // @tarojs/router's navigation bar without its SVG icons: the bar is never shown here (config/shims/
    // taro-navigation-bar.js says why; −2 KB gzip on the entry).
    file: require.resolve('@tarojs/router/dist/navigationBar.js'),
    standIn: path.resolve(__dirname, 'shims', 'taro-navigation-bar.js'),
    request: /navigationBar(\.js)?$/,
  },
  {
    // query-string, for @tarojs/router's page query only (parse without decoding): config/shims/taro-router-query.js
    // (−3.5 KB gzip on the entry). Other importers (taro-h5's launch options, chooseLocation) keep the library.
    file: require.resolve('query-string'),
    standIn: path.resolve(__dirname, 'shims', 'taro-router-query.js'),
    request: /^query-string$/,
    issuers: [require.resolve('@tarojs/router/dist/router/page.js')],
  },
];

/**
 * Gives every import of a STAND_INS module its stand-in. The request is rewritten before it is resolved, so the
 * stand-in is compiled by the rules of its own folder and webpack sees two distinct modules.
 */
export class StandInPlugin {
  constructor(private readonly standIns: readonly StandIn[] = STAND_INS) {}

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap('StandInPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('StandInPlugin', (data) => {
        for (const { file, standIn, request, issuers } of this.standIns) {
          if (!request.test(data.request) || data.contextInfo.issuer === standIn) continue;
          if (issuers && !issuers.includes(data.contextInfo.issuer)) continue;
          if (resolvesTo(data.request, data.context) === file) data.request = standIn;
        }
      });
    });
  }
}

/**
 * Modules with no top-level effect that webpack's own analysis cannot tell are pure (a Set or RegExp built at load):
 * the validators' barrel (src/domain/validators.ts) re-exports the ID card, card and document checks, which import
 * the date helpers and, with them, dayjs and its plugins. Flagged, a page that uses only the sign-in checks (/login)
 * carries none of them (about −6 KB gzip on /login's first load). Only files without side effects belong here.
 */
export const PURE_MODULES =
  /[\\/]src[\\/]domain[\\/](validators|idCard|cardValidators|documentValidators|validationCodes)\.ts$/;

/**
 * Taro's component CSS, which the H5 platform runtime imports on every page. With `h5.useHtmlComponents` none of its
 * rules applies: `.taro-app-wrap` is on no element (no Taro package or app file adds it), `weui-icon-*` is Taro's
 * <Icon> (unused here), `weui-check`/`weui-cells` belong to the web-component Checkbox and Radio, which HTML
 * components replace. Its @font-face was the weui icon font, a ~10 KB base64 file.
 */
export const TARO_COMPONENTS_CSS = '@tarojs/components/dist/taro-components/taro-components.css';

/**
 * MobX's production ES build. The package's `module` file (mobx.esm.js) is its development build with
 * `process.env.NODE_ENV` checks: with them compiled out it still measured 18.3 KB gzip on the entry (names and
 * internals unminified across its one module scope); this build, minified by MobX itself with its private names
 * shortened, measures 15.7 KB. The same API: it is what the package's CommonJS entry picks in production.
 */
export const MOBX_PRODUCTION = require.resolve('mobx/dist/mobx.esm.production.min.js');

/** The file a request names, for relative and package requests (undefined when Node cannot resolve it). */
export function resolvesTo(request: string, context: string): string | undefined {
  try {
    return require.resolve(request.startsWith('.') ? path.resolve(context, request) : request, { paths: [context] });
  } catch {
    return undefined;
  }
}

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
  // Taro's component CSS (TARO_COMPONENTS_CSS says why none of it applies here), injected by style-loader code on
  // the entry (−2.4 KB gzip: the CSS 1.1 KB without the weui icon font it once carried, the style-loader runtime 1.3).
  chain.resolve.alias.set(`${TARO_COMPONENTS_CSS}$`, path.join(shims, 'empty.css'));
  // React 18 has useSyncExternalStore: mobx-react-lite's shim for older Reacts is left out.
  chain.resolve.alias.set('use-sync-external-store/shim$', path.join(shims, 'use-sync-external-store.js'));
  // MobX's own production build in production builds (MOBX_PRODUCTION: −2.6 KB gzip on the entry); dev keeps its checks.
  if (process.env.NODE_ENV === 'production') chain.resolve.alias.set('mobx$', MOBX_PRODUCTION);
  chain.module.rule('pure-modules').test(PURE_MODULES).set('sideEffects', false);
  // Taro's toast/modal code after start, its navigation bar without the icons it never shows (STAND_INS).
  chain.plugin('standIns').use(StandInPlugin);
}
