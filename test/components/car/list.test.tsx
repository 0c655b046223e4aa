/**
 * /car/carList: the pre-booking check (SPEC §8: an unpaid ride with the way to pay it, product closed, no car
 * models), one card per vehicle class with its price, fare parts and policy mark (wb 1 bookable, wb 2 greyed and not
 * choosable), the estimate call of each service, choosing a class (→ /car/carEdit?estimateKey=), an expired list
 * asked again on choose, the empty and failed states.
 */
import { runInAction } from 'mobx';
import CarListPage from '../../../src/packages/car/pages/carList/index';
import type { CarService } from '../../../src/api/contract/car';
import { ORDER_TYPE } from '../../../src/domain/codes';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import {
  $,
  BJP,
  GUOMAO,
  NOW,
  PEK,
  TOMORROW,
  ZGC,
  calls,
  fakeCarServer,
  flightItem,
  idle,
  newCarSearch,
  setupCar,
  type FakeCarServer,
} from './queryHarness';

jest.mock('../../../src/hosts/map/MapView', () => ({
  MapView: (props: { label: string; polylines?: { id: string; points: unknown[] }[]; fitContent?: boolean }) => (
    <div
      data-testid="map"
      aria-label={props.label}
      data-lines={props.polylines?.map((l) => `${l.id}:${l.points.length}`).join(',')}
      data-fit={String(!!props.fitContent)}
    />
  ),
}));

beforeEach(() => resetTaro());

async function open(partial: Partial<FakeCarServer> = {}, setup?: (s: ReturnType<typeof newCarSearch>) => void) {
  let now = NOW;
  const { api, server } = fakeCarServer(partial);
  const store = newCarSearch(api, () => now);
  runInAction(() => {
    if (setup) setup(store);
    else {
      store.setFrom(GUOMAO);
      store.setTo(ZGC);
    }
  });
  const env = await setupCar(store);
  const view = await env.mount(<CarListPage />);
  await idle(20);
  return { store, server, ...view, later: (ms: number) => (now += ms) };
}

describe('/car/carList', () => {
  it('shows one card per class with price, drivers and policy marks; wb 2 is greyed and cannot be chosen', async () => {
    const { container, server } = await open();
    expect(calls(server, 'checkPreBook')).toEqual([{ orderType: ORDER_TYPE.carRealTime, useType: 8, cityCode: 'BJS' }]);
    expect(calls(server, 'estimateJsycPrice')).toHaveLength(1);
    expect($(container, 'list-route')?.textContent).toBe('国贸大厦 → 中关村');
    expect($(container, 'route-info')?.textContent).toBe('全程约12.3公里，30分钟');
    expect($(container, 'map')?.getAttribute('data-lines')).toBe('route:2');
    expect($(container, 'map')?.getAttribute('data-fit')).toBe('true');
    const cards = container.querySelectorAll('[data-testid^="estimate-"]');
    expect([...cards].map((c) => c.getAttribute('data-testid'))).toEqual([
      'estimate-economy',
      'estimate-business',
      'estimate-luxury',
    ]);
    expect($(container, 'estimate-economy')?.textContent).toContain('经济型');
    expect($(container, 'estimate-economy')?.textContent).toContain('约¥56.50');
    expect($(container, 'drivers-economy')?.textContent).toBe('附近3位司机 · 约4分钟接驾');
    expect($(container, 'drivers-luxury')?.textContent).toBe('附近暂无空闲司机');
    expect($(container, 'estimate-economy')?.querySelector('[data-testid="policy-badge"]')).toBeNull();
    expect($(container, 'estimate-business')?.querySelector('[data-testid="policy-badge"]')?.textContent).toBe('超标');
    expect($(container, 'estimate-luxury')?.querySelector('[data-testid="policy-badge"]')?.textContent).toBe(
      '不可预订',
    );
    expect($(container, 'policy-hint-luxury')?.textContent).toContain('luxury超出您的用车标准');
    expect($(container, 'choose-luxury')?.getAttribute('aria-disabled')).toBe('true');
    await click($(container, 'choose-luxury'));
    expect(recorded.navigations).toEqual([]);
  });

  it('shows the fare parts, and a chosen class opens the booking form with its estimate', async () => {
    const { container, store } = await open();
    await click($(container, 'fare-business'));
    expect($(container, 'fare-base')?.textContent).toContain('起步价');
    expect($(container, 'fare-distance')?.textContent).toContain('¥84');
    expect($(container, 'fare-total')?.textContent).toContain('¥98');
    expect($(container, 'fare-sheet')?.textContent).toContain('实际费用以行程结束时为准');
    await click($(container, 'fare-sheet-close'));
    await click($(container, 'choose-business'));
    expect(store.estimate?.estimateKey).toBe('k-8-business-0');
    expect(recorded.navigations.at(-1)?.url).toBe('/packages/car/pages/carEdit/index?estimateKey=k-8-business-0');
  });

  it('asks an expired list again on choose and shows a changed price before going on', async () => {
    const { container, server, store, later } = await open();
    later(11 * 60_000);
    await click($(container, 'choose-economy'));
    expect(calls(server, 'estimateJsycPrice')).toHaveLength(2);
    expect($(container, 'list-notice')?.textContent).toBe('价格已更新，请确认后重新选择');
    expect(recorded.navigations).toEqual([]);
    expect($(container, 'estimate-economy')?.textContent).toContain('约¥57.50');
    await click($(container, 'choose-economy'));
    expect(store.estimate?.estimateKey).toBe('k-8-economy-1');
    expect(recorded.navigations.at(-1)?.url).toContain('estimateKey=k-8-economy-1');
  });

  it('blocks with an unpaid ride and offers to pay it (SPEC §8)', async () => {
    const { container, server } = await open({
      preBook: { ok: false, reason: 'unpaidRide', message: '', unpaidOrderId: 'R42' },
    });
    expect($(container, 'prebook-notice')?.textContent).toContain('您有未支付的用车订单，请先完成支付');
    expect(calls(server, 'estimateJsycPrice')).toHaveLength(0);
    expect($(container, 'estimates')).toBeNull();
    await click($(container, 'prebook-pay'));
    expect(recorded.navigations.at(-1)?.url).toMatch(/^\/packages\/car\/pages\/carJsycDetail\/index\?id=R42/);
  });

  it('says when the product is closed or the city has no car models', async () => {
    const closed = await open({ preBook: { ok: false, reason: 'productClosed', message: '' } });
    expect($(closed.container, 'prebook-notice')?.textContent).toBe('您的公司暂未开通用车服务');
    expect($(closed.container, 'prebook-pay')).toBeNull();
    closed.unmount();
    const none = await open({ preBook: { ok: false, reason: 'noModels', message: '' } });
    expect($(none.container, 'estimates-empty')?.textContent).toContain('该城市暂无可用车型');
    none.unmount();
    const empty = await open({ estimates: () => [] });
    expect($(empty.container, 'estimates-empty')?.textContent).toContain('该城市暂无可用车型');
  });

  it('shows a failure with retry', async () => {
    const { container, server } = await open({ failEstimates: true });
    expect($(container, 'estimates-error')?.textContent).toContain('价格预估失败');
    server.failEstimates = false;
    await click($(container, 'estimates-error')?.querySelector('[role="button"]') ?? null);
    await idle(20);
    expect($(container, 'estimates')).not.toBeNull();
  });

  it('sends a query with a problem back to the form', async () => {
    const { container, server } = await open({}, (s) => s.setFrom(GUOMAO));
    expect(container.textContent).toContain('请选择下车地点');
    expect(calls(server, 'checkPreBook')).toHaveLength(0);
  });

  const cases: [CarService, string, (s: ReturnType<typeof newCarSearch>) => void][] = [
    ['scheduled', 'estimateYyycPrice', (s) => (s.setFrom(GUOMAO), s.setTo(ZGC))],
    ['airportPickup', 'estimateYyycPrice', (s) => (s.setFlight(flightItem(TOMORROW)), s.setTo(GUOMAO))],
    ['airportDropoff', 'estimateYyycPrice', (s) => (s.setFrom(GUOMAO), s.setTo(PEK))],
    ['stationPickup', 'estimateYyycPrice', (s) => (s.setFrom(BJP), s.setTo(GUOMAO))],
    ['stationDropoff', 'estimateYyycPrice', (s) => (s.setFrom(GUOMAO), s.setTo(BJP))],
    ['dayRental', 'queryDayCar', (s) => s.setFrom(GUOMAO)],
  ];
  it.each(cases)('estimates a %s ride with %s', async (service, call, fill) => {
    const { server, container } = await open({}, (s) => {
      s.setService(service);
      fill(s);
    });
    expect(calls(server, 'estimateJsycPrice')).toHaveLength(0);
    const bodies = calls(server, call) as { useType: number; useTime: string; to?: unknown; flightNo?: string }[];
    expect(bodies).toHaveLength(1);
    expect(calls(server, 'checkPreBook')[0]).toMatchObject({ orderType: ORDER_TYPE.car });
    const useType = {
      scheduled: 1,
      airportPickup: 2,
      airportDropoff: 3,
      stationPickup: 4,
      stationDropoff: 5,
      dayRental: 6,
    };
    expect(bodies[0].useType).toBe(useType[service as keyof typeof useType]);
    if (service === 'dayRental') {
      expect(bodies[0]).toMatchObject({ dayPackage: 'fullDay', days: 1 });
      expect(bodies[0]).not.toHaveProperty('to');
    }
    if (service === 'airportPickup')
      expect(bodies[0]).toMatchObject({ flightNo: 'MU5101', useTime: `${TOMORROW} 14:45` });
    expect($(container, 'estimates')).not.toBeNull();
    expect($(container, 'drivers-economy')).toBeNull();
  });
});
