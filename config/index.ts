import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import { require as tsxRequire } from 'tsx/cjs/api';
import { PrecompressPlugin } from './precompress';
import { scriptLiteral, splashData } from './splash';
import {
  FIRST_LOAD_URLS,
  FIRST_SCREEN_ROUTES,
  firstScreenData,
  firstScreenMarkup,
  textKeys,
  withParts,
} from './firstScreen';
import { firstCallModules } from './firstCalls';
import { FirstScreenPlugin, type ScreenRoute } from './firstScreenPlugin';
import { trimEntry } from './entryTrim';
import { REACT_DOM_GROUP } from './entrySplit';
import { H5_FILE_NAMES } from './chunkNames';
import { H5_UNREAD_CONFIG_KEYS, PREWARM, SlicedEntryPlugin } from './slicedEntry';
import { frameworkFor, hotReload } from './framework';

// The route registry is TypeScript outside config/, which Taro's config loader does not transpile.
const routerConfig: typeof import('../src/router/config') = tsxRequire('../src/router/config.ts', __filename);
const { zhCN }: typeof import('../src/i18n/zh-CN') = tsxRequire('../src/i18n/zh-CN.ts', __filename);
const { enUS }: typeof import('../src/i18n/en-US') = tsxRequire('../src/i18n/en-US.ts', __filename);
const { BRANDS, themeVariables }: typeof import('../src/brands') = tsxRequire('../src/brands/index.ts', __filename);
const { eye }: typeof import('../src/components/Icon/icons') = tsxRequire(
  '../src/components/Icon/icons.ts',
  __filename,
);
const { AGREEMENT_VERSION }: typeof import('../src/api/contract/agreements') = tsxRequire(
  '../src/api/contract/agreements.ts',
  __filename,
);

/**
 * The product lists' HTML first screens (issue 17): every `htmlFirstScreen.ts` module's `firstScreens` (spec URL →
 * markup; src/boot/firstScreen.ts), and the texts of the product parts their markup names.
 */
const listScreens: Record<string, () => string> = Object.assign(
  {},
  ...firstCallModules(undefined, 'htmlFirstScreen.ts').map(
    (file) =>
      (tsxRequire(file, __filename) as { firstScreens: import('../src/boot/firstScreen').FirstScreens }).firstScreens,
  ),
);
const listMarkup = Object.values(listScreens).map((markup) => markup());
const partsDir = path.join(__dirname, '..', 'src', 'i18n', 'parts');
const dictionaries = withParts(
  { 'zh-CN': zhCN, 'en-US': enUS },
  readdirSync(partsDir)
    .filter((file) => file.endsWith('.ts'))
    .map(
      (file) =>
        tsxRequire(path.join(partsDir, file), __filename) as { zh: Record<string, string>; en: Record<string, string> },
    ),
);

/**
 * The CSS Taro's H5 entry injects before the app's (taro-loader and the H5 platform plugin import them): the page
 * geometry and the form controls' base rules. index.html has them from the start (issue 17: the first screen).
 */
const TARO_BASE_CSS = ['@tarojs/components/global.css', '@tarojs/components-react/dist/index.css'];

const target = process.env.TARO_ENV;
/**
 * H5 compile targets: the browsers the H5 build already requires (native fetch and AbortController, see the shims
 * below), so async functions, classes and spread stay native instead of regenerator and helper code (entry bytes,
 * issue 17). Taro's babel preset and autoprefixer read BROWSERSLIST; mini-programs keep Taro's defaults.
 */
export const H5_BROWSERS = 'chrome >= 66, android >= 66, safari >= 12.1, ios_saf >= 12.2, samsung >= 9';
if (target === 'h5' && !process.env.BROWSERSLIST) process.env.BROWSERSLIST = H5_BROWSERS;
/**
 * The UI framework per target (config/framework.ts: Preact for H5, React with OBT_H5_FRAMEWORK=react; React for the
 * mini-programs; issue 17). `framework` rather than our own aliases: Taro's React plugin then aliases react, react-dom and
 * react/jsx-runtime to preact/compat itself and skips its React-only pieces (react$ / react-dom$ pinned to React's
 * files, react-refresh in dev) that would pull React back in; babel.config.js reads the same choice.
 */
export const FRAMEWORK = frameworkFor(target, process.env.OBT_H5_FRAMEWORK);
// Build caching is for local speed only; CI measures clean builds.
const useCache = process.env.CI !== 'true' && process.env.TARO_CACHE !== '0';

/**
 * Spec URL → Taro page of the built routes among `urls`: the routes measured on first load (ARCHITECTURE §11) whose
 * chunks index.html preloads, the routes with a first screen (their CSS is inlined).
 */
function builtPages(urls: readonly string[]): Record<string, string> {
  const { ROUTES }: typeof import('../src/router/routes') = tsxRequire('../src/router/routes.ts', __filename);
  const out: Record<string, string> = {};
  for (const url of urls) {
    const route = ROUTES.find((r) => r.url === url && !r.redirect && r.built);
    if (route) out[url] = route.page;
  }
  return out;
}

/** The routes with a first screen: /login and /home (config/firstScreen.ts), the product lists with their markup. */
function screenRoutes(): Record<string, ScreenRoute> {
  const out: Record<string, ScreenRoute> = {};
  for (const [url, page] of Object.entries(FIRST_SCREEN_ROUTES)) out[url] = { page };
  const lists = builtPages(Object.keys(listScreens));
  for (const [url, page] of Object.entries(lists)) out[url] = { page, markup: listScreens[url]() };
  return out;
}

export default defineConfig<'webpack5'>(async () => {
  const config: UserConfigExport<'webpack5'> = {
    projectName: 'obt-travel',
    date: '2026-11-22',
    // NutUI is designed at 375 px, our own styles at 750 px.
    designWidth(input) {
      if (typeof input === 'object' && input?.file?.replace(/\\+/g, '/').includes('@nutui')) return 375;
      return 750;
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // OBT_DIST lets parallel local builds write to separate folders.
    outputRoot: process.env.OBT_DIST || `dist/${target}`,
    plugins: ['@tarojs/plugin-platform-weapp-qy'],
    defineConstants: {},
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
    },
    copy: { patterns: [], options: {} },
    framework: FRAMEWORK,
    // Dev builds prebundle dependencies with esbuild, which does not see Taro's preact/compat aliases: with Preact
    // that gave the page a second copy of Preact's hooks (a blank page: "reading '__H'"), so Preact goes without.
    compiler: FRAMEWORK === 'preact' ? { type: 'webpack5', prebundle: { enable: false } } : 'webpack5',
    cache: { enable: useCache },
    mini: {
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
      optimizeMainPackage: { enable: true },
    },
    h5: {
      publicPath: '/',
      // Plain HTML elements on H5: smaller (−32 KB, TOOLCHAIN) and ARIA attributes reach the DOM.
      useHtmlComponents: true,
      enableSourceMap: process.env.OBT_SOURCEMAP === '1',
      sourceMapType: 'source-map',
      staticDirectory: 'static',
      // Texts and colours of the inline splash in src/index.html, from the dictionaries and the brand registry.
      htmlPluginOption: {
        obtSplash: scriptLiteral(splashData(zhCN, enUS, BRANDS, process.env.TARO_APP_BRAND ?? '')),
        // The /login, /home and product list first screens (issue 17): markup with the pages' class names,
        // dictionary texts, brand themes; Taro's base CSS (the page geometry its rem script measures) before that
        // script runs.
        obtFirstScreen: {
          taroGlobalCss: TARO_BASE_CSS.map((file) => readFileSync(require.resolve(file), 'utf8')).join('\n'),
          markup: firstScreenMarkup(eye, listMarkup),
          data: scriptLiteral(
            firstScreenData(
              dictionaries,
              BRANDS,
              (b) => themeVariables(b),
              AGREEMENT_VERSION,
              textKeys(listMarkup.join('')),
            ),
          ),
        },
      },
      router: {
        mode: 'browser',
        customRoutes: routerConfig.customRoutes(),
      },
      // Async chunks' JS and CSS named by the chunk's hash (config/chunkNames.ts: the runtime's two maps compress as one).
      output: { ...H5_FILE_NAMES.js },
      miniCssExtractPluginOption: { ignoreOrder: true, ...H5_FILE_NAMES.css },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
      devServer: {
        // Preact's fast refresh needs @prefresh/webpack, which is not installed: with Preact dev H5 reloads the page
        // (React: Taro's default, hot 'only' with react-refresh).
        ...(hotReload(FRAMEWORK) ? {} : { hot: false }),
        port: 10086,
        historyApiFallback: true,
        proxy: [
          { context: ['/obt', '/mqc'], target: process.env.OBT_SERVER ?? 'http://localhost:8080', changeOrigin: true },
        ],
      },
      webpackChain(chain) {
        // Shared libraries once, not copied into every page chunk (TOOLCHAIN: 628 KB → 411 KB).
        // At most 4 files per route on top of the entry: Taro's `taro` cache group otherwise splits every @tarojs
        // component a page uses into its own small chunk (/tk/tkList loaded 9 JS files, queued on 6 connections).
        // React DOM in an entry file of its own (config/entrySplit.ts: the main-thread part of a script's compile).
        chain.optimization.merge({
          splitChunks: {
            chunks: 'all',
            minSize: 20000,
            maxAsyncRequests: 4,
            cacheGroups: { reactDom: REACT_DOM_GROUP },
          },
        });
        trimEntry(chain, TARO_BASE_CSS);
        // The entry evaluates, creates the app and starts the router in many short tasks (Lighthouse TBT, issue 17).
        // Its app config without the mini-program keys, its customRoutes computed at run time (src/boot/appConfig.ts).
        chain
          .plugin('slicedEntry')
          .use(SlicedEntryPlugin, [
            path.resolve(__dirname, '..', 'src'),
            PREWARM,
            { drop: H5_UNREAD_CONFIG_KEYS, derived: { 'router.customRoutes': routerConfig.customRoutes() } },
          ]);
        // .br/.gz siblings that the reference server sends as they are (Lighthouse LCP on Slow 4G).
        // Inline CSS and entry scripts started after the first paint (issue 17: the HTML first screen of /login).
        chain.plugin('firstScreen').use(FirstScreenPlugin, [builtPages(FIRST_LOAD_URLS), screenRoutes()]);
        if (process.env.NODE_ENV === 'production') chain.plugin('precompress').use(PrecompressPlugin);
      },
    },
  };
  return config;
});
