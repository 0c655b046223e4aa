/**
 * Issue 17: on H5 the order action bar's sheets come as their own chunk (actionSheets.h5.ts): the bar renders its
 * buttons without them, and a tap opens the sheet once its code has arrived — the cancel sheet keeps the reason
 * typed and confirms through the bar's cancel call as with the plain import.
 */
jest.mock('../../../src/components/order/actionSheets', () =>
  jest.requireActual('../../../src/components/order/actionSheets.h5'),
);

import { act } from 'react';
import { OrderActions } from '../../../src/components/order/OrderActions';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import { byTestId, click, render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { resetTaro } from '../support/taro';

beforeEach(() => {
  resetTaro();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('the H5 bar opens the cancel sheet from its own chunk and cancels with the reason', async () => {
  const onCancel = jest.fn(async () => undefined);
  const { store } = makeStore();
  const { container } = await render(
    <StoreProvider store={store}>
      <OrderActions
        orderId="o1"
        orderNo="TK1"
        orderType={11001}
        actions={{ cancel: true, pay: true, refund: false, change: false, resend: false }}
        cancelReasonRequired
        onCancel={onCancel}
      />
    </StoreProvider>,
  );
  expect(Array.from(container.querySelectorAll('[data-action]')).map((b) => b.textContent)).toEqual([
    '取消订单',
    '去支付',
  ]);
  expect(byTestId(container, 'order-cancel')).toBeNull();
  await click(container.querySelector('[data-action="cancel"]'));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await settle();
  const sheet = byTestId(container, 'order-cancel');
  expect(sheet?.getAttribute('role')).toBe('dialog');
  const input = container.querySelector('#order-cancel-reason') as HTMLInputElement;
  await act(async () => {
    input.value = '行程取消';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await click(sheet?.querySelector('.order-sheet__btn--danger') ?? null);
  await settle();
  expect(onCancel).toHaveBeenCalledWith('行程取消');
  expect(byTestId(container, 'order-cancel')).toBeNull();
});
