/**
 * H5 build: the entry starts in many short tasks instead of one long one (issue 17, Lighthouse TBT). Puts
 * config/loaders/sliced-entry.js right after @tarojs/taro-loader/lib/h5 on the app entry (Taro's H5 plugin adds that
 * loader per module at build time, so no webpack rule can sit between the two) and names what it pre-evaluates.
 */
import path from 'node:path';
import type { Compiler } from 'webpack';

const TARO_H5_LOADER = require.resolve('@tarojs/taro-loader/lib/h5');
export const SLICED_ENTRY_LOADER = path.join(__dirname, 'loaders', 'sliced-entry.js');

/**
 * Modules the app module (src/app.ts) imports anyway, each evaluated in a task of its own before it, in the order
 * they come in its import graph (React first: src/app.ts imports it first; the stores before the bootstrap that
 * builds the root store from them). Each is one piece of what was one 90–150 ms task; a module whose own
 * evaluation takes long is a piece that cannot be split here. `#name`: the slice re-exports that export (one the app
 * uses anyway), so a package flagged side-effect free is still evaluated there rather than dropped. With Preact
 * (H5's default, config/framework.ts) both 'react' and 'react-dom' are preact/compat: the first slice
 * evaluates it, the second is empty.
 */
export const PREWARM: readonly string[] = [
  'react',
  'react-dom',
  'mobx#makeAutoObservable',
  'mobx-react-lite#observer',
  '@/i18n#translate',
  '@/api/transport#configureTransport',
  '@/hosts/storage#storage',
  '@/router#setGuardContext',
  '@/stores#RootStore',
  '@/app/bootstrap#rootStore',
];

/**
 * Modules evaluated each in a task of their own just before one of the generated entry's imports, in the order that
 * import evaluates them: @tarojs/taro first evaluates Taro's React runtime, which first evaluates the runtime's
 * page-config module (about 20 of the 24 ms that import took on a loaded test box, in one piece).
 */
export const PREWARM_BEFORE: Readonly<Record<string, readonly string[]>> = {
  '@tarojs/taro': ['@tarojs/runtime#createPageConfig', '@tarojs/plugin-framework-react/dist/runtime#createReactApp'],
};

/** The module whose `mountPagesInTransitions` gets the created Taro app (src/boot/pageMount.ts). */
export const MOUNT_MODULE = '@/boot/pageMount';

/**
 * The module whose `prepareLanding` moves the landing page's route up and requests its code, in a task before the
 * router starts (src/boot/routeFirst.ts).
 */
export const ROUTE_FIRST_MODULE = '@/boot/routeFirst';

/**
 * True for the Taro app entry module, not for page modules: src/app.config.ts with Taro's H5 loader, and in dev
 * builds (`npm run dev:h5`, dependencies prebundled) the src/app.boot.js virtual module that the loader then generates
 * the entry into (app.config.ts becomes a one-line `import("…/app.boot")`, which the slicing loader passes through).
 */
export function isAppEntry(resource: string, sourceDir: string): boolean {
  const { dir, name } = path.parse(resource);
  return path.resolve(dir) === path.resolve(sourceDir) && (name === 'app.config' || name === 'app.boot');
}

/** The module whose `completeAppConfig` fills in what {@link AppConfigTrim.derived} left out (src/boot/appConfig.ts). */
export const CONFIG_MODULE = '@/boot/appConfig';

/**
 * What the generated app config leaves out on H5 (config/loaders/h5-app-config.js): keys of the mini-programs only,
 * and values the entry computes at run time (key path → the value Taro was configured with, checked at build time).
 */
export interface AppConfigTrim {
  drop: readonly string[];
  derived: Readonly<Record<string, unknown>>;
}

/** Mini-program keys of src/app.config.ts that no H5 code reads (h5-app-config.js says why). */
export const H5_UNREAD_CONFIG_KEYS: readonly string[] = [
  'pages',
  'subPackages',
  'preloadRule',
  'lazyCodeLoading',
  'requiredPrivateInfos',
  '__usePrivacyCheck__',
  'permission',
];

export class SlicedEntryPlugin {
  constructor(
    private readonly sourceDir: string,
    private readonly prewarm: readonly string[] = PREWARM,
    private readonly appConfig?: AppConfigTrim,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('SlicedEntryPlugin', (compilation) => {
      // Stage 10: after Taro's H5 plugin (default stage) has pushed its loader onto the module.
      compiler.webpack.NormalModule.getCompilationHooks(compilation).loader.tap(
        { name: 'SlicedEntryPlugin', stage: 10 },
        (_context, module) => {
          if (!isAppEntry(module.resource, this.sourceDir)) return;
          const at = module.loaders.findIndex((l) => l.loader === TARO_H5_LOADER);
          if (at < 0 || module.loaders.some((l) => l.loader === SLICED_ENTRY_LOADER)) return;
          // Loaders run from the last to the first: before Taro's in the list = runs on what Taro generated.
          module.loaders.splice(at, 0, {
            loader: SLICED_ENTRY_LOADER,
            options: {
              prewarm: [...this.prewarm],
              prewarmBefore: PREWARM_BEFORE,
              mountModule: MOUNT_MODULE,
              routeFirstModule: ROUTE_FIRST_MODULE,
              ...(this.appConfig
                ? {
                    appConfig: {
                      drop: [...this.appConfig.drop],
                      derived: this.appConfig.derived,
                      configModule: CONFIG_MODULE,
                    },
                  }
                : {}),
            },
            ident: null,
            type: null,
          } as unknown as (typeof module.loaders)[number]);
        },
      );
    });
  }
}
