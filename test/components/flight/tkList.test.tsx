import { act } from 'react';
import TkListPage from '../../../src/packages/flight/pages/tkList/index';
import { fromCandidate, selfCandidate } from '../../../src/stores/booking';
import { click } from '../support/render';
import { DEMO_USER } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import {
  $,
  TOMORROW,
  all,
  fakeServer,
  flight,
  idle,
  newFlightStore,
  setup,
  transfer,
  type FakeFlightServer,
} from './harness';

beforeEach(() => resetTaro());

async function open(partial: Partial<FakeFlightServer> = {}, prepare?: (s: ReturnType<typeof newFlightStore>) => void) {
  const { api, server } = fakeServer(partial);
  const store = newFlightStore(api);
  store.startSearch();
  prepare?.(store);
  const { mount } = await setup(store);
  const view = await mount(<TkListPage />);
  await idle();
  return { store, server, ...view };
}

/** Flight numbers of the rendered rows, in screen order (rows are absolutely placed by index). */
function shownFlights(container: Element): string[] {
  return all(container, '[role="listitem"]')
    .sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
    .map(
      (row) => row.querySelector('[data-testid^="flight-"]')?.getAttribute('data-testid')?.slice(7).split('_')[0] ?? '',
    );
}
const prices = (container: Element) =>
  all(container, '[data-testid="row-price"]').map((p) => Number(p.textContent?.slice(1)));

describe('/tk/tkList (sort, filters, windowed list, states)', () => {
  it('searches for the travellers chosen in the booking kit (policy per traveller)', async () => {
    const { api, server } = fakeServer();
    const store = newFlightStore(api);
    store.startSearch();
    const { mount, booking } = await setup(store);
    booking.begin(DEMO_USER.empInfo);
    const colleague = { ...DEMO_USER.empInfo, empId: 'e2', empName: '李四' };
    booking.setTravellers([fromCandidate(selfCandidate(DEMO_USER.empInfo)), fromCandidate(selfCandidate(colleague))]);
    await mount(<TkListPage />);
    expect(
      server.calls.filter((c) => c.name === 'queryFlight').map((c) => (c.body as { travellers: unknown }).travellers),
    ).toEqual([[{ empId: 'e1' }, { empId: 'e2' }]]);
  });

  it('queries the route for the traveller and shows the flights by departure time with policy badges', async () => {
    const { container, server } = await open();
    expect(server.calls.find((c) => c.name === 'queryFlight')?.body).toEqual({
      depCity: 'BJS',
      arrCity: 'SHA',
      depDate: TOMORROW,
      travellers: [{ empId: 'e1' }],
      withTransfer: true,
    });
    expect($(container, 'list-route')?.textContent).toBe('北京 → 上海');
    expect(shownFlights(container)).toEqual(['CA1000', 'MU1001', 'CZ1002', 'CA1003', 'MU1004']);
    const row = $(container, `flight-CA1000_${TOMORROW}`);
    // A sort tool's two lines are two words in its text, as in its name '按时间排序：从早到晚' (axe joins text nodes).
    expect($(container, 'sort-time')?.textContent).toBe('时间 从早到晚');
    // The row is named by what it shows, the parts apart (no aria-label saying something else).
    expect(row?.hasAttribute('aria-label')).toBe(false);
    expect(row?.textContent).toContain('中国国航 CA1000');
    expect(row?.textContent).toMatch(/^06:00 首都T3 /);
    expect(all(container, '[data-testid="policy-badge"]').map((b) => b.textContent)).toContain('合规');
  });

  it('sorts by price ascending, then descending, and back by time', async () => {
    const { container } = await open();
    await click($(container, 'sort-price'));
    const asc = prices(container);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect($(container, 'sort-price')?.hasAttribute('aria-label')).toBe(false);
    expect($(container, 'sort-price')?.textContent).toBe('价格 从低到高');
    await click($(container, 'sort-price'));
    const desc = prices(container);
    expect(desc).toEqual([...asc].reverse());
    await click($(container, 'sort-time'));
    expect(shownFlights(container)[0]).toBe('CA1000');
  });

  it('filters by airline and direct flights in the filter sheet, and clears the filters', async () => {
    const { container, store } = await open();
    await click($(container, 'open-filter'));
    const sheet = $(container, 'filter-sheet') as Element;
    await click($(sheet, 'filter-airline-CA'));
    expect($(sheet, 'filter-airline-CA')?.getAttribute('aria-checked')).toBe('true');
    expect($(sheet, 'filter-apply')?.textContent).toBe('查看2个航班');
    await click($(sheet, 'filter-apply'));
    expect(shownFlights(container)).toEqual(['CA1000', 'CA1003']);
    expect($(container, 'open-filter')?.hasAttribute('aria-label')).toBe(false);
    expect($(container, 'open-filter')?.textContent).toBe('筛选 1');

    await click($(container, 'open-filter'));
    await click($(container, 'filter-airline-CA'));
    await click($(container, 'filter-direct'));
    await click($(container, 'filter-apply'));
    // MU1004 stops in Jinan.
    expect(shownFlights(container)).toEqual(['CA1000', 'MU1001', 'CZ1002', 'CA1003']);
    expect(store.filters.directOnly).toBe(true);

    await click($(container, 'open-filter'));
    await click($(container, 'filter-time-night'));
    await click($(container, 'filter-apply'));
    expect(container.textContent).toContain('没有符合筛选条件的航班');
    await click(
      Array.from(container.querySelectorAll('[role="button"]')).find((b) => b.textContent === '清除筛选') ?? null,
    );
    expect(shownFlights(container)).toHaveLength(5);
  });

  it('renders 500 flights as a window of rows and moves the window when scrolled', async () => {
    const many = Array.from({ length: 500 }, (_, i) => flight(i));
    const { container } = await open({ flights: () => ({ flights: many, transfers: [] }) });
    const rows = all(container, '[role="listitem"]');
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.length).toBeLessThan(40);
    expect(all(container, '[data-testid^="flight-"]').length).toBe(rows.length);
    expect(rows[0].getAttribute('aria-setsize')).toBe('500');

    // The scrolling element of the shared windowed list.
    const scroller = container.querySelector('.wlist') as HTMLElement;
    const rowPx = (scroller.querySelector('[role="list"]') as HTMLElement).style.height;
    const total = parseFloat(rowPx);
    await act(async () => {
      scroller.scrollTop = (total / 500) * 250;
      scroller.dispatchEvent(new Event('scroll'));
    });
    const positions = all(container, '[role="listitem"]').map((r) => Number(r.getAttribute('aria-posinset')));
    expect(Math.min(...positions)).toBeGreaterThan(200);
    expect(Math.max(...positions)).toBeLessThan(300);
    expect(positions).toContain(251);
    expect(positions.length).toBeLessThan(40);
  });

  it('shows a skeleton while the search runs', async () => {
    const { api } = fakeServer();
    const store = newFlightStore({ ...api, flightQueryFlight: () => new Promise(() => undefined) });
    store.startSearch();
    const { mount } = await setup(store);
    const { container } = await mount(<TkListPage />);
    expect($(container, 'list-skeleton')?.getAttribute('aria-busy')).toBe('true');
    expect($(container, 'list-skeleton')?.getAttribute('aria-label')).toBe('正在查询航班');
  });

  it('shows an error with retry', async () => {
    const { container, server } = await open({ failQuery: true });
    expect(container.textContent).toContain('航班查询失败');
    server.failQuery = false;
    await click(
      Array.from(container.querySelectorAll('[role="button"]')).find((b) => b.textContent === '重试') ?? null,
    );
    await idle();
    expect(shownFlights(container)).toHaveLength(5);
  });

  it('shows an empty day, and the next-day button moves the search and the low-price strip', async () => {
    const { container, store, server } = await open({ flights: () => ({ flights: [], transfers: [] }) });
    expect(container.textContent).toContain('该日期暂无航班');
    expect($(container, `strip-${TOMORROW}`)?.getAttribute('aria-pressed')).toBe('true');
    expect($(container, `strip-${TOMORROW}`)?.textContent).toContain('¥');
    await click($(container, 'next-day'));
    await idle();
    expect(store.query.depDate).toBe('2026-11-24');
    expect(
      server.calls.filter((c) => c.name === 'queryFlight').map((c) => (c.body as { depDate: string }).depDate),
    ).toEqual([TOMORROW, '2026-11-24']);
    // Today is the first day: there is no earlier day to go to from today.
    await click($(container, 'prev-day'));
    await click($(container, 'prev-day'));
    await idle();
    expect(store.query.depDate).toBe('2026-11-22');
    expect($(container, 'prev-day')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('opens a flight and a connection', async () => {
    const { container, store } = await open({
      flights: (_d, _a, date) => ({ flights: [flight(0, date)], transfers: [transfer('T1', date)] }),
    });
    await click($(container, `flight-CA1000_${TOMORROW}`));
    expect(recorded.navigations.at(-1)?.url).toBe(
      `/packages/flight/pages/tkCabin/index?flightId=CA1000_${TOMORROW}&leg=0`,
    );
    await click($(container, 'tab-transfers'));
    await click($(container, 'transfer-T1'));
    expect(store.transfer?.transferId).toBe('T1');
    expect(recorded.navigations.at(-1)?.url).toBe('/packages/flight/pages/tkCabinTransfer/index?transferId=T1');
  });

  it('round trip: after the outbound fare the list shows the return leg', async () => {
    const { container, store, server } = await open({}, (s) => {
      s.setTripType(2);
      s.startSearch();
    });
    const first = store.visibleFlights[0];
    await act(async () => {
      store.selectFare(first, first.lowest, 0);
    });
    await idle();
    expect($(container, 'list-route')?.textContent).toBe('返程 上海 → 北京');
    expect($(container, 'outbound-chosen')?.textContent).toContain('CA1000');
    const last = server.calls.filter((c) => c.name === 'queryFlight').at(-1)?.body;
    expect(last).toMatchObject({ depCity: 'SHA', arrCity: 'BJS', depDate: '2026-11-25', withTransfer: false });
    await click($(container, 'change-outbound'));
    await idle();
    expect($(container, 'list-route')?.textContent).toBe('去程 北京 → 上海');
  });
});
