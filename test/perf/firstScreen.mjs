#!/usr/bin/env node
/**
 * The HTML first screens (issue 17, config/firstScreen.ts) cannot drift from the pages React renders: for every
 * element of a first screen (`[data-fs]`, naming its React counterpart) the on-screen rectangle and the font
 * (family, size, weight, line height, colour) must match React's first render within 1 px — on /login (signed
 * out), /home and the product lists with a first screen (signed in: a stored token and user info, as the app stores
 * them; /tk/tkList also with a remembered round trip), in both languages, at phone widths 360, 390 and 412 px (the
 * type scales with the width: Taro's rem script sets the root font size). Every first screen the build's index.html
 * holds (`#obt-first [data-route]`) and every first-screen part it has (`first/*.js`, src/boot/firstScreenPart.ts)
 * must be checked here: one that is not fails the check.
 *
 *   1. The HTML alone: the route with every script request failed, so index.html's first screen stays up.
 *   2. React: the route loaded normally; once the page has rendered, the same measurement of the React elements.
 *
 * Serves STATIC_DIR (default dist/h5) from a small static server with the SPA fallback; API calls never answer,
 * so React's render is the one before any answer (what the first screen stands in for) — except the hotel lists'
 * list call (both versions), answered with one fixed list (HOTEL_ANSWER: every shape a row takes) for the head's
 * early call and React's alike, and their covers (one small SVG), and /allorder's list call (ORDER_ANSWER: every
 * shape an order row takes): those first screens paint the rows of the early answer (src/boot/firstScreen.ts
 * `firstScreenRows`), measured against React's rows of the same answer.
 * Exit code 1 on a mismatch. CHROME_PATH defaults to /usr/bin/chromium; FS_ONLY=/ht/htList,/login checks only those
 * routes (while working on one).
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distH5 = resolve(root, process.env.STATIC_DIR || join('dist', 'h5'));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const TOLERANCE_PX = 1;
/** Phone viewports: small Android, iPhone 12–15, Lighthouse's mobile (Moto G Power). */
const VIEWPORTS = [
  { width: 360, height: 780, deviceScaleFactor: 3 },
  { width: 390, height: 844, deviceScaleFactor: 3 },
  { width: 412, height: 823, deviceScaleFactor: 1.75 },
];
/** A stored session as src/hosts/storage writes it (Taro's H5 storage wraps each value in `{data}`). */
const SIGNED_IN = {
  'obt.token': 'first-screen-check',
  'obt.userInfo': { empInfo: { empName: '张三' }, vipCorp: { fullname: '示例差旅科技有限公司', hotelVersion: 1 } },
};
/** A remembered round trip (src/packages/flight/firstList.ts): the list head puts the leg word first. */
const ROUND_TRIP = {
  ...SIGNED_IN,
  // A login within 48 hours: the history is kept (src/hosts/storage clearStaleCaches).
  'obt.lastLoginAt': Date.now(),
  'obt.history': {
    flight: {
      query: {
        tripType: 2,
        depCity: { code: 'SHA', name: '上海', cityCode: 'SHA', names: { 'zh-CN': '上海', 'en-US': 'Shanghai' } },
        arrCity: { code: 'CAN', name: '广州', cityCode: 'CAN' },
        depDate: '2099-01-01',
        retDate: '2099-01-03',
      },
    },
  },
};
/**
 * The routes with a first screen: what local storage holds, and React's element that shows the page rendered
 * (the product lists on a cold load: the list head, or the empty state of a search that lives in memory only).
 */
const ROUTES = [
  { url: '/login', storage: {}, rendered: '.login-page__name' },
  { url: '/home', storage: SIGNED_IN, rendered: '.home__greeting' },
  { url: '/tk/tkList', storage: SIGNED_IN, rendered: '.ls__route' },
  { url: '/tk/tkList', label: 'round trip', storage: ROUND_TRIP, rendered: '.ls__route .tkl__leg' },
  { url: '/tr/trList', storage: SIGNED_IN, rendered: '.obt-empty__text' },
  { url: '/car/carList', storage: SIGNED_IN, rendered: '.obt-empty__text' },
  // The rows of the list answer (React's first screen rows have their covers).
  { url: '/htV2/htList', storage: SIGNED_IN, rendered: '.wlist__row .ht-row__img img' },
  { url: '/ht/htList', storage: SIGNED_IN, rendered: '.wlist__row .ht-row__img img' },
  // The first screen's order rows of the list answer (ORDER_ANSWER).
  { url: '/allorder', storage: SIGNED_IN, rendered: '.orders__item' },
];

/** The hotel list calls of both versions (src/packages/hotel/search/firstList.ts HOTEL_LIST_PATH). */
const HOTEL_LIST_PATHS = ['/obt/hotel/gn/shopping/hotelList', '/obt/hotel/gn/shopping/v2/list'];
const HOTEL_NAMES = [
  ['北京国际饭店', 'Beijing International Hotel'],
  ['全季酒店(北京国贸CBD核心区东三环中路店)', 'JI Hotel Beijing Guomao CBD East Third Ring Middle Road'],
  ['汉庭酒店', 'Hanting'],
  ['北京王府井希尔顿酒店', 'Hilton Beijing Wangfujing'],
  ['如家精选酒店(北京西站南广场店)', ''],
  ['北京香格里拉饭店', 'Shangri-La Hotel Beijing'],
  ['亚朵酒店(北京望京店)', 'Atour Hotel Beijing Wangjing'],
];
/** One list answer of the reference server's shape: full, over the standard, without score, reviews or cover. */
const HOTEL_ANSWER = {
  code: 1,
  data: { total: HOTEL_NAMES.length, pageNum: 1, count: 20, centre: { lat: 39.9, lng: 116.4 }, brands: [] },
  list: HOTEL_NAMES.map(([name, nameEn], i) => ({
    hotelId: `FS${i}`,
    name,
    nameEn,
    star: [5, 3, 2, 5, 4, 5, 3][i],
    score: [4.8, 4.5, 0, 4.9, 4.2, 5, 4.6][i],
    reviewCount: [3210, 0, 12, 8123, 77, 16000, 431][i],
    brand: '',
    cityId: 'BJS',
    cityName: '北京',
    district: ['东城区', '朝阳区', '丰台区', '东城区', '西城区', '朝阳区', '朝阳区'][i],
    address: '',
    location: { lat: 39.9, lng: 116.4 },
    distanceKm: [0.8, 5.25, 12, 1.1, 7.4, 3, 9.9][i],
    image: i === 4 ? '' : `/obt/hotel/img/FS${i}.svg`,
    lowestPrice: [2063, 455, 0, 1917.5, 388, 3120, 510][i],
    full: i === 2,
    protocol: i % 2 === 0,
    facilities: [],
    wb: [1, 0, 0, 2, 0, 1, 0][i],
  })),
};
/** The order list call (src/pages/allorder/firstCall.ts ORDER_LIST_PATH). */
const ORDER_LIST_PATH = '/obt/allOrderList';
/**
 * One order list answer of the reference server's shape, every shape a row takes on a first screen (seven rows at
 * 360 and 390 px, six at 412): the pay and cancel bar, the approval button with cancel, no actions, a violation
 * reason, several travellers, a long title, no title, an unknown status.
 */
const ORDERS = [
  ['awaitingPayment', '北京-上海 MU5101', ['张三'], 1627.5],
  ['awaitingSubmission', '北京昌平华美酒店 2026-12-04 2晚', ['张三', '李四'], 388],
  [
    'confirmed',
    '全季酒店(北京国贸CBD核心区东三环中路店) 2026-12-06 3晚 豪华大床房含双早',
    ['张三', '李四', 'Wang Wu'],
    2063,
  ],
  ['issued', '北京南-上海虹桥 G5', ['张三'], 611],
  ['cancelled', '', ['张三'], 0],
  ['inApproval', '望京SOHO → 国贸 经济型', ['张三'], 45.8],
  ['somethingNew', '会议室租赁 · 上海', ['张三'], 12345678.9],
  ['refunded', '候补 北京南-上海虹桥 2026-12-02 G5', ['张三'], 800],
];
const ORDER_ANSWER = {
  code: 1,
  data: { total: ORDERS.length, pageNum: 1, count: 10, createdBefore: 1795774570116 },
  list: ORDERS.map(([orderStatus, title, travellerNames, amount], i) => ({
    id: `fs${i}`,
    orderNo: `FS26112718160${i}`,
    orderType: 11007,
    productType: 0,
    orderStatus,
    statusGroup: 'all',
    transferFlag: 0,
    isShowGuarantee: 0,
    title,
    travelDate: '2026-12-04',
    travellerNames,
    bookerName: '张三',
    amount,
    createdAt: '2026-11-27 10:00:00',
    violationReason: i === 2 ? '会议需要' : '',
  })),
};
const COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 188"><rect width="180" height="188" fill="#9ab"/></svg>';
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(req.url.split('?')[0]);
    if (HOTEL_LIST_PATHS.includes(path)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(HOTEL_ANSWER));
    }
    if (path === ORDER_LIST_PATH) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(ORDER_ANSWER));
    }
    if (path.startsWith('/obt/hotel/img/')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end(COVER_SVG);
    }
    // No answer: an answer (user info, page settings) would change what React shows after its first render.
    if (path.startsWith('/obt/') || path.startsWith('/mqc/')) return;
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Boxes and fonts of the first screen's elements (no `selectors`: read from index.html's `[data-fs]`) or of their
 * React counterparts (`selectors` from the first measurement: index.html's copy is gone by then).
 */
function measure(selectors) {
  const out = {};
  const pairs = selectors
    ? selectors.map((selector) => [selector, document.querySelector(`.taro_page ${selector}`)])
    : [...document.querySelectorAll('#obt-first [data-fs]')].map((el) => [el.getAttribute('data-fs'), el]);
  for (const [selector, target] of pairs) {
    if (!target) {
      out[selector] = null;
      continue;
    }
    const r = target.getBoundingClientRect();
    const s = getComputedStyle(target);
    out[selector] = {
      box: [r.x, r.y, r.width, r.height],
      font: [s.fontFamily, s.fontSize, s.fontWeight, s.lineHeight, s.color].join(' / '),
    };
  }
  return out;
}

async function firstRender(browser, baseURL, { route, viewport, locale }, selectors) {
  const blockScripts = !selectors;
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    (saved) => {
      for (const [key, data] of Object.entries(saved)) localStorage.setItem(key, JSON.stringify({ data }));
    },
    { ...route.storage, 'obt.locale': locale },
  );
  const page = await context.newPage();
  if (blockScripts) await page.route('**/js/**', (request) => request.abort());
  await page.goto(`${baseURL}${route.url}`);
  let result;
  // Taro's rem script re-measures on the first resize and again 500 ms later (mobile emulation resizes once):
  // both renders are measured after that, at the same root font size.
  const settle = () => page.waitForTimeout(700);
  if (blockScripts) {
    // No first screen for this route: nothing to measure (reported below).
    const shown = await page
      .locator('#obt-first')
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    await settle();
    result = shown ? await page.evaluate(measure, null) : {};
  } else {
    await page.locator(`.taro_page ${route.rendered}`).first().waitFor({ state: 'attached' });
    await settle();
    result = await page.evaluate(measure, selectors);
  }
  await context.close();
  return result;
}

const only = process.env.FS_ONLY ? process.env.FS_ONLY.split(',') : null;

async function main() {
  if (!existsSync(join(distH5, 'index.html'))) throw new Error(`${distH5}/index.html is missing: npm run build:h5`);
  const { chromium } = await import('playwright-core');
  const server = await serve(distH5);
  const baseURL = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const problems = [];
  // Every first screen of the build is checked: a new one without its entry in ROUTES fails.
  const built = [...readFileSync(join(distH5, 'index.html'), 'utf8').matchAll(/<div [^>]*data-route="([^"]+)"/g)];
  // The first-screen parts (src/boot/firstScreenPart.ts): first/<route with - for />.<hash>.js.
  const partsDir = join(distH5, 'first');
  if (existsSync(partsDir)) {
    for (const file of readdirSync(partsDir).filter((f) => f.endsWith('.js'))) {
      built.push([file, `/${file.split('.')[0].replace(/-/g, '/')}`]);
    }
  }
  for (const [, url] of built) {
    if (!ROUTES.some((r) => r.url === url))
      problems.push(`${url}: a first screen in index.html that this check misses`);
  }
  try {
    for (const route of ROUTES.filter((r) => !only || only.includes(r.url))) {
      for (const viewport of VIEWPORTS) {
        for (const locale of ['zh-CN', 'en-US']) {
          const run = { route, viewport, locale };
          const name = `${route.url}${route.label ? ` (${route.label})` : ''} ${viewport.width}px ${locale}`;
          const html = await firstRender(browser, baseURL, run, null);
          const selectors = Object.keys(html);
          if (!selectors.length) {
            problems.push(`${name}: index.html shows no first screen ([data-fs] elements)`);
            continue;
          }
          const react = await firstRender(browser, baseURL, run, selectors);
          for (const selector of selectors) {
            const a = html[selector];
            const b = react[selector];
            if (!b) {
              problems.push(`${name} ${selector}: not in React's first render`);
              continue;
            }
            const off = Math.max(...a.box.map((v, i) => Math.abs(v - b.box[i])));
            if (off > TOLERANCE_PX) problems.push(`${name} ${selector}: box ${fmt(a.box)} vs React ${fmt(b.box)}`);
            if (a.font !== b.font) problems.push(`${name} ${selector}: font ${a.font} vs React ${b.font}`);
            console.log(
              `[first-screen] ${name.padEnd(22)} ${selector.padEnd(28)} ${fmt(a.box)}  off ${off.toFixed(2)} px`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    server.closeAllConnections();
    server.close();
  }
  if (problems.length) {
    console.log(`[first-screen] ${problems.length} mismatch(es):`);
    for (const p of problems) console.log(`  - ${p}`);
    return 1;
  }
  const widths = VIEWPORTS.map((v) => v.width).join(', ');
  console.log(
    `[first-screen] the HTML first screens (${[...new Set(ROUTES.filter((r) => !only || only.includes(r.url)).map((r) => r.url))].join(', ')}) match React within 1 px at ${widths} px, zh-CN and en-US`,
  );
  return 0;
}

const fmt = (box) => `[${box.map((v) => v.toFixed(1)).join(', ')}]`;

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
