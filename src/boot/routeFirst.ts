/**
 * H5: the landing page's route second in Taro's route table, before the router starts (issue 17, Lighthouse TBT).
 *
 * Taro's `createRouter` hands the table to universal-router, which on the first resolve compiles a path-to-regexp
 * matcher for every route in order until one matches, all in the router's start task: /htV2/htList is the 76th of
 * 134 routes (each with two or three alias paths), and those compiles made its start one task of 20–28 ms observed
 * (×4 in Lighthouse's simulation: 30–60 ms of blocking time on the hotel lists). Moved up, the first resolve compiles
 * two matchers; the others compile on later navigations, one route each time it is tried.
 *
 * Route 0 stays where it is: Taro takes its home page from the first route (unless `entryPagePath` is set) and, in
 * `pageConfig`, the first route answers for the home page. The route table's paths are literal (no parameters,
 * src/router/config.ts customRoutes), so at most one route matches a path and the order decides nothing else.
 */

/** The part of Taro's app config (the generated entry's `config`) this reads and reorders. */
export interface RouteTableConfig {
  routes?: { path?: string }[];
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

/** Moves the route answering `pathname` to index 1 (no-op when it is route 0 or 1, unknown, or with a basename). */
export function frontRoute(config: RouteTableConfig, pathname: string): void {
  const routes = config.routes;
  if (!routes || routes.length < 3 || config.router?.basename) return;
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape: compare as it is
  }
  const wanted = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const custom = config.router?.customRoutes ?? {};
  const at = routes.findIndex((route, i) => i > 0 && pathsOf(route.path ?? '', custom).includes(wanted));
  if (at <= 1) return;
  const [route] = routes.splice(at, 1);
  routes.splice(1, 0, route);
}
