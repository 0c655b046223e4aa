/**
 * src/boot/routeFirst.ts (issue 17, Lighthouse TBT): the landing page's route moves to index 1 of Taro's route table
 * before the router starts, so the router's first resolve compiles two matchers instead of every route's before it
 * (/htV2/htList was the 76th). Checked against the app's real route table (src/router/config.ts customRoutes, the
 * order Taro lists the pages in) and the router Taro uses (universal-router): every path still resolves to the same
 * page, route 0 (Taro's home page) stays first, and the landing path is matched after compiling two routes. Its
 * code is requested before the router starts (loadLanding), a failure left to the router.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const UniversalRouter = require('universal-router') as new (
  routes: { path: string | string[]; action: () => string }[],
) => { resolve(pathname: string): Promise<string> };
import { frontRoute, loadLanding, prepareLanding, type RouteTableConfig } from '../../../src/boot/routeFirst';
import { appPages, customRoutes, subPackages } from '../../../src/router/config';

/**
 * Taro's route table as the generated H5 entry lists it: one route per page, the app config's pages (home first)
 * then each subpackage's (src/app.config.ts).
 */
function appConfig(): Required<Pick<RouteTableConfig, 'routes'>> & RouteTableConfig {
  const pages = [...appPages(), ...subPackages().flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))];
  return { routes: pages.map((path) => ({ path })), router: { customRoutes: customRoutes() } };
}

/** What Taro's createRouter gives universal-router: every alias of a route, the route's page as its answer. */
function taroRouter(config: RouteTableConfig, compiled: string[] = []) {
  const custom = config.router?.customRoutes ?? {};
  return new UniversalRouter(
    (config.routes ?? []).map((route) => {
      const paths = [...(custom[`/${route.path}`] ?? [`/${route.path}`])];
      // universal-router compiles a route's matcher when it first tries it: reading `path` is that moment.
      return {
        get path() {
          compiled.push(route.path ?? '');
          return paths;
        },
        action: () => route.path ?? '',
      };
    }),
  );
}

describe('frontRoute', () => {
  const hotelV2 = 'packages/hotelV2/pages/htList/index';

  it('moves the landing route to index 1 and keeps route 0 (the home page) first', () => {
    const config = appConfig();
    const before = config.routes.map((r) => r.path);
    expect(before.indexOf(hotelV2)).toBeGreaterThan(10);
    frontRoute(config, '/htV2/htList');
    const after = config.routes.map((r) => r.path);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(hotelV2);
    expect([...after].sort()).toEqual([...before].sort());
    // A trailing slash lands on the same route.
    const again = appConfig();
    frontRoute(again, '/htV2/htList/');
    expect(again.routes[1].path).toBe(hotelV2);
  });

  it('leaves the table as it is for the home page, an unknown path or a router with a basename', () => {
    for (const path of ['/', '/home', '/no/such/page']) {
      const config = appConfig();
      const before = config.routes.map((r) => r.path);
      frontRoute(config, path);
      expect(config.routes.map((r) => r.path)).toEqual(before);
    }
    const based = appConfig();
    based.router = { ...based.router, basename: '/app' };
    const before = based.routes.map((r) => r.path);
    frontRoute(based, '/htV2/htList');
    expect(based.routes.map((r) => r.path)).toEqual(before);
  });

  it('resolves every path of the app to the same page as before, and the landing one after two matchers', async () => {
    const original = taroRouter(appConfig());
    const custom = customRoutes();
    const paths = Object.values(custom).flat();
    const moved = appConfig();
    frontRoute(moved, '/htV2/htList');
    const reordered = taroRouter(moved);
    for (const path of paths) {
      await expect(reordered.resolve(path)).resolves.toBe(await original.resolve(path));
    }
    const compiled: string[] = [];
    const landing = appConfig();
    frontRoute(landing, '/htV2/htList');
    await expect(taroRouter(landing, compiled).resolve('/htV2/htList')).resolves.toBe(hotelV2);
    expect(new Set(compiled).size).toBe(2);
    // Without the move the same resolve compiles every route listed before the hotel list.
    const slow: string[] = [];
    await taroRouter(appConfig(), slow).resolve('/htV2/htList');
    expect(new Set(slow).size).toBeGreaterThan(50);
  });
});

describe('loadLanding and prepareLanding', () => {
  /** The app's table with a `load` on every route that records its calls and answers as Taro's does. */
  function withLoads(answer: () => Promise<unknown> = () => Promise.resolve({ default: 'page' })) {
    const config = appConfig();
    const calls: string[] = [];
    config.routes = config.routes.map((route) => ({
      ...route,
      load: (...args: unknown[]) => {
        calls.push(route.path ?? '');
        return [answer(), ...args];
      },
    }));
    return { config, calls };
  }

  it('starts the landing route’s load once, and nothing for a path no route answers', () => {
    const { config, calls } = withLoads();
    loadLanding(config, '/ht/htList');
    expect(calls).toEqual(['packages/hotel/pages/htList/index']);
    loadLanding(config, '/no/such/page');
    expect(calls).toHaveLength(1);
    // The home page (route 0) is loaded too: only the move skips it.
    loadLanding(config, '/');
    expect(calls[1]).toBe(config.routes[0].path);
  });

  it('leaves a failed load to the router: nothing is reported as unhandled, nothing throws', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { config } = withLoads(() => Promise.reject(new Error('ChunkLoadError')));
      expect(() => loadLanding(config, '/ht/htList')).not.toThrow();
      const throwing = appConfig();
      throwing.routes[5] = {
        ...throwing.routes[5],
        load: () => {
          throw new Error('no chunk');
        },
      };
      expect(() => loadLanding(throwing, `/${throwing.routes[5].path}`)).not.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('prepareLanding moves the route up and requests its code', () => {
    const { config, calls } = withLoads();
    prepareLanding(config, '/htV2/htList');
    expect(config.routes[1].path).toBe('packages/hotelV2/pages/htList/index');
    expect(calls).toEqual(['packages/hotelV2/pages/htList/index']);
  });
});
