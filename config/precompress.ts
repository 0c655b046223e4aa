/**
 * H5 only: writes `<asset>.br` and `<asset>.gz` next to every emitted JS and CSS file, so the reference server
 * (server/src/plugins/static.ts, `preCompressed`) sends compressed bytes without compressing per request.
 * The entry JS is ~500 KB raw and ~150 KB gzip (ARCHITECTURE §11 measures gzip): sent raw, Slow 4G alone
 * costs ~2 s of LCP. Uses webpack's own Compilation and sources (no extra dependency) and node:zlib.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';

const COMPRESSIBLE = /\.(js|css)$/;
/** Below this a compressed sibling gains nothing worth a second file. */
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and content hashing: the bytes compressed are the bytes served.
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const raw = compilation.getAsset(name)?.source.buffer();
            if (!raw || raw.length < MIN_BYTES) continue;
            const info = { compressed: true, development: false, immutable: true };
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
