/**
 * Flight booking complete and order detail (SPEC §2 /tk/tkCmp, /tk/tkOrderDetail; §4 orders) and the payment
 * result (/pay/paySuccess). The API is faked at the module boundary.
 */
jest.mock('../../../src/api/flight', () => ({ flightOrderDetail: jest.fn(), cancelPnr: jest.fn() }));
jest.mock('../../../src/api/pay', () => ({ queryOnlinePayStatus: jest.fn() }));

import { act } from 'react';
import * as flight from '../../../src/api/flight';
import * as pay from '../../../src/api/pay';
import type { FlightOrderDetail } from '../../../src/api/contract/flight';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import TkOrderDetailPage from '../../../src/packages/flight/pages/tkOrderDetail/index';
import TkCmpPage from '../../../src/packages/flight/pages/tkCmp/index';
import PaySuccessPage from '../../../src/packages/pay/pages/paySuccess/index';
import { click, render, settle, byTestId, byText } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

const flightOrderDetail = flight.flightOrderDetail as jest.Mock;
const cancelPnr = flight.cancelPnr as jest.Mock;
const queryOnlinePayStatus = pay.queryOnlinePayStatus as jest.Mock;

const AIRPORT = (code: string, name: string, city: string) => ({
  code,
  name,
  cityCode: code,
  cityName: city,
  terminal: 'T2',
});

function order(status: string, over: Partial<FlightOrderDetail> = {}): FlightOrderDetail {
  const issued = status === 'issued';
  return {
    orderId: 'o1',
    orderNo: 'TK20261122001',
    orderType: 11001,
    orderStatus: status,
    tripType: 1,
    ranges: [
      {
        rangeId: 'r1',
        flight: {
          flightId: 'MU5101_2026-11-30',
          flightNo: 'MU5101',
          airline: { code: 'MU', name: '东方航空' },
          codeshareOf: '',
          planeType: '320',
          dep: AIRPORT('PEK', '首都国际机场', '北京'),
          arr: AIRPORT('SHA', '虹桥国际机场', '上海'),
          depTime: '2026-11-30 08:00',
          arrTime: '2026-11-30 10:15',
          arriveDays: 0,
          durationMin: 135,
          stops: 0,
          stopCity: '',
          meal: true,
          tax: 50,
          lowest: {} as FlightOrderDetail['ranges'][number]['cabin'],
        },
        cabin: {
          fareKey: 'k',
          cabinCode: 'Y',
          cabinClass: 'Y',
          cabinName: '经济舱',
          price: 1240,
          discount: 100,
          seats: 9,
          ruleSummary: '',
        },
      },
    ],
    passengers: [
      {
        psgId: 'p1',
        psgName: '张三',
        psgType: 1,
        idType: 'ID',
        idno: '110***********1234',
        phoneNumber: '138****0001',
        empId: 'e1',
        ticketNo: issued ? '781-2345678901' : '',
        ticketStatus: '',
        insurance: [],
      },
    ],
    linkman: '张三',
    linkTel: '138****0001',
    linkEmail: 'zhangsan@demo.test',
    costCenterName: '研发中心',
    projectName: '',
    violationReason: '',
    remark: '',
    priceLines: [
      { kind: 'fare', label: '成人票价', unitPrice: 1240, count: 1, amount: 1240 },
      { kind: 'tax', label: '机建燃油', unitPrice: 50, count: 1, amount: 50 },
      { kind: 'serviceFee', label: '服务费', unitPrice: 20, count: 1, amount: 20 },
    ],
    amount: 1310,
    paid: status !== 'awaitingPayment',
    payDeadline: '2026-11-22 10:15:00',
    createdAt: '2026-11-22 10:00:00',
    timeline: [{ status: 'awaitingPayment', at: '2026-11-22 10:00', note: '' }],
    actions: {
      cancel: status === 'awaitingPayment',
      pay: status === 'awaitingPayment',
      refund: issued,
      change: issued,
      resend: issued,
    },
    refunds: [],
    changes: [],
    ...over,
  };
}

const ok = <D,>(data: D) => Promise.resolve({ code: 1, data });

async function show(page: JSX.Element, params: Record<string, string>) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const view = await render(<StoreProvider store={store}>{page}</StoreProvider>);
  await settle();
  return view;
}

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');

beforeEach(() => {
  resetTaro();
  jest.resetAllMocks();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('/tk/tkOrderDetail', () => {
  it('shows status, flights, passengers, price, contacts, cost centre and the actions of the order', async () => {
    flightOrderDetail.mockReturnValue(ok(order('awaitingPayment')));
    const { container, text } = await show(<TkOrderDetailPage />, { orderId: 'o1' });
    expect(flightOrderDetail).toHaveBeenCalledWith({ orderId: 'o1' });
    expect(container.querySelector('.obt-status')?.textContent).toBe('待支付');
    expect(text()).toContain('TK20261122001');
    expect(text()).toContain('MU5101');
    expect(text()).toContain('首都国际机场 T2');
    expect(text()).toContain('08:00');
    expect(text()).toContain('2小时15分');
    expect(byTestId(container, 'passenger-p1')?.textContent).toContain('110***********1234');
    expect(byTestId(container, 'price-total')?.textContent).toContain('¥1,310.00');
    expect(byTestId(container, 'order-contact')?.textContent).toContain('zhangsan@demo.test');
    expect(byTestId(container, 'order-extra')?.textContent).toContain('研发中心');
    const actions = Array.from(container.querySelectorAll('[data-action]')).map((b) => b.getAttribute('data-action'));
    expect(actions).toEqual(['cancel', 'pay']);
    expect(byTestId(container, 'auto-refresh')).toBeNull();
  });

  it('cancels with cancelPnr under one idempotency key, then reloads', async () => {
    flightOrderDetail.mockReturnValueOnce(ok(order('awaitingPayment'))).mockReturnValue(ok(order('cancelled')));
    cancelPnr.mockReturnValue(ok({}));
    const { container } = await show(<TkOrderDetailPage />, { orderId: 'o1' });
    await click(container.querySelector('[data-action="cancel"]'));
    await click(byText(container, '确认取消'));
    await settle();
    expect(cancelPnr).toHaveBeenCalledTimes(1);
    const [body, key] = cancelPnr.mock.calls[0];
    expect(body).toEqual({ orderId: 'o1' });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(container.querySelector('.obt-status')?.textContent).toBe('已取消');
  });

  it('refreshes every 3 s while paid / ticketing and stops once issued (ticket numbers appear)', async () => {
    jest.useFakeTimers();
    flightOrderDetail
      .mockReturnValueOnce(ok(order('paid')))
      .mockReturnValueOnce(ok(order('ticketing')))
      .mockReturnValueOnce(ok(order('ticketing')))
      .mockReturnValue(ok(order('issued')));
    const { container } = await show(<TkOrderDetailPage />, { orderId: 'o1' });
    // The first refresh runs at once, the next ones every 3 seconds.
    await settle();
    expect(byTestId(container, 'auto-refresh')).not.toBeNull();
    expect(container.querySelector('.obt-status')?.textContent).toBe('出票中');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    await settle();
    expect(container.querySelector('.obt-status')?.textContent).toBe('已出票');
    expect(byTestId(container, 'passenger-p1')?.textContent).toContain('781-2345678901');
    expect(byTestId(container, 'auto-refresh')).toBeNull();
    const calls = flightOrderDetail.mock.calls.length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(flightOrderDetail.mock.calls.length).toBe(calls);
    const actions = Array.from(container.querySelectorAll('[data-action]')).map((b) => b.getAttribute('data-action'));
    expect(actions.sort()).toEqual(['change', 'refund', 'resend']);
  });

  it('gives up auto refresh after 2 minutes', async () => {
    jest.useFakeTimers();
    flightOrderDetail.mockReturnValue(ok(order('ticketing')));
    await show(<TkOrderDetailPage />, { orderId: 'o1' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(125_000);
    });
    const calls = flightOrderDetail.mock.calls.length;
    // 1 load + 1 immediate refresh + one every 3 s within 2 minutes.
    expect(calls).toBeLessThanOrEqual(2 + 40);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(flightOrderDetail.mock.calls.length).toBe(calls);
  });

  it('without an order id: order ID missing', async () => {
    const { text } = await show(<TkOrderDetailPage />, {});
    expect(text()).toContain('订单号缺失');
    expect(flightOrderDetail).not.toHaveBeenCalled();
  });
});

describe('/tk/tkCmp', () => {
  it('awaiting payment: order number, amount, pay now → cashier, and the order detail', async () => {
    flightOrderDetail.mockReturnValue(ok(order('awaitingPayment')));
    const { container } = await show(<TkCmpPage />, { orderId: 'o1' });
    expect(byTestId(container, 'cmp-order-no')?.textContent).toBe('TK20261122001');
    expect(byTestId(container, 'cmp-amount')?.textContent).toBe('¥1,310.00');
    expect(byTestId(container, 'cmp-next')?.textContent).toBe('请在 10:15 前完成支付');
    await click(byTestId(container, 'cmp-pay'));
    expect(lastUrl()).toContain('packages/pay/pages/payment/index?orderIds=o1');
    await click(byTestId(container, 'cmp-detail'));
    expect(lastUrl()).toContain('packages/flight/pages/tkOrderDetail/index?orderId=o1');
  });

  it('awaiting approval submission: the explanation, no pay button', async () => {
    flightOrderDetail.mockReturnValue(
      ok(
        order('awaitingSubmission', {
          actions: { cancel: true, pay: false, refund: false, change: false, resend: false },
        }),
      ),
    );
    const { container } = await show(<TkCmpPage />, { orderId: 'o1' });
    expect(byTestId(container, 'cmp-next')?.textContent).toContain('待送审');
    expect(byTestId(container, 'cmp-pay')).toBeNull();
  });

  it('in approval: the state', async () => {
    flightOrderDetail.mockReturnValue(
      ok(order('inApproval', { actions: { cancel: true, pay: false, refund: false, change: false, resend: false } })),
    );
    const { container } = await show(<TkCmpPage />, { orderId: 'o1' });
    expect(byTestId(container, 'cmp-next')?.textContent).toBe('订单正在审批中，审批通过后即可支付。');
  });
});

describe('/pay/paySuccess', () => {
  it('shows the paid state and amount; buttons to the order detail and home', async () => {
    queryOnlinePayStatus.mockReturnValue(ok({ status: 'paid', paidAt: '2026-11-22 10:03' }));
    const { container } = await show(<PaySuccessPage />, { orderIds: 'o1', amount: '1310', orderType: '11001' });
    expect(queryOnlinePayStatus).toHaveBeenCalledWith({ orderIds: ['o1'] });
    expect(byTestId(container, 'pay-result')?.textContent).toContain('支付成功');
    expect(byTestId(container, 'pay-result-amount')?.textContent).toBe('¥1,310.00');
    expect(container.textContent).toContain('支付时间 2026-11-22 10:03');
    await click(byTestId(container, 'pay-result-order'));
    expect(lastUrl()).toContain('packages/flight/pages/tkOrderDetail/index?orderId=o1');
    await click(byTestId(container, 'pay-result-home'));
    expect(recorded.navigations.at(-1)?.kind).toBe('reLaunch');
    expect(lastUrl()).toContain('home');
  });

  it('several orders: the button opens the order list', async () => {
    queryOnlinePayStatus.mockReturnValue(ok({ status: 'paid', paidAt: '' }));
    const { container } = await show(<PaySuccessPage />, { orderIds: 'o1,o2', amount: '100' });
    expect(byTestId(container, 'pay-result-order')?.textContent).toBe('我的订单');
    await click(byTestId(container, 'pay-result-order'));
    expect(lastUrl()).toContain('allorder');
  });
});
