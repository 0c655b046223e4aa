/**
 * config/precompress.ts in a real (small) webpack compilation: index.html gets .br/.gz siblings holding the page as
 * finished at PROCESS_ASSETS_STAGE_SUMMARIZE (where config/firstScreenPlugin.ts rewrites it), not the earlier text.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack, { type Compiler, type Stats } from 'webpack';
import { PrecompressPlugin } from '../../../config/precompress';

const filler = 'x'.repeat(4000);
const FIRST = `<html><body>as html-webpack-plugin wrote it ${filler}</body></html>`;
const FINISHED = `<html><body>with the inline first screens ${filler}</body></html>`;

/** Stands in for html-webpack-plugin (emits at OPTIMIZE_INLINE) and FirstScreenPlugin (rewrites at SUMMARIZE). */
class HtmlLikePlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('HtmlLike', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'HtmlLike', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE },
        () => compilation.emitAsset('index.html', new sources.RawSource(FIRST)),
      );
      compilation.hooks.processAssets.tap(
        { name: 'FirstLike', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => compilation.updateAsset('index.html', new sources.RawSource(FINISHED)),
      );
    });
  }
}

let dir: string;
let stats: Stats;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'obt-precompress-'));
  writeFileSync(join(dir, 'entry.js'), `console.log(${JSON.stringify(filler)});\n`);
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'out'), filename: 'app.js' },
    // Registered first on purpose: the stages, not the plugin order, must put compression last.
    plugins: [new PrecompressPlugin(), new HtmlLikePlugin()],
  });
  stats = await new Promise<Stats>((done, fail) =>
    compiler.run((err, result) => (err || !result ? fail(err) : compiler.close(() => done(result)))),
  );
}, 60000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('index.html.br and .gz hold the finished page', () => {
  expect(stats.hasErrors()).toBe(false);
  const out = join(dir, 'out');
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(FINISHED);
  expect(brotliDecompressSync(readFileSync(join(out, 'index.html.br'))).toString()).toBe(FINISHED);
  expect(gunzipSync(readFileSync(join(out, 'index.html.gz'))).toString()).toBe(FINISHED);
});

test('scripts still get siblings; only those are marked immutable', () => {
  const out = join(dir, 'out');
  expect(existsSync(join(out, 'app.js.br'))).toBe(true);
  expect(gunzipSync(readFileSync(join(out, 'app.js.gz'))).toString()).toBe(readFileSync(join(out, 'app.js'), 'utf8'));
  const info = (name: string) => stats.compilation.getAsset(name)?.info;
  expect(info('app.js.br')?.immutable).toBe(true);
  expect(info('index.html.br')?.immutable).toBe(false);
  expect(info('index.html.gz')?.compressed).toBe(true);
});
