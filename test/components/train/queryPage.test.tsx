/** /tr/trQuery: stations, swap, date, high-speed only, SPEC §5 refusals, history, flight suggestion, trip link. */
import { act } from 'react';
import { runInAction } from 'mobx';
import TrQueryPage from '../../../src/packages/train/pages/trQuery/index';
import { TripRequestStoreContext } from '../../../src/components/tripRequest';
import { addCalendarDays, chinaDayStartMs } from '../../../src/domain/time';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { DEMO_USER } from '../support/stores';
import { REQUEST, fakeTrips, tripRoute } from '../tripRequest/harness';
import { $, LAST_DAY, NOW, TODAY, TOMORROW, fakeTrainServer, idle, newTrainStore, setupTrain } from './searchHarness';

beforeEach(() => resetTaro());

async function open(
  opts: { now?: number; params?: Record<string, string>; trips?: ReturnType<typeof fakeTrips> } = {},
) {
  if (opts.params) recorded.routerParams = opts.params;
  const now = opts.now ?? NOW;
  const { api, server } = fakeTrainServer();
  const store = newTrainStore(api, undefined, () => now);
  const trips = opts.trips ?? fakeTrips();
  const env = await setupTrain(store, now);
  const view = await env.mount(
    <TripRequestStoreContext.Provider value={trips.store}>
      <TrQueryPage />
    </TripRequestStoreContext.Provider>,
  );
  await idle();
  return { store, server, trips, ...env, ...view };
}

const error = (c: Element) => $(c, 'query-error')?.textContent;
const set = (fn: () => void) => act(async () => runInAction(fn));

describe('/tr/trQuery', () => {
  it('opens on Beijing → Shanghai tomorrow and swaps the stations', async () => {
    const { container, store } = await open();
    expect($(container, 'station-from')?.getAttribute('aria-label')).toBe('出发站：北京');
    expect($(container, 'station-to')?.getAttribute('aria-label')).toBe('到达站：上海');
    expect($(container, 'date')?.getAttribute('aria-label')).toContain('明天');
    expect(store.query.date).toBe(TOMORROW);
    expect($(container, 'swap')?.getAttribute('aria-label')).toBe('交换出发站和到达站');
    await click($(container, 'swap'));
    expect($(container, 'station-from')?.getAttribute('aria-label')).toBe('出发站：上海');
    expect(store.query.to?.code).toBe('BJP');
  });

  it('refuses the same stations and a past date, and searches a valid form (SPEC §5)', async () => {
    const { container, store } = await open();
    await set(() => store.setTo({ code: 'BJP', name: '北京', cityCode: 'BJP' }));
    await click($(container, 'search'));
    expect(error(container)).toBe('出发站和到达站不能相同');
    await set(() => store.setTo({ code: 'SHH', name: '上海', cityCode: 'SHH' }));
    expect(error(container)).toBeUndefined();
    await set(() => store.setDate(addCalendarDays(TODAY, -1)));
    await click($(container, 'search'));
    expect(error(container)).toBe('出行日期已过期，请重新选择');
    expect(recorded.navigations).toEqual([]);
    await set(() => store.setDate(LAST_DAY));
    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    expect(recorded.navigations.at(-1)).toEqual({ kind: 'navigateTo', url: '/packages/train/pages/trList/index' });
    expect(store.search).toMatchObject({ date: LAST_DAY });
    // The route is now in the history; a tap reuses it, 'clear' forgets it.
    expect($(container, 'history-BJP-SHH')).not.toBeNull();
    await click($(container, 'history-clear'));
    expect($(container, 'history')).toBeNull();
  });

  it('switches high-speed only and suggests flights with the same cities', async () => {
    const { container, store } = await open();
    const sw = $(container, 'high-speed');
    expect(sw?.getAttribute('role')).toBe('checkbox');
    expect(sw?.getAttribute('aria-checked')).toBe('false');
    await click(sw);
    expect(store.query.highSpeedOnly).toBe(true);
    expect($(container, 'high-speed')?.getAttribute('aria-checked')).toBe('true');
    const flight = $(container, 'flight-suggest');
    expect(flight?.textContent).toBe('坐飞机更快，查看北京到上海的机票');
    await click(flight);
    const url = decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
    expect(url).toContain('tkQuery');
    expect(url).toContain('depCityName=北京');
    expect(url).toContain('arrCityName=上海');
  });

  it('says rail ticketing is closed from 00:00 to 04:59 China time', async () => {
    const night = chinaDayStartMs(TODAY) + 4 * 3_600_000 + 59 * 60_000;
    const { container } = await open({ now: night });
    expect($(container, 'maintenance')?.textContent).toContain('05:00');
    resetTaro();
    const morning = await open({ now: chinaDayStartMs(TODAY) + 5 * 3_600_000 });
    expect($(morning.container, 'maintenance')).toBeNull();
  });

  it('a trip-request link fills the leg’s cities and day, and the search carries the request', async () => {
    const day = addCalendarDays(TODAY, 3);
    const request = {
      ...REQUEST,
      dateBegin: day,
      dateEnd: addCalendarDays(day, 2),
      windowFrom: TODAY,
      windowTo: addCalendarDays(day, 4),
      routes: [
        tripRoute({
          routeId: 'r1',
          product: '10904',
          depCity: 'SHH',
          depCityName: '上海',
          arrCity: 'NJH',
          arrCityName: '南京',
          dateBegin: day,
          windowFrom: TODAY,
          windowTo: addCalendarDays(day, 2),
        }),
      ],
    };
    const trips = fakeTrips([request]);
    const { container, store, root } = await open({ params: { ccsqdId: 'q1', routeId: 'r1' }, trips });
    await idle();
    expect(trips.state.calls[0]).toEqual({ name: 'detail4Book', body: { ccsqdId: 'q1', product: '10904' } });
    expect($(container, 'station-from')?.getAttribute('aria-label')).toBe('出发站：上海');
    expect($(container, 'station-to')?.getAttribute('aria-label')).toBe('到达站：南京');
    expect(store.query).toMatchObject({ date: day, ccsqdId: 'q1', routeId: 'r1' });
    expect(root.session.userInfo?.empInfo.empId).toBe(DEMO_USER.empInfo.empId);
    // A day outside the leg's window is refused with the window named.
    await set(() => store.setDate(addCalendarDays(day, 5)));
    await click($(container, 'search'));
    expect(error(container)).toContain(addCalendarDays(day, 2));
    await set(() => store.setDate(day));
    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    expect(store.search?.date).toBe(day);
  });
});
