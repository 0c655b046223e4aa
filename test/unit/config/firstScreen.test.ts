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
import { firstScreenData, firstScreenMarkup, inlineRouteStyles } from '../../../config/firstScreen';
import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';
import { BRANDS, themeVariables } from '../../../src/brands';

const template = readFileSync(join(__dirname, '..', '..', '..', 'src', 'index.html'), 'utf8');
const VERSION = '2026.1';
const data = () => firstScreenData({ 'zh-CN': zhCN, 'en-US': enUS }, BRANDS, (b) => themeVariables(b), VERSION);
const EYE = ['M1 1h2', 'M3 3h4'];

/** Boots the template's body (placeholders filled as the HTML plugin would) with both routes' inline styles. */
function boot(brandCode = ''): void {
  const body = /<body>([\s\S]*)<\/body>/.exec(template)![1];
  const filled = body
    .replace('<%= htmlWebpackPlugin.options.obtSplash %>', scriptLiteral(splashData(zhCN, enUS, BRANDS, brandCode)))
    .replace('<%= htmlWebpackPlugin.options.obtFirstScreen.markup %>', firstScreenMarkup(EYE))
    .replace('<%= htmlWebpackPlugin.options.obtFirstScreen.data %>', scriptLiteral(data()));
  const script = /<script>([\s\S]*?)<\/script>/.exec(filled)![1];
  document.head.innerHTML = inlineRouteStyles('</head>', { '/login': '.l{}', '/home': '.h{}' }).replace('</head>', '');
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
    expect(routeStyles()).toEqual(['/home']);
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

test('route CSS goes in one style element per route at the end of <head>, unable to close it', () => {
  const out = inlineRouteStyles('<head><style>e{}</style></head>', { '/login': 'a{b:"</style>"}', '/home': '' });
  expect(out).toBe('<head><style>e{}</style><style data-route="/login">a{b:"<\\/style>"}</style></head>');
  // `$` in CSS is text, not a replacement pattern.
  expect(inlineRouteStyles('<head></head>', { '/x': 'a[b$="$&"]{}' })).toContain('a[b$="$&"]{}');
});

test("Taro's global CSS (html and body fill the viewport) stands before Taro's rem script, which measures them", () => {
  const head = /<head>([\s\S]*)<\/head>/.exec(template)![1];
  const css = head.indexOf('<%= htmlWebpackPlugin.options.obtFirstScreen.taroGlobalCss %>');
  const rem = head.indexOf('<%= htmlWebpackPlugin.options.script %>');
  expect(css).toBeGreaterThan(-1);
  expect(css).toBeLessThan(rem);
  expect(head.slice(0, css)).not.toMatch(/<script/);
});
