/**
 * H5 only (issue 17): the list routes' early first calls as one inline script. Every `src/**\/firstCall.ts` beside a
 * page or in its product's code (a file convention, so no shared module imports a product; the contract
 * src/boot/firstCall.ts excepted) is bundled with the starter (src/boot/starter.ts) by esbuild into one IIFE for the
 * browsers the H5 build supports; FirstScreenPlugin puts it into index.html's first inline script, which runs while
 * the document is parsed, before the entry has even been requested. The `firstScreenValues` of every
 * `src/**\/htmlFirstScreen.ts` (the product lists' HTML first screens, src/boot/firstScreen.ts) run there too, first
 * (src/boot/firstScreenStarter.ts); their build-time markup is left out of the bundle (tree-shaken). A module's
 * `firstScreenRows` (rows from the early answer) runs there too, after the first calls. The bundle carries no
 * dictionary: the first screens' texts are index.html's data (config/firstScreen.ts), so the dictionary parts a
 * shared module imports for their side effect (registering texts) resolve to nothing here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const ROOT = join(__dirname, '..');
/** The contract is not a builder. */
const CONTRACT = join(ROOT, 'src', 'boot', 'firstCall.ts');
/** H5_BROWSERS in config/index.ts (chrome 66, safari 12.1 / iOS 12.2): what their engines run without transforms. */
export const FIRST_CALL_TARGET = ['es2017', 'chrome66', 'safari12'];
/** Where index.html holds the script's place (src/index.html). */
export const FIRST_CALLS_MARK = '/*obt-first-calls*/';

/** Every builder module under src (files named `name`: firstCall.ts, htmlFirstScreen.ts), sorted (a stable bundle). */
export function firstCallModules(src = join(ROOT, 'src'), name = 'firstCall.ts'): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === name && path !== CONTRACT) found.push(path);
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
 * the first-call starter over every builder module's `firstCalls`, then the rows of the modules that build them
 * (`rows`: the first-screen modules exporting `firstScreenRows`).
 */
export function firstCallsEntry(
  modules: readonly string[],
  base: string,
  screens: readonly string[] = [],
  rows: readonly string[] = [],
): string {
  const spec = (path: string) => JSON.stringify(`./${relative(ROOT, path).split(sep).join('/').replace(/\.ts$/, '')}`);
  const list = (prefix: string, paths: readonly string[]) => `[${paths.map((_, i) => `${prefix}${i}`).join(', ')}]`;
  return [
    `import { browserHost, startFirstCall } from './src/boot/starter';`,
    ...(screens.length
      ? [`import { browserRowsHost, startFirstRows, startFirstScreen } from './src/boot/firstScreenStarter';`]
      : []),
    ...modules.map((path, i) => `import { firstCalls as m${i} } from ${spec(path)};`),
    ...screens.map((path, i) => `import { firstScreenValues as s${i} } from ${spec(path)};`),
    ...rows.map((path, i) => `import { firstScreenRows as r${i} } from ${spec(path)};`),
    `var host = browserHost();`,
    `var screen = null;`,
    `var call = null;`,
    // Never in the way of the page: a starter that throws leaves the app to paint and ask as usual.
    ...(screens.length ? [`try { screen = startFirstScreen(${list('s', screens)}, host); } catch (e) {}`] : []),
    `try { call = startFirstCall(${list('m', modules)}, ${JSON.stringify(base)}, host); }`,
    `catch (e) {}`,
    ...(screens.length && rows.length
      ? [`try { startFirstRows(${list('r', rows)}, screen, call, host, browserRowsHost()); } catch (e) {}`]
      : []),
  ].join('\n');
}

/** The inline script's code. @param base the API base the transport puts before paths (TARO_APP_API_BASE). */
export async function firstCallsScript(options: { base: string; minify: boolean }): Promise<string> {
  const screens = firstCallModules(undefined, 'htmlFirstScreen.ts');
  const result = await build({
    stdin: {
      contents: firstCallsEntry(firstCallModules(), options.base, screens, screens.filter(exportsRows)),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: FIRST_CALL_TARGET,
    minify: options.minify,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(options.minify ? 'production' : 'development') },
    logLevel: 'silent',
    plugins: [withoutDayjs, withoutDictionaries],
  });
  return result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
}

/** Whether a first-screen module exports rows from the early answer (its source names `firstScreenRows`). */
export function exportsRows(path: string): boolean {
  return /\bexport const firstScreenRows\b/.test(readFileSync(path, 'utf8'));
}

/** index.html with the script in its place. */
export function inlineFirstCalls(html: string, script: string): string {
  return html.replace(FIRST_CALLS_MARK, () => script);
}
