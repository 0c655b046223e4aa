/**
 * The order action bar stays one row in both languages (issue 15): four or more actions put all but the last two
 * behind "more", a sheet that lists them in order; choosing one there does what its button does.
 */
jest.mock('../../../src/api/common', () => ({ smsEmail: jest.fn() }));

import { act } from 'react';
import { OrderActions, type OrderActionFlags } from '../../../src/components/order/OrderActions';
// The flight order's labels ('pay.order.flight.*') are its screen's texts, loaded with the pay part as the screen
// loads it; the bar itself carries only its own texts (payActions).
import '../../../src/i18n/parts/pay';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { byTestId, click, render } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

const ALL: OrderActionFlags = { cancel: true, pay: true, refund: true, change: true, resend: true };

beforeEach(() => {
  resetTaro();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

async function bar(actions: OrderActionFlags, labels: Partial<Parameters<typeof OrderActions>[0]> = {}) {
  const { store } = makeStore();
  const view = await render(
    <StoreProvider store={store}>
      <OrderActions
        orderId="o1"
        orderNo="TK1"
        orderType={11001}
        actions={actions}
        refundUrl="/tk/tkRefundApply"
        changeUrl="/tk/tkChangeApply"
        onCancel={jest.fn()}
        {...labels}
      />
    </StoreProvider>,
  );
  const row = () => byTestId(view.container, 'order-actions');
  const rowLabels = () =>
    Array.from(row()?.children ?? [])
      .filter((el) => !el.classList.contains('bk-sheet'))
      .map((el) => el.textContent);
  return { ...view, store, row, rowLabels };
}

describe('OrderActions overflow', () => {
  it('three actions stay in the row without "more"', async () => {
    const { container, rowLabels } = await bar({ ...ALL, cancel: false, pay: false });
    expect(rowLabels()).toEqual(['发送行程单', '申请变更', '申请退款']);
    expect(byTestId(container, 'order-actions-more')).toBeNull();
  });

  it('five actions: "more", the last two in the row; the sheet lists the rest in order, in both languages', async () => {
    const { container, store, rowLabels } = await bar(ALL);
    expect(rowLabels()).toEqual(['更多', '申请退款', '去支付']);
    await click(byTestId(container, 'order-actions-more'));
    const sheet = byTestId(container, 'order-more');
    expect(sheet?.getAttribute('role')).toBe('dialog');
    expect(Array.from(sheet?.querySelectorAll('[data-action]') ?? []).map((b) => b.textContent)).toEqual([
      '取消订单',
      '发送行程单',
      '申请变更',
    ]);
    await act(async () => store.ui.setLocale('en-US'));
    expect(rowLabels()).toEqual(['More', 'Refund', 'Pay']);
  });

  it('the issued flight order: three buttons in Chinese, "more" with the itinerary in English (no second row)', async () => {
    const flight = { refundLabel: 'pay.order.flight.refund', changeLabel: 'pay.order.flight.change' } as const;
    const { container, store, rowLabels } = await bar({ ...ALL, cancel: false, pay: false }, flight);
    expect(rowLabels()).toEqual(['发送行程单', '改签', '退票']);
    await act(async () => store.ui.setLocale('en-US'));
    expect(rowLabels()).toEqual(['More', 'Change flight', 'Refund ticket']);
    await click(byTestId(container, 'order-actions-more'));
    expect(byTestId(container, 'order-more')?.querySelector('[data-action]')?.textContent).toBe('E-mail itinerary');
  });

  it('choosing an action in the sheet closes it and does the action', async () => {
    const { container } = await bar(ALL);
    await click(byTestId(container, 'order-actions-more'));
    await click(byTestId(container, 'order-more')?.querySelector('[data-action="cancel"]') ?? null);
    expect(byTestId(container, 'order-more')).toBeNull();
    expect(byTestId(container, 'order-cancel')?.getAttribute('role')).toBe('dialog');
    await click(byTestId(container, 'order-actions-more'));
    await click(byTestId(container, 'order-more')?.querySelector('[data-action="change"]') ?? null);
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toMatch(/tkChangeApply(\/index)?\?orderId=o1/);
  });
});
