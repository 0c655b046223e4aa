/**
 * The HTML first screens of /login, /home and the product lists (issue 17): index.html paints the page's top before
 * any script runs — on /login the language switch, the product name (the LCP element) and the slogan; on /home, for
 * a signed-in visitor, the hero with the greeting (the LCP element) and the company from the user info the app
 * stored; on a product list with a `htmlFirstScreen.ts` beside its page (src/boot/firstScreen.ts), for a signed-in
 * visitor, the title bar and what stands above and including its LCP element (the list head, the empty state) — with
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
  'login.tab.password',
  'login.tab.sms',
  'login.phone',
  'login.phone.placeholder',
  'login.password',
  'login.password.placeholder',
  'login.submit',
  'login.agree.prefix',
  'login.agree.user',
  'login.agree.and',
  'login.agree.privacy',
] as const;
type Key = (typeof FIRST_SCREEN_KEYS)[number];

export interface FirstScreenData {
  /** The core keys above and every `data-k` of the product lists' markup. */
  texts: Record<Locale, Record<string, string>>;
  /** Theme variables per brand, as PageShell sets them on the page root before page settings arrive. */
  themes: Record<string, Record<string, string>>;
  /** The /home screen variant per brand (`home--<variant>` on the page root, as the home page sets it). */
  homeVariants: Record<string, string>;
  /** The agreement version whose consent, stored on this device, shows the /login box ticked (deviceConsent.ts). */
  agreementVersion: string;
}

/** Spec URL → Taro page of each route index.html paints a first screen for (its CSS is inlined for it). */
/** The routes measured on first load (ARCHITECTURE §11, issue 17) whose own chunks index.html preloads. */
export const FIRST_LOAD_URLS: readonly string[] = [
  '/login',
  '/home',
  '/allorder',
  '/tk/tkList',
  '/htV2/htList',
  // The product lists (issue 17: "each product list as it lands").
  '/tk/tkIntList',
  '/tr/trList',
  '/car/carList',
  '/visa/list',
  '/ht/htList',
];

/** The routes whose first screen config/firstScreen.ts draws itself; the product lists' come from their modules. */
export const FIRST_SCREEN_ROUTES = { '/login': 'pages/login/index', '/home': 'pages/home/index' } as const;

/**
 * @param dictionaries the core dictionaries with the product parts' texts merged in ({@link withParts})
 * @param listKeys the keys the product lists' markup names ({@link textKeys})
 */
export function firstScreenData(
  dictionaries: Record<Locale, Record<Key, string>>,
  brands: Record<string, Brand>,
  themeVariables: (brand: Brand) => Record<string, string>,
  agreementVersion = '',
  listKeys: readonly string[] = [],
): FirstScreenData {
  const texts = {} as FirstScreenData['texts'];
  for (const locale of ['zh-CN', 'en-US'] as const) {
    texts[locale] = {};
    for (const key of [...FIRST_SCREEN_KEYS, ...listKeys]) {
      const text = (dictionaries[locale] as Record<string, string>)[key];
      if (typeof text !== 'string') throw new Error(`first screen: no ${locale} text for ${key}`);
      texts[locale][key] = text;
    }
  }
  const themes: FirstScreenData['themes'] = {};
  const homeVariants: FirstScreenData['homeVariants'] = {};
  for (const [code, brand] of Object.entries(brands)) {
    themes[code] = themeVariables(brand);
    homeVariants[code] = brand.variants.home;
  }
  return { texts, themes, homeVariants, agreementVersion };
}

/**
 * The markup of both screens inside `#obt-first`; the inline script keeps the one of the visited route
 * (`data-route`) and removes the other. Each is the same element tree as `.taro_page > PageShell > page` down to
 * the elements shown (see src/pages/login/index.tsx, src/components/LanguageSwitch, src/pages/home/index.tsx).
 * `data-fs` names the React element each one stands for (the drift check compares their boxes); `data-k` the
 * dictionary key the inline script fills in (`{name}` from the stored user), `data-user` the stored user's field.
 */
/**
 * /login down to the consent row: the consent sentence is the page's largest text, so it must be on the first
 * screen too, or React's later paint of it becomes the LCP. `data-kp` fills a placeholder, `data-form` marks what a
 * sign-on URL replaces by React's busy line, `data-consent` the box ticked by a stored consent.
 */
function loginMarkup(eyeIcon: readonly string[]): string {
  const eye = eyeIcon.map((d) => `<path d="${d}"></path>`).join('');
  const input = 'class="taro-input-core weui-input login-form__input"';
  return [
    '<div class="obt-page login-page" data-route="/login" data-fs=".obt-page.login-page">',
    '<div class="login-page__top" data-fs=".login-page__top">',
    '<div class="obt-lang" data-fs=".obt-lang">',
    '<span class="taro-text obt-lang__option" data-lang="zh-CN" data-k="lang.zh-CN" data-fs="[data-testid=lang-zh-CN]"></span>',
    '<span class="taro-text obt-lang__option" data-lang="en-US" data-k="lang.en-US" data-fs="[data-testid=lang-en-US]"></span>',
    '</div></div>',
    '<div class="login-page__brand" data-fs=".login-page__brand">',
    '<span class="taro-text login-page__name" data-k="app.name" data-fs=".login-page__name"></span>',
    '<span class="taro-text login-page__slogan" data-k="login.welcome" data-fs=".login-page__slogan"></span>',
    '</div>',
    '<div class="login-form" data-form data-fs=".login-form">',
    '<div class="login-form__tabs" data-fs=".login-form__tabs">',
    '<div class="obt-press login-form__tab login-form__tab--on" data-k="login.tab.password" data-fs=".login-form__tab--on"></div>',
    '<div class="obt-press login-form__tab" data-k="login.tab.sms" data-fs="[role=tab][aria-selected=false]"></div>',
    '</div>',
    '<div class="login-form__field" data-fs=".login-form__field">',
    '<span class="taro-text login-form__label" data-k="login.phone" data-fs="#login-phone-label"></span>',
    `<input ${input} type="number" tabindex="-1" data-kp="login.phone.placeholder" data-saved="loginName" data-fs="#login-phone">`,
    '</div>',
    '<div class="login-form__field">',
    '<span class="taro-text login-form__label" data-k="login.password" data-fs="#login-password-label"></span>',
    '<div class="login-form__row" data-fs=".login-form__row">',
    `<input ${input} type="password" tabindex="-1" data-kp="login.password.placeholder" data-fs="#login-password">`,
    '<div class="obt-press login-form__eye" data-fs=".login-form__eye">',
    '<svg class="obt-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"',
    ` stroke-linejoin="round" focusable="false" aria-hidden="true">${eye}</svg>`,
    '</div></div></div>',
    '<div class="obt-btn login-form__submit taro-button-core taro-btn-default" data-k="login.submit" data-fs=".login-form__submit"></div>',
    '</div>',
    '<div class="obt-consent" data-form data-fs=".obt-consent">',
    '<div class="obt-press obt-consent__check" data-consent data-fs=".obt-consent__check">',
    '<div class="obt-consent__box"></div></div>',
    '<div class="obt-consent__text" data-fs=".obt-consent__text">',
    '<span class="taro-text" data-k="login.agree.prefix" data-after=" "></span>',
    '<div class="obt-press obt-consent__link" data-k="login.agree.user"></div>',
    '<span class="taro-text" data-k="login.agree.and" data-before=" " data-after=" "></span>',
    '<div class="obt-press obt-consent__link" data-k="login.agree.privacy"></div>',
    '</div></div>',
    '</div>',
  ].join('');
}

const HOME = [
  '<div class="obt-page obt-tab-page home" data-route="/home" data-fs=".obt-page.home">',
  '<div class="home__hero" data-fs=".home__hero">',
  '<span class="taro-text home__greeting" data-k="home.greeting" data-fs=".home__greeting"></span>',
  '<span class="taro-text home__corp" data-user="corp" data-fs=".home__corp"></span>',
  '</div></div>',
].join('');

/**
 * `#obt-first` with every screen; `inert`: nothing in it can be focused or typed into (React's controls replace it).
 * @param eyeIcon the paths of the password field's eye icon (src/components/Icon/icons.ts `eye`).
 * @param lists the product lists' markup (their `firstScreens`).
 */
export function firstScreenMarkup(eyeIcon: readonly string[], lists: readonly string[] = []): string {
  const all = `${loginMarkup(eyeIcon)}${HOME}${lists.join('')}`;
  return `<div id="obt-first" class="obt-first" aria-hidden="true" inert hidden>${all}</div>`;
}

/** The dictionary keys a markup names (`data-k`, `data-kp`), each once. */
export function textKeys(markup: string): string[] {
  return [...new Set([...markup.matchAll(/\sdata-kp?="([^"]+)"/g)].map((m) => m[1]))];
}

/** A language's core dictionary with the product parts' texts (src/i18n/parts: `zh` and `en` of each). */
export function withParts(
  core: Record<Locale, Record<string, string>>,
  parts: readonly { zh: Record<string, string>; en: Record<string, string> }[],
): Record<Locale, Record<string, string>> {
  return {
    'zh-CN': Object.assign({}, core['zh-CN'], ...parts.map((p) => p.zh)),
    'en-US': Object.assign({}, core['en-US'], ...parts.map((p) => p.en)),
  };
}
/** The markup without the eye icon's drawing, for the template tests that only need the elements. */
export const LOGIN_FIRST_SCREEN = firstScreenMarkup([]);
export const FIRST_SCREEN_MARKUP = LOGIN_FIRST_SCREEN;

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
 * Adds the first-screen routes' CSS files inline at the end of <head> (after the entry CSS, the order the app
 * applies them in): each text once, as a <style data-route> naming every route that uses it (space-separated), in
 * the order of the first route that does; the inline script keeps only the visited route's.
 * @param filesByRoute spec URL → the route's CSS files in load order
 * @param cssOf a file's CSS as the route inlines it (cut down to its first screen: {@link pruneCss})
 */
export function inlineRouteStyles(
  html: string,
  filesByRoute: Record<string, readonly string[]>,
  cssOf: (file: string, route: string) => string,
): string {
  const routesOf = new Map<string, string[]>();
  for (const [route, files] of Object.entries(filesByRoute)) {
    for (const file of files) {
      const css = cssOf(file, route);
      const routes = routesOf.get(css) ?? [];
      if (css !== '' && !routes.includes(route)) routesOf.set(css, [...routes, route]);
    }
  }
  const styles = [...routesOf]
    .map(([css, routes]) => `<style data-route="${routes.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`)
    .join('');
  return html.replace('</head>', () => `${styles}</head>`);
}

/** The class names a markup uses (`class="…"`). */
export function markupClasses(markup: string): Set<string> {
  return new Set([...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/).filter(Boolean)));
}

/** Where the block opened by the `{` at `open` closes (strings skipped), or -1. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) return -1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Splits a selector list at its top-level commas. */
function selectorsOf(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

/**
 * A route's CSS cut down to the rules a first screen's markup can use (a product list's page CSS also styles its
 * rows, sheets and filters: inlined whole, it would be bytes every visitor downloads before any first paint). A
 * selector stays when every class it requires (outside `:not(…)`) is in `classes` and it names no interaction state
 * (`:focus…`, `:hover`, `:active`: the first screen is inert); a selector without classes
 * (elements, attributes) stays; @media and @supports keep what stays inside them; @keyframes stay when a kept rule
 * names them; other at-rules stay. Expects minified CSS without comments (the build's).
 */
export function pruneCss(css: string, classes: ReadonlySet<string>): string {
  // The first screen is inert: nothing on it is focused, hovered or pressed.
  const needs = (selector: string) =>
    !/:(focus|focus-visible|focus-within|hover|active)\b/.test(selector) &&
    [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => classes.has(m[1]));
  const frames: [string, string][] = [];
  const walk = (text: string): string => {
    let out = '';
    let i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      const semi = text.indexOf(';', i);
      // A statement at-rule (@charset, @import) ends at its semicolon.
      if (semi >= 0 && (open < 0 || semi < open) && text.slice(i, semi).trim().startsWith('@')) {
        out += text.slice(i, semi + 1);
        i = semi + 1;
        continue;
      }
      if (open < 0) break;
      const end = blockEnd(text, open);
      if (end < 0) return out + text.slice(i);
      const prelude = text.slice(i, open).trim();
      const body = text.slice(open + 1, end);
      i = end + 1;
      if (/^@(media|supports)\b/.test(prelude)) {
        const inner = walk(body);
        if (inner) out += `${prelude}{${inner}}`;
      } else if (/^@(-\w+-)?keyframes\b/.test(prelude)) {
        frames.push([prelude.split(/\s+/)[1] ?? '', `${prelude}{${body}}`]);
      } else if (prelude.startsWith('@')) {
        out += `${prelude}{${body}}`;
      } else {
        const kept = selectorsOf(prelude).filter(needs);
        if (kept.length) out += `${kept.join(',')}{${body}}`;
      }
    }
    return out;
  };
  const rules = walk(css);
  const used = frames.filter(([name]) => name && new RegExp(`[:\\s,]${name.replace(/[^\w-]/g, '')}\\b`).test(rules));
  return rules + used.map(([, block]) => block).join('');
}

/** Fills index.html's `obt-route-files` JSON (spec URL → files) that the inline starter preloads from. */
export function listRouteFiles(html: string, files: Record<string, string[]>): string {
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return html.replace(/(<script type="application\/json" id="obt-route-files">)[\s\S]*?(<\/script>)/, `$1${json}$2`);
}
