/**
 * Issue 15 keyboard access of /allorder: the status tabs, each order's link and its action buttons are in the tab
 * order; Enter on an order opens it and Enter on an action runs the action only (the actions sit beside the link, not
 * inside it). API faked at the module.
 */
jest.mock('../../../src/api/orders', () => ({ allOrderList: jest.fn(), orderLookupByNumber: jest.fn() }));

import * as api from '../../../src/api/orders';
import type { OrderListItem } from '../../../src/api/contract/orders';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import AllOrderPage from '../../../src/pages/allorder/index';
import { render, settle, byTestId } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import { keyDown } from '../support/keyboard';

const allOrderList = api.allOrderList as jest.Mock;
const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

const order: OrderListItem = {
  id: 'p',
  orderNo: 'NO-p',
  orderType: 11001,
  productType: 0,
  orderStatus: 'awaitingPayment',
  statusGroup: 'toPay',
  transferFlag: 0,
  isShowGuarantee: 0,
  title: '北京 → 上海',
  travelDate: '2026-11-30',
  travellerNames: ['张三'],
  bookerName: '张三',
  amount: 100,
  createdAt: '2026-11-20 10:00:00',
};

beforeEach(() => {
  resetTaro();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('tabs, the order link and its actions are reachable; Enter opens the order or runs the action alone', async () => {
  allOrderList.mockReturnValue(
    Promise.resolve({ code: 1, data: { total: 1, pageNum: 1, count: 10, createdBefore: 1 }, list: [order] }),
  );
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const { container } = await render(
    <StoreProvider store={store}>
      <AllOrderPage />
    </StoreProvider>,
  );
  await settle();
  const tabs = [...container.querySelectorAll('.orders__tab')];
  expect(tabs.length).toBeGreaterThan(1);
  for (const tab of tabs) expect(tab.getAttribute('tabindex')).toBe('0');

  const card = container.querySelector('.orders__item')!;
  const link = card.querySelector('[role="link"]')!;
  expect(link.getAttribute('tabindex')).toBe('0');
  expect(link.textContent).toContain('NO-p');
  // No control inside the link (axe nested-interactive): the actions are its siblings.
  expect(link.querySelector('[role="button"]')).toBeNull();
  const pay = byTestId(container, 'actions-p')!.querySelector('[data-action="pay"]')!;
  expect(pay.getAttribute('tabindex')).toBe('0');

  await keyDown(pay);
  expect(lastUrl()).toBe('/packages/pay/pages/payment/index?orderIds=p');
  expect(recorded.navigations).toHaveLength(1);
  await keyDown(link, ' ');
  expect(recorded.navigations).toHaveLength(2);
  expect(lastUrl()).toContain('orderId=p');
});
