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
 *   functions of what the device stores that give those values, computed with the functions the page renders with
 *   (texts through `t`, over the dictionary texts the markup names), or null when React would not show this screen
 *   (then the splash stands in);
 * - optionally `firstScreenRows` (same script): for a list whose largest paint is in its rows (a hotel cover), the
 *   markup of the first screen's rows from the answer of the route's early first call (src/boot/firstCall.ts), with
 *   the class names, texts and geometry of React's rows, or null when React shows no rows for it (a failure, an
 *   empty list). The starter (src/boot/firstScreenStarter.ts) puts them into the markup's `data-rows` element when
 *   the answer arrives, if the first screen is still up; the entry starts once their images painted (or gave up), so
 *   neither its download nor its start-up is on that paint's path. The route's root names with `data-until` the
 *   React elements that take the rows' place (rows, an empty state): index.html's cover stays until the page shows
 *   one, so the switch over is React's same rows at the same place (no shift, no later largest paint). Classes and
 *   dictionary keys the rows use but the markup does not show go into a `<template>` of the markup
 *   (firstScreenParts.ts `rowNeedsMarkup`), so the build inlines their CSS and their texts.
 */
import type { FirstCallContext } from './firstCall';

/**
 * What a `htmlFirstScreen.ts` module exports for the build: spec URL → its markup, one root element with `data-route`
 * (the spec URL) standing for the page's `.obt-page` (the build inlines the CSS of the route's page, src/router).
 */
export type FirstScreens = Readonly<Record<string, () => string>>;

/**
 * A dictionary text with its `{name}` parameters filled, as src/i18n `translate` fills them; throws on a key the
 * first screen's texts lack (the markup must name it: then no first screen rather than a wrong one).
 */
export type FirstScreenTranslate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** The texts of `data-v` and the switches of `data-show` elements; null: no first screen on this visit. */
export type FirstScreenValuesOf = (
  ctx: FirstCallContext,
  /** Absent where no texts are known (a route whose values need none may ignore it). */
  t?: FirstScreenTranslate,
) => Readonly<Record<string, string>> | null;

/** What a `htmlFirstScreen.ts` module exports for index.html's inline script: spec URL → values. */
export type FirstScreenValues = Readonly<Record<string, FirstScreenValuesOf>>;

/** The window the rows are painted in: its height and one design unit (750 wide) in CSS px (Taro's rem). */
export interface FirstScreenViewport {
  readonly height: number;
  designToPx(design: number): number;
}

/** The rows' markup (one string per row, in list order) from the early answer (`status`, parsed body); null: none. */
export type FirstScreenRowsOf = (
  answer: { readonly status: number; readonly data: unknown },
  ctx: FirstCallContext,
  t: FirstScreenTranslate,
  viewport: FirstScreenViewport,
) => readonly string[] | null;

/** What a `htmlFirstScreen.ts` module may export for the inline script: spec URL → its rows from the early answer. */
export type FirstScreenRows = Readonly<Record<string, FirstScreenRowsOf>>;

/** The global the head's inline script writes and the body's reads (src/index.html). */
export const FIRST_SCREEN_KEY = '__obtFirstScreen';

/**
 * The rows' state: 'pending' until the early answer is here and their images painted (or failed, or waited long
 * enough), then 'painted' (rows are up) or 'none' (no rows: React's own states follow).
 */
export type FirstRowsState = 'pending' | 'painted' | 'none';

/** What the head's inline script leaves for the body's: the visited route's first screen values. */
export interface EarlyFirstScreen {
  readonly route: string;
  readonly values: Readonly<Record<string, string>>;
  /** Set when the route paints rows from its early answer (see {@link FirstRowsState}). */
  rows?: FirstRowsState;
  /** The body's script: called once when `rows` leaves 'pending' (it then starts the entry). */
  onRows?: () => void;
}

export type FirstScreenWindow = { [FIRST_SCREEN_KEY]?: EarlyFirstScreen };
