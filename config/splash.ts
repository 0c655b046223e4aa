/**
 * Build-time data of the inline splash in `src/index.html` (issue 15: the first load is never blank). Read from the
 * same sources as the app — the dictionaries for the name, the brand registry for colours and host families — so
 * the splash never names or paints another product than the app that replaces it.
 */
import type { Brand } from '../src/brands';

/** What the splash script needs: names per locale, the build's brand code, every brand's colour and hosts. */
export interface SplashData {
  name: { 'zh-CN': string; 'en-US': string };
  brand: string;
  brands: Record<string, { main: string; back: string; hosts: readonly string[] }>;
}

type Names = { 'app.name': string };

/** Pure: the splash data from the dictionaries' app names and the brand registry. */
export function splashData(zh: Names, en: Names, brands: Record<string, Brand>, brandCode: string): SplashData {
  const out: SplashData['brands'] = {};
  for (const [code, brand] of Object.entries(brands)) {
    out[code] = { main: brand.theme.mainColor, back: brand.theme.backColor, hosts: brand.hostFamily };
  }
  return { name: { 'zh-CN': zh['app.name'], 'en-US': en['app.name'] }, brand: brandCode, brands: out };
}

/** The data as a JS literal safe inside an inline <script> (no `</script>` or `<!--` can end it early). */
export function scriptLiteral(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
