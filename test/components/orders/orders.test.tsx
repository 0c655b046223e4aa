/**
 * Order centre screens: the filter sheet (SPEC §3 order-list filters), list actions by status (pay, cancel with a
 * required reason, submit for approval), lookup by number, and the generic read-only detail. API faked at the module.
 */
jest.mock('../../../src/api/orders', () => ({
  allOrderList: jest.fn(),
  orderLookupByNumber: jest.fn(),
  orderDetail: jest.fn(),
}));
jest.mock('../../../src/pages/allorder/cancel', () => ({ cancelAnyOrder: jest.fn() }));

import * as api from '../../../src/api/orders';
import * as cancelling from '../../../src/pages/allorder/cancel';
import type { OrderCommonDetail, OrderListItem } from '../../../src/api/contract/orders';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import AllOrderPage from '../../../src/pages/allorder/index';
import OtherOrderDetailPage from '../../../src/packages/order/pages/otherOrderDetail/index';
import { FilterSheet } from '../../../src/pages/allorder/FilterSheet';
import { defaultFilters, listRequest, type OrderFilters } from '../../../src/pages/allorder/filters';
import { click, render, settle, byTestId, byText, type } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

const allOrderList = api.allOrderList as jest.Mock;
const orderLookupByNumber = api.orderLookupByNumber as jest.Mock;
const cancelAnyOrder = cancelling.cancelAnyOrder as jest.Mock;
const orderDetail = api.orderDetail as jest.Mock;

const ok = <D, L = never>(data: D, list?: L[]) => Promise.resolve({ code: 1, data, list });

function row(id: string, orderType: number, orderStatus: string): OrderListItem {
  return {
    id,
    orderNo: `NO-${id}`,
    orderType,
    productType: 0,
    orderStatus,
    statusGroup: 'toPay',
    transferFlag: 0,
    isShowGuarantee: 0,
    title: `订单${id}`,
    travelDate: '2026-11-30',
    travellerNames: ['张三'],
    bookerName: '张三',
    amount: 100,
    createdAt: '2026-11-20 10:00:00',
  };
}

async function show(page: JSX.Element, params: Record<string, string> = {}) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(<StoreProvider store={store}>{page}</StoreProvider>);
  await settle();
  return { ...view, store };
}

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('filter sheet', () => {
  it('edits date type, scope within the booking range, product and keyword, and applies them', async () => {
    const onApply = jest.fn();
    const value = defaultFilters(Date.now());
    const { store } = makeStore();
    const { container, text } = await render(
      <StoreProvider store={store}>
        <FilterSheet value={value} maxScope={2} onApply={onApply} onClose={() => undefined} />
      </StoreProvider>,
    );
    // Default: the last 30 days by booking date.
    expect(text()).toContain(`${value.dateStart} 至 ${value.dateEnd}`);
    expect(byText(container, '部门')).not.toBeNull();
    expect(byText(container, '公司')).toBeNull();
    await click(byText(container, '出行日期'));
    await click(byText(container, '部门'));
    await click(byText(container, '酒店'));
    await type(container.querySelector('input[aria-label="订单号或出行人"]'), '  HT1 ');
    await click(byText(container, '确定'));
    expect(onApply).toHaveBeenCalledWith({
      ...value,
      dateType: 2,
      findScope: 2,
      productGroup: 'hotel',
      keyword: 'HT1',
    });
    // Reset restores the defaults.
    await click(byText(container, '重置'));
    await click(byText(container, '确定'));
    expect(onApply).toHaveBeenLastCalledWith(value);
  });

  it('builds the list request: scope capped by bookRange, anchor only after page 1', () => {
    const f: OrderFilters = { ...defaultFilters(Date.now()), findScope: 3, productGroup: 'other', keyword: ' x ' };
    const first = listRequest(f, 'toPay', 2, { pageNum: 1, count: 10, createdBefore: 5 });
    expect(first).toMatchObject({ findScope: 2, productGroup: 'other', keyword: 'x', statusGroup: 'toPay' });
    expect(first.createdBefore).toBeUndefined();
    expect(listRequest(f, 'all', 3, { pageNum: 2, count: 10, createdBefore: 5 }).createdBefore).toBe(5);
  });
});

describe('/allorder list actions', () => {
  const rows = [
    row('p', 11001, 'awaitingPayment'),
    row('s', 11097, 'awaitingSubmission'),
    row('h', 11023, 'confirmed'),
  ];

  it('offers pay and cancel to pay, approval and cancel before submission, nothing once confirmed', async () => {
    allOrderList.mockReturnValue(ok({ total: 3, pageNum: 1, count: 10, createdBefore: 1 }, rows));
    const { container } = await show(<AllOrderPage />);
    const actions = (id: string) =>
      Array.from(byTestId(container, `actions-${id}`)?.querySelectorAll('[data-action]') ?? []).map((b) =>
        b.getAttribute('data-action'),
      );
    expect(actions('p')).toEqual(['cancel', 'pay']);
    expect(actions('s')).toEqual(['approval', 'cancel']);
    expect(byTestId(container, 'actions-h')).toBeNull();

    await click(byTestId(container, 'actions-p')!.querySelector('[data-action="pay"]'));
    expect(lastUrl()).toBe('/packages/pay/pages/payment/index?orderIds=p');
    // The tap stays on the action: the row does not open its order as well.
    expect(recorded.navigations.map((n) => n.url).some((u) => u.includes('tkOrderDetail'))).toBe(false);
    await click(byTestId(container, 'actions-s')!.querySelector('[data-action="approval"]'));
    expect(lastUrl()).toBe('/packages/approval/pages/Send/index?orderId=s&orderType=11097');
  });

  it('requires a cancel reason, then cancels through the product-agnostic call and reloads', async () => {
    allOrderList.mockReturnValue(ok({ total: 3, pageNum: 1, count: 10, createdBefore: 1 }, rows));
    cancelAnyOrder.mockReturnValue(ok({ orderId: 's', orderStatus: 'cancelled' }));
    const { container } = await show(<AllOrderPage />);
    await click(byTestId(container, 'actions-s')!.querySelector('[data-action="cancel"]'));
    await click(byText(container, '确认取消'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('请填写取消原因');
    expect(cancelAnyOrder).not.toHaveBeenCalled();
    await type(container.querySelector('#order-cancel-reason input, input#order-cancel-reason'), '行程变更');
    const calls = allOrderList.mock.calls.length;
    await click(byText(container, '确认取消'));
    expect(cancelAnyOrder).toHaveBeenCalledWith(
      expect.objectContaining({ id: 's', orderType: 11097 }),
      '行程变更',
      expect.any(String),
    );
    expect(allOrderList.mock.calls.length).toBeGreaterThan(calls);
  });

  it('opens a product without built screens in the generic detail, and looks orders up by number', async () => {
    allOrderList.mockReturnValue(ok({ total: 3, pageNum: 1, count: 10, createdBefore: 1 }, rows));
    const { container, text } = await show(<AllOrderPage />);
    await click(byText(container, '订单h'));
    expect(lastUrl()).toContain('otherOrderDetail');
    expect(lastUrl()).toContain('orderId=h');
    await click(byText(container, '订单p'));
    expect(lastUrl()).toContain('tkOrderDetail');

    orderLookupByNumber.mockReturnValue(ok({ total: 0, pageNum: 1, count: 20, createdBefore: 1 }, []));
    await type(container.querySelector('input[aria-label="按订单号查找"]'), 'NOPE');
    await click(byText(container, '查找'));
    expect(orderLookupByNumber).toHaveBeenCalledWith('NOPE');
    expect(text()).toContain('未找到该订单');
  });
});

describe('/otherOrderDetail (generic read-only detail)', () => {
  const detail: OrderCommonDetail = {
    id: 'o1',
    orderNo: 'QT0001',
    orderType: 11097,
    orderStatus: 'awaitingPayment',
    statusGroup: 'toPay',
    title: '会议室租赁',
    travelDate: '2026-11-30',
    amount: 800,
    bookerName: '张三',
    travellerNames: ['张三', '李四'],
    linkMan: '张三',
    linkTel: '138****0001',
    remark: '',
    createdAt: '2026-11-20 10:00:00',
    canCancel: true,
    events: [{ fromStatus: '', toStatus: 'awaitingPayment', note: 'created', at: '2026-11-20 10:00:00' }],
  };

  it('shows the common fields, status, timeline and cancels with a reason', async () => {
    orderDetail.mockReturnValue(ok(detail));
    cancelAnyOrder.mockReturnValue(ok({ orderId: 'o1', orderStatus: 'cancelled' }));
    const { container, text } = await show(<OtherOrderDetailPage />, { orderId: 'o1', orderType: '11097' });
    expect(orderDetail).toHaveBeenCalledWith({ orderId: 'o1' });
    expect(text()).toContain('QT0001');
    expect(text()).toContain('其他');
    expect(text()).toContain('张三、李四');
    expect(text()).toContain('¥800.00');
    expect(container.querySelector('.obt-status')?.textContent).toBe('待支付');
    expect(text()).toContain('created');
    await click(container.querySelector('[data-action="cancel"]'));
    await type(container.querySelector('#order-cancel-reason input, input#order-cancel-reason'), '不需要了');
    orderDetail.mockReturnValue(ok({ ...detail, orderStatus: 'cancelled', canCancel: false }));
    await click(byText(container, '确认取消'));
    expect(cancelAnyOrder).toHaveBeenCalledWith({ id: 'o1', orderType: 11097 }, '不需要了', expect.any(String));
    expect(container.querySelector('.obt-status')?.textContent).toBe('已取消');
    expect(container.querySelector('[data-action="cancel"]')).toBeNull();
  });

  it('says the order is missing when the id is absent', async () => {
    const { text } = await show(<OtherOrderDetailPage />, {});
    expect(orderDetail).not.toHaveBeenCalled();
    expect(text()).toContain('订单不存在或无权查看');
  });
});
