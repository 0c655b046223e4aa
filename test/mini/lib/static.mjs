/**
 * Static checks of one mini-program build (issue 11, build 1):
 * - the official compilers from npm `miniprogram-compiler`: `wcc` over every wxml (+ wxs) and `wcsc` over every
 *   wxss; either exiting non-zero fails the build;
 * - app.json: every page of the main package and of each subpackage has its .js/.json/.wxml, every
 *   `usingComponents` target exists; each package ≤ 2 MB and all together ≤ 20 MB (TOOLCHAIN "Mini-program
 *   limits");
 * - privacy: `requiredPrivateInfos` lists exactly the location APIs the code calls (a declared API nobody calls is
 *   refused at review, a called one not declared fails at run time), each declared location API has its
 *   `permission['scope.userLocation'].desc`, and `__usePrivacyCheck__` is on so privacy APIs wait for the user's
 *   consent (src/hosts/privacy).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const require = createRequire(import.meta.url);

export const PACKAGE_LIMIT = 2 * 1024 * 1024;
export const TOTAL_LIMIT = 20 * 1024 * 1024;
/** WeChat's privacy-relevant location APIs (those `requiredPrivateInfos` may list). */
export const PRIVATE_INFO_APIS = [
  'getFuzzyLocation',
  'getLocation',
  'onLocationChange',
  'startLocationUpdate',
  'startLocationUpdateBackground',
  'chooseLocation',
  'choosePoi',
  'chooseAddress',
];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function compilerBin(name) {
  const bin = join(dirname(require.resolve('miniprogram-compiler/package.json')), 'bin', 'linux', name);
  // npm unpacks the binaries without the execute bit; the package's own wrapper sets it the same way.
  try {
    chmodSync(bin, 0o755);
  } catch {
    // a read-only install: spawning reports the problem
  }
  return bin;
}

/** `wcc` over every wxml and wxs of the build (the wrapper throws on a non-zero exit). */
export function checkWxml(root) {
  const { wxmlToJs } = require('miniprogram-compiler');
  const files = walk(root).map((f) => relative(root, f));
  const wxml = files.filter((f) => f.endsWith('.wxml'));
  const wxs = files.filter((f) => f.endsWith('.wxs'));
  try {
    const js = wxmlToJs(root, { wxmlList: wxml, wxsList: wxs, maxBuffer: 256 * 1024 * 1024 });
    return { ok: js.includes('$gwx'), detail: `${wxml.length} wxml, ${wxs.length} wxs` };
  } catch (error) {
    return { ok: false, detail: `wcc: ${String(error.message ?? error).slice(0, 2000)}` };
  }
}

/** `wcsc` over every wxss (called directly: the npm wrapper returns, rather than throws, its error). */
export function checkWxss(root) {
  const files = walk(root)
    .map((f) => relative(root, f))
    .filter((f) => f.endsWith('.wxss'));
  // wcsc wants component styles (those with a .json) first, with their count.
  const components = files.filter((f) => existsSync(join(root, f.replace(/\.wxss$/, '.json'))));
  const others = files.filter((f) => !components.includes(f));
  const result = spawnSync(compilerBin('wcsc'), ['-db', '-pc', String(components.length), ...components, ...others], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) return { ok: false, detail: `wcsc: ${result.error.message}` };
  if (result.status !== 0)
    return { ok: false, detail: `wcsc exit ${result.status}: ${result.stderr.toString().slice(0, 2000)}` };
  return { ok: true, detail: `${files.length} wxss` };
}

export function pageRoutes(appJson) {
  const routes = [...appJson.pages];
  for (const sub of appJson.subPackages ?? appJson.subpackages ?? []) {
    for (const page of sub.pages) routes.push(`${sub.root.replace(/\/$/, '')}/${page}`);
  }
  return routes;
}

/** Every page file and every usingComponents target present. */
export function checkFiles(root, appJson) {
  const missing = [];
  const seen = new Set();
  const visit = (base) => {
    if (seen.has(base)) return;
    seen.add(base);
    for (const ext of ['.js', '.json', '.wxml']) if (!existsSync(join(root, base + ext))) missing.push(base + ext);
    let json = {};
    try {
      json = JSON.parse(readFileSync(join(root, `${base}.json`), 'utf8'));
    } catch {
      return;
    }
    for (const target of Object.values(json.usingComponents ?? {})) {
      if (/^plugin:/.test(target)) continue;
      const next = target.startsWith('/') ? target.slice(1) : relative(root, join(root, dirname(base), target));
      visit(next);
    }
  };
  const routes = pageRoutes(appJson);
  for (const route of routes) visit(route);
  for (const tab of appJson.tabBar?.list ?? []) {
    if (!appJson.pages.includes(tab.pagePath)) missing.push(`tabBar page ${tab.pagePath} is not in the main package`);
  }
  return {
    ok: missing.length === 0,
    detail: missing.length
      ? `missing: ${missing.join(', ')}`
      : `${routes.length} pages, ${seen.size - routes.length} components`,
    routes,
  };
}

/** Bytes per package: each subpackage root, and the main package (everything else). */
export function checkSizes(root, appJson) {
  const subRoots = (appJson.subPackages ?? appJson.subpackages ?? []).map((s) => s.root.replace(/\/$/, '') + '/');
  const sizes = new Map([['main', 0]]);
  for (const r of subRoots) sizes.set(r, 0);
  let total = 0;
  for (const file of walk(root)) {
    const rel = relative(root, file);
    if (/\.LICENSE\.txt$|\.map$/.test(rel) || rel === 'project.config.json') continue;
    const bytes = statSync(file).size;
    total += bytes;
    const owner = subRoots.find((r) => rel.startsWith(r)) ?? 'main';
    sizes.set(owner, sizes.get(owner) + bytes);
  }
  const over = [...sizes].filter(([, b]) => b > PACKAGE_LIMIT).map(([p, b]) => `${p} ${kb(b)}`);
  if (total > TOTAL_LIMIT) over.push(`total ${kb(total)}`);
  const largest = [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([p, b]) => `${p} ${kb(b)}`)
    .join(', ');
  return {
    ok: over.length === 0,
    detail: over.length ? `over the limit: ${over.join(', ')}` : `total ${kb(total)}; largest ${largest}`,
    sizes,
    total,
  };
}

const kb = (b) => `${(b / 1024).toFixed(0)} KB`;

/** Which private-info APIs the bundle calls: `x.getLocation(` or `x["getLocation"](`, not a name in a list. */
export function calledPrivateApis(root) {
  const called = new Set();
  for (const file of walk(root).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(file, 'utf8');
    for (const api of PRIVATE_INFO_APIS) {
      if (new RegExp(`(\\.${api}|\\[["']${api}["']\\])\\s*\\(`).test(source)) called.add(api);
    }
  }
  return called;
}

export function checkPrivacy(root, appJson) {
  const problems = [];
  const declared = new Set(appJson.requiredPrivateInfos ?? []);
  const called = calledPrivateApis(root);
  for (const api of declared)
    if (!called.has(api)) problems.push(`requiredPrivateInfos lists ${api} but no code calls it`);
  for (const api of called)
    if (!declared.has(api)) problems.push(`the code calls ${api} but requiredPrivateInfos does not list it`);
  const needsLocationScope = [...declared].some((api) => /Location|Poi/.test(api));
  if (needsLocationScope && !appJson.permission?.['scope.userLocation']?.desc) {
    problems.push("permission['scope.userLocation'].desc is missing (location APIs are declared)");
  }
  if (appJson.__usePrivacyCheck__ !== true) problems.push('__usePrivacyCheck__ is not true');
  return {
    ok: problems.length === 0,
    detail: problems.length
      ? problems.join('; ')
      : `requiredPrivateInfos [${[...declared].join(', ')}] = APIs called; privacy check on`,
  };
}

/** All static checks of one build; returns [{ name, ok, detail }] and the page routes. */
export function staticChecks(root) {
  const appJson = JSON.parse(readFileSync(join(root, 'app.json'), 'utf8'));
  const files = checkFiles(root, appJson);
  const checks = [
    { name: 'wcc (every wxml/wxs)', ...checkWxml(root) },
    { name: 'wcsc (every wxss)', ...checkWxss(root) },
    { name: 'app.json pages and components present', ...files },
    { name: 'package sizes (2 MB each, 20 MB total)', ...checkSizes(root, appJson) },
    { name: 'requiredPrivateInfos and privacy settings', ...checkPrivacy(root, appJson) },
  ];
  return { checks: checks.map(({ name, ok, detail }) => ({ name, ok, detail })), routes: files.routes };
}
