/**
 * H5: what the entry's app config gets at run time instead of carrying it as JSON (issue 17, entry bytes;
 * config/loaders/h5-app-config.js takes it out of the generated config and checks at build time that it is exactly
 * this). `router.customRoutes` (every page path with its spec URL aliases) is built from the route registry, which the
 * entry carries anyway for the guard and deep links: ~14 KB of JSON, about 1.5 KB gzip.
 */
import { customRoutes } from '../router/config';

/** The part of Taro's app config this fills in. */
export interface CompletedConfig {
  router?: { mode?: string; customRoutes?: Record<string, string | readonly string[]> };
}

/** Fills in what the build left to the run time; called right after the generated entry writes the config. */
export function completeAppConfig(config: CompletedConfig): void {
  config.router = { ...config.router, customRoutes: customRoutes() };
}
