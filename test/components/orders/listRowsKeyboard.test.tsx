/**
 * Issue 15 keyboard access of the order lists in the packages (/schedule/histroy, /violateList, /otherOrder): each
 * row is a link Tab reaches (tabIndex 0) and Enter or Space opens its order, as a tap does. API faked at the module.
 */
jest.mock('../../../src/api/orders', () => ({
  allOrderList: jest.fn(),
  otherOrderList: jest.fn(),
  scheduleHistory: jest.fn(),
}));

import * as api from '../../../src/api/orders';
import type { OrderListItem, ScheduleListItem } from '../../../src/api/contract/orders';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import ScheduleHistoryPage from '../../../src/packages/user/pages/schedule/histroy/index';
import ViolateListPage from '../../../src/packages/trip/pages/violateList/index';
import OtherOrderPage from '../../../src/packages/order/pages/otherOrder/index';
import { render, settle, byTestId } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';
import { keyDown } from '../support/keyboard';

const ok = <D, L>(data: D, list: L[]) => Promise.resolve({ code: 1, data, list });
const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

const order: OrderListItem = {
  id: 'o7',
  orderNo: 'TK-7',
  orderType: 11001,
  productType: 0,
  orderStatus: 'issued',
  statusGroup: 'done',
  transferFlag: 0,
  isShowGuarantee: 0,
  title: '北京 → 上海',
  travelDate: '2026-11-30',
  travellerNames: ['张三'],
  bookerName: '张三',
  amount: 100,
  createdAt: '2026-11-20 10:00:00',
  violationReason: '时间紧',
};
const trip: ScheduleListItem = {
  orderId: 'h1',
  orderNo: 'TK-1',
  orderType: 11001,
  orderStatus: 'issued',
  date: '2026-11-01',
  time: '08:00',
  title: '北京 → 上海',
  subtitle: '',
};

async function show(page: JSX.Element) {
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(<StoreProvider store={store}>{page}</StoreProvider>);
  await settle();
  return view;
}

/** The row is a focusable link; Enter opens it (Space too, checked on one of them). */
async function opensByKeyboard(row: Element | null, key = 'Enter') {
  expect(row?.getAttribute('role')).toBe('link');
  expect(row?.getAttribute('tabindex')).toBe('0');
  const before = recorded.navigations.length;
  await keyDown(row, key);
  expect(recorded.navigations.length).toBe(before + 1);
}

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('order rows in the packages open by keyboard', () => {
  it('/schedule/histroy: a past trip opens its order with Enter', async () => {
    (api.scheduleHistory as jest.Mock).mockReturnValue(ok({ total: 1 }, [trip]));
    const { container } = await show(<ScheduleHistoryPage />);
    await opensByKeyboard(byTestId(container, 'history-row-h1'));
    expect(lastUrl()).toContain('tkOrderDetail');
    expect(lastUrl()).toContain('orderId=h1');
  });

  it('/violateList: a row is named by what it shows and opens its order with Space', async () => {
    (api.allOrderList as jest.Mock).mockReturnValue(ok({ total: 1, createdBefore: 1 }, [order]));
    const { container } = await show(<ViolateListPage />);
    const row = byTestId(container, 'violate-row-o7');
    // No aria-label over the visible words (axe label-content-name-mismatch): the name is the row's text.
    expect(row?.hasAttribute('aria-label')).toBe(false);
    await opensByKeyboard(row, ' ');
    expect(lastUrl()).toContain('tkOrderDetail');
  });

  it('/otherOrder: an order opens its generic detail with Enter', async () => {
    (api.otherOrderList as jest.Mock).mockReturnValue(ok({ total: 1, createdBefore: 1 }, [order]));
    const { container } = await show(<OtherOrderPage />);
    await opensByKeyboard(byTestId(container, 'other-order-o7'));
    expect(lastUrl()).toContain('otherOrderDetail');
    expect(lastUrl()).toContain('orderId=o7');
  });
});
