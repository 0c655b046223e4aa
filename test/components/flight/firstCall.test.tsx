/**
 * /tk/tkList's first call (issue 17): the builder index.html runs before the app
 * (src/packages/flight/pages/tkList/firstCall.ts) answers exactly the queryFlight request the real list page sends
 * first on a cold load — a flight store restored from the same storage, the same clock, the booker from the stored
 * user — captured through the real transport. If either side changes, these fail.
 */
import TkListPage from '../../../src/packages/flight/pages/tkList/index';
import { firstCalls } from '../../../src/packages/flight/pages/tkList/firstCall';
import { flightQueryFlight, matchClbz, patForFlight, queryCabin, ruleText, weekPrice } from '../../../src/api/flight';
import type { FirstCallContext } from '../../../src/boot/firstCall';
import { STORAGE_KEYS } from '../../../src/domain/session';
import { FlightStore } from '../../../src/packages/flight/flightStore';
import { DEMO_USER } from '../support/stores';
import { resetTaro } from '../support/taro';
import { setup as transportSetup } from '../../unit/api/fakeTransport';
import { NOW, TODAY, TOMORROW, idle, memoryStorage, setup } from './harness';

const PATH = '/obt/flight/v3/shopping/queryFlight';
const SHA = { code: 'SHA', name: '上海', cityCode: 'SHA' };
const CAN = { code: 'CAN', name: '广州', cityCode: 'CAN' };

beforeEach(() => resetTaro());

/** Opens /tk/tkList cold on a store restored from `storage`; the queryFlight calls sent through the transport. */
async function coldLoad(storage: ReturnType<typeof memoryStorage>) {
  const transport = transportSetup();
  transport.respond((req) =>
    req.url === PATH
      ? { status: 200, data: { code: 1, data: { flights: [], transfers: [] } } }
      : { status: 200, data: { code: 1, list: [] } },
  );
  const api = { flightQueryFlight, queryCabin, weekPrice, matchClbz, ruleText, patForFlight };
  const store = new FlightStore({ api, storage, now: () => NOW });
  const { mount } = await setup(store);
  await mount(<TkListPage />);
  await idle(20);
  return transport.calls.filter((c) => c.url === PATH).map((c) => ({ path: c.url, body: c.data }));
}

function contextOf(storage: ReturnType<typeof memoryStorage>, user: unknown = DEMO_USER): FirstCallContext {
  const stored = (key: string) => (key === STORAGE_KEYS.userInfo ? user : (storage.get<unknown>(key) ?? null));
  return { query: {}, stored, now: NOW, locale: 'zh-CN' };
}

describe('/tk/tkList first call', () => {
  it('nothing remembered: Beijing → Shanghai tomorrow for the booker, the same call on both sides', async () => {
    const storage = memoryStorage();
    const sent = await coldLoad(storage);
    expect(sent).toHaveLength(1);
    expect(firstCalls['/tk/tkList'](contextOf(storage))).toEqual(sent[0]);
    expect(sent[0].body).toEqual({
      depCity: 'BJS',
      arrCity: 'SHA',
      depDate: TOMORROW,
      travellers: [{ empId: DEMO_USER.empInfo.empId }],
      withTransfer: true,
    });
  });

  it('a remembered round trip in business class, and a remembered past date made usable today', async () => {
    for (const query of [
      { tripType: 2, depCity: SHA, arrCity: CAN, depDate: '2026-12-01', retDate: '2026-12-03', cabinClass: 'C' },
      { tripType: 1, depCity: CAN, arrCity: SHA, depDate: '2026-11-01', retDate: '', cabinClass: '' },
    ]) {
      resetTaro();
      const storage = memoryStorage();
      storage.set(STORAGE_KEYS.history, { flight: { query } });
      const sent = await coldLoad(storage);
      expect(sent).toHaveLength(1);
      expect(firstCalls['/tk/tkList'](contextOf(storage))).toEqual(sent[0]);
      expect(sent[0].body).toMatchObject({ depCity: query.depCity.code, arrCity: query.arrCity.code });
      expect((sent[0].body as { depDate: string }).depDate > TODAY).toBe(true);
    }
  });

  it('no stored user: the travellers are not known before the app runs, nothing is built', () => {
    expect(firstCalls['/tk/tkList'](contextOf(memoryStorage(), null))).toBeNull();
  });
});
