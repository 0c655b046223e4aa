/**
 * /ht/htOrder/htRefund → /ht/htRefundComplete (SPEC §2, §5 hotel): the nights with check boxes (those that cannot be
 * refunded say why), the rule, what comes back for the chosen nights less the quoted penalty, a listed reason (other
 * → a text of at most 200 characters), one hotelRefundAdd per visit under an idempotency key, then the submitted
 * screen with its amounts and what happens next.
 */
import HtRefundPage from '../../../src/packages/hotel/pages/htOrder/htRefund/index';
import HtRefundCompletePage from '../../../src/packages/hotel/pages/htRefundComplete/index';
import { click, type } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { $, AFTER, applyData, at, refundDetail, setup, TODAY, TOMORROW } from './orderDetailHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function open(apply: ReturnType<typeof applyData>) {
  recorded.routerParams = { orderId: 'H1' };
  const env = await setup({ now: at('10:00'), data: { apply: { H1: apply } } });
  const view = await env.mount(<HtRefundPage />);
  cleanup.push(view.unmount, env.restoreClock);
  return { ...view, server: env.server };
}

const reason = (root: Element, code: string) =>
  root.querySelector(`[data-testid="refund-reason-choice"] [data-value="${code}"]`);

describe('/ht/htOrder/htRefund', () => {
  it('refunds some nights: the estimate follows the choice, a reason is required, other needs its text', async () => {
    // After the free window the server quotes the first night of both rooms (760).
    const { container, server } = await open(applyData({ penalty: 760 }));
    expect(server.calls[0]).toEqual({ name: 'applyHotelRefund', query: { orderId: 'H1' } });
    expect($(container, 'refund-rule')?.textContent).toContain('免费取消');
    // Both nights chosen to start with: 1,520 paid, 760 penalty, 760 back.
    expect($(container, 'estimate-paid')?.textContent).toContain('¥1,520.00');
    expect($(container, 'estimate-penalty')?.textContent).toContain('-¥760.00');
    expect($(container, 'estimate-back')?.textContent).toContain('¥760.00');
    // Only the second night: the penalty is never more than what those nights cost.
    await click($(container, `night-${TOMORROW}`));
    expect($(container, 'estimate-paid')?.textContent).toContain('¥760.00');
    expect($(container, 'bar-refund')?.textContent).toBe('¥0.00');

    await click($(container, 'refund-submit'));
    expect(container.textContent).toContain('请选择退订原因');
    expect(server.calls.some((c) => c.name === 'hotelRefundAdd')).toBe(false);

    await click(reason(container, 'other'));
    await click($(container, 'refund-submit'));
    expect(container.textContent).toContain('请填写退订原因');
    expect(server.calls.some((c) => c.name === 'hotelRefundAdd')).toBe(false);

    await type(container.querySelector('#refund-reason-choice-other'), '会议取消');
    await click($(container, 'refund-submit'));
    const add = server.calls.find((c) => c.name === 'hotelRefundAdd');
    expect(add?.query).toEqual({ orderId: 'H1', nights: AFTER, reasonCode: 'other', reasonText: '会议取消' });
    expect(add?.key).toBeTruthy();
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/htRefundComplete.*refundId=R1/);
  });

  it('inside the free window every chosen night comes back in full; a listed reason needs no text', async () => {
    const { container, server } = await open(applyData());
    expect($(container, 'estimate-back')?.textContent).toContain('¥1,520.00');
    await click(reason(container, 'planChanged'));
    await click($(container, 'refund-submit'));
    const add = server.calls.find((c) => c.name === 'hotelRefundAdd');
    expect(add?.query).toEqual({ orderId: 'H1', nights: `${TOMORROW},${AFTER}`, reasonCode: 'planChanged' });
  });

  it('a past night cannot be chosen and says why; a refund in progress blocks another', async () => {
    const { container, server } = await open(
      applyData({
        busy: true,
        nights: [
          { date: TODAY, amount: 760, allowed: false, reasonText: '已入住日期不可退订' },
          { date: TOMORROW, amount: 760, allowed: true, reasonText: '' },
        ],
      }),
    );
    expect($(container, `night-${TODAY}`)?.getAttribute('role')).toBeNull();
    expect($(container, `night-${TODAY}`)?.textContent).toContain('已入住日期不可退订');
    expect($(container, 'apply-busy')?.textContent).toContain('正在办理');
    await click(reason(container, 'planChanged'));
    await click($(container, 'refund-submit'));
    expect(server.calls.some((c) => c.name === 'hotelRefundAdd')).toBe(false);
  });
});

describe('/ht/htRefundComplete', () => {
  it('shows the refund applied, its nights and amounts, what happens next, and opens its detail', async () => {
    recorded.routerParams = { refundId: 'R1' };
    const env = await setup({ now: at('10:00'), data: { refunds: { R1: refundDetail() } } });
    const view = await env.mount(<HtRefundCompletePage />);
    cleanup.push(view.unmount, env.restoreClock);
    const { container } = view;
    expect($(container, 'cmp-refund-no')?.textContent).toBe('HR202600001');
    expect($(container, 'cmp-nights')?.textContent).toBe(AFTER);
    expect($(container, 'cmp-refund')?.textContent).toContain('¥760.00');
    expect($(container, 'cmp-next')?.textContent).toContain('原支付方式');
    await click($(container, 'cmp-refund-detail'));
    expect(recorded.navigations.at(-1)?.kind).toBe('redirectTo');
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/htRefundDetail.*refundId=R1/);
  });
});
