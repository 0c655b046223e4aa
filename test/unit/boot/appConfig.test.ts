/**
 * src/boot/appConfig.ts (issue 17, entry bytes): the H5 entry's app config gets its router.customRoutes at run time,
 * from the route registry, instead of as JSON in the entry; it must be exactly what Taro was configured with
 * (config/index.ts h5.router.customRoutes, checked again at build time by config/loaders/h5-app-config.js).
 */
import { completeAppConfig, type CompletedConfig } from '../../../src/boot/appConfig';
import { customRoutes } from '../../../src/router/config';

describe('completeAppConfig', () => {
  it('sets router.customRoutes to the registry’s and keeps the router mode', () => {
    const config: CompletedConfig = { router: { mode: 'browser' } };
    completeAppConfig(config);
    expect(config.router).toEqual({ mode: 'browser', customRoutes: customRoutes() });
    // Every built page answers to its spec URL first and to its own path last (what Taro's router needs).
    expect(config.router?.customRoutes?.['/pages/login/index']).toEqual(['/login', '/pages/login/index']);
  });

  it('works on a config without a router', () => {
    const config: CompletedConfig = {};
    completeAppConfig(config);
    expect(Object.keys(config.router?.customRoutes ?? {}).length).toBeGreaterThan(100);
  });
});
