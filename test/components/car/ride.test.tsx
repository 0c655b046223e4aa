/**
 * /car/carJsycDetail/:id — the real-time journey (SPEC §4 car journey stages): each stage's text and actions, the
 * driver marker following the polled position, polling stopping once the ride ended or the screen closed, cancel
 * free while calling and with the fee confirmed (sfqx 1) after acceptance, no cancel in service, pay at the end
 * through the cashier, and the auto-cancel outcome.
 */
import CarJsycDetailPage from '../../../src/packages/car/pages/carJsycDetail/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, CALLED, DRIVER, FROM, callsOf, carOrder, rideAt, setup, stamp } from './orderHarness';

jest.mock('../../../src/hosts/map/MapView', () => jest.requireActual('./orderMap'));

let restore: (() => void) | null = null;
beforeEach(() => {
  resetTaro();
  recorded.routerParams = { id: 'C1' };
});
afterEach(() => {
  restore?.();
  restore = null;
});

async function open(data: Parameters<typeof setup>[0] = {}) {
  const env = await setup(data);
  restore = env.restoreClock;
  const view = await env.mount(<CarJsycDetailPage />);
  return { ...env, ...view };
}

const text = (c: Element, id: string) => $(c, id)?.textContent ?? '';
const lastNav = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

describe('/car/carJsycDetail/:id while calling', () => {
  it('counts the wait, marks the calling stage and asks for the driver every 3 s', async () => {
    const { container, server, advance } = await open({ data: { orders: { C1: carOrder() } } });
    expect(text(container, 'ride-calling')).toContain('正在为您呼叫司机…');
    expect(text(container, 'ride-counter')).toBe('0:12');
    expect($(container, 'stage-dispatching')?.getAttribute('data-state')).toBe('current');
    expect($(container, 'stage-dispatched')?.getAttribute('data-state')).toBe('todo');
    expect($(container, 'marker-from')?.textContent).toBe(`上车点 ${FROM.name}`);
    expect($(container, 'marker-driver')).toBeNull();
    expect(callsOf(server, 'getDriverLocation')).toHaveLength(1);
    await advance(3000);
    expect(text(container, 'ride-counter')).toBe('0:15');
    expect(callsOf(server, 'getDriverLocation')).toHaveLength(2);
    expect($(container, 'ride-pay')).toBeNull();
  });

  it('loads the order itself when the position call answers nothing, so acceptance is not missed', async () => {
    const { container, server, advance } = await open({ data: { orders: { C1: carOrder() } } });
    server.locationDown = true;
    await advance(3000);
    expect(callsOf(server, 'vehiclesOrderDetail')).toHaveLength(1);
    server.orders.C1 = rideAt('dispatched');
    await advance(3000);
    expect(callsOf(server, 'vehiclesOrderDetail')).toHaveLength(2);
    expect(text(container, 'ride-approach')).toBe('司机正在赶来');
    expect(text(container, 'driver-plate')).toBe(DRIVER.plate);
  });

  it('cancels for free: the sheet says so and sfqx 0 goes with the reason', async () => {
    const { container, server } = await open({ data: { orders: { C1: carOrder() } } });
    await click($(container, 'ride-cancel'));
    expect(callsOf(server, 'getCancelFee')).toHaveLength(1);
    expect(text(container, 'cancel-fee')).toBe('现在取消免费');
    expect(text(container, 'cancel-confirm')).toBe('确认取消');
    await click($(container, 'cancel-reason-waitTooLong'));
    await click($(container, 'cancel-confirm'));
    const [cancel] = callsOf(server, 'vehiclesOrderCancel');
    expect(cancel?.body).toEqual({ orderId: 'C1', qxbh: 'waitTooLong', qxyy: '等待时间太长', sfqx: 0 });
    expect(cancel?.key).toMatch(/.{8,}/);
    expect($(container, 'ride-cancel-sheet')).toBeNull();
    expect(text(container, 'ride-cancelled')).toContain('订单已取消');
    expect($(container, 'ride-cancel')).toBeNull();
    expect($(container, 'ride-again')).not.toBeNull();
  });
});

describe('/car/carJsycDetail/:id once a driver accepted', () => {
  const P1 = { lat: 39.92, lng: 116.47 };
  const P2 = { lat: 39.915, lng: 116.463 };

  it('loads the order when the status changes, shows the driver and moves the car marker with each poll', async () => {
    const env = await open({ data: { orders: { C1: carOrder() } } });
    const { container, server, advance } = env;
    server.orders.C1 = rideAt('dispatched');
    server.locations.C1 = {
      orderStatus: 'dispatched',
      position: P1,
      heading: 200,
      remainingDistance: 1240,
      remainingSeconds: 230,
    };
    await advance(3000);
    expect(callsOf(server, 'vehiclesOrderDetail')).toHaveLength(2);
    expect(text(container, 'driver-name')).toBe(DRIVER.name);
    expect(text(container, 'driver-plate')).toBe(DRIVER.plate);
    expect(text(container, 'driver-rating')).toBe('4.9分');
    expect(text(container, 'ride-approach')).toBe('司机正在赶来，距您 1.2 公里，约 4 分钟');
    expect($(container, 'stage-dispatched')?.getAttribute('data-state')).toBe('current');
    expect($(container, 'stage-dispatching')?.getAttribute('data-state')).toBe('done');
    const marker = $(container, 'marker-driver');
    expect(marker?.getAttribute('data-pos')).toBe(`${P1.lat},${P1.lng}`);
    expect(marker?.getAttribute('data-kind')).toBe('car');
    expect(marker?.getAttribute('data-moving')).toBe('1');
    expect($(container, 'line-approach')?.getAttribute('data-dashed')).toBe('1');

    server.locations.C1 = { ...server.locations.C1, position: P2, remainingDistance: 400, remainingSeconds: 70 };
    await advance(3000);
    expect($(container, 'marker-driver')?.getAttribute('data-pos')).toBe(`${P2.lat},${P2.lng}`);
    expect(text(container, 'ride-approach')).toBe('司机正在赶来，距您 0.4 公里，约 1 分钟');
  });

  it('asks for the fee and sends sfqx 1 only after the user accepted it', async () => {
    const { container, server } = await open({
      data: {
        orders: { C1: rideAt('dispatched') },
        fees: { C1: { fee: 8, freeUntil: '', reasonCodes: [] } },
      },
    });
    await click($(container, 'ride-cancel'));
    expect(text(container, 'cancel-fee')).toBe('司机已接单，现在取消需支付取消费 ¥8.00');
    expect(text(container, 'cancel-confirm')).toBe('同意支付 ¥8.00 并取消');
    expect(callsOf(server, 'vehiclesOrderCancel')).toHaveLength(0);
    await click($(container, 'cancel-reason-other'));
    await click($(container, 'cancel-confirm'));
    expect($(container, 'ride-cancel-sheet')?.textContent).toContain('请填写取消原因');
    expect(callsOf(server, 'vehiclesOrderCancel')).toHaveLength(0);
    await click($(container, 'cancel-reason-driverAsked'));
    await click($(container, 'cancel-confirm'));
    expect(callsOf(server, 'vehiclesOrderCancel').map((c) => c.body)).toEqual([
      { orderId: 'C1', qxbh: 'driverAsked', qxyy: '司机要求取消', sfqx: 1 },
    ]);
  });

  it('says the driver arrived and calls the driver through the plain-text number', async () => {
    const { container, server } = await open({ data: { orders: { C1: rideAt('driverArrived') } } });
    expect(text(container, 'ride-arrived')).toBe('司机已到达上车点，请尽快上车');
    expect($(container, 'stage-driverArrived')?.getAttribute('data-state')).toBe('current');
    expect($(container, 'stage-driverArrived')?.textContent).toContain(stamp(CALLED + 120000).slice(11, 16));
    expect($(container, 'driver-call')?.getAttribute('aria-label')).toBe(`致电司机 ${DRIVER.name}`);
    await click($(container, 'driver-call'));
    expect(callsOf(server, 'getOrderLinkerPlainText').map((c) => c.body)).toEqual([{ orderId: 'C1' }]);
    expect(server.dialled).toEqual(['13900008888']);
  });
});

describe('/car/carJsycDetail/:id in service and after', () => {
  const inService = {
    orderStatus: 'inService',
    position: { lat: 39.89, lng: 116.42 },
    heading: 225,
    remainingDistance: 3240,
    remainingSeconds: 480,
  };

  it('hides cancel in service and shows the distance and minutes left', async () => {
    const { container } = await open({
      data: {
        orders: { C1: rideAt('inService', { actions: { pay: false, cancel: true, track: true } }) },
        locations: { C1: inService },
      },
    });
    expect(text(container, 'ride-in-service')).toBe('行程中，距目的地 3.2 公里，还需约 8 分钟');
    expect($(container, 'ride-cancel')).toBeNull();
    expect($(container, 'marker-driver')?.getAttribute('data-pos')).toBe('39.89,116.42');
    expect($(container, 'line-approach')).toBeNull();
  });

  it('stops polling once the ride finished and opens the cashier for the fare', async () => {
    const { container, server, advance, pending } = await open({
      data: { orders: { C1: rideAt('inService') }, locations: { C1: inService } },
    });
    server.orders.C1 = rideAt('awaitingPayment', {
      actualPrice: 42,
      amount: 42,
      actualDistance: 8100,
      actualDuration: 1260,
    });
    server.locations.C1 = { ...inService, orderStatus: 'awaitingPayment', position: null };
    await advance(3000);
    expect(text(container, 'ride-finished')).toBe('行程已结束，需支付 ¥42.00');
    expect($(container, 'stage-awaitingPayment')?.getAttribute('data-state')).toBe('current');
    expect($(container, 'marker-driver')).toBeNull();
    const polled = callsOf(server, 'getDriverLocation').length;
    await advance(15000);
    expect(callsOf(server, 'getDriverLocation')).toHaveLength(polled);
    expect(pending()).toBe(0);
    await click($(container, 'ride-pay'));
    expect(lastNav()).toMatch(/pay\/(pages\/)?payment(\/index)?\?orderIds=C1$/);
  });

  it('stops polling when the screen closes', async () => {
    const { server, advance, unmount } = await open({
      data: { orders: { C1: rideAt('inService') }, locations: { C1: inService } },
    });
    const polled = callsOf(server, 'getDriverLocation').length;
    unmount();
    await advance(10000);
    expect(callsOf(server, 'getDriverLocation')).toHaveLength(polled);
  });

  it('a completed ride says what it cost and links to the order detail', async () => {
    const done = rideAt('awaitingPayment', { orderStatus: 'completed', actualPrice: 42, amount: 42 });
    const { container } = await open({
      data: { orders: { C1: { ...done, actions: { pay: false, cancel: false, track: false } } } },
    });
    expect(text(container, 'ride-completed')).toBe('行程已完成，费用 ¥42.00');
    const states = Array.from(container.querySelectorAll('[data-testid^="stage-"]')).map((e) =>
      e.getAttribute('data-state'),
    );
    expect(states).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect($(container, 'ride-pay')).toBeNull();
    await click($(container, 'ride-detail'));
    expect(lastNav()).toMatch(/carOrderDetail(\/index)?\?orderId=C1$/);
  });
});

describe('/car/carJsycDetail/:id auto-cancel', () => {
  it('says nobody accepted and what was refunded', async () => {
    const note = '暂无司机接单，订单已取消并全额退款';
    const order = carOrder({
      orderType: 11018,
      useType: 2,
      orderStatus: 'cancelled',
      paid: true,
      amount: 120,
      refundAmount: 120,
      actions: { pay: false, cancel: false, track: false },
      timeline: [
        { status: 'paid', at: stamp(CALLED - 600000), note: '' },
        { status: 'dispatching', at: stamp(CALLED), note: '' },
        { status: 'cancelled', at: stamp(CALLED + 60000), note },
      ],
    });
    const { container, server, advance } = await open({ data: { orders: { C1: order } } });
    expect(text(container, 'ride-cancelled')).toContain('订单已取消');
    expect(text(container, 'ride-cancel-note')).toBe(note);
    expect(text(container, 'ride-refund')).toBe('退款 ¥120.00，将原路退回');
    expect($(container, 'ride-cancel')).toBeNull();
    expect($(container, 'ride-stages')).toBeNull();
    await advance(10000);
    expect(callsOf(server, 'getDriverLocation')).toHaveLength(0);
    await click($(container, 'ride-again'));
    expect(lastNav()).toMatch(/carQuery/);
  });

  it('a paid pre-booked order waits for its time; unknown orders say so', async () => {
    const later = carOrder({
      orderType: 11018,
      useType: 1,
      orderStatus: 'paid',
      useTime: `${stamp(CALLED + 3 * 3600000).slice(0, 16)}`,
    });
    const { container, server } = await open({ data: { orders: { C1: later } } });
    expect(text(container, 'ride-waiting')).toContain('出发前30分钟开始派车');
    expect(callsOf(server, 'getDriverLocation')).toHaveLength(0);
    recorded.routerParams = { id: 'nope' };
    const other = await open({ data: { orders: {} } });
    expect(other.container.textContent).toContain('订单不存在或无权查看');
  });
});
