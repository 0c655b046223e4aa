/**
 * The HTML first screens of /login and /home (issue 17): index.html paints the page's top before any script runs —
 * on /login the language switch, the product name (the LCP element) and the slogan; on /home, for a signed-in
 * visitor, the hero with the greeting (the LCP element) and the company from the user info the app stored — with
 * the page's own class names, texts from the dictionaries and colours from the brand registry. React's first
 * render then draws the same elements at the same place (checked by test/perf/firstScreen.mjs within 1 px), so
 * the switch over neither shifts nor makes a later LCP. The rest is left to React: elements that appear below do
 * not shift anything.
 *
 * Pure functions; `config/index.ts` feeds them the sources at build time, `FirstScreenPlugin` the built CSS.
 */
import type { Brand } from '../src/brands';

type Locale = 'zh-CN' | 'en-US';
/** The dictionary keys the first screen shows (all core keys: always in the entry's dictionaries). */
export const FIRST_SCREEN_KEYS = [
  'app.name',
  'login.welcome',
  'lang.label',
  'lang.zh-CN',
  'lang.en-US',
  'home.greeting',
] as const;
type Key = (typeof FIRST_SCREEN_KEYS)[number];

export interface FirstScreenData {
  texts: Record<Locale, Record<Key, string>>;
  /** Theme variables per brand, as PageShell sets them on the page root before page settings arrive. */
  themes: Record<string, Record<string, string>>;
  /** The /home screen variant per brand (`home--<variant>` on the page root, as the home page sets it). */
  homeVariants: Record<string, string>;
}

/** Spec URL → Taro page of each route index.html paints a first screen for (its CSS is inlined for it). */
export const FIRST_SCREEN_ROUTES = { '/login': 'pages/login/index', '/home': 'pages/home/index' } as const;

export function firstScreenData(
  dictionaries: Record<Locale, Record<Key, string>>,
  brands: Record<string, Brand>,
  themeVariables: (brand: Brand) => Record<string, string>,
): FirstScreenData {
  const texts = {} as FirstScreenData['texts'];
  for (const locale of ['zh-CN', 'en-US'] as const) {
    texts[locale] = {} as Record<Key, string>;
    for (const key of FIRST_SCREEN_KEYS) texts[locale][key] = dictionaries[locale][key];
  }
  const themes: FirstScreenData['themes'] = {};
  const homeVariants: FirstScreenData['homeVariants'] = {};
  for (const [code, brand] of Object.entries(brands)) {
    themes[code] = themeVariables(brand);
    homeVariants[code] = brand.variants.home;
  }
  return { texts, themes, homeVariants };
}

/**
 * The markup of both screens inside `#obt-first`; the inline script keeps the one of the visited route
 * (`data-route`) and removes the other. Each is the same element tree as `.taro_page > PageShell > page` down to
 * the elements shown (see src/pages/login/index.tsx, src/components/LanguageSwitch, src/pages/home/index.tsx).
 * `data-fs` names the React element each one stands for (the drift check compares their boxes); `data-k` the
 * dictionary key the inline script fills in (`{name}` from the stored user), `data-user` the stored user's field.
 */
const LOGIN = [
  '<div class="obt-page login-page" data-route="/login" data-fs=".obt-page.login-page">',
  '<div class="login-page__top" data-fs=".login-page__top">',
  '<div class="obt-lang" data-fs=".obt-lang">',
  '<span class="taro-text obt-lang__option" data-lang="zh-CN" data-k="lang.zh-CN" data-fs="[data-testid=lang-zh-CN]"></span>',
  '<span class="taro-text obt-lang__option" data-lang="en-US" data-k="lang.en-US" data-fs="[data-testid=lang-en-US]"></span>',
  '</div></div>',
  '<div class="login-page__brand" data-fs=".login-page__brand">',
  '<span class="taro-text login-page__name" data-k="app.name" data-fs=".login-page__name"></span>',
  '<span class="taro-text login-page__slogan" data-k="login.welcome" data-fs=".login-page__slogan"></span>',
  '</div></div>',
].join('');

const HOME = [
  '<div class="obt-page obt-tab-page home" data-route="/home" data-fs=".obt-page.home">',
  '<div class="home__hero" data-fs=".home__hero">',
  '<span class="taro-text home__greeting" data-k="home.greeting" data-fs=".home__greeting"></span>',
  '<span class="taro-text home__corp" data-user="corp" data-fs=".home__corp"></span>',
  '</div></div>',
].join('');

export const FIRST_SCREEN_MARKUP = `<div id="obt-first" class="obt-first" aria-hidden="true" hidden>${LOGIN}${HOME}</div>`;
/** The earlier name (when index.html painted /login only), kept for the tests that still import it. */
export const LOGIN_FIRST_SCREEN = FIRST_SCREEN_MARKUP;

/** The scripts the entry loads, held back (type `obt/entry`) until the inline starter runs after the first paint. */
export function holdEntryScripts(html: string): string {
  return html.replace(/<script\b([^>]*?)\bdefer(?:="defer")?([^>]*)\bsrc=/g, '<script$1type="obt/entry"$2src=');
}

/** Replaces render-blocking entry style sheets by their text and adds the first page's CSS, inline in <head>. */
export function inlineStyles(html: string, cssOf: (href: string) => string | undefined, pageCss: string): string {
  let inlined = '';
  const out = html.replace(/<link\b[^>]*\bhref="([^"]+\.css)"[^>]*\brel="stylesheet"[^>]*>/g, (tag, href: string) => {
    const css = cssOf(href);
    if (css === undefined) return tag;
    inlined += css;
    return '';
  });
  // Entry CSS first, then the page's: the same order the app applies them in.
  return out.replace('</head>', `<style>${(inlined + pageCss).replace(/<\/style/gi, '<\\/style')}</style></head>`);
}

/**
 * Adds each first-screen route's CSS as its own inline <style data-route> at the end of <head> (after the entry
 * CSS, the order the app applies them in); the inline script keeps only the visited route's.
 */
export function inlineRouteStyles(html: string, cssByRoute: Record<string, string>): string {
  const styles = Object.entries(cssByRoute)
    .filter(([, css]) => css !== '')
    .map(([route, css]) => `<style data-route="${route}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  return html.replace('</head>', () => `${styles}</head>`);
}

/** Fills index.html's `obt-route-files` JSON (spec URL → files) that the inline starter preloads from. */
export function listRouteFiles(html: string, files: Record<string, string[]>): string {
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return html.replace(/(<script type="application\/json" id="obt-route-files">)[\s\S]*?(<\/script>)/, `$1${json}$2`);
}
