/**
 * H5 only: the inline scripts of index.html (the starter that paints the splash or first screen, Taro's rem script)
 * are JavaScript the phone downloads and runs before the first screen, yet html-webpack-plugin writes them as the
 * template has them, comments and indentation included. Minified like every other script (issue 17: JS before the
 * first screen counts toward the entry budget). Its bare inline styles (the splash's, as the template has them) lose
 * their comments and indentation too: index.html is every route's document and must fit the first round trip's
 * bytes (~300 B of brotli measured, the margin that decided whether it did).
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
  return minifyInlineStyles(html.replace(INLINE_SCRIPT, () => `<script>${minified[i++]}</script>`));
}

/** Bare `<style>` elements only (as the template writes them). */
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;

/**
 * CSS without comments and with no whitespace the rules do not need: runs collapsed to one space, none around
 * `{ } ; , >` or after `:`, no `;` before `}`. Strings stay as they are. Spaces that carry meaning stay (descendant
 * combinators, `calc(a - b)`, `0.2s ease-out`, before a pseudo-class).
 */
export function minifyCss(css: string): string {
  const strings: string[] = [];
  const bare = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(["'])(?:\\.|(?!\1)[^\\\n])*\1/g, (s) => `\uE000${strings.push(s) - 1}\uE000`);
  return bare
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim()
    .replace(/\uE000(\d+)\uE000/g, (_all, n: string) => strings[Number(n)]);
}

export function minifyInlineStyles(html: string): string {
  return html.replace(INLINE_STYLE, (_all, css: string) => `<style>${minifyCss(css)}</style>`);
}
