/**
 * config/entryTrim.ts (issue 17, what the H5 entry and the first screens leave out):
 * - every import of Taro's interaction module but the stand-in's gets src/hosts/ui/taroInteraction.ts, which
 *   exports all that module does;
 * - the validators' pure modules are flagged, so a page using only the sign-in checks carries no dayjs
 *   (a real webpack compilation, with and without the flag).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import webpack, { type Configuration, type Stats } from 'webpack';
import Chain from 'webpack-chain';
import {
  MOBX_PRODUCTION,
  PURE_MODULES,
  STAND_INS,
  StandInPlugin,
  TARO_COMPONENTS_CSS,
  trimEntry,
} from '../../../config/entryTrim';

const root = resolve(__dirname, '../../..');
const [interaction, navigationBar] = STAND_INS;
const TARO_INTERACTION = interaction.file;
const TARO_INTERACTION_STAND_IN = interaction.standIn;
const taroH5 = (file: string) => require.resolve(`@tarojs/taro-h5/dist/${file}`);

/** Runs the plugin's beforeResolve hook on one request, as webpack's module factory would. */
function rewrite(request: string, issuer: string): string {
  let hook: ((data: { request: string; context: string; contextInfo: { issuer: string } }) => void) | undefined;
  const compiler = {
    hooks: {
      normalModuleFactory: {
        tap: (_: string, fn: (factory: unknown) => void) =>
          fn({ hooks: { beforeResolve: { tap: (__: string, h: typeof hook) => (hook = h) } } }),
      },
    },
  };
  new StandInPlugin().apply(compiler as never);
  const data = { request, context: dirname(issuer), contextInfo: { issuer } };
  hook!(data);
  return data.request;
}

describe("Taro's interaction module", () => {
  it("taro-h5's own imports of it (API index, clipboard toast, chooseMedia action sheet) get the stand-in", () => {
    expect(rewrite('./interaction/index.js', taroH5('api/ui/index.js'))).toBe(TARO_INTERACTION_STAND_IN);
    expect(rewrite('../ui/interaction/index.js', taroH5('api/device/clipboard.js'))).toBe(TARO_INTERACTION_STAND_IN);
    expect(rewrite('../../ui/interaction/index.js', taroH5('api/media/video/chooseMedia.js'))).toBe(
      TARO_INTERACTION_STAND_IN,
    );
  });

  it('the stand-in reaches the real module; other modules named interaction/index are left alone', () => {
    const real = '@tarojs/taro-h5/dist/api/ui/interaction/index.js';
    expect(rewrite(real, TARO_INTERACTION_STAND_IN)).toBe(real);
    expect(require.resolve(real)).toBe(TARO_INTERACTION);
    expect(rewrite('./interaction/index', join(root, 'src/pages/x/index.tsx'))).toBe('./interaction/index');
  });

  it('the stand-in exports every function the real module exports (an import of a missing one is undefined)', () => {
    const source = readFileSync(TARO_INTERACTION, 'utf8');
    const exported = /export \{([^}]+)\}/
      .exec(source)![1]
      .split(',')
      .map((name) => name.trim());
    expect(exported.length).toBeGreaterThanOrEqual(8);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const standIn = require(TARO_INTERACTION_STAND_IN) as Record<string, unknown>;
    for (const name of exported) expect([name, typeof standIn[name]]).toEqual([name, 'function']);
  });
});

describe("Taro's navigation bar", () => {
  it("the router's import of it gets the icon-less stand-in", () => {
    const routerIndex = require.resolve('@tarojs/router/dist/index.js');
    expect(navigationBar.file).toBe(join(dirname(routerIndex), 'navigationBar.js'));
    expect(rewrite('./navigationBar.js', routerIndex)).toBe(navigationBar.standIn);
    expect(rewrite('./navigation-bar.js', join(dirname(routerIndex), 'router/page.js'))).toBe('./navigation-bar.js');
  });

  it("is never shown: neither app.config's window nor any page config sets navigationStyle", () => {
    const configs = execFileSync('git', ['ls-files', 'src/app.config.ts', '*.config.ts'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(configs.length).toBeGreaterThan(100);
    for (const file of configs)
      expect([file, readFileSync(join(root, file), 'utf8')]).not.toEqual([
        file,
        expect.stringContaining('navigationStyle'),
      ]);
  });
});

describe('query-string', () => {
  it("@tarojs/router's page gets the parse-only stand-in; taro-h5's other importers keep the library", () => {
    const query = STAND_INS[2];
    expect(query.file).toBe(require.resolve('query-string'));
    const page = require.resolve('@tarojs/router/dist/router/page.js');
    expect(rewrite('query-string', page)).toBe(query.standIn);
    expect(rewrite('query-string', taroH5('api/base/weapp/app-event.js'))).toBe('query-string');
    expect(rewrite('query-string', taroH5('api/location/chooseLocation.js'))).toBe('query-string');
  });

  it('the router calls it only as the stand-in answers: parse(…, { decode: false })', () => {
    const calls = readFileSync(require.resolve('@tarojs/router/dist/router/page.js'), 'utf8').match(
      /queryString\.\w+\([^)]*\)/g,
    );
    expect(calls).toEqual(['queryString.parse(search, { decode: false })']);
  });
});

describe('pure modules', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'obt-entry-trim-'));
    writeFileSync(
      join(dir, 'entry.ts'),
      `import { checkMobile } from '${join(root, 'src/domain/validators')}';\nconsole.log(checkMobile('13800000000'));\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function bundle(flagged: boolean): Promise<string> {
    const chain = new Chain();
    if (flagged) trimEntry(chain, []);
    chain.module
      .rule('ts')
      .test(/\.ts$/)
      .use('babel')
      .loader(require.resolve('babel-loader'))
      .options({ configFile: false, babelrc: false, presets: [[require.resolve('@babel/preset-typescript'), {}]] });
    const config: Configuration = {
      ...(chain.toConfig() as Configuration),
      mode: 'production',
      context: dir,
      entry: join(dir, 'entry.ts'),
      output: { path: join(dir, flagged ? 'flagged' : 'plain'), filename: 'out.js' },
      resolve: { extensions: ['.ts', '.js'] },
      optimization: { minimize: false },
      plugins: [],
    };
    return new Promise((done, fail) =>
      webpack(config, (error?: Error | null, stats?: Stats) => {
        if (error || !stats || stats.hasErrors()) return fail(error ?? new Error(stats?.toString('errors-only')));
        done(readFileSync(join(config.output!.path!, 'out.js'), 'utf8'));
      }),
    );
  }

  it('names the validators and the checks they re-export, not the date helpers', () => {
    for (const file of ['validators', 'idCard', 'cardValidators', 'documentValidators', 'validationCodes'])
      expect(PURE_MODULES.test(join(root, 'src/domain', `${file}.ts`))).toBe(true);
    expect(PURE_MODULES.test(join(root, 'src/domain/time.ts'))).toBe(false);
  });

  it('the flagged files have no top-level effect: declarations, imports and exports; values are literals, functions, new Set/RegExp', () => {
    const allowedNew = new Set(['Set', 'RegExp']);
    for (const name of ['validators', 'idCard', 'cardValidators', 'documentValidators', 'validationCodes']) {
      const file = join(root, 'src/domain', `${name}.ts`);
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, true);
      const effects: string[] = [];
      const visitValue = (node: ts.Node): void => {
        if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return; // runs only when called
        if (ts.isCallExpression(node) || ts.isTaggedTemplateExpression(node) || ts.isAwaitExpression(node))
          effects.push(node.getText());
        if (ts.isNewExpression(node) && !allowedNew.has(node.expression.getText())) effects.push(node.getText());
        ts.forEachChild(node, visitValue);
      };
      for (const statement of source.statements) {
        if (ts.isVariableStatement(statement))
          statement.declarationList.declarations.forEach((d) => d.initializer && visitValue(d.initializer));
        else if (
          !ts.isImportDeclaration(statement) &&
          !ts.isExportDeclaration(statement) &&
          !ts.isFunctionDeclaration(statement) &&
          !ts.isInterfaceDeclaration(statement) &&
          !ts.isTypeAliasDeclaration(statement)
        )
          effects.push(statement.getText());
      }
      expect([name, effects]).toEqual([name, []]);
    }
  });

  it('a bundle using only checkMobile carries no dayjs and no ID card table when flagged (and does without)', async () => {
    const [plain, flagged] = [await bundle(false), await bundle(true)];
    expect(plain).toContain('Invalid Date');
    expect(plain).toContain('10X98765432');
    expect(flagged).toContain('13800000000');
    expect(flagged).not.toContain('Invalid Date');
    expect(flagged).not.toContain('dayjs');
    expect(flagged).not.toContain('10X98765432');
  }, 60000);
});

describe("Taro's component CSS", () => {
  const tarojs = join(root, 'node_modules', '@tarojs');
  const jsFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
    );

  it('is the file the H5 platform runtime imports, and the trimmed entry gets an empty file for it', () => {
    const runtime = readFileSync(require.resolve('@tarojs/plugin-platform-h5/dist/runtime/index.js'), 'utf8');
    expect(runtime).toContain(`import '${TARO_COMPONENTS_CSS}';`);
    const chain = new Chain();
    trimEntry(chain, []);
    const target = chain.resolve.alias.get(`${TARO_COMPONENTS_CSS}$`) as string;
    expect(
      readFileSync(target, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .trim(),
    ).toBe('');
  });

  it('styles only classes that nothing in the app or in the H5 packages of Taro and NutUI puts on an element', () => {
    const css = readFileSync(require.resolve(TARO_COMPONENTS_CSS), 'utf8').replace(/url\([^)]*\)/g, '');
    const classes = [...new Set([...css.matchAll(/\.([a-z][\w-]*)/gi)].map((m) => m[1]))];
    expect(classes.length).toBeGreaterThan(3);
    for (const name of classes) expect([name, /^(taro-app-wrap|weui-[\w-]+)$/.test(name)]).toEqual([name, true]);
    const files = [
      ...['router', 'runtime', 'taro-h5', 'plugin-framework-react', 'plugin-platform-h5', 'components-react'].flatMap(
        (pkg) => jsFiles(join(tarojs, pkg, 'dist')),
      ),
      ...jsFiles(join(root, 'node_modules', '@nutui', 'nutui-react-taro', 'dist', 'es')),
    ];
    const users = files.filter((file) => /taro-app-wrap|weui-(check|cell|icon)/.test(readFileSync(file, 'utf8')));
    // components-react's <Icon> writes weui-icon-*; the app does not use it.
    expect(users.map((file) => file.slice(tarojs.length + 1)).every((f) => /components-react\/.*icon/.test(f))).toBe(
      true,
    );
    // Nor does the app: no such class, no Taro <Icon>.
    const grep = (pattern: string) =>
      spawnSync('git', ['grep', '-l', '-E', pattern, '--', 'src'], { cwd: root, encoding: 'utf8' }).stdout;
    expect(grep('taro-app-wrap|weui-(check|cell|icon)')).toBe('');
    expect(grep("import \\{[^}]*\\bIcon\\b[^}]*\\} from '@tarojs/components'")).toBe('');
  });
});

describe('MobX', () => {
  const productionOnly = (env: 'production' | 'development') => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = env;
    try {
      const chain = new Chain();
      trimEntry(chain, []);
      return chain.resolve.alias.get('mobx$') as string | undefined;
    } finally {
      process.env.NODE_ENV = saved;
    }
  };

  it('production builds get its production ES build, development builds its checks', () => {
    expect(productionOnly('production')).toBe(MOBX_PRODUCTION);
    expect(productionOnly('development')).toBeUndefined();
  });

  it('the production build exports every name the app imports from mobx', () => {
    const source = readFileSync(MOBX_PRODUCTION, 'utf8');
    const exported = new Set(
      /export\s*\{([^}]+)\}/
        .exec(source)![1]
        .split(',')
        .map((s) =>
          s
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
    );
    const used = spawnSync('git', ['grep', '-l', "from 'mobx'", '--', 'src'], { cwd: root, encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from 'mobx'/g)])
      .flatMap((m) => m[1].split(','))
      .map(
        (s) =>
          s
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean);
    expect(used).toContain('makeAutoObservable');
    for (const name of new Set(used)) expect([name, exported.has(name)]).toEqual([name, true]);
  });
});

describe('use-sync-external-store/shim', () => {
  it("is React's own useSyncExternalStore, which is what the shim answers with this React", () => {
    const chain = new Chain();
    trimEntry(chain, []);
    const standIn = chain.resolve.alias.get('use-sync-external-store/shim$') as string;
    expect(readFileSync(standIn, 'utf8')).toContain("export { useSyncExternalStore } from 'react';");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const react = require('react') as { useSyncExternalStore?: unknown };
    expect(typeof react.useSyncExternalStore).toBe('function');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const shim = require(
      join(root, 'node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.production.js'),
    ) as {
      useSyncExternalStore: unknown;
    };
    expect(shim.useSyncExternalStore).toBe(react.useSyncExternalStore);
    // mobx-react-lite imports exactly this request.
    const useObserver = readFileSync(require.resolve('mobx-react-lite/es/useObserver.js'), 'utf8');
    expect(useObserver).toContain('import { useSyncExternalStore } from "use-sync-external-store/shim";');
  });
});
