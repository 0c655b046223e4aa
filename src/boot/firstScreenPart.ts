/**
 * A first-screen part (issue 17): a product list's HTML first screen delivered as a script of its own, fetched only
 * on its routes, instead of inside index.html. index.html is every route's document and already fills the first
 * round trip's bytes (a TCP connection's first window, about 14 KB): markup, CSS, texts and code of a list that
 * also paints rows from its early answer (src/boot/firstScreen.ts `firstScreenRows`) would cost every route one more
 * round trip before its first paint.
 *
 * A module named `firstScreenPart.ts` beside a page (a file convention, like `htmlFirstScreen.ts`) exports the same
 * `firstScreens`, `firstScreenValues` and `firstScreenRows`. The build (config/firstScreenPlugin.ts) bundles each of
 * its routes into `first/<route>.<hash>.js` with the route's markup, its first screen's CSS (cut to the markup's
 * classes) and the texts its markup names in both languages. index.html's head script, after sending the early
 * first call, writes that script into the head on its route for a signed-in visitor ({@link loadFirstScreenPart});
 * run there, still in the head, the part ({@link startFirstScreenPart}) writes its CSS into the head, computes the
 * route's values and leaves its markup with its texts written in for index.html's body script, which paints it as it
 * paints index.html's own first screens; then its rows follow the early answer (firstScreenStarter.ts
 * startFirstRows).
 */
import {
  FIRST_SCREEN_KEY,
  type EarlyFirstScreen,
  type FirstScreenRows,
  type FirstScreenTranslate,
  type FirstScreenValues,
  type FirstScreenWindow,
} from './firstScreen';
import { browserRowsHost, startFirstRows, textsTranslate, type RowsHost } from './firstScreenStarter';
import { escapeHtml } from './firstScreenParts';
import { EARLY_CALL_KEY, type EarlyWindow } from './early';
import { contextOf, type StarterHost } from './starter';
import { STORAGE_KEYS } from '../domain/session';
import { clock } from '../hosts/clock';

/** The global a part leaves for index.html's body script. */
export const FIRST_PART_KEY = '__obtFirstPart';

/**
 * What a part leaves on the window: its route's root element (`data-route`) with the dictionary texts in the
 * visitor's language written in (no `data-k` left: index.html's texts do not have them).
 */
export type FirstPartWindow = FirstScreenWindow & EarlyWindow & { [FIRST_PART_KEY]?: string };

/**
 * The markup with each `data-k` element's text (with its `data-before` and `data-after`) written in, as index.html's
 * body script writes its own first screens' (the markup's `data-k` elements are empty), and each `data-kp` field's
 * placeholder (index.html's texts do not have the part's).
 */
export function withTexts(markup: string, t: FirstScreenTranslate): string {
  const placed = markup.replace(/ data-kp="([^"]+)"/g, (_all, key: string) => ` placeholder="${escapeHtml(t(key))}"`);
  return placed.replace(/<(\w+)([^>]*?) data-k="([^"]+)"([^>]*)><\/\1>/g, (_all, tag: string, a, key: string, b) => {
    const attrs = `${a}${b}`;
    const around = (name: string) => new RegExp(` data-${name}="([^"]*)"`).exec(attrs)?.[1] ?? '';
    return `<${tag}${attrs}>${escapeHtml(`${around('before')}${t(key)}${around('after')}`)}</${tag}>`;
  });
}

/** Writes the visited route's part script into the head (parser-blocking) for a signed-in visitor. */
export function loadFirstScreenPart(
  parts: Readonly<Record<string, string>>,
  host: StarterHost,
  write: (html: string) => void,
): string | null {
  if (!Object.prototype.hasOwnProperty.call(parts, host.pathname)) return null;
  const token = contextOf(host, clock.now()).stored(STORAGE_KEYS.token);
  if (typeof token !== 'string' || token === '') return null;
  const src = `/${parts[host.pathname]}`;
  write(`<script src="${src}"></script>`);
  return src;
}

/** The longest the entry waits, after the rows' frame, for the browser to report their paint on screen. */
export const ROWS_PRESENTED_CAP_MS = 300;

/** What {@link presentedRowsHost} reads of the window: its performance observer (none in older browsers). */
export interface PresentWindow {
  PerformanceObserver?: {
    new (report: (list: { getEntries(): readonly unknown[] }) => void): {
      observe(options: { type: string; buffered?: boolean }): void;
      disconnect(): void;
    };
    readonly supportedEntryTypes?: readonly string[];
  };
  setTimeout(then: () => void, ms: number): unknown;
}

/**
 * `base` whose `afterFrame` (the entry starts then, index.html's onRows) waits until the browser has reported a
 * largest contentful paint among the rows — the frame reached the screen — at most {@link ROWS_PRESENTED_CAP_MS}
 * after that frame. The frame's callbacks run before its paint is on screen (on a busy phone some tens of ms): an
 * entry requested in between is, for Lighthouse's simulation, a download on the way to the largest paint (issue 17:
 * /allorder's 93 KB entry made 1.18 s into 1.63 s). Browsers without largest-contentful-paint entries keep `base`.
 */
export function presentedRowsHost(
  base: RowsHost,
  win: PresentWindow = window,
  capMs = ROWS_PRESENTED_CAP_MS,
): RowsHost {
  const Observer = win.PerformanceObserver;
  if (!Observer || !(Observer.supportedEntryTypes ?? []).includes('largest-contentful-paint')) return base;
  let presented = false;
  let waiting: (() => void) | null = null;
  const observer = new Observer((list) => {
    for (const entry of list.getEntries() as readonly { element?: Element | null }[]) {
      if (entry.element?.closest?.('[data-rows]')) presented = true;
    }
    if (presented && waiting) waiting();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return {
    ...base,
    afterFrame: (then) =>
      base.afterFrame(() => {
        let done = false;
        const once = () => {
          if (done) return;
          done = true;
          waiting = null;
          observer.disconnect();
          then();
        };
        if (presented) return once();
        waiting = once;
        win.setTimeout(once, capMs);
      }),
  };
}

/**
 * Runs in the part's script: the route's values (null: no first screen, the splash stands in), its markup, CSS and
 * texts for index.html's body script, then its rows from the early first call.
 */
export function startFirstScreenPart(
  route: string,
  part: { readonly markup: string; readonly css: string; readonly texts: Record<string, Record<string, string>> },
  values: FirstScreenValues,
  rows: FirstScreenRows,
  host: StarterHost,
  /** document.write: the part's CSS goes into the head it runs in. */
  write: (html: string) => void,
  rowsHost: RowsHost = presentedRowsHost(browserRowsHost()),
): EarlyFirstScreen | null {
  if (host.pathname !== route || !values[route]) return null;
  const ctx = contextOf(host, clock.now());
  const texts = part.texts[ctx.locale];
  const t = textsTranslate(texts);
  const shown = values[route](ctx, t);
  if (!shown) return null;
  const target = host.target as FirstPartWindow;
  const early: EarlyFirstScreen = { route, values: shown };
  const markup = withTexts(part.markup, t);
  write(`<style>${part.css.replace(/<\/style/gi, '<\\/style')}</style>`);
  target[FIRST_SCREEN_KEY] = early;
  target[FIRST_PART_KEY] = markup;
  startFirstRows([rows], early, target[EARLY_CALL_KEY] ?? null, host, rowsHost, t);
  return early;
}
