#!/usr/bin/env node
/**
 * The /login HTML first screen (issue 17, config/firstScreen.ts) cannot drift from the page React renders:
 * for every element of the first screen (`[data-fs]`, naming its React counterpart) the on-screen rectangle
 * and the font (family, size, weight, line height, colour) must match React's first render within 1 px, in
 * both languages, on a phone-sized viewport.
 *
 *   1. The HTML alone: /login with every script request failed, so index.html's first screen stays up.
 *   2. React: /login loaded normally; once the page has rendered, the same measurement of the React elements.
 *
 * Serves STATIC_DIR (default dist/h5) from a small static server with the SPA fallback; API calls answer
 * `{code: 1}` without data, which is what a first render sees before any answer. Exit code 1 on a mismatch.
 * CHROME_PATH defaults to /usr/bin/chromium.
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distH5 = resolve(root, process.env.STATIC_DIR || join('dist', 'h5'));
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const TOLERANCE_PX = 1;
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(req.url.split('?')[0]);
    if (path.startsWith('/obt/') || path.startsWith('/mqc/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code":1,"data":null}');
      return;
    }
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

async function firstRender(browser, baseURL, locale, selectors) {
  const blockScripts = !selectors;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript((saved) => {
    if (saved) localStorage.setItem('obt.locale', JSON.stringify({ data: saved }));
  }, locale);
  const page = await context.newPage();
  if (blockScripts) await page.route('**/js/**', (route) => route.abort());
  await page.goto(`${baseURL}/login`);
  let result;
  // Taro's rem script re-measures on the first resize and again 500 ms later (mobile emulation resizes once):
  // both renders are measured after that, at the same root font size.
  const settle = () => page.waitForTimeout(700);
  if (blockScripts) {
    await page.locator('#obt-first').waitFor({ state: 'visible' });
    await settle();
    result = await page.evaluate(measure, null);
  } else {
    await page.locator('.taro_page .login-page__name').waitFor({ state: 'attached' });
    await settle();
    result = await page.evaluate(measure, selectors);
  }
  await context.close();
  return result;
}

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
  try {
    for (const locale of ['zh-CN', 'en-US']) {
      const html = await firstRender(browser, baseURL, locale, null);
      const react = await firstRender(browser, baseURL, locale, Object.keys(html));
      const selectors = Object.keys(html);
      if (!selectors.length) problems.push(`${locale}: index.html has no first screen ([data-fs] elements)`);
      for (const selector of selectors) {
        const a = html[selector];
        const b = react[selector];
        if (!b) {
          problems.push(`${locale} ${selector}: not in React's first render`);
          continue;
        }
        const off = Math.max(...a.box.map((v, i) => Math.abs(v - b.box[i])));
        if (off > TOLERANCE_PX) problems.push(`${locale} ${selector}: box ${fmt(a.box)} vs React ${fmt(b.box)}`);
        if (a.font !== b.font) problems.push(`${locale} ${selector}: font ${a.font} vs React ${b.font}`);
        console.log(`[first-screen] ${locale} ${selector.padEnd(28)} ${fmt(a.box)}  off ${off.toFixed(2)} px`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (problems.length) {
    console.log(`[first-screen] ${problems.length} mismatch(es):`);
    for (const p of problems) console.log(`  - ${p}`);
    return 1;
  }
  console.log('[first-screen] the HTML first screen matches React within 1 px');
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
