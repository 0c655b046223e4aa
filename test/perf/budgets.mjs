#!/usr/bin/env node
/**
 * `npm run perf`: bundle and package sizes against ARCHITECTURE §11.
 *
 *   H5     entry JS (every script index.html loads, shared vendor chunks included), gzip level 9   ≤ 98 KB
 *          (ARCHITECTURE §11 aims at 120; held at the last figure reached plus a KB, rounded up: issue 17 took
 *          Taro's toast/modal module, its navigation bar icons and query-string off the entry, −9.4 KB from 148.0,
 *          config/entryTrim.ts; the sliced entry and the hotel lists' first-rows hand-off in index.html's script
 *          brought it to 140.0 KB, React DOM's own file to 140.7; then 131.1 KB (134,233 B): MobX's production
 *          build and no Taro component CSS (config/entryTrim.ts), the app config without mini-program keys and
 *          with customRoutes built at run time (config/loaders/h5-app-config.js), the en-US dictionary in a chunk
 *          of its own (src/i18n/english.h5.ts), one hash for an async chunk's JS and CSS (config/chunkNames.ts);
 *          then 96.5 KB with Preact as H5's framework (config/framework.ts; /login's first load 113.4 KB; an
 *          OBT_H5_FRAMEWORK=react build measures ~131 KB and misses this budget)
 *          /login's first load (the entry and the login page's own chunks), gzip level 9             ≤ 120 KB
 *          (issue 17's target; /home's and /allorder's are listed, informational)
 *          every other JS chunk (pages, async shared chunks), gzip level 9 each                     ≤ 50 KB
 *          index.html as served (brotli, the build's precompressed copy)                         ≤ 13,350 B
 *          (every route's document: with the response headers it must fit the first TCP window of about
 *          14.6 KB — ~13,390 B of brotli with this server's headers — else every route's first paint waits one
 *          more round trip: issue 17, src/boot/firstScreenPart.ts; a build at 13,416 B measured FCP +150 ms. Builds
 *          of one commit vary by ~60–100 B (the hashed file names it holds); since its inline styles are minified
 *          too (config/minifyInline.ts) it measures ~13,150 B, so this leaves that variation and stays under the
 *          window.)
 *   weapp  main package (every file outside the app.json subPackages roots)                          ≤ 1.5 MB
 *   qywx   each subpackage                                                                           ≤ 2 MB
 *          all packages together (platform limit for provider-built apps, TOOLCHAIN)                 ≤ 20 MB
 *          app.json lazyCodeLoading = "requiredComponents"
 *
 * KB = 1024 bytes, MB = 1024 KB. Mini-program sizes are raw bytes of the files that are uploaded (source maps and
 * project.*config.json excluded). Exit code 1 when any budget is exceeded or a dist folder is missing.
 *
 * DIST_DIR=/path (default <repo>/dist) points at another folder holding h5/, weapp/ and qywx/;
 * PERF_TARGETS=h5,weapp limits the targets; PERF_ALL=1 lists every H5 chunk instead of the largest ones.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = resolve(process.env.DIST_DIR || join(root, 'dist'));
const targets = (process.env.PERF_TARGETS || 'h5,weapp,qywx')
  .split(',')
  .map((t) => t.trim())
  .filter(Boolean);
const listAll = process.env.PERF_ALL === '1';
/** Pages whose first load is listed (the Lighthouse pages of ARCHITECTURE §11 that are in the main package). */
const FIRST_LOAD_PAGES = ['pages/login/index', 'pages/home/index', 'pages/allorder/index'];

const KB = 1024;
const MB = 1024 * KB;
const BUDGETS = {
  h5Entry: 98 * KB,
  /** /login's first load (entry + its page's chunks): issue 17's "≤ 120 KB gzip for /login's first load". */
  h5LoginFirstLoad: 120 * KB,
  h5Chunk: 50 * KB,
  h5Document: 13_350,
  miniMain: 1.5 * MB,
  miniSub: 2 * MB,
  miniTotal: 20 * MB,
};

/** One table row; `limit` null = informational. */
const rows = [];
const problems = [];
/** Warnings that are not budgets. */
const notes = [];

function add(target, item, { raw, gzip, limit, measured, note }) {
  const over = limit != null && measured > limit;
  rows.push({ target, item, raw, gzip, limit, status: limit == null ? '' : over ? 'OVER' : 'ok', note });
  if (over) problems.push(`${target}: ${item} is ${fmt(measured)} > ${fmt(limit)}`);
}

function fmt(bytes) {
  if (bytes == null) return '';
  if (bytes >= MB) return `${(bytes / MB).toFixed(2)} MB`;
  return `${(bytes / KB).toFixed(1)} KB`;
}

function gzipSize(buffer) {
  return gzipSync(buffer, { level: constants.Z_BEST_COMPRESSION }).length;
}

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

const posix = (p) => p.split(sep).join('/');
/** A path for messages: repo-relative inside the repo, absolute elsewhere. */
const show = (p) => {
  const rel = relative(root, p);
  return rel && !rel.startsWith('..') ? posix(rel) : p;
};

/** src/href values of the scripts index.html loads (held-back entry scripts and script preloads included), and the
 * inline script text. */
function scriptsOf(html) {
  const srcs = [];
  let inline = '';
  const scriptRe = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(scriptRe)) {
    const attrs = match[1];
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    // `obt/entry`: an entry script index.html holds back until after the first paint (config/firstScreen.ts).
    if (type && !/javascript|module|^obt\/entry$/i.test(type)) continue;
    if (src) srcs.push(src);
    else inline += match[2];
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = match[1];
    if (!/\brel\s*=\s*["']?(preload|modulepreload)/i.test(attrs)) continue;
    if (/\brel\s*=\s*["']?preload/i.test(attrs) && !/\bas\s*=\s*["']?script/i.test(attrs)) continue;
    const href = /\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (href) srcs.push(href);
  }
  return { srcs: [...new Set(srcs)], inline: inline.trim() };
}

/** dist/h5 path of a script URL from index.html (publicPath '/' or relative); null for other origins. */
function localPath(h5Dir, src) {
  if (/^(https?:)?\/\//i.test(src)) return null;
  const clean = src.split(/[?#]/)[0].replace(/^\.?\//, '');
  return join(h5Dir, decodeURIComponent(clean));
}

/**
 * Which async chunks each page route loads, read from Taro's H5 route table in the entry code:
 * `"path":"pages/login/index","load":function(…){return[Promise.all([n.e(300),n.e(325)])…`.
 * Best effort (minified code): an empty map only loses the labels and the first-load rows.
 */
function routeChunks(entrySource) {
  const routes = new Map();
  const routeRe = /"path":"([^"]+)","load":function[^{]*\{return\[([\s\S]*?)\.then\(/g;
  for (const match of entrySource.matchAll(routeRe)) {
    const ids = [...match[2].matchAll(/\.e\(\s*"?([\w-]+)"?\s*\)/g)].map((m) => m[1]);
    routes.set(match[1], ids);
  }
  return routes;
}

function checkH5(dir) {
  const indexHtml = join(dir, 'index.html');
  if (!existsSync(indexHtml)) {
    problems.push(`h5: ${show(indexHtml)} is missing (run npm run build:h5)`);
    return;
  }
  const html = readFileSync(indexHtml, 'utf8');
  const htmlBytes = Buffer.from(html);
  // The copy the server sends (config/precompress.ts); compressed here the same way when a build has none.
  const brotli = existsSync(`${indexHtml}.br`)
    ? statSync(`${indexHtml}.br`).size
    : brotliCompressSync(htmlBytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
        .length;
  add('h5', 'index.html (limit and figure: brotli as served)', {
    raw: htmlBytes.length,
    gzip: gzipSize(htmlBytes),
    limit: BUDGETS.h5Document,
    measured: brotli,
    note: `brotli ${brotli} B: with headers within the first TCP window (~14.6 KB)`,
  });
  const { srcs, inline } = scriptsOf(html);
  const files = new Map(
    walk(dir)
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => {
        const buffer = readFileSync(file);
        return [resolve(file), { name: posix(relative(dir, file)), raw: buffer.length, gzip: gzipSize(buffer) }];
      }),
  );
  const entryFiles = new Set();
  const entryRows = [];
  for (const src of srcs) {
    const file = localPath(dir, src);
    if (!file) {
      entryRows.push({ item: `  ${src}`, note: 'other origin, not measured' });
      continue;
    }
    if (!files.has(resolve(file))) {
      problems.push(`h5: index.html loads ${src}, which is not in ${show(dir)}`);
      continue;
    }
    entryFiles.add(resolve(file));
    const f = files.get(resolve(file));
    entryRows.push({ item: `  ${f.name}`, raw: f.raw, gzip: f.gzip });
  }
  if (!entryFiles.size) problems.push('h5: index.html loads no local script');
  const entrySource = [...entryFiles].map((f) => readFileSync(f, 'utf8')).join('\n');
  // eval()-wrapped modules with inline source maps: a development build, so the sizes say little.
  if (/eval\(["']/.test(entrySource.slice(0, 20000)) && /sourceURL=/.test(entrySource.slice(0, 20000))) {
    notes.push(
      'h5: dist/h5 looks like a development build (eval + inline source maps); build with `npm run build:h5` (NODE_ENV=production) before measuring',
    );
  }

  // Chunk ids → files: production names are `js/<id>.<hash>.js` (or `<name>.<hash>.js`).
  const byId = (id) =>
    [...files.keys()].find((key) => {
      const base = files.get(key).name.split('/').pop();
      return base.startsWith(`${id}.`) && !entryFiles.has(key);
    });
  const routes = routeChunks(entrySource);
  const pagesOf = new Map();
  for (const [page, ids] of routes) {
    for (const id of ids) {
      const key = byId(id);
      if (!key) continue;
      if (!pagesOf.has(key)) pagesOf.set(key, []);
      pagesOf.get(key).push(page);
    }
  }
  // A chunk every page route loads is part of every first load: it counts toward the entry.
  const shared = new Set(
    routes.size >= 2
      ? [...pagesOf.entries()].filter(([, pages]) => pages.length === routes.size).map(([key]) => key)
      : [],
  );
  for (const key of shared) {
    const f = files.get(key);
    entryRows.push({
      item: `  ${f.name}`,
      raw: f.raw,
      gzip: f.gzip,
      note: `shared: loaded by all ${routes.size} pages`,
    });
  }
  if (inline) {
    const buffer = Buffer.from(inline);
    entryRows.push({ item: '  (inline scripts of index.html)', raw: buffer.length, gzip: gzipSize(buffer) });
  }
  const entryRaw = entryRows.reduce((sum, r) => sum + (r.raw ?? 0), 0);
  const entryGzip = entryRows.reduce((sum, r) => sum + (r.gzip ?? 0), 0);
  add('h5', `entry JS (${entryFiles.size + shared.size} files)`, {
    raw: entryRaw,
    gzip: entryGzip,
    limit: BUDGETS.h5Entry,
    measured: entryGzip,
  });
  for (const row of entryRows) add('h5', row.item, { raw: row.raw, gzip: row.gzip, note: row.note });

  const label = (key) => {
    const pages = pagesOf.get(key);
    if (!pages) return routes.size ? 'no page route loads it directly' : undefined;
    const names = pages.map((p) => p.replace(/\/index$/, ''));
    return names.length > 3 ? `${names.length} pages: ${names.slice(0, 3).join(', ')}…` : names.join(', ');
  };
  const chunks = [...files.entries()]
    .filter(([key]) => !entryFiles.has(key) && !shared.has(key))
    .map(([key, f]) => ({ ...f, key }))
    .sort((a, b) => b.gzip - a.gzip);
  const shown = listAll ? chunks : chunks.filter((c, i) => i < 12 || c.gzip > BUDGETS.h5Chunk);
  for (const chunk of shown) {
    add('h5', chunk.name, {
      raw: chunk.raw,
      gzip: chunk.gzip,
      limit: BUDGETS.h5Chunk,
      measured: chunk.gzip,
      note: label(chunk.key),
    });
  }
  const hidden = chunks.length - shown.length;
  if (hidden > 0) {
    const rest = chunks.filter((c) => !shown.includes(c));
    add('h5', `(${hidden} more chunks, each ≤ ${fmt(rest[0].gzip)} gzip; PERF_ALL=1 lists them)`, {
      raw: rest.reduce((sum, c) => sum + c.raw, 0),
      gzip: rest.reduce((sum, c) => sum + c.gzip, 0),
    });
  }
  add('h5', `all JS (${files.size} files)`, {
    raw: [...files.values()].reduce((sum, f) => sum + f.raw, 0),
    gzip: [...files.values()].reduce((sum, f) => sum + f.gzip, 0),
  });

  // What it takes to render the Lighthouse pages (informational; TOOLCHAIN measures "H5 JS to render /login").
  for (const page of FIRST_LOAD_PAGES) {
    const ids = routes.get(page);
    if (!ids) continue;
    const extra = [...new Set(ids.map(byId).filter((key) => key && !shared.has(key)))];
    const gzip = entryGzip + extra.reduce((sum, key) => sum + files.get(key).gzip, 0);
    const raw = entryRaw + extra.reduce((sum, key) => sum + files.get(key).raw, 0);
    const budgeted = page === 'pages/login/index';
    add('h5', `first load of ${page} (entry + ${extra.length} chunks)`, {
      raw,
      gzip,
      ...(budgeted ? { limit: BUDGETS.h5LoginFirstLoad, measured: gzip } : {}),
      note: budgeted
        ? undefined
        : gzip > BUDGETS.h5LoginFirstLoad
          ? `info: above ${fmt(BUDGETS.h5LoginFirstLoad)}`
          : 'info',
    });
  }
}

/** Files the mini-program tools do not upload or count. */
function uploaded(rel) {
  return !/\.map$/.test(rel) && !/^project(\.private)?\.config\.json$/.test(rel) && !/(^|\/)\.[^/]+$/.test(rel);
}

function checkMini(target, dir) {
  const appJson = join(dir, 'app.json');
  if (!existsSync(appJson)) {
    problems.push(`${target}: ${show(appJson)} is missing (run npm run build:${target})`);
    return;
  }
  let app;
  try {
    app = JSON.parse(readFileSync(appJson, 'utf8'));
  } catch (error) {
    problems.push(`${target}: app.json is not JSON (${error.message})`);
    return;
  }
  const subs = [...(app.subPackages ?? []), ...(app.subpackages ?? [])]
    .map((s) =>
      String(s.root ?? '')
        .replace(/^\.?\/+/, '')
        .replace(/\/+$/, ''),
    )
    .filter(Boolean);
  const sizes = new Map(subs.map((r) => [r, { bytes: 0, files: 0 }]));
  const main = { bytes: 0, files: 0 };
  for (const file of walk(dir)) {
    const rel = posix(relative(dir, file));
    if (!uploaded(rel)) continue;
    const bytes = statSync(file).size;
    // The longest matching root wins (roots never nest in valid configs, but be exact).
    const owner = subs.filter((r) => rel === r || rel.startsWith(`${r}/`)).sort((a, b) => b.length - a.length)[0];
    const bucket = owner ? sizes.get(owner) : main;
    bucket.bytes += bytes;
    bucket.files += 1;
  }
  add(target, `main package (${main.files} files)`, { raw: main.bytes, limit: BUDGETS.miniMain, measured: main.bytes });
  const ordered = [...sizes.entries()].sort((a, b) => b[1].bytes - a[1].bytes);
  for (const [rootName, size] of ordered) {
    if (!size.files) problems.push(`${target}: subpackage ${rootName} declared in app.json has no files`);
    add(target, `subpackage ${rootName} (${size.files} files)`, {
      raw: size.bytes,
      limit: BUDGETS.miniSub,
      measured: size.bytes,
    });
  }
  const total = main.bytes + ordered.reduce((s, [, size]) => s + size.bytes, 0);
  add(target, `all packages (${subs.length} subpackages)`, { raw: total, limit: BUDGETS.miniTotal, measured: total });
  const lazy = app.lazyCodeLoading;
  rows.push({
    target,
    item: `lazyCodeLoading = ${JSON.stringify(lazy ?? null)}`,
    limit: 'requiredComponents',
    status: lazy === 'requiredComponents' ? 'ok' : 'OVER',
  });
  if (lazy !== 'requiredComponents')
    problems.push(`${target}: app.json lazyCodeLoading is ${JSON.stringify(lazy)}, not "requiredComponents"`);
}

function printTable() {
  const header = ['target', 'item', 'raw', 'gzip', 'budget', 'status'];
  const body = rows.map((r) => [
    r.target,
    r.item,
    fmt(r.raw),
    fmt(r.gzip),
    typeof r.limit === 'string' ? r.limit : r.limit == null ? '' : `≤ ${fmt(r.limit)}`,
    r.note ? `${r.status} ${r.note}`.trim() : r.status,
  ]);
  const width = header.map((h, i) => Math.max(h.length, ...body.map((b) => String(b[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i >= 2 && i <= 4 ? String(c).padStart(width[i]) : String(c).padEnd(width[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(width.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

function main() {
  console.log(`Budgets (ARCHITECTURE §11) for ${distDir}`);
  for (const target of targets) {
    const dir = join(distDir, target);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      problems.push(`${target}: ${show(dir)} is missing (run npm run build:${target})`);
      continue;
    }
    if (target === 'h5') checkH5(dir);
    else if (target === 'weapp' || target === 'qywx') checkMini(target, dir);
    else problems.push(`unknown target ${target}`);
  }
  if (rows.length) printTable();
  console.log('');
  console.log(
    'Not measured here: Lighthouse mobile (npm run perf:lighthouse) and the API load check (npm run perf:load, test/perf/load.mjs).',
  );
  for (const note of notes) console.log(`NOTE ${note}`);
  if (problems.length) {
    console.log(`${problems.length} budget problem(s):`);
    for (const p of problems) console.log(`  - ${p}`);
    console.log('perf: FAILED');
    return 1;
  }
  console.log('perf: all budgets met');
  return 0;
}

process.exitCode = main();
