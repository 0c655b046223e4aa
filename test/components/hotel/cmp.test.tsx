/**
 * The hotel result screens (SPEC §2 /htV2/htCmp, /ht/htComplete booked; /ht/htOrderComplete, /htV2/htComplete after
 * the guarantee) on the shared booking-complete screen: what happens next by the order — pay, approval, guarantee,
 * the hotel confirming — and, after the guarantee, the amount held, the card's last four and the confirmation number.
 */
import HtCmpPage from '../../../src/packages/hotelV2/pages/htCmp/index';
import HtV2CompletePage from '../../../src/packages/hotelV2/pages/htComplete/index';
import HtOrderCompletePage from '../../../src/packages/hotel/pages/htOrderComplete/index';
import type { HotelOrderDetail } from '../../../src/api/contract/hotel';
import { click } from '../support/render';
import { recorded, resetTaro } from '../support/taro';
import { pressKey } from '../support/keyboard';
import { $, at, callsOf, idle, order, setup } from './bookingHarness';

let cleanup: (() => void)[] = [];
beforeEach(() => resetTaro());
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

async function open(page: JSX.Element, o: HotelOrderDetail) {
  const env = await setup({ now: at('10:00') });
  env.server.orders[o.orderId] = o;
  recorded.routerParams = { orderId: o.orderId };
  const view = await env.mount(page);
  cleanup.push(view.unmount, env.restoreClock);
  await idle();
  return { ...env, ...view };
}

describe('booked screen', () => {
  it('awaiting payment: pay by the deadline, with the cashier one tap away', async () => {
    const { container } = await open(
      <HtCmpPage />,
      order({ orderStatus: 'awaitingPayment', actions: { pay: true, cancel: true, refund: false, guarantee: false } }),
    );
    expect($(container, 'cmp-order-no')?.textContent).toBe('H20260001');
    expect($(container, 'cmp-hotel')?.textContent).toBe('北京国贸示例酒店');
    expect($(container, 'cmp-next')?.textContent).toBe('请在10:15前完成支付，支付后酒店将为您确认。');
    await click($(container, 'cmp-pay'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('orderIds=HO1');
  });

  it('awaiting approval submission: send it for approval', async () => {
    const { container } = await open(<HtCmpPage />, order({ orderStatus: 'awaitingSubmission' }));
    expect($(container, 'cmp-next')?.textContent).toContain('请送审');
    expect($(container, 'cmp-send-approval')).not.toBeNull();
  });

  it('no guarantee owed: the hotel confirming, and the order detail one tap away', async () => {
    const { container } = await open(<HtCmpPage />, order({ orderStatus: 'processing' }));
    expect($(container, 'cmp-next')?.textContent).toBe('酒店确认中，确认后将通知您。');
    expect($(container, 'cmp-guarantee')).toBeNull();
    await click($(container, 'cmp-detail'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('htOrder/htOrderDetail');
  });

  it('a guarantee owed: the button opens the sheet', async () => {
    const { container } = await open(
      <HtCmpPage />,
      order({ actions: { pay: false, cancel: true, refund: false, guarantee: true } }),
    );
    expect($(container, 'ht-guarantee')).toBeNull();
    await click($(container, 'cmp-guarantee'));
    await idle();
    expect($(container, 'ht-guarantee')).not.toBeNull();
  });

  it('a guarantee owed: Enter on the button opens the sheet too (issue 15 keyboard)', async () => {
    const { container } = await open(
      <HtCmpPage />,
      order({ actions: { pay: false, cancel: true, refund: false, guarantee: true } }),
    );
    await pressKey($(container, 'cmp-guarantee'));
    await idle();
    expect($(container, 'ht-guarantee')).not.toBeNull();
  });
});

describe('after the guarantee', () => {
  it('says the amount held and the last four, and the hotel confirming', async () => {
    const { container, server } = await open(
      <HtV2CompletePage />,
      order({ guarantee: { required: true, amount: 450, last4: '1111', status: 'held' } }),
    );
    expect(callsOf(server, 'hotelOrderDetail')[0]?.version).toBe(2);
    expect($(container, 'cmp-guarantee-held')?.textContent).toBe('已冻结担保金额 ¥450.00（尾号1111的信用卡）');
    expect($(container, 'cmp-next')?.textContent).toBe('酒店确认中，确认后将通知您。');
  });

  it('once confirmed, the confirmation number (version 1 screen)', async () => {
    const { container } = await open(
      <HtOrderCompletePage />,
      order({
        orderStatus: 'confirmed',
        confirmationNo: 'CF8899',
        guarantee: { required: true, amount: 450, last4: '1111', status: 'held' },
      }),
    );
    expect($(container, 'cmp-next')?.textContent).toBe('酒店已确认，确认号 CF8899');
    expect($(container, 'cmp-stay')?.textContent).toContain('1晚，1间');
  });
});
