/**
 * @jest-environment jsdom
 */
/**
 * The HTML first screens of src/index.html (issue 17) beyond /login's: the /home screen a signed-in visitor gets from
 * the stored user info, only the visited route's markup and CSS staying, and Taro's global CSS standing before
 * Taro's rem script (so the root font size it measures is the one React's render will have). The real template's
 * inline script runs in jsdom with the build-time data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptLiteral, splashData } from '../../../config/splash';
import {
  firstScreenData,
  firstScreenMarkup,
  inlineRouteStyles,
  markupClasses,
  pruneCss,
  textKeys,
  withParts,
} from '../../../config/firstScreen';
import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';
import { BRANDS, themeVariables } from '../../../src/brands';
import type { EarlyFirstScreen } from '../../../src/boot/firstScreen';

const template = readFileSync(join(__dirname, '..', '..', '..', 'src', 'index.html'), 'utf8');
const VERSION = '2026.1';
/** A product list's first screen (the shape of a `firstScreen.ts` module's markup). */
const LIST = [
  '<div class="obt-page ls" data-route="/x/list">',
  '<span class="title" data-k="common.back"></span>',
  '<span class="leg" data-show="roundTrip" data-k="common.loading" data-after=" "></span>',
  '<span class="route" data-v="route"></span>',
  '<div class="rows" data-rows data-until=".row, .empty"></div>',
  '</div>',
].join('');
const data = () =>
  firstScreenData({ 'zh-CN': zhCN, 'en-US': enUS }, BRANDS, (b) => themeVariables(b), VERSION, textKeys(LIST));
const EYE = ['M1 1h2', 'M3 3h4'];
const CSS: Record<string, string> = { 'l.css': '.l{}', 'h.css': '.h{}', 'ls.css': '.ls{}', 'x.css': '.x{}' };

/**
 * Boots the template's body (placeholders filled as the HTML plugin would) with the routes' inline styles; `early`
 * is what the head's script left for a product list (src/boot/firstScreenStarter.ts).
 */
function boot(brandCode = '', early?: EarlyFirstScreen): void {
  const body = /<body>([\s\S]*)<\/body>/.exec(template)![1];
  const filled = body
    .replace('<%= htmlWebpackPlugin.options.obtSplash %>', scriptLiteral(splashData(zhCN, enUS, BRANDS, brandCode)))
    .replace('<%= htmlWebpackPlugin.options.obtFirstScreen.markup %>', firstScreenMarkup(EYE, [LIST]))
    .replace('<%= htmlWebpackPlugin.options.obtFirstScreen.data %>', scriptLiteral(data()));
  const script = /<script>([\s\S]*?)<\/script>/.exec(filled)![1];
  const files = { '/login': ['l.css'], '/home': ['h.css', 'ls.css'], '/x/list': ['ls.css', 'x.css'] };
  document.head.innerHTML = inlineRouteStyles('</head>', files, (f) => CSS[f]).replace('</head>', '');
  (window as { __obtFirstScreen?: unknown }).__obtFirstScreen = early;
  document.body.innerHTML = filled.replace(/<script>[\s\S]*?<\/script>/g, '');
  new Function(script)();
}

const USER = { empInfo: { empName: '张三' }, vipCorp: { fullname: '示例企业有限公司', hotelVersion: 1 } };
const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify({ data: value }));
const routeStyles = () =>
  [...document.head.querySelectorAll('style[data-route]')].map((s) => s.getAttribute('data-route'));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(async () => {
  // An app dialog makes every observer the inline script left disconnect (none may fire after the environment).
  document.body.innerHTML = '<div role="alertdialog"></div>';
  await Promise.resolve();
  jest.runOnlyPendingTimers();
  document.body.innerHTML = '';
  jest.useRealTimers();
  history.replaceState(null, '', '/');
  document.head.innerHTML = '';
  delete (window as { __obtFirstScreen?: unknown }).__obtFirstScreen;
  delete (window as { __obtFirstPart?: unknown }).__obtFirstPart;
});

describe('the /home first screen', () => {
  test("a signed-in visitor gets the hero: the dictionary's greeting with the stored name, the stored company", () => {
    history.replaceState(null, '', '/home');
    store('obt.token', 'tok');
    store('obt.userInfo', USER);
    boot();
    const first = document.getElementById('obt-first')!;
    expect(first.hidden).toBe(false);
    expect(document.getElementById('obt-splash')).toBeNull();
    expect(first.querySelector('.home__greeting')!.textContent).toBe(zhCN['home.greeting'].replace('{name}', '张三'));
    expect(first.querySelector('.home__corp')!.textContent).toBe('示例企业有限公司');
    const root = first.querySelector<HTMLElement>('.obt-page.home')!;
    expect(root.className).toBe(`obt-page obt-tab-page home home--${BRANDS.default.variants.home}`);
    expect(root.style.getPropertyValue('--obt-linear-1')).toBe(themeVariables(BRANDS.default)['--obt-linear-1']);
    // Only /home's markup and inline CSS stay.
    expect(first.querySelector('.login-page')).toBeNull();
    expect(routeStyles()).toEqual(['/home', '/home /x/list']);
  });

  test('in the saved language and the brand variant', () => {
    history.replaceState(null, '', '/home');
    store('obt.token', 'tok');
    store('obt.userInfo', USER);
    store('obt.locale', 'en-US');
    boot('main');
    const first = document.getElementById('obt-first')!;
    expect(first.querySelector('.home__greeting')!.textContent).toBe('Hello, 张三');
    expect(first.querySelector('.obt-page.home')!.classList).toContain(`home--${BRANDS.main.variants.home}`);
    expect(first.querySelector('.obt-page.home')!.getAttribute('lang')).toBe('en-US');
  });

  test('stored user info without a name greets without one, as the session store does', () => {
    history.replaceState(null, '', '/home');
    store('obt.token', 'tok');
    store('obt.userInfo', { empInfo: {}, vipCorp: {} });
    boot();
    const first = document.getElementById('obt-first')!;
    expect(first.querySelector('.home__greeting')!.textContent).toBe(zhCN['home.greeting'].replace('{name}', ''));
    expect(first.querySelector('.home__corp')!.textContent).toBe('');
  });

  test.each([
    ['signed out', () => store('obt.userInfo', USER)],
    ['no stored user info', () => store('obt.token', 'tok')],
    ['a token that is not a string', () => (store('obt.token', 1), store('obt.userInfo', USER))],
  ])('%s: the splash, no first screen and no route CSS', (_, given) => {
    history.replaceState(null, '', '/home');
    given();
    boot();
    expect(document.getElementById('obt-first')!.hidden).toBe(true);
    expect(document.getElementById('obt-first')!.children).toHaveLength(0);
    expect(document.getElementById('obt-splash')).not.toBeNull();
    expect(routeStyles()).toEqual([]);
  });
});

test("/login keeps only its own markup and CSS; the greeting's key is not filled in there", () => {
  history.replaceState(null, '', '/login');
  boot();
  const first = document.getElementById('obt-first')!;
  expect(first.hidden).toBe(false);
  expect(first.querySelector('.home')).toBeNull();
  expect(first.querySelector('.login-page__name')!.textContent).toBe(zhCN['app.name']);
  expect(routeStyles()).toEqual(['/login']);
});

describe('/login down to the consent row (its sentence is the largest text: React painting it later would be the LCP)', () => {
  test('the form and the consent sentence in dictionary texts, with the spaces JSX puts around them', () => {
    history.replaceState(null, '', '/login');
    boot();
    const first = document.getElementById('obt-first')!;
    expect(first.hasAttribute('inert')).toBe(true);
    expect(first.querySelector('.login-form__tab--on')!.textContent).toBe(zhCN['login.tab.password']);
    expect(first.querySelector<HTMLInputElement>('input[type=number]')!.placeholder).toBe(
      zhCN['login.phone.placeholder'],
    );
    expect(first.querySelector<HTMLInputElement>('input[type=password]')!.placeholder).toBe(
      zhCN['login.password.placeholder'],
    );
    expect(first.querySelector('.login-form__submit')!.textContent).toBe(zhCN['login.submit']);
    expect(first.querySelector('.obt-consent__text')!.textContent).toBe(
      `${zhCN['login.agree.prefix']} ${zhCN['login.agree.user']} ${zhCN['login.agree.and']} ${zhCN['login.agree.privacy']}`,
    );
    expect([...first.querySelectorAll('.login-form__eye path')].map((p) => p.getAttribute('d'))).toEqual(EYE);
    expect(first.querySelector('.obt-consent__check')!.classList).not.toContain('obt-consent__check--on');
    expect(first.querySelector<HTMLInputElement>('input[type=number]')!.value).toBe('');
  });

  test("the remembered phone and this device's consent to the version in force show as the page will show them", () => {
    history.replaceState(null, '', '/login');
    store('obt.savedLogin', { loginName: '13800000001', autoLogin: false });
    store('agreementConsent', VERSION);
    boot();
    const first = document.getElementById('obt-first')!;
    expect(first.querySelector<HTMLInputElement>('input[type=number]')!.value).toBe('13800000001');
    expect(first.querySelector('.obt-consent__check')!.classList).toContain('obt-consent__check--on');
  });

  test('consent to an older version leaves the box unticked', () => {
    history.replaceState(null, '', '/login');
    store('agreementConsent', '2025.1');
    boot();
    expect(document.querySelector('#obt-first .obt-consent__check')!.classList).not.toContain('obt-consent__check--on');
  });

  test('a sign-on link keeps the page top only (React shows its busy line there)', () => {
    history.replaceState(null, '', '/login?ssotoken=abc');
    boot();
    const first = document.getElementById('obt-first')!;
    expect(first.hidden).toBe(false);
    expect(first.querySelector('.login-page__name')).not.toBeNull();
    expect(first.querySelector('.login-form')).toBeNull();
    expect(first.querySelector('.obt-consent')).toBeNull();
  });
});

test('the data carries the greeting template of both languages and every brand variant of /home', () => {
  const out = data();
  expect(out.texts['en-US']['home.greeting']).toBe(enUS['home.greeting']);
  for (const [code, brand] of Object.entries(BRANDS)) expect(out.homeVariants[code]).toBe(brand.variants.home);
});

test('route CSS goes in one style element per text at the end of <head>, naming its routes, unable to close it', () => {
  const css: Record<string, string> = { 'a.css': 'a{b:"</style>"}', 'e.css': '', 's.css': 's{}', 't.css': 't{}' };
  const files = { '/login': ['a.css'], '/home': ['e.css'], '/tk': ['s.css', 't.css'], '/tr': ['s.css'] };
  const out = inlineRouteStyles('<head><style>e{}</style></head>', files, (f) => css[f]);
  expect(out).toBe(
    '<head><style>e{}</style><style data-route="/login">a{b:"<\\/style>"}</style>' +
      '<style data-route="/tk /tr">s{}</style><style data-route="/tk">t{}</style></head>',
  );
  // `$` in CSS is text, not a replacement pattern.
  expect(inlineRouteStyles('<head></head>', { '/x': ['x'] }, () => 'a[b$="$&"]{}')).toContain('a[b$="$&"]{}');
});

test("Taro's global CSS (html and body fill the viewport) stands before Taro's rem script, which measures them", () => {
  const head = /<head>([\s\S]*)<\/head>/.exec(template)![1];
  const css = head.indexOf('<%= htmlWebpackPlugin.options.obtFirstScreen.taroGlobalCss %>');
  const rem = head.indexOf('<%= htmlWebpackPlugin.options.script %>');
  expect(css).toBeGreaterThan(-1);
  expect(css).toBeLessThan(rem);
  expect(head.slice(0, css)).not.toMatch(/<script/);
});

describe('a product list first screen (src/boot/firstScreen.ts)', () => {
  const signedIn = (path: string) => {
    history.replaceState(null, '', path);
    store('obt.token', 'tok');
  };
  const route = { route: '/x/list', values: { route: '上海 → 北京' } };

  test("a signed-in visitor gets the list's markup with dictionary texts and the head script's values", () => {
    signedIn('/x/list');
    boot('', route);
    const first = document.getElementById('obt-first')!;
    expect(first.hidden).toBe(false);
    expect(document.getElementById('obt-splash')).toBeNull();
    expect(first.querySelector('.title')!.textContent).toBe(zhCN['common.back']);
    expect(first.querySelector('.route')!.textContent).toBe('上海 → 北京');
    // A part shown only with its value: none here (a one-way search has no leg word).
    expect(first.querySelector('.leg')).toBeNull();
    const root = first.querySelector<HTMLElement>('[data-route]')!;
    expect(root.getAttribute('lang')).toBe('zh-CN');
    expect(root.style.getPropertyValue('--obt-linear-1')).toBe(themeVariables(BRANDS.default)['--obt-linear-1']);
    expect(first.querySelector('.login-page, .home')).toBeNull();
    // Its CSS files stay, the one shared with /home too; /login's and /home's own go.
    expect(routeStyles()).toEqual(['/home /x/list', '/x/list']);
  });

  test('a part switched on by a value shows with its dictionary text and the space JSX puts after it', () => {
    signedIn('/x/list');
    store('obt.locale', 'en-US');
    boot('', { route: '/x/list', values: { route: 'Shanghai → Beijing', roundTrip: '1' } });
    const first = document.getElementById('obt-first')!;
    expect(first.querySelector('.leg')!.textContent).toBe(`${enUS['common.loading']} `);
    expect(first.querySelector('.title')!.textContent).toBe(enUS['common.back']);
    expect(first.querySelector('.route')!.textContent).toBe('Shanghai → Beijing');
  });

  test('without values from the head script (or values of another route) the splash stands in', () => {
    signedIn('/x/list');
    boot('', undefined);
    expect(document.getElementById('obt-splash')).not.toBeNull();
    expect(document.querySelector('#obt-first [data-route]')).toBeNull();
    expect(routeStyles()).toEqual([]);
    document.body.innerHTML = '';
    boot('', { route: '/y/list', values: {} });
    expect(document.getElementById('obt-splash')).not.toBeNull();
    expect(document.querySelector('#obt-first [data-route]')).toBeNull();
  });

  test('a visitor who is not signed in gets the splash: the app opens /login', () => {
    history.replaceState(null, '', '/x/list');
    boot('', route);
    expect(document.getElementById('obt-splash')).not.toBeNull();
    expect(document.getElementById('obt-first')!.hidden).toBe(true);
  });
});

test("a first-screen part (src/boot/firstScreenPart.ts): its markup, texts written in, joins index.html's first screen", () => {
  history.replaceState(null, '', '/p/list');
  store('obt.token', 'tok');
  store('obt.locale', 'en-US');
  (window as { __obtFirstPart?: unknown }).__obtFirstPart =
    '<div class="obt-page p" data-route="/p/list"><span class="t">Part title</span><span class="v" data-v="city"></span></div>';
  boot('', { route: '/p/list', values: { city: 'Shanghai' } });
  const first = document.getElementById('obt-first')!;
  expect(first.hidden).toBe(false);
  expect(document.getElementById('obt-splash')).toBeNull();
  expect(first.querySelectorAll('[data-route]')).toHaveLength(1);
  expect(first.querySelector('.t')!.textContent).toBe('Part title');
  expect(first.querySelector('.v')!.textContent).toBe('Shanghai');
  expect(first.querySelector<HTMLElement>('[data-route]')!.getAttribute('lang')).toBe('en-US');
});

test("a part of another route (or without the head's values) is not painted: the splash stands in", () => {
  history.replaceState(null, '', '/p/list');
  store('obt.token', 'tok');
  (window as { __obtFirstPart?: unknown }).__obtFirstPart = '<div class="obt-page p" data-route="/p/list"></div>';
  boot('', undefined);
  expect(document.getElementById('obt-splash')).not.toBeNull();
  expect(document.querySelector('#obt-first [data-route]')).toBeNull();
});

describe('rows painted from the early answer (src/boot/firstScreenStarter.ts startFirstRows)', () => {
  const entry = () => document.head.querySelectorAll('script[src="/js/app.js"]:not([type])').length;
  const pageWith = (html: string) => {
    const page = document.createElement('div');
    page.className = 'taro_page';
    page.innerHTML = html;
    document.getElementById('app')!.appendChild(page);
    return page;
  };
  const frames = async (ms: number) => {
    await Promise.resolve();
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  };
  const early = (): EarlyFirstScreen => ({ route: '/x/list', values: { route: '上海' }, rows: 'pending' });
  beforeEach(() => {
    history.replaceState(null, '', '/x/list');
    store('obt.token', 'tok');
  });
  const bootWithEntry = (e: EarlyFirstScreen) => {
    boot('', e);
    document.head.insertAdjacentHTML('beforeend', '<script type="obt/entry" src="/js/app.js"></script>');
  };

  test('while they are pending the entry waits; it starts once they painted (or none came)', async () => {
    const e = early();
    bootWithEntry(e);
    await frames(1000);
    expect(entry()).toBe(0);
    e.rows = 'painted';
    e.onRows!();
    await frames(1);
    expect(entry()).toBe(1);
  });

  test('the entry waits 1.5 s at most', async () => {
    bootWithEntry(early());
    await frames(1499);
    expect(entry()).toBe(0);
    await frames(1);
    expect(entry()).toBe(1);
  });

  test('without rows to wait for the entry starts after the first frame', async () => {
    bootWithEntry({ route: '/x/list', values: { route: '上海' } });
    await frames(100);
    expect(entry()).toBe(1);
  });

  test("painted rows stay until React's page shows its rows (or its empty state) at their place", async () => {
    const e = early();
    boot('', e);
    e.rows = 'painted';
    e.onRows!();
    const page = pageWith('<div class="skeleton"></div>');
    await frames(100);
    expect(document.getElementById('obt-first')).not.toBeNull();
    page.insertAdjacentHTML('beforeend', '<div class="row"></div>');
    await frames(100);
    expect(document.getElementById('obt-first')).toBeNull();
  });

  test('… at most 5 s after the page rendered', async () => {
    const e = early();
    boot('', e);
    e.rows = 'painted';
    pageWith('<div class="skeleton"></div>');
    await frames(4900);
    expect(document.getElementById('obt-first')).not.toBeNull();
    await frames(200);
    expect(document.getElementById('obt-first')).toBeNull();
  });

  test('rows not painted (pending or none) do not hold the page: the first screen goes with its content', async () => {
    boot('', early());
    pageWith('<div class="skeleton"></div>');
    await frames(100);
    expect(document.getElementById('obt-first')).toBeNull();
  });
});

test("the lists' texts: every key their markup names, from the core dictionary or a product part", () => {
  expect(textKeys('<a data-k="a.b"></a><b data-kp="c"></b><c data-k="a.b" data-v="x"></c>')).toEqual(['a.b', 'c']);
  const merged = withParts({ 'zh-CN': { core: '核' }, 'en-US': { core: 'core' } }, [
    { zh: { 'p.a': '甲' }, en: { 'p.a': 'A' } },
  ]);
  expect(merged).toEqual({ 'zh-CN': { core: '核', 'p.a': '甲' }, 'en-US': { core: 'core', 'p.a': 'A' } });
  expect(data().texts['en-US']['common.back']).toBe(enUS['common.back']);
  // A key no dictionary has fails the build instead of painting `undefined`.
  expect(() => firstScreenData({ 'zh-CN': zhCN, 'en-US': enUS }, BRANDS, themeVariables, '', ['no.such'])).toThrow(
    /no zh-CN text for no.such/,
  );
});

describe("a product list's CSS cut down to what its first screen uses", () => {
  const classes = markupClasses('<div class="ls tkl"><span class="taro-text ls__route" data-k="x"></span></div>');

  test('the classes of the markup', () => {
    expect([...classes].sort()).toEqual(['ls', 'ls__route', 'taro-text', 'tkl']);
  });

  test('rules whose every class is in the markup stay, selector by selector; the rest go, and interaction states (the first screen is inert)', () => {
    const css =
      '.ls{display:flex}.ls__row{color:red}.tkl .ls__route,.tkl .ls__row{font-size:2rem}' +
      '.ls:not(.ls--busy){opacity:1}html,[role=button]:focus-visible{outline:0}.sheet__x .ls{top:0}';
    expect(pruneCss(css, classes)).toBe(
      '.ls{display:flex}.tkl .ls__route{font-size:2rem}.ls:not(.ls--busy){opacity:1}html{outline:0}',
    );
    expect(pruneCss('.ls:hover{a:1}.ls:active,.ls{b:2}.ls:focus-within{c:3}', classes)).toBe('.ls{b:2}');
  });

  test('inside @media and @supports too; keyframes only when a kept rule runs them; other at-rules stay', () => {
    const css =
      '@charset "utf-8";@media (min-width:1px){.ls{gap:1px}.row{gap:2px}}@media print{.row{x:1}}' +
      '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.tkl{animation:spin 1s}' +
      '.row{animation:fade 1s}@font-face{font-family:x;src:url("a{b}.woff")}';
    expect(pruneCss(css, classes)).toBe(
      '@charset "utf-8";@media (min-width:1px){.ls{gap:1px}}.tkl{animation:spin 1s}' +
        '@font-face{font-family:x;src:url("a{b}.woff")}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  test('the same text for several routes goes in once, naming them all', () => {
    const out = inlineRouteStyles('</head>', { '/a': ['x.css'], '/b': ['x.css'] }, (_file, route) =>
      route === '/a' || route === '/b' ? '.x{}' : '',
    );
    expect(out).toBe('<style data-route="/a /b">.x{}</style></head>');
  });
});
