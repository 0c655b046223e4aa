/**
 * /tr/trBenchCmp/:id and /tr/trBenthOrderDetail (SPEC §4 ticket grabbing: submitted, then succeeds or fails, on
 * failure a full refund; §9 result within 3 minutes, refund in 1–7 working days): each state of the order, the
 * progress read again while grabbing until the result, the cashier from the unpaid order, and cancel from the detail.
 */
import TrBenchCmpPage from '../../../src/packages/train/pages/trBenchCmp/index';
import TrBenthOrderDetailPage from '../../../src/packages/train/pages/trBenthOrderDetail/index';
import type { BenchOrderDetail } from '../../../src/api/contract/trainBench';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { pressKey } from '../support/keyboard';
import { $, at, idle, setup, train, TODAY, TOMORROW } from './benchHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => {
  resetTaro();
});
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

const G1 = train();

function order(partial: Partial<BenchOrderDetail> = {}): BenchOrderDetail {
  return {
    orderId: 'H1',
    orderNo: 'HB1',
    orderType: 20031,
    orderStatus: 'awaitingPayment',
    from: G1.from,
    to: G1.to,
    depDate: TOMORROW,
    latestDepTime: `${TOMORROW} 09:00`,
    resultBy: '',
    candidates: [{ seq: 0, train: G1, seatType: 'O', seatName: '二等座', price: 553, secured: false }],
    passengers: [
      {
        psgId: 'p1',
        psgName: '张三',
        psgType: 1,
        idType: 'ID',
        idno: '1101**********1234',
        phoneNumber: '138****0001',
        empId: 'e1',
        coach: '',
        seatNo: '',
        ticketNo: '',
        price: 0,
      },
    ],
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: '',
    costCenterName: '',
    projectName: '',
    remark: '',
    priceLines: [{ kind: 'fare', label: 'adult', unitPrice: 553, count: 1, amount: 553 }],
    amount: 553,
    ticketAmount: 0,
    refunds: [],
    paid: false,
    payDeadline: `${TODAY} 10:15:00`,
    createdAt: `${TODAY} 10:00:00`,
    timeline: [{ status: 'awaitingPayment', at: `${TODAY} 10:00:00`, note: '候补订单已提交，待支付' }],
    actions: { cancel: true, pay: true },
    ...partial,
  };
}

const GRABBING = order({
  orderStatus: 'grabbing',
  paid: true,
  resultBy: `${TODAY} 10:04`,
  actions: { cancel: true, pay: false },
});
const ISSUED = order({
  orderStatus: 'issued',
  paid: true,
  resultBy: `${TODAY} 10:04`,
  candidates: [{ seq: 0, train: G1, seatType: 'O', seatName: '二等座', price: 553, secured: true }],
  passengers: [{ ...order().passengers[0]!, coach: '05', seatNo: '12F', ticketNo: 'E123456789', price: 553 }],
  ticketAmount: 553,
  actions: { cancel: false, pay: false },
});
const FAILED = order({
  orderStatus: 'refunded',
  paid: true,
  refunds: [{ reason: 'grabFailed', amount: 553, method: 'company', at: `${TODAY} 10:01` }],
  actions: { cancel: false, pay: false },
});

async function open(
  page: 'cmp' | 'detail',
  orders: Record<string, BenchOrderDetail>,
  extra: Record<string, string> = {},
) {
  recorded.routerParams = page === 'cmp' ? { id: 'H1', ...extra } : { orderId: 'H1', orderType: '20031' };
  const env = await setup({ now: at('10:01'), orders });
  const view = await env.mount(page === 'cmp' ? <TrBenchCmpPage /> : <TrBenthOrderDetailPage />);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

const phase = (root: ParentNode) => $(root, 'bench-result')?.getAttribute('data-phase');

describe('/tr/trBenchCmp/:id', () => {
  it('unpaid: submitted, step 1 of 4, and the cashier for this order', async () => {
    const { container, text } = await open('cmp', { H1: order() });
    expect(recorded.navigations).toHaveLength(0);
    expect(phase(container)).toBe('awaitingPayment');
    expect(text()).toContain('候补订单已提交');
    expect(text()).toContain('10:15');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('1');
    await click($(container, 'bench-pay'));
    const url = decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
    expect(url).toContain('payment');
    expect(url).toContain('orderIds=H1');
    // Keyboard (issue 15): Enter on the button opens the cashier as the tap does.
    await pressKey($(container, 'bench-pay'));
    expect(recorded.navigations).toHaveLength(2);
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('orderIds=H1');
  });

  it('right after booking (pay=1) opens the cashier once, and not for an order that is already paid', async () => {
    await open('cmp', { H1: order() }, { pay: '1' });
    await idle();
    const urls = recorded.navigations.map((n) => decodeURIComponent(n.url));
    expect(urls).toHaveLength(1);
    expect(urls[0]).toContain('payment');
    expect(urls[0]).toContain('orderIds=H1');
    recorded.navigations.length = 0;
    await open('cmp', { H1: GRABBING }, { pay: '1' });
    await idle();
    expect(recorded.navigations).toHaveLength(0);
  });

  it('grabbing shows progress and when the result comes, then the result once the order reaches it', async () => {
    const orders = { H1: GRABBING };
    const { container, text, server } = await open('cmp', orders);
    expect(phase(container)).toBe('grabbing');
    expect(text()).toContain('正在为您抢票');
    expect($(container, 'bench-result-by')?.textContent).toContain('10:04');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('3');
    const reads = () => server.calls.filter((c) => c.name === 'hbOrderDetail').length;
    const before = reads();
    server.orders.H1 = ISSUED;
    // The screen reads the order again every 2 seconds while grabbing.
    await idle(2300);
    expect(reads()).toBeGreaterThan(before);
    expect(phase(container)).toBe('issued');
    expect(text()).toContain('候补成功');
    expect(text()).toContain('已为您抢到G1 二等座');
  });

  it('failed: the full refund in 1–7 working days', async () => {
    const { container, text } = await open('cmp', { H1: FAILED });
    expect(phase(container)).toBe('failed');
    expect(text()).toContain('候补失败');
    expect(text()).toContain('预付款¥553.00将全额退回，1-7个工作日到账');
    expect($(container, 'bench-pay')).toBeNull();
  });

  it('an unknown order says so', async () => {
    const { text } = await open('cmp', {});
    expect(text()).toContain('候补订单不存在');
  });
});

describe('/tr/trBenthOrderDetail', () => {
  it('an issued order shows the secured class and the ticket', async () => {
    const { container, text } = await open('detail', { H1: ISSUED });
    expect($(container, 'bench-candidate-0')?.textContent).toContain('已抢到');
    expect($(container, 'bench-seat-p1')?.textContent).toContain('05车12F');
    expect(text()).toContain('E123456789');
  });

  it('a failed order shows the refund to the company account', async () => {
    const { container } = await open('detail', { H1: FAILED });
    expect($(container, 'bench-refunds')?.textContent).toContain('候补失败，全额退款');
    expect($(container, 'bench-refunds')?.textContent).toContain('已退回企业账户');
  });

  it('cancels a grabbing order under an idempotency key', async () => {
    const { container, server, text } = await open('detail', { H1: GRABBING });
    const button = Array.from(container.querySelectorAll('[role="button"], button')).find((b) =>
      (b.textContent ?? '').includes('取消'),
    );
    await click(button ?? null);
    await idle();
    // The shared actions ask for confirmation in a sheet: confirm it.
    const confirm = Array.from(container.querySelectorAll('[role="button"], button')).filter((b) =>
      /确定|确认/.test(b.textContent ?? ''),
    );
    if (confirm.length > 0) await click(confirm[confirm.length - 1] ?? null);
    await idle();
    const cancels = server.calls.filter((c) => c.name === 'trHbOrderCancel');
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(text()).toContain('已取消');
  });
});
