/**
 * The early first call (issue 17): index.html's starter sends a list route's first call before the app runs
 * (src/boot/starter.ts) and the transport's early hook (src/hosts/early) hands its answer to the page's own first
 * request only when that is the same call, once, while fresh; otherwise the request goes out as usual.
 */
import { request, type HttpResponse } from '../../../src/api/transport';
import type { FirstCalls } from '../../../src/boot/firstCall';
import { EARLY_CALL_KEY, type EarlyWindow } from '../../../src/boot/early';
import { contextOf, startFirstCall, type StarterHost } from '../../../src/boot/starter';
import { stableJson } from '../../../src/boot/stableJson';
import { CACHE_TTL_MS } from '../../../src/domain/session';
import { setClock } from '../../../src/hosts/clock';
import { earlyCallHook } from '../../../src/hosts/early';
import { setup, TOKEN } from '../api/fakeTransport';

const NOW = Date.UTC(2026, 10, 26, 8, 0, 0);
let restoreClock: () => void;
beforeEach(() => {
  restoreClock = setClock(() => NOW);
});
afterEach(() => restoreClock());

const ROUTES: FirstCalls = {
  '/list': (ctx) => ({
    path: '/obt/list',
    body: { city: (ctx.stored('obt.history') as { city?: string } | null)?.city ?? 'BJS', q: ctx.query.q ?? '', n: 1 },
  }),
  '/unknown': () => null,
  '/pictures': () => ({
    path: '/obt/pictures',
    body: {},
    images: (answer) => (answer as { list: { image: string }[] }).list.map((row) => row.image),
  }),
};

function hostOf(path: string, items: Record<string, unknown>, search = '') {
  const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
  let answer: Promise<{ status: number; data: unknown }> = Promise.resolve({
    status: 200,
    data: { code: 1, list: [7] },
  });
  const target: EarlyWindow = {};
  const images: string[] = [];
  const host: StarterHost = {
    pathname: path,
    search,
    getItem: (key) => (key in items ? JSON.stringify({ data: items[key] }) : null),
    send: (url, headers, body) => {
      sent.push({ url, headers, body });
      return answer;
    },
    preloadImage: (src) => images.push(src),
    target,
  };
  return { host, sent, target, images, answerWith: (p: typeof answer) => (answer = p) };
}

const SIGNED_IN = { 'obt.token': TOKEN, 'obt.lastLoginAt': NOW - 1000, 'obt.locale': 'en-US' };

describe('the starter', () => {
  it('sends the visited route’s call with the transport’s headers and leaves it on the window', () => {
    const { host, sent, target } = hostOf('/list', { ...SIGNED_IN, 'obt.history': { city: 'SHA' } }, '?q=a%20b');
    const early = startFirstCall([ROUTES], '/api', host);
    expect(sent).toEqual([
      {
        url: '/api/obt/list',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US', Authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ city: 'SHA', q: 'a b', n: 1 }),
      },
    ]);
    expect(target[EARLY_CALL_KEY]).toBe(early);
    expect(early).toMatchObject({ url: '/api/obt/list', token: TOKEN, locale: 'en-US', sentAt: NOW });
    expect(early?.body).toBe(stableJson({ n: 1, q: 'a b', city: 'SHA' }));
  });

  it('fetches the first screen’s images of the answer as soon as it is here, at most six, none from a refusal', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => ({ image: i === 2 ? '' : `/img/${i}.svg` }));
    const ok = hostOf('/pictures', SIGNED_IN);
    ok.answerWith(Promise.resolve({ status: 200, data: { code: 1, list: rows } }));
    await startFirstCall([ROUTES], '', ok.host)?.promise;
    await Promise.resolve();
    expect(ok.images).toEqual(['/img/0.svg', '/img/1.svg', '/img/3.svg', '/img/4.svg', '/img/5.svg']);

    for (const answer of [
      { status: 200, data: { code: 100, tips: 'expired' } },
      { status: 500, data: { list: rows } },
    ]) {
      const refused = hostOf('/pictures', SIGNED_IN);
      refused.answerWith(Promise.resolve(answer));
      await startFirstCall([ROUTES], '', refused.host)?.promise;
      await Promise.resolve();
      expect(refused.images).toEqual([]);
    }
  });

  it('sends nothing without a token, on another route, or when the builder answers null', () => {
    for (const [path, items] of [
      ['/list', { 'obt.lastLoginAt': NOW }],
      ['/other', SIGNED_IN],
      ['/unknown', SIGNED_IN],
    ] as const) {
      const { host, sent, target } = hostOf(path, items);
      expect(startFirstCall([ROUTES], '', host)).toBeNull();
      expect(sent).toEqual([]);
      expect(target[EARLY_CALL_KEY]).toBeUndefined();
    }
  });

  it('reads history and geo caches as missing once the 48-hour cache has expired, as the app clears them', () => {
    const items = {
      ...SIGNED_IN,
      'obt.history': { city: 'SHA' },
      'geo:cities:1': [1],
      'obt.lastLoginAt': NOW - CACHE_TTL_MS - 1,
    };
    const ctx = contextOf(hostOf('/list', items).host, NOW);
    expect(ctx.stored('obt.history')).toBeNull();
    expect(ctx.stored('geo:cities:1')).toBeNull();
    expect(ctx.stored('obt.token')).toBe(TOKEN);
    const fresh = contextOf(hostOf('/list', { ...items, 'obt.lastLoginAt': NOW - CACHE_TTL_MS }).host, NOW);
    expect(fresh.stored('obt.history')).toEqual({ city: 'SHA' });
    expect(contextOf(hostOf('/list', {}).host, NOW).locale).toBe('zh-CN');
  });
});

describe('the transport’s early hook', () => {
  /** A transport whose early hook reads `target`; its adapter answers { code: 1, list: ['late'] }. */
  function wired(items: Record<string, unknown> = SIGNED_IN, search = '') {
    const h = setup();
    h.respond(() => ({ status: 200, data: { code: 1, list: ['late'] } }));
    const starter = hostOf('/list', { ...items, 'obt.locale': 'en-US' }, search);
    h.hooks.early = earlyCallHook(h.hooks.adapter, () => NOW + 500, starter.target);
    return { h, starter };
  }

  it('hands the early answer to the same call, once: the next one asks the server', async () => {
    const { h, starter } = wired();
    startFirstCall([ROUTES], '', starter.host);
    const first = await request('/obt/list', { n: 1, q: '', city: 'BJS' });
    expect(first.list).toEqual([7]);
    expect(h.calls).toEqual([]);
    const again = await request('/obt/list', { n: 1, q: '', city: 'BJS' });
    expect(again.list).toEqual(['late']);
    expect(h.calls).toHaveLength(1);
  });

  it('another body, token or language, or a stale answer: the request is sent and the early one voided', async () => {
    const cases: [string, (h: ReturnType<typeof setup>) => void, object, number][] = [
      ['body', () => undefined, { n: 2, q: '', city: 'BJS' }, NOW + 500],
      ['token', (h) => h.setToken('f'.repeat(32)), { n: 1, q: '', city: 'BJS' }, NOW + 500],
      ['locale', (h) => (h.hooks.getLocale = () => 'zh-CN'), { n: 1, q: '', city: 'BJS' }, NOW + 500],
      ['stale', () => undefined, { n: 1, q: '', city: 'BJS' }, NOW + 30_001],
    ];
    for (const [name, change, body, at] of cases) {
      const { h, starter } = wired();
      h.hooks.early = earlyCallHook(h.hooks.adapter, () => at, starter.target);
      startFirstCall([ROUTES], '', starter.host);
      change(h);
      const answer = await request('/obt/list', body);
      expect([name, answer.list]).toEqual([name, ['late']]);
      expect(h.calls).toHaveLength(1);
      expect(starter.target[EARLY_CALL_KEY]).toBeUndefined();
    }
  });

  it('other paths pass by without touching the early call', async () => {
    const { h, starter } = wired();
    startFirstCall([ROUTES], '', starter.host);
    await request('/obt/other', { n: 1 });
    expect(h.calls.map((c) => c.url)).toEqual(['/obt/other']);
    expect((await request('/obt/list', { n: 1, q: '', city: 'BJS' })).list).toEqual([7]);
  });

  it('an early request that got no answer falls back to one normal request; nothing is presented', async () => {
    const { h, starter } = wired();
    starter.answerWith(Promise.reject(new TypeError('Failed to fetch')));
    startFirstCall([ROUTES], '', starter.host);
    const answer = await request('/obt/list', { n: 1, q: '', city: 'BJS' });
    expect(answer.list).toEqual(['late']);
    expect(h.calls).toHaveLength(1);
    expect(h.outcomes).toEqual([]);
  });

  it('an early error answer is the answer: presented once, not asked again', async () => {
    const { h, starter } = wired();
    const refused: HttpResponse = { status: 200, data: { code: 500, tips: 'busy' } };
    starter.answerWith(Promise.resolve(refused));
    startFirstCall([ROUTES], '', starter.host);
    await expect(request('/obt/list', { n: 1, q: '', city: 'BJS' })).rejects.toMatchObject({ code: 500 });
    expect(h.calls).toEqual([]);
    expect(h.outcomes).toEqual([{ kind: 'toast', code: 500, tips: 'busy' }]);
  });
});
