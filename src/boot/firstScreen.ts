/**
 * A product list's HTML first screen (issue 17): what index.html paints before the entry has even been requested,
 * for a route whose largest paint needs no data (the list head with the remembered search, an empty state).
 *
 * Each such route has a `htmlFirstScreen.ts` beside its page (a file convention: no shared module imports a product)
 * exporting two things that are bundled apart:
 * - `firstScreens` (build time, config/index.ts): the markup — the page's own element tree and
 *   class names (src/boot/firstScreenParts.ts has PageShell's and the shared components'); `data-k` names the
 *   dictionary key index.html's script fills in, `data-v` a value of the route's `firstScreenValues`, `data-show`
 *   an element kept only when that value is set, `data-fs` the React element the drift check compares it with
 *   (test/perf/firstScreen.mjs);
 * - `firstScreenValues` (index.html's first inline script, with the early first calls: config/firstCalls.ts): pure
 *   functions of what the device stores that give those values, computed with the functions the page renders with,
 *   or null when React would not show this screen (then the splash stands in).
 */
import type { FirstCallContext } from './firstCall';

/**
 * What a `htmlFirstScreen.ts` module exports for the build: spec URL → its markup, one root element with `data-route`
 * (the spec URL) standing for the page's `.obt-page` (the build inlines the CSS of the route's page, src/router).
 */
export type FirstScreens = Readonly<Record<string, () => string>>;

/** The texts of `data-v` and the switches of `data-show` elements; null: no first screen on this visit. */
export type FirstScreenValuesOf = (ctx: FirstCallContext) => Readonly<Record<string, string>> | null;

/** What a `htmlFirstScreen.ts` module exports for index.html's inline script: spec URL → values. */
export type FirstScreenValues = Readonly<Record<string, FirstScreenValuesOf>>;

/** The global the head's inline script writes and the body's reads (src/index.html). */
export const FIRST_SCREEN_KEY = '__obtFirstScreen';

/** What the head's inline script leaves for the body's: the visited route's first screen values. */
export interface EarlyFirstScreen {
  readonly route: string;
  readonly values: Readonly<Record<string, string>>;
}

export type FirstScreenWindow = { [FIRST_SCREEN_KEY]?: EarlyFirstScreen };
