/**
 * The product lists' HTML first screen values (src/boot/firstScreenStarter.ts, issue 17): decided before the app runs
 * for a signed-in visitor on a route with a values builder, from the context the app would build (storage with the
 * 48-hour rule, clock, language); left on the window for index.html's body script.
 */
import type { FirstScreenValues } from '../../../src/boot/firstScreen';
import { startFirstScreen } from '../../../src/boot/firstScreenStarter';
import type { StarterHost } from '../../../src/boot/starter';
import { CACHE_TTL_MS } from '../../../src/domain/session';
import { setClock } from '../../../src/hosts/clock';

const NOW = Date.UTC(2026, 10, 26, 8, 0, 0);
let restoreClock: () => void;
beforeEach(() => {
  restoreClock = setClock(() => NOW);
});
afterEach(() => restoreClock());

const MODULES: FirstScreenValues[] = [
  { '/list': (ctx) => ({ city: String((ctx.stored('obt.history') as { city?: string } | null)?.city ?? 'BJS') }) },
  { '/static': (ctx) => ({ locale: ctx.locale, at: String(ctx.now) }), '/none': () => null },
];

function hostOf(path: string, items: Record<string, unknown>) {
  const target: StarterHost['target'] = {};
  const host = {
    pathname: path,
    search: '',
    getItem: (key: string) => (key in items ? JSON.stringify({ data: items[key] }) : null),
    target,
  } as unknown as StarterHost;
  return { host, target };
}

const SIGNED_IN = { 'obt.token': 'tok', 'obt.lastLoginAt': NOW - 1000, 'obt.locale': 'en-US' };

test("a signed-in visit: the route's values from the stored values, language and clock, left on the window", () => {
  const list = hostOf('/list', { ...SIGNED_IN, 'obt.history': { city: 'SHA' } });
  expect(startFirstScreen(MODULES, list.host)).toEqual({ route: '/list', values: { city: 'SHA' } });
  expect(list.target.__obtFirstScreen).toEqual({ route: '/list', values: { city: 'SHA' } });
  const other = hostOf('/static', SIGNED_IN);
  expect(startFirstScreen(MODULES, other.host)?.values).toEqual({ locale: 'en-US', at: String(NOW) });
});

test('the history the app drops after 48 hours is not read (the page shows its default too)', () => {
  const stale = hostOf('/list', {
    ...SIGNED_IN,
    'obt.lastLoginAt': NOW - CACHE_TTL_MS - 1,
    'obt.history': { city: 'SHA' },
  });
  expect(startFirstScreen(MODULES, stale.host)?.values).toEqual({ city: 'BJS' });
});

test('no token, a route without a builder, or a builder answering null: nothing is left', () => {
  const { 'obt.token': _, ...signedOut } = SIGNED_IN;
  for (const [path, items] of [
    ['/list', signedOut],
    ['/home', SIGNED_IN],
    ['/none', SIGNED_IN],
  ] as const) {
    const { host, target } = hostOf(path, items);
    expect(startFirstScreen(MODULES, host)).toBeNull();
    expect(target.__obtFirstScreen).toBeUndefined();
  }
});
