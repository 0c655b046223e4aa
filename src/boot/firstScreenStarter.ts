/**
 * A product list's HTML first screen, decided before the entry has downloaded (issue 17): run in index.html's first
 * inline script with the early first calls (config/firstCalls.ts), it asks the visited route's values builder
 * (`firstScreenValues` of a `htmlFirstScreen.ts` module, src/boot/firstScreen.ts) with the context the app would build
 * and leaves the answer on `window` for the body's inline script, which paints the route's markup with it. Only for
 * a signed-in visitor: without a token the app opens /login instead (the splash stands in for that).
 * A first-screen part (firstScreenPart.ts) whose module also builds rows (`firstScreenRows`) gets them painted from
 * its early first call's answer ({@link startFirstRows}).
 */
import {
  FIRST_SCREEN_KEY,
  type EarlyFirstScreen,
  type FirstRowsState,
  type FirstScreenRows,
  type FirstScreenTranslate,
  type FirstScreenValues,
  type FirstScreenViewport,
} from './firstScreen';
import type { FirstCallContext } from './firstCall';
import type { EarlyCall } from './early';
import { contextOf, type StarterHost } from './starter';
import { STORAGE_KEYS } from '../domain/session';
import { clock } from '../hosts/clock';

/** `t` over a first screen's texts of the language (a part's), as src/i18n `translate` fills them. */
export function textsTranslate(texts: Readonly<Record<string, string>>): FirstScreenTranslate {
  return (key, values) => {
    const text = texts[key];
    if (typeof text !== 'string') throw new Error(`first screen: no text for ${key}`);
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}

/** The visited route's first screen values, also left on the window; null when it gets no first screen. */
export function startFirstScreen(modules: readonly FirstScreenValues[], host: StarterHost): EarlyFirstScreen | null {
  let builder = null;
  for (const m of modules) if (Object.prototype.hasOwnProperty.call(m, host.pathname)) builder = m[host.pathname];
  if (!builder) return null;
  const ctx = contextOf(host, clock.now());
  const token = ctx.stored(STORAGE_KEYS.token);
  if (typeof token !== 'string' || token === '') return null;
  const values = builder(ctx);
  if (!values) return null;
  const early: EarlyFirstScreen = { route: host.pathname, values };
  host.target[FIRST_SCREEN_KEY] = early;
  return early;
}

/** The page as the rows' painter sees it (the browser in production; fakes in tests). */
export interface RowsHost {
  /** The shown first screen's rows holder (`#obt-first` `[data-rows]`), null when the first screen is not up. */
  holder(): { innerHTML: string; readonly isConnected: boolean } | null;
  /** Calls `then` once the document is parsed (index.html's body script has shown or dropped the first screen). */
  whenParsed(then: () => void): void;
  /** Settles once the holder's images have loaded or failed, at most `capMs` later. */
  imagesSettled(capMs: number): Promise<void>;
  /** Calls `then` after the next frame has painted. */
  afterFrame(then: () => void): void;
  /** The window the rows stand in (measured once the document is parsed). */
  viewport(): FirstScreenViewport;
}

/** The longest the entry waits for the rows' images once the rows are in (a slow or failing image). */
export const ROWS_IMAGES_CAP_MS = 1000;

/**
 * Paints the route's rows from its early answer when it arrives, if the first screen is still up (React has not
 * taken over): `early.rows` is 'pending' meanwhile, then 'painted' or 'none', and `early.onRows` (index.html's body
 * script: starts the entry) is called. Nothing happens for a route without a rows builder or without an early call.
 */
export function startFirstRows(
  modules: readonly FirstScreenRows[],
  early: EarlyFirstScreen | null,
  call: EarlyCall | null,
  host: StarterHost,
  rowsHost: RowsHost,
  /** The texts' `t` (the part's texts in the visitor's language). */
  t: FirstScreenTranslate,
): Promise<FirstRowsState> | null {
  let builder = null;
  for (const m of modules) if (Object.prototype.hasOwnProperty.call(m, host.pathname)) builder = m[host.pathname];
  if (!builder || !early || !call || early.route !== host.pathname) return null;
  const rows = builder;
  early.rows = 'pending';
  const ctx: FirstCallContext = contextOf(host, clock.now());
  const settle = (state: FirstRowsState): FirstRowsState => {
    if (early.rows !== 'pending') return early.rows ?? state;
    early.rows = state;
    early.onRows?.();
    return state;
  };
  return call.promise
    .then(
      (answer) =>
        new Promise<FirstRowsState>((done) =>
          rowsHost.whenParsed(() => {
            try {
              const holder = rowsHost.holder();
              // React has rendered the page meanwhile (the first screen is gone): its own rows stand.
              if (!holder || !holder.isConnected) return done(settle('none'));
              const markup = rows(answer, ctx, t, rowsHost.viewport());
              if (!markup || markup.length === 0) return done(settle('none'));
              holder.innerHTML = markup.join('');
            } catch {
              // A builder that throws paints nothing: React's rows come as usual.
              return done(settle('none'));
            }
            void rowsHost
              .imagesSettled(ROWS_IMAGES_CAP_MS)
              .then(() => rowsHost.afterFrame(() => done(settle('painted'))));
          }),
        ),
    )
    .catch(() => settle('none'));
}

/** The browser as the rows' painter's host. */
export function browserRowsHost(): RowsHost {
  const holder = () => document.querySelector<HTMLElement>('#obt-first:not([hidden]) [data-rows]');
  return {
    holder,
    whenParsed: (then) => {
      if (document.readyState !== 'loading') then();
      else document.addEventListener('DOMContentLoaded', then);
    },
    imagesSettled: (capMs) => {
      const images = Array.from(holder()?.querySelectorAll('img') ?? []);
      const loads = images.map(
        (img) =>
          new Promise<void>((done) => {
            if (img.complete) return done();
            img.addEventListener('load', () => done());
            img.addEventListener('error', () => done());
          }),
      );
      return Promise.race([
        Promise.all(loads).then(() => undefined),
        new Promise<void>((done) => setTimeout(done, capMs)),
      ]);
    },
    viewport: () => {
      // Taro's rem script (index.html's head) sets the root font size: 40 design units are one rem.
      const rem = parseFloat(document.documentElement.style.fontSize) || (window.innerWidth * 40) / 750;
      return { height: window.innerHeight, designToPx: (design) => (design / 40) * rem };
    },
    afterFrame: (then) => {
      if (typeof requestAnimationFrame !== 'function') return void setTimeout(then, 0);
      requestAnimationFrame(() => setTimeout(then, 0));
    },
  };
}
