/**
 * H5 only (issue 17): the list routes' early first calls as one inline script. Every `src/**\/firstCall.ts` beside a
 * page or in its product's code (a file convention, so no shared module imports a product; the contract
 * src/boot/firstCall.ts excepted) is bundled with the starter (src/boot/starter.ts) by esbuild into one IIFE for the
 * browsers the H5 build supports; FirstScreenPlugin puts it into index.html's first inline script, which runs while
 * the document is parsed, before the entry has even been requested. The `firstScreenValues` of every
 * `src/**\/htmlFirstScreen.ts` (the product lists' HTML first screens, src/boot/firstScreen.ts) run there too, first
 * (src/boot/firstScreenStarter.ts); their build-time markup is left out of the bundle (tree-shaken). The
 * first-screen parts (every `src/**\/firstScreenPart.ts`, src/boot/firstScreenPart.ts) are bundled here too, each
 * into a script of its own ({@link firstScreenPartScript}). No bundle carries a dictionary: the texts are index.html's
 * data or a part's own (config/firstScreenPlugin.ts), so the dictionary parts a shared module imports for their side
 * effect (registering texts) resolve to nothing here.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { withParts } from './firstScreen';

const ROOT = join(__dirname, '..');
/** The contract is not a builder. */
const CONTRACT = join(ROOT, 'src', 'boot', 'firstCall.ts');
const BOOT = join(ROOT, 'src', 'boot');
/** H5_BROWSERS in config/index.ts (chrome 66, safari 12.1 / iOS 12.2): what their engines run without transforms. */
export const FIRST_CALL_TARGET = ['chrome66', 'safari12'];
/** Where index.html holds the script's place (src/index.html). */
export const FIRST_CALLS_MARK = '/*obt-first-calls*/';

/**
 * Every builder module under src (files named `name`: firstCall.ts, htmlFirstScreen.ts, firstScreenPart.ts) outside
 * src/boot (the contracts), sorted (a stable bundle).
 */
export function firstCallModules(src = join(ROOT, 'src'), name = 'firstCall.ts'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // src/boot holds the contracts (firstCall.ts, firstScreenPart.ts), not builders.
      if (entry.isDirectory()) {
        if (path !== BOOT) walk(path);
      } else if (entry.name === name && path !== CONTRACT) found.push(path);
    }
  };
  walk(src);
  return found.sort();
}

/** dayjs and its plugins resolve to src/boot/noDayjs.ts (see there why). */
const withoutDayjs: Plugin = {
  name: 'without-dayjs',
  setup(b) {
    b.onResolve({ filter: /^dayjs(\/|$)/ }, () => ({ path: join(ROOT, 'src', 'boot', 'noDayjs.ts') }));
  },
};

/** The dictionary parts (src/i18n/parts) resolve to an empty part: the texts come from index.html's data. */
const withoutDictionaries: Plugin = {
  name: 'without-dictionaries',
  setup(b) {
    b.onResolve({ filter: /(^|\/)i18n\/parts\/[\w-]+$/ }, () => ({
      path: 'no-dictionary',
      namespace: 'no-dictionary',
    }));
    b.onLoad({ filter: /.*/, namespace: 'no-dictionary' }, () => ({
      contents: 'export const zh = {}; export const en = {};',
      loader: 'js',
    }));
  },
};

/**
 * The entry esbuild bundles: the first-screen starter over every first-screen module's `firstScreenValues`, then
 * the first-call starter over every builder module's `firstCalls`, then the loader of the visited route's
 * first-screen part (`parts`: spec URL → its file; src/boot/firstScreenPart.ts).
 */
export function firstCallsEntry(
  modules: readonly string[],
  base: string,
  screens: readonly string[] = [],
  parts: Readonly<Record<string, string>> = {},
): string {
  const hasParts = Object.keys(parts).length > 0;
  const spec = (path: string) => JSON.stringify(`./${relative(ROOT, path).split(sep).join('/').replace(/\.ts$/, '')}`);
  const list = (prefix: string, paths: readonly string[]) => `[${paths.map((_, i) => `${prefix}${i}`).join(', ')}]`;
  return [
    `import { browserHost, startFirstCall } from './src/boot/starter';`,
    ...(screens.length ? [`import { startFirstScreen } from './src/boot/firstScreenStarter';`] : []),
    ...modules.map((path, i) => `import { firstCalls as m${i} } from ${spec(path)};`),
    ...screens.map((path, i) => `import { firstScreenValues as s${i} } from ${spec(path)};`),
    ...(hasParts ? [`import { loadFirstScreenPart } from './src/boot/firstScreenPart';`] : []),
    `var host = browserHost();`,
    // Never in the way of the page: a starter that throws leaves the app to paint and ask as usual.
    ...(screens.length ? [`try { startFirstScreen(${list('s', screens)}, host); } catch (e) {}`] : []),
    `try { startFirstCall(${list('m', modules)}, ${JSON.stringify(base)}, host); }`,
    `catch (e) {}`,
    // A first-screen part (src/boot/firstScreenPart.ts) after the early call went out: it blocks the parser.
    ...(hasParts
      ? [
          `try { loadFirstScreenPart(${JSON.stringify(parts)}, host, function (html) { document.write(html); }); }`,
          `catch (e) {}`,
        ]
      : []),
  ].join('\n');
}

/** The inline script's code. @param base the API base the transport puts before paths (TARO_APP_API_BASE). */
export async function firstCallsScript(options: {
  base: string;
  minify: boolean;
  /** Spec URL → the build's file of the route's first-screen part (firstScreenPartScript). */
  parts?: Readonly<Record<string, string>>;
}): Promise<string> {
  const screens = firstCallModules(undefined, 'htmlFirstScreen.ts');
  const entry = firstCallsEntry(firstCallModules(), options.base, screens, options.parts);
  return bundle(entry, options.minify);
}

/** The part of a route (what index.html would otherwise carry), for the build's file of that part. */
export interface PartSource {
  readonly route: string;
  /** The `firstScreenPart.ts` module. */
  readonly module: string;
  readonly markup: string;
  readonly css: string;
  readonly texts: Record<string, Record<string, string>>;
}

/** A route's first-screen part script (src/boot/firstScreenPart.ts startFirstScreenPart over its module). */
export async function firstScreenPartScript(source: PartSource, minify: boolean): Promise<string> {
  const spec = JSON.stringify(`./${relative(ROOT, source.module).split(sep).join('/').replace(/\.ts$/, '')}`);
  const part = JSON.stringify({ markup: source.markup, css: source.css, texts: source.texts });
  const entry = [
    `import { startFirstScreenPart } from './src/boot/firstScreenPart';`,
    `import { browserHost } from './src/boot/starter';`,
    `import { firstScreenValues, firstScreenRows } from ${spec};`,
    // Never in the way of the page: a part that throws leaves the splash and the app as usual.
    `var write = function (html) { document.write(html); };`,
    `try { startFirstScreenPart(${JSON.stringify(source.route)}, ${part}, firstScreenValues, firstScreenRows, browserHost(), write); }`,
    `catch (e) {}`,
  ].join('\n');
  return bundle(entry, minify);
}

async function bundle(contents: string, minify: boolean): Promise<string> {
  const result = await build({
    stdin: {
      contents,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: FIRST_CALL_TARGET,
    minify,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
    logLevel: 'silent',
    plugins: [withoutDayjs, withoutDictionaries],
  });
  return result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
}

type Locale = 'zh-CN' | 'en-US';

/**
 * Evaluates `contents` (a module of src, bundled by esbuild for node) and returns its exports: the build reads the
 * parts' markup and the dictionaries this way, whatever require hook the build's config runs under.
 */
async function evaluate<T>(contents: string, plugins: Plugin[] = []): Promise<T> {
  const result = await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
    plugins: [withoutDayjs, ...plugins],
  });
  // Not named `module`: the build's config loader rewrites that name's `exports`.
  const box = { exports: {} as T };
  new Function('module', 'exports', 'require', result.outputFiles[0].text)(box, box.exports, require);
  return box.exports;
}

/** A `firstScreenPart.ts` module's markup builders (no dictionary needed to build markup). */
export async function partScreens(path: string): Promise<Record<string, () => string>> {
  const spec = JSON.stringify(`./${relative(ROOT, path).split(sep).join('/').replace(/\.ts$/, '')}`);
  const out = await evaluate<{ firstScreens: Record<string, () => string> }>(`export { firstScreens } from ${spec};`, [
    withoutDictionaries,
  ]);
  return out.firstScreens;
}

/** The core dictionaries with every product part's texts (src/i18n, src/i18n/parts), as the app has them. */
export async function allTexts(): Promise<Record<Locale, Record<string, string>>> {
  const dir = join(ROOT, 'src', 'i18n', 'parts');
  const parts = readdirSync(dir).filter((file) => file.endsWith('.ts'));
  const out = await evaluate<Record<string, Record<string, string>>>(
    [
      `export { zhCN } from './src/i18n/zh-CN';`,
      `export { enUS } from './src/i18n/en-US';`,
      ...parts.map((file, i) => `export { zh as zh${i}, en as en${i} } from './src/i18n/parts/${file.slice(0, -3)}';`),
    ].join('\n'),
  );
  return withParts(
    { 'zh-CN': out.zhCN, 'en-US': out.enUS },
    parts.map((_, i) => ({ zh: out[`zh${i}`], en: out[`en${i}`] })),
  );
}

/** The texts of `keys` in both languages; a key without a text fails the build. */
export function textsOf(all: Record<Locale, Record<string, string>>, keys: readonly string[]) {
  const out: Record<string, Record<string, string>> = {};
  for (const locale of ['zh-CN', 'en-US'] as const) {
    out[locale] = {};
    for (const key of keys) {
      const text = all[locale][key];
      if (typeof text !== 'string') throw new Error(`first screen part: no ${locale} text for ${key}`);
      out[locale][key] = text;
    }
  }
  return out;
}

/** index.html with the script in its place. */
export function inlineFirstCalls(html: string, script: string): string {
  return html.replace(FIRST_CALLS_MARK, () => script);
}
