/**
 * H5: the landing page's route second in Taro's route table, before the router starts (issue 17, Lighthouse TBT).
 *
 * Taro's `createRouter` hands the table to universal-router, which on the first resolve compiles a path-to-regexp
 * matcher for every route in order until one matches, all in the router's start task: /htV2/htList is the 76th of
 * 134 routes (each with two or three alias paths), and those compiles made its start one task of 20–28 ms observed
 * (×4 in Lighthouse's simulation: 30–60 ms of blocking time on the hotel lists). Moved up, the first resolve compiles
 * two matchers; the others compile on later navigations, one route each time it is tried.
 *
 * The entry also starts the landing route's code here ({@link prepareLanding}), in this task of its own before the
 * router's: Taro's route `load` inserts the page's script and style elements (webpack's chunk loading), 3–10 ms of
 * the router's start task on the test box; the router's own `load` then finds them requested and only waits.
 *
 * Route 0 stays where it is: Taro takes its home page from the first route (unless `entryPagePath` is set) and, in
 * `pageConfig`, the first route answers for the home page. The route table's paths are literal (no parameters,
 * src/router/config.ts customRoutes), so at most one route matches a path and the order decides nothing else.
 */

/** The part of Taro's app config (the generated entry's `config`) this reads and reorders. */
export interface RouteTableConfig {
  routes?: { path?: string; load?: (...args: never[]) => unknown }[];
  router?: { basename?: string; customRoutes?: Record<string, string | readonly string[]> };
}

function withSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** The paths a route answers to: its page path and its customRoutes aliases. */
function pathsOf(path: string, customRoutes: Record<string, string | readonly string[]>): string[] {
  const own = withSlash(path);
  const aliases = customRoutes[own] ?? customRoutes[path];
  const list = typeof aliases === 'string' ? [aliases] : (aliases ?? []);
  return [own, ...list.map(withSlash)];
}

/** The index of the route answering `pathname`, -1 when none does (or the router has a basename). */
function landingIndex(config: RouteTableConfig, pathname: string): number {
  const routes = config.routes;
  if (!routes || config.router?.basename) return -1;
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape: compare as it is
  }
  const wanted = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const custom = config.router?.customRoutes ?? {};
  return routes.findIndex((route) => pathsOf(route.path ?? '', custom).includes(wanted));
}

/** Moves the route answering `pathname` to index 1 (no-op when it is route 0 or 1, unknown, or with a basename). */
export function frontRoute(config: RouteTableConfig, pathname: string): void {
  const routes = config.routes;
  const at = landingIndex(config, pathname);
  if (!routes || at <= 1) return;
  const [route] = routes.splice(at, 1);
  routes.splice(1, 0, route);
}

/**
 * Starts loading the code of the route answering `pathname` (Taro's route `load`: the page's chunks, then its
 * module). A failed load is left to the router, whose own `load` tries again and reports it as before: the promises
 * started here are only kept from being reported as unhandled.
 */
export function loadLanding(config: RouteTableConfig, pathname: string): void {
  const at = landingIndex(config, pathname);
  const load = at < 0 ? undefined : config.routes?.[at]?.load;
  if (typeof load !== 'function') return;
  let started: unknown;
  try {
    started = load();
  } catch {
    return;
  }
  for (const part of Array.isArray(started) ? started : [started]) {
    if (part && typeof (part as Promise<unknown>).then === 'function')
      (part as Promise<unknown>).catch(() => undefined);
  }
}

/** What the entry runs in a task of its own before the router starts: the route moved up, its code requested. */
export function prepareLanding(config: RouteTableConfig, pathname: string): void {
  frontRoute(config, pathname);
  loadLanding(config, pathname);
}
