/**
 * URL ⇄ route resolution. Pure: no Taro, no DOM (used at build time by `./config.ts` and at run time).
 *
 * Spec URLs may carry path parameters ('/car/carJsycDetail/:id', '/userCenter/empEdit/:id?'); Taro pages only
 * receive query keys, so every path parameter travels as a query key of the same name.
 */
import { ROUTES, type RouteDef } from './routes';

/** A query as Taro hands it to a page (values are raw: neither the H5 router nor mini-programs decode them). */
export type RawQuery = Readonly<Record<string, string | undefined>>;
/** Query values accepted when building a URL. */
export type QueryInput = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A resolved URL. */
export interface UrlMatch {
  /** The screen (redirect aliases are followed). */
  route: RouteDef;
  /** Path parameters, URL-decoded. Optional ones that are absent are left out. */
  params: Record<string, string>;
  /** The redirect alias that was followed, if any. */
  via?: RouteDef;
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string; optional: boolean };

interface Compiled {
  route: RouteDef;
  segments: Segment[];
  hasParams: boolean;
}

function compile(route: RouteDef): Compiled {
  const segments: Segment[] = route.url
    .split('/')
    .filter((s) => s !== '')
    .map((s): Segment => {
      if (!s.startsWith(':')) return { kind: 'static', value: s };
      const optional = s.endsWith('?');
      return { kind: 'param', name: s.slice(1, optional ? -1 : undefined), optional };
    });
  return { route, segments, hasParams: segments.some((s) => s.kind === 'param') };
}

// Static URLs first so a literal screen always beats a parameterised sibling.
const COMPILED: readonly Compiled[] = ROUTES.map(compile).sort((a, b) => Number(a.hasParams) - Number(b.hasParams));
const BY_URL: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.url, r]));
const BY_PAGE: ReadonlyMap<string, RouteDef> = new Map(ROUTES.filter((r) => !r.redirect).map((r) => [r.page, r]));
// Served paths of the screens with path parameters (see matchServedPath); basePath is hoisted.
const BY_BASE: ReadonlyMap<string, RouteDef> = new Map(
  COMPILED.filter((c) => c.hasParams && !c.route.redirect).map((c) => [basePath(c.route), c.route]),
);

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Splits '/a/b?x=1#h' into its pathname and search ('?x=1' or ''); the hash is dropped. */
export function splitUrl(url: string): { pathname: string; search: string } {
  const noHash = url.split('#')[0] ?? '';
  const q = noHash.indexOf('?');
  if (q < 0) return { pathname: noHash, search: '' };
  const search = noHash.slice(q);
  return { pathname: noHash.slice(0, q), search: search === '?' ? '' : search };
}

/** Leading slash, no trailing slash, no repeated slashes ('' and '/' both give '/'). */
export function normalizePath(pathname: string): string {
  const segs = pathname.split('/').filter((s) => s !== '');
  return '/' + segs.join('/');
}

function matchCompiled(c: Compiled, segs: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of c.segments) {
    const actual = segs[i];
    if (seg.kind === 'static') {
      if (actual !== seg.value) return null;
      i++;
    } else if (actual === undefined) {
      if (!seg.optional) return null;
    } else {
      params[seg.name] = safeDecode(actual);
      i++;
    }
  }
  return i === segs.length ? params : null;
}

/**
 * Resolves a spec URL path ('/car/carJsycDetail/12', '/userCenter/empEdit/', '/') to its route and path params.
 * A query or hash in the argument is ignored. Matching is case-sensitive, like the H5 URLs themselves.
 */
export function matchUrl(pathname: string): UrlMatch | null {
  const segs = normalizePath(splitUrl(pathname).pathname)
    .split('/')
    .filter((s) => s !== '');
  for (const c of COMPILED) {
    const params = matchCompiled(c, segs);
    if (!params) continue;
    if (!c.route.redirect) return { route: c.route, params };
    const target = BY_URL.get(c.route.redirect);
    return target ? { route: target, params, via: c.route } : null;
  }
  return null;
}

/**
 * The screen at an H5 path in query form: a spec URL as matchUrl reads it, or the served path of a screen with a
 * required path parameter ('/tr/trBenchCmp' of '/tr/trBenchCmp/:id'), whose parameters travel in the query — the
 * address bar shows that form after an in-app navigation, so a reload or a shared link opens it.
 */
export function matchServedPath(pathname: string, search = ''): UrlMatch | null {
  const m = matchUrl(pathname);
  if (m) return m;
  const route = BY_BASE.get(normalizePath(splitUrl(pathname).pathname));
  if (!route) return null;
  const query = new Map(parseSearch(search));
  const params: Record<string, string> = {};
  for (const seg of compile(route).segments) {
    if (seg.kind !== 'param') continue;
    const value = query.get(seg.name);
    if (value === undefined || value === '') {
      if (!seg.optional) return null;
    } else params[seg.name] = value;
  }
  return { route, params };
}

/** The route declared with exactly this spec URL ('/car/carJsycDetail/:id'), redirect aliases included. */
export function routeByUrl(specUrl: string): RouteDef | undefined {
  return BY_URL.get(specUrl);
}

/** The screen whose Taro page path this is ('pages/home/index', '/packages/car/pages/carQuery/index?x=1'). */
export function routeByPage(pagePath: string): RouteDef | undefined {
  return BY_PAGE.get(normalizePath(splitUrl(pagePath).pathname).slice(1));
}

/** The spec URL without its parameter segments: the H5 path the page is served at ('/car/carJsycDetail'). */
export function basePath(route: RouteDef): string {
  return normalizePath(
    route.url
      .split('/')
      .filter((s) => !s.startsWith(':'))
      .join('/'),
  );
}

/** Path parameter names of a route ('/userCenter/empEdit/:id?' → ['id']). */
export function paramNames(route: RouteDef): string[] {
  return compile(route).segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
}

/** Raw `key=value` pairs of a search string (with or without '?'), in order, values not decoded. */
export function parseSearch(search: string): Array<[string, string]> {
  const s = search.startsWith('?') ? search.slice(1) : search;
  if (s === '') return [];
  return s
    .split('&')
    .filter((p) => p !== '')
    .map((p): [string, string] => {
      const eq = p.indexOf('=');
      return eq < 0 ? [p, ''] : [p.slice(0, eq), p.slice(eq + 1)];
    });
}

/** '?a=1&b=2' from raw pairs ('' when empty). */
export function formatSearch(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.length === 0 ? '' : '?' + pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

/** Encodes query values for a URL; null and undefined are left out. */
export function encodeQuery(query: QueryInput): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    out.push([encodeURIComponent(k), encodeURIComponent(String(v))]);
  }
  return out;
}

/** Raw pairs with `extra` (already encoded) replacing same-named keys and appended at the end. */
function mergePairs(
  pairs: ReadonlyArray<readonly [string, string]>,
  extra: ReadonlyArray<readonly [string, string]>,
): Array<[string, string]> {
  const replaced = new Set(extra.map(([k]) => k));
  return [...pairs.filter(([k]) => !replaced.has(k)), ...extra].map(([k, v]): [string, string] => [k, v]);
}

/** Query keys Taro adds on its own (H5 adds `stamp`; `$taroTimestamp` on mini-programs): not business data. */
const TARO_KEYS: ReadonlySet<string> = new Set(['stamp', '$taroTimestamp']);

/**
 * Decodes a page's query. Neither the H5 router nor mini-programs URL-decode query values, so every page reads
 * its query through this (`decodeQuery(useRouter().params)`). Taro's own keys are dropped.
 */
export function decodeQuery(query: RawQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || TARO_KEYS.has(k)) continue;
    out[safeDecode(k)] = safeDecode(v);
  }
  return out;
}

/**
 * Rewrites a path-parameter deep link to the query form mini-programs and Taro pages understand:
 * ('/car/carJsycDetail/12', '?x=1') → { pathname: '/car/carJsycDetail', search: '?x=1&id=12' }.
 * Redirect aliases are followed ('/' → '/home'). A path param replaces a query key of the same name.
 * Unknown paths give null.
 */
export function toQueryForm(pathname: string, search = ''): { pathname: string; search: string } | null {
  const m = matchServedPath(pathname, search);
  if (!m) return null;
  return { pathname: basePath(m.route), search: formatSearch(mergePairs(parseSearch(search), encodeQuery(m.params))) };
}

/** Matches a concrete spec URL or a route pattern; parameter placeholders (':id') count as not filled. */
function resolveForBuild(specUrl: string): UrlMatch | null {
  const { pathname } = splitUrl(specUrl);
  const m = matchUrl(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.params)) if (!v.startsWith(':')) params[k] = v;
  return { ...m, params };
}

/**
 * The Taro page URL to navigate to: '/' + page path + encoded query, where path params of `specUrl` become query
 * keys and `params` are added (overriding both). Works on every target (with H5 customRoutes the router shows the
 * spec alias in the address bar).
 * buildUrl('/car/carJsycDetail/12', { from: 'list' }) → '/packages/car/pages/carJsycDetail/index?id=12&from=list'.
 * Throws for a URL that is not in the registry (a programming error; `navigate` checks first).
 */
export function buildUrl(specUrl: string, params: QueryInput = {}): string {
  const m = resolveForBuild(specUrl);
  if (!m) throw new Error(`router: unknown route ${specUrl}`);
  const pairs = mergePairs(
    mergePairs(parseSearch(splitUrl(specUrl).search), encodeQuery(m.params)),
    encodeQuery(params),
  );
  return '/' + m.route.page + formatSearch(pairs);
}

/** The spec-form URL (H5 address) of a resolved target: base path + encoded query ('/car/carJsycDetail?id=12'). */
export function specHref(route: RouteDef, query: QueryInput = {}): string {
  return basePath(route) + formatSearch(encodeQuery(query));
}

/** Required query keys (`route.query`) missing or empty in a query. */
export function missingQuery(route: RouteDef, query: QueryInput): string[] {
  return (route.query ?? []).filter((k) => {
    const v = query[k];
    return v === undefined || v === null || v === '';
  });
}

/** Whether a spec URL resolves to a screen of this build (links to screens not built yet can be hidden). */
export function isBuiltUrl(url: string): boolean {
  return matchUrl(url)?.route.built ?? false;
}
