/**
 * /car/carOrderDetail?orderId= (SPEC §2): the ride's fields (service, places, time, class, passenger, riders and
 * luggage, flight, driver, estimate against actual fare, price lines, timeline, processing steps), the actions (pay
 * through the cashier, follow the ride, the route view, cancel), the refund of a cancelled prepaid order, and the
 * hand-over of a running real-time ride opened by its order type to /car/carJsycDetail/{id}.
 */
import CarOrderDetailPage from '../../../src/packages/car/pages/carOrderDetail/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, CALLED, DRIVER, TODAY, callsOf, carOrder, rideAt, setup, stamp, type FakeCarOrders } from './orderHarness';

jest.mock('../../../src/hosts/map/MapView', () => jest.requireActual('./orderMap'));

let restore: (() => void) | null = null;
beforeEach(() => resetTaro());
afterEach(() => {
  restore?.();
  restore = null;
});

async function open(orderId: string, data: Partial<FakeCarOrders>, extra: Record<string, string> = {}) {
  recorded.routerParams = { orderId, ...extra };
  const env = await setup({ data });
  restore = env.restoreClock;
  const view = await env.mount(<CarOrderDetailPage />);
  return { ...env, ...view };
}

const text = (c: Element, id: string) => $(c, id)?.textContent ?? '';
const lastNav = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

/** An airport pick-up (11018, use type 2) for flight CA1501, paid and waiting, prepaid ¥120. */
const pickup = (partial: Parameters<typeof carOrder>[0] = {}) =>
  carOrder({
    orderId: 'C2',
    orderNo: 'CY202600002',
    orderType: 11018,
    useType: 2,
    orderStatus: 'paid',
    flightNo: 'CA1501',
    useTime: `${TODAY} 18:30`,
    amount: 120,
    estimatedPrice: 120,
    paid: true,
    priceLines: [{ kind: 'fare', label: '接机车费', unitPrice: 120, count: 1, amount: 120 }],
    stages: [],
    actions: { pay: false, cancel: true, track: false },
    ...partial,
  });

describe('/car/carOrderDetail', () => {
  it('shows the ride: service, class, time, places, flight, riders and luggage, passenger, fare, timeline', async () => {
    const { container, server } = await open('C2', {
      orders: { C2: pickup() },
      steps: { C2: [{ status: 'paid', note: '已支付，等待派车', at: stamp(CALLED) }] },
    });
    const trip = text(container, 'order-trip');
    expect(trip).toContain('接机');
    expect(trip).toContain('舒适型 · 大众帕萨特、丰田凯美瑞');
    expect(trip).toContain(`${TODAY} 18:30`);
    expect(trip).toContain('国贸大厦（朝阳区建国门外大街1号）');
    expect(trip).toContain('北京南站');
    expect(trip).toContain('CA1501');
    expect(trip).toContain('2人');
    expect(trip).toContain('标准行李1件，大件1件');
    expect(text(container, 'passenger-name')).toBe('张三');
    expect(text(container, 'passenger-phone')).toBe('138****0001');
    expect(text(container, 'order-fare')).toContain('¥120.00');
    expect(text(container, 'order-fare')).not.toContain('实际费用');
    expect(text(container, 'order-head')).toContain('CY202600002');
    expect(text(container, 'order-steps')).toContain('已支付，等待派车');
    expect(callsOf(server, 'carBlztList').map((c) => c.body)).toEqual([{ orderId: 'C2' }]);
    expect($(container, 'order-driver')).toBeNull();
    expect($(container, 'order-track')).toBeNull();
    expect($(container, 'ride-cancel')).not.toBeNull();
    await click($(container, 'order-route'));
    expect(lastNav()).toMatch(/driving(\/index)?\?orderId=C2$/);
  });

  it('an unpaid pre-booked order pays through the cashier', async () => {
    const { container } = await open('C2', {
      orders: {
        C2: pickup({ orderStatus: 'awaitingPayment', paid: false, actions: { pay: true, cancel: true, track: false } }),
      },
    });
    await click(container.querySelector('[data-testid="order-actions"] [data-action="pay"]'));
    expect(lastNav()).toMatch(/payment(\/index)?\?orderIds=C2$/);
  });

  it('a finished ride shows the driver, the estimate against the actual fare and what was driven', async () => {
    const done = rideAt('awaitingPayment', {
      orderStatus: 'completed',
      paid: true,
      amount: 42,
      actualPrice: 42,
      actualDistance: 8100,
      actualDuration: 1260,
      actions: { pay: false, cancel: false, track: false },
    });
    const { container } = await open('C1', { orders: { C1: done } });
    const fare = text(container, 'order-fare');
    expect(fare).toContain('预估费用¥38.00');
    expect(fare).toContain('实际费用¥42.00');
    expect(fare).toContain('8.1公里');
    expect(fare).toContain('21分钟');
    expect(text(container, 'order-driver')).toContain(DRIVER.plate);
    expect(text(container, 'order-trip')).toContain('立即用车');
    expect($(container, 'ride-cancel')).toBeNull();
  });

  it('a cancelled prepaid order shows its refund', async () => {
    const { container } = await open('C2', {
      orders: {
        C2: pickup({
          orderStatus: 'cancelled',
          refundAmount: 120,
          actions: { pay: false, cancel: false, track: false },
        }),
      },
    });
    expect(text(container, 'order-fare')).toContain('退款金额¥120.00');
    expect($(container, 'ride-cancel')).toBeNull();
  });

  it('a running ride can be followed; opened by its order type it hands over to the journey screen', async () => {
    const { container } = await open('C1', { orders: { C1: rideAt('dispatched') } });
    expect(text(container, 'auto-refresh')).toContain('行程进行中');
    await click($(container, 'order-track'));
    expect(lastNav()).toMatch(/carJsycDetail(\/index)?(\/C1|\?id=C1)$/);
    expect(recorded.navigations.at(-1)?.kind).toBe('navigateTo');

    resetTaro();
    await open('C1', { orders: { C1: rideAt('dispatched') } }, { orderType: '10906' });
    expect(recorded.navigations.at(-1)?.kind).toBe('redirectTo');
    expect(lastNav()).toMatch(/carJsycDetail(\/index)?(\/C1|\?id=C1)$/);
  });

  it('a cancelled real-time ride opened by its order type stays on the detail', async () => {
    const cancelled = carOrder({ orderStatus: 'cancelled', actions: { pay: false, cancel: false, track: false } });
    const { container } = await open('C1', { orders: { C1: cancelled } }, { orderType: '10906' });
    expect(recorded.navigations).toHaveLength(0);
    expect(text(container, 'order-head')).toContain('已取消');
  });
});
