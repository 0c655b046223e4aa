/**
 * /pay/paySuccess beyond the happy path (issue 15 "small ones"): opened without its parameters it offers a way
 * out instead of "confirming payment" for ever, and a watch that ends unpaid says so.
 */
jest.mock('../../../src/api/pay', () => ({ queryOnlinePayStatus: jest.fn() }));

import { act } from 'react';
import * as pay from '../../../src/api/pay';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import PaySuccessPage from '../../../src/packages/pay/pages/paySuccess/index';
import { byTestId, click, render, settle } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

const queryOnlinePayStatus = pay.queryOnlinePayStatus as jest.Mock;
const ok = <D,>(data: D) => Promise.resolve({ code: 1, data });

async function show(params: Record<string, string>) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(
    <StoreProvider store={store}>
      <PaySuccessPage />
    </StoreProvider>,
  );
  await settle();
  return view;
}

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('/pay/paySuccess without a payment to confirm', () => {
  it('says there is nothing to confirm and leads to the order list; asks the server nothing', async () => {
    const { container, text } = await show({});
    expect(byTestId(container, 'pay-result-missing')).not.toBeNull();
    expect(text()).toContain('没有要确认的支付');
    expect(text()).not.toContain('正在确认支付结果');
    expect(queryOnlinePayStatus).not.toHaveBeenCalled();
    await click(container.querySelector('.obt-empty [role="button"]'));
    expect(decodeURIComponent(recorded.navigations.at(-1)?.url ?? '')).toContain('allorder');
  });
});

describe('/pay/paySuccess when the payment is never confirmed', () => {
  it('stops "confirming" after the watch ends and tells the payer not to pay again', async () => {
    jest.useFakeTimers({ now: Date.UTC(2026, 10, 22, 2, 0, 0) });
    queryOnlinePayStatus.mockImplementation(() => ok({ status: 'pending', paidAt: '' }));
    const { container, text } = await show({ orderIds: 'o1', amount: '100', orderType: '11001' });
    expect(text()).toContain('正在确认支付结果');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(62_000);
    });
    await settle();
    expect(text()).not.toContain('正在确认支付结果');
    expect(byTestId(container, 'pay-result')?.textContent).toContain('暂未确认支付结果');
    expect(byTestId(container, 'pay-result-unconfirmed')?.textContent).toContain('请勿重复支付');
    // The ways out stay.
    expect(byTestId(container, 'pay-result-order')).not.toBeNull();
  });
});

describe('/pay/paySuccess when the payment deadline has passed', () => {
  it('says the payment timed out (not "not confirmed … do not pay again") and leads back to the order', async () => {
    queryOnlinePayStatus.mockImplementation(() => ok({ status: 'expired', paidAt: '' }));
    const { container, text } = await show({ orderIds: 'o1', amount: '100', orderType: '11001' });
    await settle();
    const head = byTestId(container, 'pay-result');
    expect(head?.getAttribute('data-state')).toBe('expired');
    expect(head?.textContent).toContain('支付超时，请重新发起支付');
    expect(text()).not.toContain('暂未确认支付结果');
    expect(text()).not.toContain('请勿重复支付');
    expect(text()).not.toContain('正在确认支付结果');
    expect(queryOnlinePayStatus).toHaveBeenCalledTimes(1);
    // The project's Button: in the tab order and named as a button.
    const order = byTestId(container, 'pay-result-order');
    expect(order?.getAttribute('role')).toBe('button');
    expect(order?.getAttribute('tabindex')).toBe('0');
    await click(order);
    expect(recorded.navigations.length).toBeGreaterThan(0);
  });
});
