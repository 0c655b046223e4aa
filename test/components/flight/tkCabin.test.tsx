import TkCabinPage from '../../../src/packages/flight/pages/tkCabin/index';
import TkCabinTransferPage from '../../../src/packages/flight/pages/tkCabinTransfer/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import {
  $,
  NOW,
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

const FLIGHT_ID = `CA1000_${TOMORROW}`;

async function open(partial: Partial<FakeFlightServer> = {}, opts: { roundTrip?: boolean; leg?: 0 | 1 } = {}) {
  const { api, server } = fakeServer(partial);
  const store = newFlightStore(api);
  if (opts.roundTrip) store.setTripType(2);
  store.startSearch();
  recorded.routerParams = { flightId: FLIGHT_ID, leg: String(opts.leg ?? 0) };
  const { mount } = await setup(store);
  const view = await mount(<TkCabinPage />);
  await idle();
  return { store, server, ...view };
}

const calls = (server: FakeFlightServer, name: string) =>
  server.calls.filter((c) => c.name === name).map((c) => c.body);

describe('/tk/tkCabin (fares, rules, policy, choosing)', () => {
  it('shows the flight and its fares by cabin class with price, discount, seats and policy', async () => {
    const { container, server } = await open();
    expect(calls(server, 'queryCabin')).toEqual([{ flightId: FLIGHT_ID, travellers: [{ empId: 'e1' }] }]);
    expect($(container, 'flight-summary')?.textContent).toContain('CA1000');
    const headings = all(container, '[role="heading"][aria-level="2"]').map((h) => h.textContent);
    expect(headings[0]).toContain('经济舱');
    expect(headings[1]).toContain('公务舱');
    const y = $(container, `cabin-${FLIGHT_ID}-Y`) as Element;
    expect(y.textContent).toContain('¥680');
    expect(y.textContent).toContain('4.5折');
    expect(y.textContent).toContain('仅剩3张');
    expect(y.textContent).toContain('合规');
    expect($(container, `cabin-${FLIGHT_ID}-B`)?.textContent).toContain('余票>9');
    expect($(container, `cabin-${FLIGHT_ID}-C`)?.textContent).toContain('全价');
    expect($(container, `policy-${FLIGHT_ID}-B`)?.getAttribute('aria-label')).toBe('超标，查看谁超标及原因');
  });

  it('opens the full rule text and the policy of each traveller', async () => {
    const { container, server } = await open({
      policy: {
        mustComply: false,
        results: [
          {
            traveller: { empId: 'e1' },
            name: '张三',
            policy: { compliant: false, violations: [{ code: 'discount', text: '超过8折上限' }] },
          },
        ],
      },
    });
    await click($(container, `rules-${FLIGHT_ID}-Y`));
    await idle();
    expect($(container, 'rule-text')?.textContent).toContain('免费改期一次');
    expect(calls(server, 'ruleText')).toEqual([{ fareKey: `${FLIGHT_ID}-Y` }]);
    await click($(container, 'rule-sheet-close'));
    await click($(container, `policy-${FLIGHT_ID}-B`));
    await idle();
    expect(all(container, '[data-testid="policy-row"]').map((r) => r.textContent)).toEqual([
      '张三超出差旅标准· 超过8折上限',
    ]);
  });

  it('one-way: choosing a fare prices it for the passengers, stores it and opens the booking form', async () => {
    const { container, store, server } = await open();
    await click($(container, `choose-${FLIGHT_ID}-Y`));
    await idle();
    expect(calls(server, 'patForFlight')).toEqual([
      { fareKeys: [`${FLIGHT_ID}-Y`], adults: 1, children: 0, infants: 0 },
    ]);
    expect(store.selection.tripType).toBe(1);
    expect(store.selection.segments.map((s) => s.cabin.fareKey)).toEqual([`${FLIGHT_ID}-Y`]);
    expect(store.selection.segments[0].prices).toEqual([{ psgType: 1, fare: 680, tax: 50 }]);
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/tkEdit.*tripType=1/);
  });

  it('a violating fare is checked per traveller; where the company requires compliance it is refused', async () => {
    const { container, store, server } = await open({
      policy: {
        mustComply: true,
        results: [
          {
            traveller: { empId: 'e1' },
            name: '张三',
            policy: { compliant: false, violations: [{ code: 'cabinClass', text: '公务舱超标' }] },
          },
        ],
      },
    });
    await click($(container, `choose-${FLIGHT_ID}-C`));
    await idle();
    expect(calls(server, 'matchClbz')).toEqual([{ fareKey: `${FLIGHT_ID}-C`, travellers: [{ empId: 'e1' }] }]);
    expect($(container, 'cabin-notice')?.textContent).toContain('必须符合差旅标准');
    expect($(container, 'policy-sheet')).not.toBeNull();
    expect(calls(server, 'patForFlight')).toEqual([]);
    expect(store.selection.segments).toEqual([]);
  });

  it('a violating fare without the compliance rule is chosen with who violates (for the reason on tkEdit)', async () => {
    const policy = {
      mustComply: false,
      results: [
        {
          traveller: { empId: 'e1' },
          name: '张三',
          policy: { compliant: false, violations: [{ code: 'discount', text: '超过折扣上限' }] },
        },
      ],
    };
    const { container, store } = await open({ policy });
    await click($(container, `choose-${FLIGHT_ID}-B`));
    await idle();
    expect(store.selection.segments[0].policy).toEqual(policy);
  });

  it('round trip: the outbound fare goes back to the list for the return leg', async () => {
    const { container, store } = await open({}, { roundTrip: true });
    expect($(container, `choose-${FLIGHT_ID}-Y`)?.textContent).toBe('选择');
    await click($(container, `choose-${FLIGHT_ID}-Y`));
    await idle();
    expect(store.leg).toBe(1);
    expect(store.outbound?.cabin.fareKey).toBe(`${FLIGHT_ID}-Y`);
    // The cabin screen was opened directly (stack of one): the list replaces it.
    expect(recorded.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: '/packages/flight/pages/tkList/index' });
  });

  it('within 40 minutes of departure nothing can be chosen', async () => {
    const near = new Date(NOW + 30 * 60_000);
    const hhmm = `${String((near.getUTCHours() + 8) % 24).padStart(2, '0')}:${String(near.getUTCMinutes()).padStart(2, '0')}`;
    const { container, server } = await open({
      cabins: (flightId) => ({
        flight: flight(0, '2026-11-22', { flightId, depTime: `2026-11-22 ${hhmm}` }),
        bookable: false,
        cabins: [
          {
            fareKey: 'k1',
            cabinCode: 'Y',
            cabinClass: 'Y',
            cabinName: '经济舱',
            price: 500,
            discount: 50,
            seats: 5,
            ruleSummary: '',
          },
        ],
      }),
    });
    expect($(container, 'too-close')?.textContent).toBe('距起飞不足40分钟，不能预订该航班');
    expect($(container, 'choose-k1')?.getAttribute('aria-disabled')).toBe('true');
    await click($(container, 'choose-k1'));
    expect(calls(server, 'patForFlight')).toEqual([]);
  });
});

describe('/tk/tkCabinTransfer (one fare per leg → tripType 3)', () => {
  it('needs a fare on both legs, then books the connection', async () => {
    const { api, server } = fakeServer();
    const store = newFlightStore(api);
    store.startSearch();
    store.openTransfer(transfer('T1'));
    recorded.routerParams = { transferId: 'T1' };
    const { mount } = await setup(store);
    const { container } = await mount(<TkCabinTransferPage />);
    await idle();
    expect(calls(server, 'queryCabin').map((b) => (b as { flightId: string }).flightId)).toEqual([
      `MU2001_${TOMORROW}`,
      `CZ3002_${TOMORROW}`,
    ]);
    expect($(container, 'layover')?.textContent).toBe('在武汉中转，停留1小时30分');
    expect($(container, 'transfer-next')?.getAttribute('aria-disabled')).toBe('true');
    await click($(container, `choose-MU2001_${TOMORROW}-Y`));
    expect($(container, `choose-MU2001_${TOMORROW}-Y`)?.getAttribute('aria-checked')).toBe('true');
    await click($(container, `choose-CZ3002_${TOMORROW}-Y`));
    expect($(container, 'transfer-total')?.textContent).toBe('¥1,360.00');
    await click($(container, 'transfer-next'));
    await idle();
    expect(store.selection.tripType).toBe(3);
    expect(store.selection.segments.map((s) => s.flight.flightNo)).toEqual(['MU2001', 'CZ3002']);
    expect(calls(server, 'patForFlight')[0]).toMatchObject({
      fareKeys: [`MU2001_${TOMORROW}-Y`, `CZ3002_${TOMORROW}-Y`],
    });
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/tkEdit.*tripType=3/);
  });

  it('an itinerary the store no longer knows asks to search again', async () => {
    const { api } = fakeServer();
    const store = newFlightStore(api);
    recorded.routerParams = { transferId: 'gone' };
    const { mount } = await setup(store);
    const { container } = await mount(<TkCabinTransferPage />);
    expect(container.textContent).toContain('查询已过期，请重新查询');
  });
});
