/**
 * /allorder's first call (issue 17): the builder index.html runs before the app (src/pages/allorder/firstCall.ts)
 * answers exactly the list request the real order centre sends first on a cold load — same stored user, same clock —
 * captured through the real transport. If either side changes, this fails.
 */
import AllOrderPage from '../../../src/pages/allorder/index';
import { firstCalls } from '../../../src/pages/allorder/firstCall';
import type { FirstCallContext } from '../../../src/boot/firstCall';
import type { BookRange } from '../../../src/api/contract';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { setClock } from '../../../src/hosts/clock';
import { StoreProvider } from '../../../src/stores';
import { render, settle } from '../support/render';
import { DEMO_USER, makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import { setup } from '../../unit/api/fakeTransport';

const NOW = Date.UTC(2026, 10, 26, 3, 0, 0);
let restore: () => void;
beforeEach(() => {
  resetTaro();
  restore = setClock(() => NOW);
});
afterEach(() => restore());

/** The order centre opened cold by a signed-in employee whose user info says `bookRange`; the calls it sent. */
async function coldLoad(bookRange: BookRange) {
  const transport = setup();
  transport.respond(() => ({ status: 200, data: { code: 1, data: { total: 0, createdBefore: NOW }, list: [] } }));
  recorded.routerParams = {};
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  store.session.userInfo = { ...DEMO_USER, empInfo: { ...DEMO_USER.empInfo, bookRange } };
  await render(
    <StoreProvider store={store}>
      <AllOrderPage />
    </StoreProvider>,
  );
  await settle();
  return transport.calls.map((c) => ({ path: c.url, body: c.data }));
}

function contextOf(bookRange: BookRange): FirstCallContext {
  const stored: Record<string, unknown> = {
    [STORAGE_KEYS.token]: 'c'.repeat(32),
    [STORAGE_KEYS.userInfo]: { ...DEMO_USER, empInfo: { ...DEMO_USER.empInfo, bookRange } },
  };
  return { query: {}, stored: (key) => stored[key] ?? null, now: NOW, locale: 'zh-CN' };
}

describe('/allorder first call', () => {
  it.each([1, 3] as BookRange[])('bookRange %d: the builder sends the page’s first list call', async (bookRange) => {
    const sent = await coldLoad(bookRange);
    expect(sent).toHaveLength(1);
    const built = firstCalls['/allorder'](contextOf(bookRange));
    expect(built).toEqual(sent[0]);
    expect(built?.body).toMatchObject({ pageNum: 1, statusGroup: 'all', dateType: 1, findScope: 1 });
  });
});
