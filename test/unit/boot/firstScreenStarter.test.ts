/**
 * The product lists' HTML first screen values (src/boot/firstScreenStarter.ts, issue 17): decided before the app runs
 * for a signed-in visitor on a route with a values builder, from the context the app would build (storage with the
 * 48-hour rule, clock, language); left on the window for index.html's body script.
 */
import type { EarlyFirstScreen, FirstScreenRows, FirstScreenValues } from '../../../src/boot/firstScreen';
import {
  ROWS_IMAGES_CAP_MS,
  startFirstRows,
  startFirstScreen,
  textsTranslate,
  type RowsHost,
} from '../../../src/boot/firstScreenStarter';
import type { EarlyCall } from '../../../src/boot/early';
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

test("a part's texts filled as src/i18n fills them; a key the texts lack throws (no first screen rather than a wrong one)", () => {
  const t = textsTranslate({ 'a.b': '{n} of {x} {missing}' });
  expect(t('a.b', { n: 3, x: 'y' })).toBe('3 of y {missing}');
  expect(t('a.b')).toBe('{n} of {x} {missing}');
  expect(() => t('no.such')).toThrow(/no text for no.such/);
});

describe('rows from the early answer (startFirstRows)', () => {
  const ROWS: FirstScreenRows[] = [
    {
      '/list': (answer, ctx, t, viewport) => {
        const list = (answer.data as { list?: string[] }).list ?? [];
        const n = Math.floor(viewport.height / viewport.designToPx(100));
        return list.length ? list.slice(0, n).map((name) => `<i>${t('row', { name })} ${ctx.locale}</i>`) : null;
      },
    },
  ];
  const answerOf = (data: unknown, status = 200) =>
    ({ promise: Promise.resolve({ status, data }) }) as unknown as EarlyCall;

  function setUp(shown = true) {
    const { host } = hostOf('/list', SIGNED_IN);
    const early: EarlyFirstScreen = { route: '/list', values: {} };
    const holder = { innerHTML: '', isConnected: true };
    const log: string[] = [];
    let parsed: () => void = () => undefined;
    const rowsHost: RowsHost = {
      holder: () => (shown ? holder : null),
      whenParsed: (then) => {
        parsed = then;
      },
      imagesSettled: (cap) => {
        log.push(`images ${cap}`);
        return Promise.resolve();
      },
      afterFrame: (then) => {
        log.push('frame');
        then();
      },
      viewport: () => ({ height: 250, designToPx: (d) => d }),
    };
    early.onRows = () => log.push(`onRows ${early.rows}`);
    return { host, early, holder, log, rowsHost, parse: () => parsed() };
  }
  const t = textsTranslate({ row: 'Row {name}' });

  test("painted into the shown first screen once the document is parsed; 'painted' after their images and a frame", async () => {
    const { host, early, holder, log, rowsHost, parse } = setUp();
    const done = startFirstRows(ROWS, early, answerOf({ list: ['a', 'b', 'c'] }), host, rowsHost, t)!;
    expect(early.rows).toBe('pending');
    await Promise.resolve();
    await Promise.resolve();
    expect(holder.innerHTML).toBe('');
    parse();
    // As many rows as the window holds (250 px, rows of 100).
    expect(holder.innerHTML).toBe('<i>Row a en-US</i><i>Row b en-US</i>');
    expect(await done).toBe('painted');
    expect(log).toEqual([`images ${ROWS_IMAGES_CAP_MS}`, 'frame', 'onRows painted']);
  });

  test("a failed or empty answer, or a first screen React has replaced: 'none', nothing painted", async () => {
    for (const [data, status, shown] of [
      [{ list: [] }, 200, true],
      [{ list: ['a'] }, 500, true],
      [{ list: ['a'] }, 200, false],
    ] as const) {
      const { host, early, holder, log, rowsHost, parse } = setUp(shown);
      const ROWS_OK: FirstScreenRows[] = [
        { '/list': (a, ctx, t, v) => (a.status === 200 ? ROWS[0]['/list'](a, ctx, t, v) : null) },
      ];
      const done = startFirstRows(ROWS_OK, early, answerOf(data, status), host, rowsHost, t)!;
      await Promise.resolve();
      await Promise.resolve();
      parse();
      expect(await done).toBe('none');
      expect(holder.innerHTML).toBe('');
      expect(log).toEqual(['onRows none']);
    }
  });

  test("no answer at all (the call failed): 'none'", async () => {
    const { host, early, log, rowsHost } = setUp();
    const failed = { promise: Promise.reject(new Error('network')) } as unknown as EarlyCall;
    expect(await startFirstRows(ROWS, early, failed, host, rowsHost, t)).toBe('none');
    expect(log).toEqual(['onRows none']);
  });

  test('a builder that throws paints nothing', async () => {
    const { host, early, holder, rowsHost, parse } = setUp();
    const throwing: FirstScreenRows[] = [
      {
        '/list': () => {
          throw new Error('bad row');
        },
      },
    ];
    const done = startFirstRows(throwing, early, answerOf({ list: ['a'] }), host, rowsHost, t)!;
    await Promise.resolve();
    await Promise.resolve();
    parse();
    expect(await done).toBe('none');
    expect(holder.innerHTML).toBe('');
  });

  test('nothing for a route without rows, without a first screen or without an early call', () => {
    const { host, early, rowsHost } = setUp();
    const call = answerOf({ list: ['a'] });
    expect(startFirstRows([{ '/other': ROWS[0]['/list'] }], early, call, host, rowsHost, t)).toBeNull();
    expect(startFirstRows(ROWS, null, call, host, rowsHost, t)).toBeNull();
    expect(startFirstRows(ROWS, early, null, host, rowsHost, t)).toBeNull();
    expect(early.rows).toBeUndefined();
  });
});
