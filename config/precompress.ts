/**
 * H5 only: writes `<asset>.br` and `<asset>.gz` next to every emitted JS and CSS file and index.html, so the
 * reference server (server/src/plugins/static.ts, `preCompressed`) sends compressed bytes without compressing per
 * request. The entry JS is ~500 KB raw and ~150 KB gzip (ARCHITECTURE §11 measures gzip): sent raw, Slow 4G alone
 * costs ~2 s of LCP. index.html carries the inline first screens of /login and /home (~46 KB raw, ~11 KB gzip,
 * issue 17) and is the first thing /login waits for. Uses webpack's own Compilation and sources (no extra
 * dependency) and node:zlib.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';

const COMPRESSIBLE = /\.(js|css|html)$/;
/** Below this a compressed sibling gains nothing worth a second file. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and content hashing, and after config/firstScreenPlugin.ts has finished index.html
        // (PROCESS_ASSETS_STAGE_SUMMARIZE = 1000 < OPTIMIZE_TRANSFER = 3000): the bytes compressed are the bytes served.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const raw = compilation.getAsset(name)?.source.buffer();
            if (!raw || raw.length < MIN_BYTES) continue;
            // index.html keeps its name across builds, so its siblings are not immutable (served no-cache).
            const info = { compressed: true, development: false, immutable: !name.endsWith('.html') };
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                brotliCompressSync(raw, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                  },
                }),
              ),
              info,
            );
            compilation.emitAsset(
              `${name}.gz`,
              new sources.RawSource(gzipSync(raw, { level: constants.Z_BEST_COMPRESSION })),
              info,
            );
          }
        },
      );
    });
  }
}
