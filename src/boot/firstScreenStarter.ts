/**
 * A product list's HTML first screen, decided before the entry has downloaded (issue 17): run in index.html's first
 * inline script with the early first calls (config/firstCalls.ts), it asks the visited route's values builder
 * (`firstScreenValues` of a `htmlFirstScreen.ts` module, src/boot/firstScreen.ts) with the context the app would build
 * and leaves the answer on `window` for the body's inline script, which paints the route's markup with it. Only for
 * a signed-in visitor: without a token the app opens /login instead (the splash stands in for that).
 */
import { FIRST_SCREEN_KEY, type EarlyFirstScreen, type FirstScreenValues } from './firstScreen';
import { contextOf, type StarterHost } from './starter';
import { STORAGE_KEYS } from '../domain/session';
import { clock } from '../hosts/clock';

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
