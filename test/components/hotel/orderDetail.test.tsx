/**
 * /ht/htOrder/htOrderDetail (SPEC §2, §4 orders, §5 hotel): the hotel with its map, stay, guests per room (masked),
 * the cancellation rule and its state now, guarantee, nightly prices; the actions by status — pay and cancel while
 * unpaid, cancel and refund once confirmed, guarantee while one is due — and the cancel sheet saying the penalty
 * inside and after the free window; cancel under an idempotency key.
 */
import HtOrderDetailPage from '../../../src/packages/hotel/pages/htOrder/htOrderDetail/index';
import { byText, click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, actions, at, hotelOrder, setup, TODAY, TOMORROW } from './orderDetailHarness';

jest.mock('../../../src/hosts/map/MapView', () => ({
  MapView: (props: { label: string; markers?: { title: string }[] }) => (
    <div data-testid="map" aria-label={props.label}>
      {props.markers?.map((m) => m.title).join(',')}
    </div>
  ),
}));

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const SAVED_CARD = { cardToken: 'tok-1', last4: '1111', brand: 'visa', holderName: '张三', expiry: '12/30' };

async function open(orders: Record<string, ReturnType<typeof hotelOrder>>, now = at('10:00')) {
  recorded.routerParams = { orderId: 'H1' };
  const env = await setup({ now, data: { orders, cards: [SAVED_CARD] } });
  const view = await env.mount(<HtOrderDetailPage />);
  cleanup.push(view.unmount, env.restoreClock);
  return { ...view, server: env.server };
}

describe('/ht/htOrder/htOrderDetail', () => {
  it('shows the hotel on its map, the stay, guests per room masked, the nightly prices and confirmation', async () => {
    const { container, server } = await open({ H1: hotelOrder() });
    expect(server.calls[0]).toEqual({ name: 'hotelOrderDetail', query: { orderId: 'H1' } });
    expect($(container, 'order-hotel')?.textContent).toContain('北京国贸示例酒店');
    expect($(container, 'order-hotel-address')?.textContent).toContain('建国门外大街');
    expect($(container, 'map')?.getAttribute('aria-label')).toContain('北京国贸示例酒店');
    const stay = $(container, 'order-stay')?.textContent ?? '';
    expect(stay).toContain('高级大床房');
    expect(stay).toContain('单早');
    expect(stay).toContain('2晚 · 2间');
    expect(stay).toContain('20:00');
    expect(stay).toContain(TOMORROW);
    const rooms = container.querySelectorAll('[data-testid="order-room"]');
    expect(rooms).toHaveLength(2);
    expect(rooms[1]?.textContent).toContain('李四');
    expect(rooms[1]?.textContent).toContain('138****0002');
    expect(rooms[1]?.textContent).not.toContain('13800000002');
    expect($(container, 'order-nightly')?.textContent).toContain('¥380.00');
    expect($(container, 'order-hotel-extra')?.textContent).toContain('CF123456');
    expect($(container, 'order-hotel-extra')?.textContent).toContain('高楼层');
    expect($(container, 'order-guarantee')).toBeNull();
  });

  it('unpaid: pay and cancel; cancelling costs nothing and goes under an idempotency key', async () => {
    const unpaid = hotelOrder({
      orderStatus: 'awaitingPayment',
      paid: false,
      payDeadline: `${TODAY} 10:15`,
      confirmationNo: '',
      actions: { pay: true, cancel: true, refund: false, guarantee: false },
    });
    const { container, server } = await open({ H1: unpaid });
    expect(actions(container)).toEqual(['cancel', 'pay']);
    expect($(container, 'order-head')?.textContent).toContain('10:15');
    await click(container.querySelector('[data-action="cancel"]'));
    expect($(container, 'order-cancel')?.textContent).toContain('现在取消不收取费用');
    await click(byText(container, '确认取消'));
    const cancel = server.calls.find((c) => c.name === 'hotelOrderCancel');
    expect(cancel?.query).toEqual({ orderId: 'H1' });
    expect(cancel?.key).toBeTruthy();
    expect(recorded.toasts.at(-1)?.title).toBe('订单已取消');
    expect(actions(container)).toEqual([]);
  });

  it('the order number can be copied (text selection is off): named by what it copies, a toast says it is done', async () => {
    const { container } = await open({ H1: hotelOrder() });
    const copy = $(container, 'order-head-copy');
    expect(copy?.getAttribute('aria-label')).toBe('复制订单号');
    expect(copy?.getAttribute('role')).toBe('button');
    await click(copy);
    expect(recorded.clipboard).toEqual([hotelOrder().orderNo]);
    expect(recorded.toasts.at(-1)?.title).toBe('已复制');
  });

  it('confirmed inside the free window: cancel is free, refund opens the refund screen', async () => {
    const { container } = await open({ H1: hotelOrder() }, at('10:00'));
    expect($(container, 'order-rule-state')?.textContent).toBe('现在取消不收费');
    expect(actions(container)).toEqual(['cancel', 'refund']);
    await click(container.querySelector('[data-action="cancel"]'));
    expect($(container, 'order-cancel')?.textContent).toContain('不收取费用');
    await click(container.querySelector('[data-action="refund"]'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/htOrder\/htRefund.*orderId=H1/);
  });

  it('after the free window: the first night of every room is the penalty, said before cancelling', async () => {
    // 18:01 on check-in day, past the 18:00 deadline: 380 × 2 rooms.
    const { container } = await open({ H1: hotelOrder() }, at('18:01', TOMORROW));
    expect($(container, 'order-rule-state')?.textContent).toBe('现在取消将收取¥760.00');
    await click(container.querySelector('[data-action="cancel"]'));
    expect($(container, 'order-cancel')?.textContent).toContain('将收取¥760.00');
  });

  it('a guarantee due: the head says so; guaranteeing with a saved card opens the after-guarantee screen', async () => {
    const due = hotelOrder({
      // The server keeps an onsite order 'processing' while its guarantee is due: not confirming yet.
      orderStatus: 'processing',
      paid: false,
      confirmationNo: '',
      plan: { planId: 'P2', name: '到店付', breakfast: 0, payType: 'onsite' },
      guarantee: { required: true, amount: 760, last4: '', status: '' },
      actions: { pay: false, cancel: true, refund: false, guarantee: true },
    });
    const { container, server } = await open({ H1: due });
    expect($(container, 'order-head')?.textContent).toContain('信用卡担保');
    expect($(container, 'auto-refresh')).toBeNull();
    expect($(container, 'order-guarantee')?.textContent).toContain('待担保');
    expect($(container, 'order-stay')?.textContent).toContain('到店付');
    // The booking's guarantee sheet: the saved card, guaranteed with its token, then the after-guarantee screen.
    await click($(container, 'order-guarantee-action'));
    expect($(container, 'ht-guarantee-amount')?.textContent).toContain('760');
    await click($(container, 'ht-guarantee-submit'));
    const sent = server.calls.find((c) => c.name === 'guarantee');
    expect(sent?.query).toEqual({ orderId: 'H1', cardToken: 'tok-1' });
    expect(sent?.key).toBeTruthy();
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(
      /(htV2\/htComplete|hotelV2\/pages\/htComplete\/index).*orderId=H1/,
    );
  });

  it('guaranteed and confirming: the last four digits and the held amount; refreshes itself', async () => {
    const held = hotelOrder({
      orderStatus: 'processing',
      paid: false,
      confirmationNo: '',
      plan: { planId: 'P2', name: '到店付', breakfast: 0, payType: 'onsite' },
      guarantee: { required: true, amount: 760, last4: '1111', status: 'held' },
      actions: { pay: false, cancel: true, refund: false, guarantee: false },
    });
    const { container } = await open({ H1: held });
    const g = $(container, 'order-guarantee')?.textContent ?? '';
    expect(g).toContain('尾号1111');
    expect(g).toContain('¥760.00');
    expect(g).toContain('已冻结');
    expect($(container, 'auto-refresh')?.textContent).toContain('酒店确认中');
  });

  it('opens its refunds', async () => {
    const { container } = await open({
      H1: hotelOrder({ refunds: [{ refundId: 'R1', status: 'applied', amount: 760 }] }),
    });
    await click($(container, 'order-refund'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/htRefundDetail.*refundId=R1/);
  });
});
