/**
 * /car/carCmp (SPEC §2 Car; issue 14) on the shared booking-complete screen: what happens next by the order — pay by
 * the deadline, a driver dispatched 30 minutes before the use time once paid, the approval submission, the ride's
 * journey to follow once it runs, a cancelled prepaid ride's refund — with the order's detail one tap away.
 */
import CarCmpPage from '../../../src/packages/car/pages/carCmp/index';
import type { CarOrderDetail } from '../../../src/api/contract/car';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { pressKey } from '../support/keyboard';
import { $, at, callsOf, idle, order, setup, TOMORROW } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function open(o: CarOrderDetail) {
  const env = await setup({ now: at('10:00'), cold: true });
  env.server.orders[o.orderId] = o;
  recorded.routerParams = { orderId: o.orderId };
  const view = await env.mount(<CarCmpPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

describe('/car/carCmp', () => {
  it('paid: the ride, and a driver dispatched 30 minutes before the use time', async () => {
    const { container, server } = await open(order());
    expect(callsOf(server, 'vehiclesOrderDetail')[0]?.body).toEqual({ orderId: 'CO1' });
    expect($(container, 'cmp-order-no')?.textContent).toBe('C20260001');
    await click($(container, 'cmp-order-no-copy'));
    expect(recorded.clipboard).toEqual(['C20260001']);
    expect($(container, 'cmp-car-service')?.textContent).toBe('送机 · 舒适型');
    expect($(container, 'cmp-car-route')?.textContent).toBe('国贸大厦 → 首都国际机场T3');
    expect($(container, 'cmp-car-time')?.textContent).toBe(`用车时间：${TOMORROW.slice(5)} 14:00`);
    expect($(container, 'cmp-next')?.textContent).toBe(
      `支付成功，将在${TOMORROW.slice(5)} 13:30（用车前30分钟）开始为您派车`,
    );
    expect($(container, 'cmp-pay')).toBeNull();
    await click($(container, 'cmp-detail'));
    expect(lastUrl()).toContain('carOrderDetail');
    expect(lastUrl()).toContain('orderId=CO1');
  });

  it('awaiting payment: pay by the deadline, the cashier one tap away', async () => {
    const { container } = await open(
      order({ orderStatus: 'awaitingPayment', paid: false, actions: { pay: true, cancel: true, track: false } }),
    );
    expect($(container, 'cmp-next')?.textContent).toBe('请在09:15前完成支付，逾期订单将自动取消');
    await click($(container, 'cmp-pay'));
    expect(lastUrl()).toContain('orderIds=CO1');
  });

  it('right after booking (pay=1): the cashier opens on top, once, only while the order asks for payment', async () => {
    const env = await setup({ now: at('10:00'), cold: true });
    const unpaid = order({
      orderStatus: 'awaitingPayment',
      paid: false,
      actions: { pay: true, cancel: true, track: false },
    });
    env.server.orders[unpaid.orderId] = unpaid;
    recorded.routerParams = { orderId: unpaid.orderId, pay: '1' };
    const view = await env.mount(<CarCmpPage />);
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    const cashiers = () => recorded.navigations.filter((n) => n.url.includes('pay/pages/payment'));
    expect(cashiers()).toHaveLength(1);
    expect(cashiers()[0]).toMatchObject({ kind: 'navigateTo' });
    expect(decodeURIComponent(cashiers()[0]?.url ?? '')).toContain('orderIds=CO1');
    await idle();
    expect(cashiers()).toHaveLength(1);
  });

  it('pay=1 on an order already paid: no cashier', async () => {
    const env = await setup({ now: at('10:00'), cold: true });
    env.server.orders.CO1 = order();
    recorded.routerParams = { orderId: 'CO1', pay: '1' };
    const view = await env.mount(<CarCmpPage />);
    cleanup.push(view.unmount, env.restoreClock);
    await idle();
    expect(recorded.navigations.filter((n) => n.url.includes('pay/pages/payment'))).toHaveLength(0);
  });

  it('awaiting approval submission: send it for approval', async () => {
    const { container } = await open(order({ orderStatus: 'awaitingSubmission', paid: false }));
    expect($(container, 'cmp-next')?.textContent).toBe('订单需要审批，请送审');
    expect($(container, 'cmp-send-approval')).not.toBeNull();
  });

  it('a running ride: the driver, and its journey to follow', async () => {
    const { container } = await open(
      order({
        orderStatus: 'dispatched',
        driver: {
          name: '王师傅',
          phoneMasked: '139****0000',
          plate: '京A·12345',
          carModel: '帕萨特',
          carColor: '黑',
          rating: 4.9,
        },
        actions: { pay: false, cancel: true, track: true },
      }),
    );
    expect($(container, 'cmp-next')?.textContent).toBe('司机王师傅（京A·12345）已接单，正在赶来');
    await click($(container, 'cmp-track'));
    expect(lastUrl()).toContain('carJsycDetail');
    expect(lastUrl()).toContain('CO1');
    // Keyboard (issue 15): Enter on the button follows the ride as the tap does.
    const taps = recorded.navigations.length;
    await pressKey($(container, 'cmp-track'));
    expect(recorded.navigations).toHaveLength(taps + 1);
    expect(lastUrl()).toContain('carJsycDetail');
  });

  it('cancelled with a refund: says what was refunded', async () => {
    const { container } = await open(order({ orderStatus: 'cancelled', refundAmount: 45 }));
    expect($(container, 'cmp-next')?.textContent).toBe('订单已取消，已退款¥45.00');
    expect($(container, 'cmp-track')).toBeNull();
  });
});
