/**
 * @jest-environment jsdom
 */
/**
 * The inline splash of src/index.html (issue 15: the first load is never blank): the real template's splash script
 * runs in jsdom with the build-time data, picks the brand and the saved language, and goes away once the first
 * Taro page holds content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scriptLiteral, splashData } from '../../../config/splash';
import { LOGIN_FIRST_SCREEN, firstScreenData } from '../../../config/firstScreen';
import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';
import { BRANDS, themeVariables } from '../../../src/brands';

const template = readFileSync(join(__dirname, '..', '..', '..', 'src', 'index.html'), 'utf8');

/** The template's body with the build placeholders filled as the HTML plugin would. */
function render(brandCode = ''): { body: string; script: string } {
  const body = /<body>([\s\S]*)<\/body>/.exec(template)![1];
  const filled = body
    .replace('<%= htmlWebpackPlugin.options.obtSplash %>', scriptLiteral(splashData(zhCN, enUS, BRANDS, brandCode)))
    .replace('<%= htmlWebpackPlugin.options.obtFirstScreen.markup %>', LOGIN_FIRST_SCREEN)
    .replace(
      '<%= htmlWebpackPlugin.options.obtFirstScreen.data %>',
      scriptLiteral(firstScreenData({ 'zh-CN': zhCN, 'en-US': enUS }, BRANDS, (b) => themeVariables(b))),
    );
  const script = /<script>([\s\S]*?)<\/script>/.exec(filled)![1];
  return { body: filled.replace(/<script>[\s\S]*?<\/script>/g, ''), script };
}

function boot(brandCode = ''): HTMLElement {
  const { body, script } = render(brandCode);
  document.body.innerHTML = body;
  // Runs the template's own inline script, as the browser would.
  new Function(script)();
  return document.getElementById('obt-splash')!;
}

/** Lets MutationObserver callbacks, the animation frame and the fade-out timer run. */
async function settle(): Promise<void> {
  await Promise.resolve();
  jest.advanceTimersByTime(400);
  await Promise.resolve();
}

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('shows the product name of the default language and the brand colour before any script loads', () => {
  const splash = boot();
  expect(document.getElementById('obt-splash-name')!.textContent).toBe(zhCN['app.name']);
  expect(splash.style.getPropertyValue('--obt-splash-main')).toBe(BRANDS.default.theme.mainColor);
  expect(splash.querySelector('svg')).not.toBeNull();
  // No external request: no src/href attribute anywhere in the splash.
  expect(splash.outerHTML).not.toMatch(/\b(src|href)=/);
});

test('speaks the saved language (as Taro stores it) and paints the configured brand', () => {
  localStorage.setItem('obt.locale', JSON.stringify({ data: 'en-US' }));
  const splash = boot('main');
  expect(document.getElementById('obt-splash-name')!.textContent).toBe(enUS['app.name']);
  expect(splash.style.getPropertyValue('--obt-splash-main')).toBe(BRANDS.main.theme.mainColor);
});

test('a broken saved locale falls back to Chinese', () => {
  localStorage.setItem('obt.locale', '{not json');
  boot();
  expect(document.getElementById('obt-splash-name')!.textContent).toBe(zhCN['app.name']);
});

test('stays while the router has only an empty page, goes once the first page has content', async () => {
  boot();
  const app = document.getElementById('app')!;
  const page = document.createElement('div');
  page.className = 'taro_page';
  app.appendChild(page);
  await settle();
  expect(document.getElementById('obt-splash')).not.toBeNull();
  page.appendChild(document.createElement('div'));
  await settle();
  await settle();
  expect(document.getElementById('obt-splash')).toBeNull();
});

test('the data literal cannot close the inline script', () => {
  expect(scriptLiteral({ name: '</script><script>alert(1)</script>' })).not.toContain('</');
});

describe('the /login first screen (issue 17)', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  test('a signed-out visitor of /login gets the page top in the page classes, dictionary texts and brand theme', () => {
    history.replaceState(null, '', '/login');
    boot();
    const first = document.getElementById('obt-first')!;
    expect(first.hidden).toBe(false);
    expect(document.getElementById('obt-splash')).toBeNull();
    expect(first.querySelector('.login-page__name')!.textContent).toBe(zhCN['app.name']);
    expect(first.querySelector('.login-page__slogan')!.textContent).toBe(zhCN['login.welcome']);
    expect(first.querySelector('.obt-lang__option--on')!.getAttribute('lang')).toBe('zh-CN');
    const root = first.querySelector<HTMLElement>('.obt-page.login-page')!;
    expect(root.style.getPropertyValue('--obt-light-back')).toBe(BRANDS.default.theme.lightBackColor);
    expect(root.getAttribute('lang')).toBe('zh-CN');
  });

  test('in the saved language', () => {
    history.replaceState(null, '', '/login');
    localStorage.setItem('obt.locale', JSON.stringify({ data: 'en-US' }));
    boot();
    const first = document.getElementById('obt-first')!;
    expect(first.querySelector('.login-page__slogan')!.textContent).toBe(enUS['login.welcome']);
    expect(first.querySelector('.obt-lang__option--on')!.getAttribute('lang')).toBe('en-US');
  });

  test('a signed-in visitor (sent home by the app) sees the splash instead', () => {
    history.replaceState(null, '', '/login');
    localStorage.setItem('obt.token', JSON.stringify({ data: 'tok' }));
    boot();
    expect(document.getElementById('obt-first')!.hidden).toBe(true);
    expect(document.getElementById('obt-splash')).not.toBeNull();
  });

  test("goes as soon as React's page has content", async () => {
    history.replaceState(null, '', '/login');
    boot();
    const page = document.createElement('div');
    page.className = 'taro_page';
    page.appendChild(document.createElement('div'));
    document.getElementById('app')!.appendChild(page);
    await settle();
    expect(document.getElementById('obt-first')).toBeNull();
  });
});

test('the held entry scripts start in order, once, after the first frame', async () => {
  document.head.innerHTML =
    '<script type="obt/entry" src="/js/vendor.js"></script><script type="obt/entry" src="/js/app.js"></script>';
  boot();
  expect(document.head.querySelectorAll('script:not([type])')).toHaveLength(0);
  await settle();
  const started = [...document.head.querySelectorAll<HTMLScriptElement>('script:not([type])')];
  expect(started.map((s) => s.getAttribute('src'))).toEqual(['/js/vendor.js', '/js/app.js']);
  expect(started.every((s) => !s.async)).toBe(true);
  document.head.innerHTML = '';
});

test("over an HTML first screen the held entry starts once the browser reports that screen's contentful paint", async () => {
  const observers: Array<(names: string[]) => void> = [];
  class FakePaintObserver {
    constructor(private readonly report: (list: unknown, self: { disconnect(): void }) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push((names) => this.report({ getEntries: () => names.map((name) => ({ name })) }, this));
    }
    disconnect() {
      observers.length = 0;
    }
  }
  (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakePaintObserver;
  try {
    const started = () => document.head.querySelectorAll('script[src="/js/app.js"]:not([type])').length;
    history.replaceState(null, '', '/login');
    document.head.innerHTML = '<script type="obt/entry" src="/js/app.js"></script>';
    boot();
    expect(document.getElementById('obt-first')!.hidden).toBe(false);
    jest.advanceTimersByTime(100);
    // A frame went by (the old trigger), but the first screen is not reported painted yet.
    expect(started()).toBe(0);
    observers[0](['first-paint']);
    expect(started()).toBe(0);
    observers[0](['first-contentful-paint']);
    expect(started()).toBe(1);
    // A tab that paints nothing (hidden) starts after 500 ms all the same.
    document.head.innerHTML = '<script type="obt/entry" src="/js/app.js"></script>';
    boot();
    jest.advanceTimersByTime(499);
    expect(started()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(started()).toBe(1);
  } finally {
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.head.innerHTML = '';
    history.replaceState(null, '', '/');
  }
});

/** The head's script that preloads the route's own chunks (it runs in the document's first parse task). */
function headPreloadScript(): string {
  const head = /<head>([\s\S]*)<\/head>/.exec(template)![1];
  return /<script>(\s*\(function \(\) \{\s*var own[\s\S]*?)<\/script>/.exec(head)![1];
}

test("the route's own chunks are preloaded from the head, beside the entry, from the list the build wrote", () => {
  history.replaceState(null, '', '/tk/tkList');
  document.head.innerHTML = '<script type="application/json" id="obt-route-files"></script>';
  document.getElementById('obt-route-files')!.textContent = JSON.stringify({
    '/tk/tkList': ['js/1.a.js', 'css/1.b.css'],
  });
  new Function(headPreloadScript())();
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
  expect(links.map((l) => [l.getAttribute('href'), l.getAttribute('as')])).toEqual([
    ['/js/1.a.js', 'script'],
    ['/css/1.b.css', 'style'],
  ]);
  // The body's script (a later parse task) inserts none of its own.
  document.head.innerHTML = '';
  boot();
  expect(document.head.querySelectorAll('link[rel=preload]')).toHaveLength(0);
  history.replaceState(null, '', '/');
  document.head.innerHTML = '';
});

test('an app dialog before any page (a page chunk that failed to load) is never hidden under it', async () => {
  boot();
  const box = document.createElement('div');
  box.setAttribute('role', 'alertdialog');
  document.body.appendChild(box);
  await settle();
  await settle();
  expect(document.getElementById('obt-splash')).toBeNull();
});
