/**
 * Build-time configuration generated from the route registry (imported by `src/app.config.ts` and
 * `config/index.ts` under Node). Pure: no Taro, no DOM.
 */
import { basePath } from './match';
import { HOME_URL, ROUTES, SUB_PACKAGES, type RouteDef, type SubPackage } from './routes';

/** A weapp/H5 subpackage entry of app.config. */
export interface SubPackageConfig {
  root: string;
  pages: string[];
}

/** A preloadRule entry (weapp). */
export interface PreloadRuleEntry {
  network: 'all' | 'wifi';
  packages: string[];
}

const SCREENS: readonly RouteDef[] = ROUTES.filter((r) => !r.redirect);

/** Subpackage root folder ('packages/flight'). */
export function packageRoot(pkg: SubPackage): string {
  return `packages/${pkg}`;
}

/**
 * Main-package pages of this build, home first: mini-programs and H5 start at pages[0], so a visitor opens
 * home and the guard sends them to login when needed.
 * Paths have no leading slash, as app.config `pages` wants ('pages/home/index').
 */
export function appPages(): string[] {
  const home = SCREENS.find((r) => r.url === HOME_URL);
  const pages = SCREENS.filter((r) => r.pkg === null && r.built).map((r) => r.page);
  return home && home.built ? [home.page, ...pages.filter((p) => p !== home.page)] : pages;
}

/** Subpackages with their built pages (paths relative to the root); packages without a built page are omitted. */
export function subPackages(): SubPackageConfig[] {
  const out: SubPackageConfig[] = [];
  for (const pkg of SUB_PACKAGES) {
    const root = packageRoot(pkg);
    const pages = SCREENS.filter((r) => r.pkg === pkg && r.built).map((r) => r.page.slice(root.length + 1));
    if (pages.length > 0) out.push({ root, pages });
  }
  return out;
}

/** The subpackages each dashboard tab's entries lead to (what its user most likely opens next). */
const TAB_LEADS: Readonly<Record<string, readonly SubPackage[]>> = {
  '/home': ['flight', 'train', 'hotel', 'hotelV2', 'car'],
  '/allorder': ['flight', 'train', 'hotel', 'car', 'order'],
  '/tripList': ['trip'],
  '/approvalList': ['approval', 'trip'],
  '/message': ['message'],
  '/userCenter': ['user'],
};

/**
 * weapp preloadRule: for each built tab, preload the subpackages its entries lead to, keeping only packages that
 * exist in this build (an empty rule is left out).
 */
export function preloadRule(): Record<string, PreloadRuleEntry> {
  const existing = new Set(subPackages().map((p) => p.root));
  const rules: Record<string, PreloadRuleEntry> = {};
  for (const r of SCREENS) {
    if (!r.tab || !r.built) continue;
    const packages = (TAB_LEADS[r.url] ?? []).map(packageRoot).filter((root) => existing.has(root));
    if (packages.length > 0) rules[r.page] = { network: 'all', packages };
  }
  return rules;
}

/**
 * H5 `router.customRoutes` (browser mode): '/' + page path → the spec URLs it answers to.
 * The first alias is the screen's spec URL without ':param' segments (what the address bar shows); redirect
 * aliases follow ('/pages/home/index' → ['/home', '/', '/dashboard', …]) so '/' renders home; the page path itself
 * comes last because once a page has an alias Taro no longer renders its original path.
 */
export function customRoutes(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of SCREENS) {
    if (!r.built) continue;
    const aliases = ROUTES.filter((a) => a.redirect === r.url).map((a) => basePath(a));
    out['/' + r.page] = [basePath(r), ...aliases, '/' + r.page];
  }
  return out;
}

/** Registry size: every entry (SPEC §2 screens, /notFound, redirect aliases) and built screens. */
export function routeCount(): { declared: number; built: number } {
  return { declared: ROUTES.length, built: SCREENS.filter((r) => r.built).length };
}
