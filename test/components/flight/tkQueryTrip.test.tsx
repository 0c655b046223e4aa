/** /tk/tkQuery through a trip request (issue 4): deep link pre-fill, bookStyle 2 (C767), the request's window. */
import { act } from 'react';
import { runInAction } from 'mobx';
import TkQueryPage from '../../../src/packages/flight/pages/tkQuery/index';
import { TripRequestStoreContext } from '../../../src/components/tripRequest';
import { DEMO_USER } from '../support/stores';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { fakeTrips } from '../tripRequest/harness';
import { $, fakeServer, idle, newFlightStore, setup } from './harness';

beforeEach(() => resetTaro());

async function open(opts: { bookStyle?: 1 | 2; params?: Record<string, string> } = {}) {
  if (opts.params) recorded.routerParams = opts.params;
  const { api } = fakeServer();
  const store = newFlightStore(api);
  const trips = fakeTrips();
  const env = await setup(store);
  runInAction(() => {
    const info = env.root.session.userInfo ?? DEMO_USER;
    env.root.session.userInfo = { ...info, vipCorp: { ...info.vipCorp, bookStyle: opts.bookStyle ?? 1 } };
  });
  const view = await env.mount(
    <TripRequestStoreContext.Provider value={trips.store}>
      <TkQueryPage />
    </TripRequestStoreContext.Provider>,
  );
  await idle();
  return { store, trips, booking: env.booking, ...view };
}

const error = (c: Element) => $(c, 'query-error')?.textContent;

describe('/tk/tkQuery through a trip request', () => {
  it('a "book this leg" link fills in the leg, its day and the travellers (asking first for a booked leg)', async () => {
    const { container, store, trips } = await open({ params: { ccsqdId: 'q1', routeId: 'r2' } });
    expect(trips.state.calls).toEqual([{ name: 'detail4Book', body: { ccsqdId: 'q1', product: '10901' } }]);
    expect($(container, 'trip-booked-confirm')?.textContent).toContain('该行程已预订，是否继续？');
    await click($(container, 'trip-booked-continue'));
    await idle();
    expect($(container, 'trip-booked-confirm')).toBeNull();
    expect(store.query).toMatchObject({ tripType: 1, depDate: '2026-12-03' });
    expect($(container, 'city-dep')?.getAttribute('aria-label')).toBe('出发城市：上海');
    expect($(container, 'city-arr')?.getAttribute('aria-label')).toBe('到达城市：北京');
    expect($(container, 'travellers')?.textContent).toContain('张三、李四');
    expect($(container, 'trip-banner-no')?.textContent).toBe('申请单号 SQ2026110001');
    expect(trips.store.choiceFor('10901')).toMatchObject({ routeId: 'r2', confirmedBooked: true });

    await click($(container, 'search'));
    expect(error(container)).toBeUndefined();
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('tkList');
  });

  it('bookStyle 2: no search without a request (C767); the picker opens', async () => {
    const { container } = await open({ bookStyle: 2 });
    expect($(container, 'trip-banner')?.textContent).toContain('贵公司需凭已审批的出差申请预订');
    await click($(container, 'search'));
    await idle();
    expect(error(container)).toBe('请先选择出差申请单');
    expect(recorded.navigations).toHaveLength(0);
    expect($(container, 'trip-picker')).not.toBeNull();

    await click($(container, 'trip-request-q1'));
    await idle();
    await click($(container, 'trip-route-r1'));
    await idle();
    expect($(container, 'city-dep')?.getAttribute('aria-label')).toBe('出发城市：北京');
    await click($(container, 'search'));
    expect(recorded.navigations).toHaveLength(1);
  });

  it('refuses a date outside the request window and names the window', async () => {
    const { container, store } = await open({ params: { ccsqdId: 'q1', routeId: 'r1' } });
    expect(store.query.depDate).toBe('2026-12-01');
    await act(async () => runInAction(() => store.setDates('2026-12-10')));
    await click($(container, 'search'));
    expect(error(container)).toBe('出行日期须在出差申请的可预订日期 2026-11-29 至 2026-12-03 之内');
    expect(recorded.navigations).toHaveLength(0);
  });
});
