/**
 * H5 only (issue 17): the list routes' early first calls as one inline script. Every `src/**\/firstCall.ts` beside a
 * page or in its product's code (a file convention, so no shared module imports a product; the contract
 * src/boot/firstCall.ts excepted) is bundled with the starter (src/boot/starter.ts) by esbuild into one IIFE for the
 * browsers the H5 build supports; FirstScreenPlugin puts it into index.html's first inline script, which runs while
 * the document is parsed, before the entry has even been requested. The `firstScreenValues` of every
 * `src/**\/htmlFirstScreen.ts` (the product lists' HTML first screens, src/boot/firstScreen.ts) run there too, first
 * (src/boot/firstScreenStarter.ts); their build-time markup is left out of the bundle (tree-shaken).
 */
import { readdirSync } from 'node:fs';
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

/**
 * The entry esbuild bundles: the first-screen starter over every first-screen module's `firstScreenValues`, then
 * the first-call starter over every builder module's `firstCalls`.
 */
export function firstCallsEntry(modules: readonly string[], base: string, screens: readonly string[] = []): string {
  const spec = (path: string) => JSON.stringify(`./${relative(ROOT, path).split(sep).join('/').replace(/\.ts$/, '')}`);
  const list = (prefix: string, paths: readonly string[]) => `[${paths.map((_, i) => `${prefix}${i}`).join(', ')}]`;
  return [
    `import { browserHost, startFirstCall } from './src/boot/starter';`,
    ...(screens.length ? [`import { startFirstScreen } from './src/boot/firstScreenStarter';`] : []),
    ...modules.map((path, i) => `import { firstCalls as m${i} } from ${spec(path)};`),
    ...screens.map((path, i) => `import { firstScreenValues as s${i} } from ${spec(path)};`),
    `var host = browserHost();`,
    // Never in the way of the page: a starter that throws leaves the app to paint and ask as usual.
    ...(screens.length ? [`try { startFirstScreen(${list('s', screens)}, host); } catch (e) {}`] : []),
    `try { startFirstCall(${list('m', modules)}, ${JSON.stringify(base)}, host); }`,
    `catch (e) {}`,
  ].join('\n');
}

/** The inline script's code. @param base the API base the transport puts before paths (TARO_APP_API_BASE). */
export async function firstCallsScript(options: { base: string; minify: boolean }): Promise<string> {
  const result = await build({
    stdin: {
      contents: firstCallsEntry(firstCallModules(), options.base, firstCallModules(undefined, 'htmlFirstScreen.ts')),
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
    plugins: [withoutDayjs],
  });
  return result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
}

/** index.html with the script in its place. */
export function inlineFirstCalls(html: string, script: string): string {
  return html.replace(FIRST_CALLS_MARK, () => script);
}
