/**
 * /ht/htOrder/htRefundDetail (SPEC §2 order-detail targets): status, nights and amounts, reason, timeline; withdraw
 * while applied (asked first, under an idempotency key), then no withdraw; opened from the order centre by the
 * refund's own order id.
 */
import HtRefundDetailPage from '../../../src/packages/hotel/pages/htOrder/htRefundDetail/index';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, AFTER, at, refundDetail, setup } from './orderDetailHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function open(params: Record<string, string>, refund = refundDetail()) {
  recorded.routerParams = params;
  const env = await setup({ now: at('10:00'), data: { refunds: { R1: refund } } });
  const view = await env.mount(<HtRefundDetailPage />);
  cleanup.push(view.unmount, env.restoreClock);
  return { ...view, server: env.server };
}

describe('/ht/htOrder/htRefundDetail', () => {
  it('shows the nights and amounts; withdraws while applied, once confirmed', async () => {
    const { container, server } = await open({ refundId: 'R1' });
    expect(server.calls[0]).toEqual({ name: 'hotelRefundDetail', query: { refundId: 'R1' } });
    expect($(container, 'refund-head')?.textContent).toContain('HR202600001');
    expect($(container, 'refund-step')?.textContent).toContain('等待酒店确认');
    expect($(container, 'refund-nights')?.textContent).toContain(AFTER);
    expect($(container, 'refund-total')?.textContent).toContain('¥760.00');
    expect($(container, 'refund-info')?.textContent).toContain('行程变更');

    recorded.modalConfirm = false;
    await click($(container, 'refund-cancel'));
    expect(recorded.modals.at(-1)?.content).toContain('撤回');
    expect(server.calls.some((c) => c.name === 'hotelRefundCancel')).toBe(false);

    recorded.modalConfirm = true;
    await click($(container, 'refund-cancel'));
    const withdraw = server.calls.find((c) => c.name === 'hotelRefundCancel');
    expect(withdraw?.query).toEqual({ refundId: 'R1' });
    expect(withdraw?.key).toBeTruthy();
    expect(recorded.toasts.at(-1)?.title).toBe('退订申请已撤回');
    expect($(container, 'refund-cancel')).toBeNull();
    expect($(container, 'refund-head')?.querySelector('[data-status]')?.getAttribute('data-status')).toBe('cancelled');
  });

  it('refunded: no withdraw; the penalty taken off is shown', async () => {
    const { container } = await open(
      { refundId: 'R1' },
      refundDetail({ status: 'refunded', cancellable: false, penalty: 760, amount: 0 }),
    );
    expect($(container, 'refund-cancel')).toBeNull();
    expect($(container, 'refund-penalty')?.textContent).toContain('-¥760.00');
  });

  it('opens from the order centre by the refund order id and goes back to the order', async () => {
    const { container, server } = await open({ orderId: 'R1', orderType: '11008' });
    expect(server.calls[0]).toEqual({ name: 'hotelRefundDetail', query: { refundId: 'R1' } });
    await click($(container, 'refund-order'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/htOrderDetail.*orderId=H1/);
  });
});
