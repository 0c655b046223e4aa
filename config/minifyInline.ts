/**
 * H5 only: the inline scripts of index.html (the starter that paints the splash or first screen, Taro's rem script)
 * are JavaScript the phone downloads and runs before the first screen, yet html-webpack-plugin writes them as the
 * template has them, comments and indentation included. Minified like every other script (issue 17: JS before the
 * first screen counts toward the entry budget).
 */
import { minify } from 'terser';

/** Bare `<script>` elements only: typed ones (`application/json` data, held entry scripts) are not code to minify. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

export async function minifyInlineScripts(html: string): Promise<string> {
  const bodies = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]);
  // ES5 output: the starter runs before any polyfill, on the oldest browsers the build supports.
  const minified = await Promise.all(
    bodies.map(async (code) => (await minify(code, { ecma: 5, compress: true, mangle: true })).code ?? code),
  );
  let i = 0;
  return html.replace(INLINE_SCRIPT, () => `<script>${minified[i++]}</script>`);
}
