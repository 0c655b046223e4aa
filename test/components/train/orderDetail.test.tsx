/**
 * /tr/OrderDetail, /tr/trSferOrderDetail, /tr/OrderService and /tr/trCmp (SPEC §2, §4 orders, §5 train): the order on
 * the shared shell with legs, coach and seat, ticket numbers, and the actions by status — pay and cancel while
 * unpaid, refund, change and resend once issued, refund and change closed within 4 hours of departure; a connection
 * order with its two legs; the service entry; the booking-complete screen's next step.
 */
import OrderDetailPage from '../../../src/packages/train/pages/OrderDetail/index';
import TrSferOrderDetailPage from '../../../src/packages/train/pages/trSferOrderDetail/index';
import OrderServicePage from '../../../src/packages/train/pages/OrderService/index';
import TrCmpPage from '../../../src/packages/train/pages/trCmp/index';
import type { TrainOrderDetail } from '../../../src/api/contract/train';
import { byText, click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { order as fixtureOrder } from '../../unit/train/fixtures';
import { $, at, fakeOrderApi, idle, setup, train, TODAY, TOMORROW } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

/** The unit fixtures' issued order, leaving at `depTime` (tomorrow by default), with contacts and a price line. */
function order(partial: Partial<TrainOrderDetail> = {}, depTime = `${TOMORROW} 09:00`): TrainOrderDetail {
  const tr = train({ depTime, arrTime: `${depTime.slice(0, 10)} 13:28` }, depTime.slice(0, 10));
  return fixtureOrder({
    legs: [{ legId: 'L1', seq: 1, train: tr, seatType: 'O', seatName: '二等座', price: 553 }],
    railAccount: 'rail***01',
    linkEmail: 'zhangsan@demo.test',
    priceLines: [{ kind: 'fare', label: '二等座', unitPrice: 553, count: 1, amount: 553 }] as never,
    createdAt: `${TODAY} 08:00`,
    timeline: [{ status: 'issued', at: `${TODAY} 08:05`, note: '已出票' }],
    ...partial,
  });
}

async function open(page: JSX.Element, orders: Record<string, TrainOrderDetail>, now = at('10:00')) {
  const fake = fakeOrderApi(orders);
  const env = await setup({ now, orders: fake.api });
  const view = await env.mount(page);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...view, calls: fake.calls };
}

const actions = (root: Element) =>
  Array.from(root.querySelectorAll('[data-testid="order-actions"] [data-action]')).map((b) =>
    b.getAttribute('data-action'),
  );

describe('/tr/OrderDetail', () => {
  it('shows the leg, coach and seat, ticket number; issued: refund, change and resend', async () => {
    recorded.routerParams = { orderId: 'T1' };
    const { container, calls } = await open(<OrderDetailPage />, { T1: order() });
    expect(calls[0]).toEqual({ name: 'trOrderDetail', orderId: 'T1' });
    expect($(container, 'order-legs')?.textContent).toContain('G1');
    const ticket = $(container, 'order-ticket')?.textContent ?? '';
    expect(ticket).toContain('05车12F');
    expect(ticket).toContain('E123456789');
    expect(ticket).toContain('已出票');
    expect($(container, 'order-contact')?.textContent).toContain('rail***01');
    expect(actions(container)).toEqual(['resend', 'change', 'refund']);
    await click(container.querySelector('[data-action="refund"]'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/ApplyRefund.*orderId=T1/);
  });

  it('unpaid: pay and cancel; cancel calls trOrderCancel under an idempotency key', async () => {
    recorded.routerParams = { orderId: 'T1' };
    const unpaid = order({
      orderStatus: 'awaitingPayment',
      paid: false,
      payDeadline: `${TODAY} 10:15`,
      actions: { cancel: true, pay: true, refund: false, change: false },
      passengers: order().passengers.map((p) => ({
        ...p,
        tickets: p.tickets.map((tk) => ({ ...tk, coach: '', seatNo: '', ticketNo: '', ticketStatus: '' })),
      })),
    });
    const { container, calls } = await open(<OrderDetailPage />, { T1: unpaid });
    expect(actions(container)).toEqual(['cancel', 'pay']);
    expect($(container, 'order-ticket')?.textContent).toContain('出票后分配座位');
    expect($(container, 'order-head')?.textContent).toContain('10:15');
    await click(container.querySelector('[data-action="cancel"]'));
    await click(byText(container, '确认取消'));
    await idle();
    const cancel = calls.find((c) => c.name === 'trOrderCancel');
    expect(cancel?.orderId).toBe('T1');
    expect(cancel?.key).toBeTruthy();
    expect(recorded.toasts.at(-1)?.title).toBe('订单已取消');
  });

  it('within 4 hours of departure: no online refund or change, and says why', async () => {
    recorded.routerParams = { orderId: 'T1' };
    const soon = order({}, `${TODAY} 13:00`);
    const { container } = await open(<OrderDetailPage />, { T1: soon }, at('10:00'));
    expect(actions(container)).toEqual(['resend']);
    expect($(container, 'after-sales-closed')?.textContent).toContain('不足4小时');
  });
});

describe('/tr/trSferOrderDetail', () => {
  it('reads the connection order with its two legs and the change between them', async () => {
    recorded.routerParams = { orderId: 'T2' };
    const a = train({ depTime: `${TOMORROW} 08:00`, arrTime: `${TOMORROW} 10:10` });
    const b = train({
      trainCode: 'G7',
      from: { code: 'NKH', name: '南京南', cityCode: 'NJH', cityName: '南京' },
      depTime: `${TOMORROW} 10:55`,
      arrTime: `${TOMORROW} 12:00`,
    });
    const base = order({ orderId: 'T2', transferFlag: 1 });
    const two = {
      ...base,
      legs: [
        {
          legId: 'L1',
          seq: 1,
          train: { ...a, to: { code: 'NKH', name: '南京南', cityCode: 'NJH', cityName: '南京' } },
          seatType: 'O' as const,
          seatName: '二等座',
          price: 300,
        },
        { legId: 'L2', seq: 2, train: b, seatType: 'O' as const, seatName: '二等座', price: 253 },
      ],
    };
    const { container, calls } = await open(<TrSferOrderDetailPage />, { T2: two });
    expect(calls[0]).toEqual({ name: 'trainSferOrderDetail', orderId: 'T2' });
    expect(container.querySelectorAll('[data-testid="order-leg"]')).toHaveLength(2);
    expect($(container, 'order-connection')?.textContent).toContain('南京南');
    expect($(container, 'order-connection')?.textContent).toContain('45分钟');
  });
});

describe('/tr/OrderService', () => {
  it('lists what can be done now and explains the 4-hour rule when closed', async () => {
    recorded.routerParams = { orderId: 'T1' };
    const open1 = await open(<OrderServicePage />, { T1: order() });
    expect($(open1.container, 'service-refund')).not.toBeNull();
    expect($(open1.container, 'service-change')).not.toBeNull();
    expect($(open1.container, 'service-cancel')).toBeNull();
    await click($(open1.container, 'service-customer'));
    expect(recorded.navigations.at(-1)?.url).toContain('service');
    open1.unmount();

    const closed = await open(<OrderServicePage />, { T1: order({}, `${TODAY} 12:00`) }, at('10:00'));
    expect($(closed.container, 'service-refund')).toBeNull();
    expect($(closed.container, 'service-closed')?.textContent).toContain('车站');
  });
});

describe('/tr/trCmp', () => {
  it('says what comes next: in approval', async () => {
    recorded.routerParams = { orderId: 'T1' };
    const inApproval = order({
      orderStatus: 'inApproval',
      paid: false,
      actions: { cancel: true, pay: false, refund: false, change: false },
    });
    const { container } = await open(<TrCmpPage />, { T1: inApproval });
    expect($(container, 'cmp-order-no')?.textContent).toBe('TR0001');
    expect($(container, 'cmp-train')?.textContent).toContain('G1');
    expect($(container, 'cmp-next')?.textContent).toContain('审批');
    expect($(container, 'cmp-pay')).toBeNull();
    await click($(container, 'cmp-detail'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('OrderDetail/index?orderId=T1');
  });

  it('an order awaiting its approval submission sends it for approval; a payable one pays', async () => {
    recorded.routerParams = { orderId: 'T1' };
    const waiting = order({
      orderStatus: 'awaitingSubmission',
      paid: false,
      actions: { cancel: true, pay: false, refund: false, change: false },
    });
    const first = await open(<TrCmpPage />, { T1: waiting });
    expect($(first.container, 'cmp-next')?.textContent).toContain('提交审批');
    await click($(first.container, 'cmp-send-approval'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(
      /approval.*Send.*orderId=T1.*orderType=11009/,
    );
    first.unmount();

    const payable = order({
      orderStatus: 'awaitingPayment',
      paid: false,
      payDeadline: `${TODAY} 10:15`,
      actions: { cancel: true, pay: true, refund: false, change: false },
    });
    const second = await open(<TrCmpPage />, { T1: payable });
    expect($(second.container, 'cmp-next')?.textContent).toContain('10:15');
    await click($(second.container, 'cmp-pay'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/payment.*orderIds=T1/);
  });
});
