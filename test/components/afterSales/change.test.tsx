/**
 * The change flow (SPEC §2 /tk/tkChangeApply → tkChangeFlight → tkChangeEdit → tkChangeCmp, tkChangeDetail; §9
 * change fee): the leg and its passengers, the flights of the new date, the fee breakdown (change fee plus fare
 * difference), one idempotency key per visit, paying the difference.
 */
jest.mock('../../../src/api/flight', () => ({
  flightOrderDetail: jest.fn(),
  cancelPnr: jest.fn(),
  applyTkChange: jest.fn(),
  tkChangeQueryFlight: jest.fn(),
  queryChangeFee: jest.fn(),
  tkChangeOrderAdd: jest.fn(),
  flightChangeDetail: jest.fn(),
  cancelChangeOrder: jest.fn(),
  ruleText: jest.fn(),
}));

import * as flightApi from '../../../src/api/flight';
import { ApiError } from '../../../src/api/transport';
import type { ChangeFeeData, ChangeOrderDetail } from '../../../src/api/contract/flight';
import TkChangeApplyPage from '../../../src/packages/flight/pages/tkChangeApply/index';
import TkChangeFlightPage from '../../../src/packages/flight/pages/tkChangeFlight/index';
import TkChangeEditPage from '../../../src/packages/flight/pages/tkChangeEdit/index';
import TkChangeCmpPage from '../../../src/packages/flight/pages/tkChangeCmp/index';
import TkChangeDetailPage from '../../../src/packages/flight/pages/tkChangeDetail/index';
import { byTestId, click, settle } from '../support/render';
import { recorded } from '../support/taro';
import { cabin, changeApply, changeOptions, flight, issuedOrder, lastUrl, ok, setUp, show, tearDown } from './fixtures';

const api = flightApi as unknown as Record<string, jest.Mock>;

/** 40% of 1240 = 496 change fee, 100 fare difference, per passenger. */
const FEE: ChangeFeeData = {
  items: [
    { psgId: 'p1', changeFee: 496, fareDifference: 100, total: 596 },
    { psgId: 'p2', changeFee: 496, fareDifference: 100, total: 596 },
  ],
  totalChangeFee: 992,
  totalFareDifference: 200,
  total: 1192,
};

const FLOW = {
  orderId: 'o1',
  rangeId: 'r1',
  psgIds: 'p1,p2',
  date: '2026-12-01',
  changeType: '1',
  reason: '行程变更',
};

function change(status: string, over: Partial<ChangeOrderDetail> = {}): ChangeOrderDetail {
  const order = issuedOrder();
  return {
    changeId: 'c1',
    orderId: 'o1',
    orderNo: order.orderNo,
    changeNo: 'C1',
    changeType: 1,
    status,
    amount: 1192,
    payDeadline: status === 'awaitingPayment' ? '2026-11-22 10:15:00' : '',
    reason: '行程变更',
    oldRange: order.ranges[0],
    newRange: { rangeId: 'r1', flight: flight('MU5105', '2026-12-01 10:00'), cabin: cabin('k-new', 1340) },
    fee: FEE,
    payOrderId: status === 'awaitingPayment' ? 'c1' : '',
    createdAt: '2026-11-22 10:00:00',
    timeline: [{ status, at: '2026-11-22 10:00', note: '' }],
    canCancel: status === 'awaitingPayment',
    ...over,
  };
}

beforeEach(setUp);
afterEach(tearDown);

describe('/tk/tkChangeApply', () => {
  it('takes every passenger of the chosen leg, a reason and the date to the flight search', async () => {
    const order = issuedOrder();
    api.flightOrderDetail.mockReturnValue(ok(order));
    api.applyTkChange.mockReturnValue(ok(changeApply(order)));
    const { container, text } = await show(<TkChangeApplyPage />, { orderId: 'o1' });
    expect(api.applyTkChange).toHaveBeenCalledWith({ orderId: 'o1' });
    expect(text()).toContain('张三');
    expect(text()).toContain('李四');
    expect(byTestId(container, 'leg-r1')?.getAttribute('aria-checked')).toBe('true');

    await click(byTestId(container, 'change-next'));
    expect(byTestId(container, 'change-reason-choice-error')?.textContent).toBe('请选择或填写原因');
    expect(recorded.navigations).toHaveLength(0);

    await click(container.querySelector('[data-testid="change-reason-choice"] [data-value="plan"]'));
    await click(byTestId(container, 'change-next'));
    const url = lastUrl();
    expect(url).toContain('packages/flight/pages/tkChangeFlight/index?');
    expect(url).toContain('orderId=o1');
    expect(url).toContain('rangeId=r1');
    expect(url).toContain('psgIds=p1,p2');
    expect(url).toContain('date=2026-11-30');
    expect(url).toContain('changeType=1');
    expect(url).toContain('reason=行程变更');
  });

  it('international orders show the SPEC §5 message without asking the server', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder({ orderType: 11004 })));
    const { container } = await show(<TkChangeApplyPage />, { orderId: 'o1' });
    expect(byTestId(container, 'apply-blocked')?.textContent).toBe('国际机票暂不支持线上退改，请联系客服');
    expect(api.applyTkChange).not.toHaveBeenCalled();
  });
});

describe('/tk/tkChangeFlight', () => {
  it('lists the flights of the new date and opens the confirmation with the chosen fare', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.tkChangeQueryFlight.mockReturnValue(ok({ flights: changeOptions() }));
    const { container } = await show(<TkChangeFlightPage />, FLOW);
    expect(api.tkChangeQueryFlight).toHaveBeenCalledWith({ orderId: 'o1', rangeId: 'r1', depDate: '2026-12-01' });
    await click(byTestId(container, 'flight-MU5105_2026-12-01'));
    expect(byTestId(container, 'cabins-MU5105_2026-12-01')).not.toBeNull();
    await click(byTestId(container, 'choose-k-new'));
    expect(lastUrl()).toContain('packages/flight/pages/tkChangeEdit/index?');
    expect(lastUrl()).toContain('fareKey=k-new');
  });
});

describe('/tk/tkChangeEdit', () => {
  it('shows the change fee and the fare difference per passenger and the total', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.tkChangeQueryFlight.mockReturnValue(ok({ flights: changeOptions() }));
    api.queryChangeFee.mockReturnValue(ok(FEE));
    const { container, text } = await show(<TkChangeEditPage />, { ...FLOW, fareKey: 'k-new' });

    expect(api.queryChangeFee).toHaveBeenCalledWith({
      orderId: 'o1',
      rangeId: 'r1',
      psgIds: ['p1', 'p2'],
      fareKey: 'k-new',
      changeType: 1,
    });
    const items = container.querySelectorAll('[data-testid="change-fee-item"]');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('张三');
    expect(items[0].textContent).toContain('¥496.00');
    expect(items[0].textContent).toContain('¥100.00');
    expect(items[0].textContent).toContain('¥596.00');
    expect(byTestId(container, 'change-total-fee')?.textContent).toContain('¥992.00');
    expect(byTestId(container, 'change-total-difference')?.textContent).toContain('¥200.00');
    expect(byTestId(container, 'change-total')?.textContent).toContain('¥1,192.00');
    // Original and new flight.
    expect(text()).toContain('MU5101');
    expect(text()).toContain('MU5105');
  });

  it('confirms with one idempotency key per visit and opens the complete screen', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.tkChangeQueryFlight.mockReturnValue(ok({ flights: changeOptions() }));
    api.queryChangeFee.mockReturnValue(ok(FEE));
    api.tkChangeOrderAdd
      .mockImplementationOnce(() => Promise.reject(new ApiError('timeout', 0, '')))
      .mockReturnValue(
        ok({
          changeId: 'c1',
          changeNo: 'C1',
          status: 'awaitingPayment',
          amount: 1192,
          payOrderId: 'c1',
          payDeadline: '',
        }),
      );
    const { container } = await show(<TkChangeEditPage />, { ...FLOW, fareKey: 'k-new' });
    await click(byTestId(container, 'change-confirm'));
    await click(byTestId(container, 'change-confirm'));
    await settle();
    expect(api.tkChangeOrderAdd).toHaveBeenCalledTimes(2);
    const [[body, key1], [, key2]] = api.tkChangeOrderAdd.mock.calls;
    expect(body).toEqual({
      orderId: 'o1',
      rangeId: 'r1',
      psgIds: ['p1', 'p2'],
      fareKey: 'k-new',
      changeReason: '行程变更',
      changeType: 1,
    });
    expect(key2).toBe(key1);
    expect(lastUrl()).toContain('packages/flight/pages/tkChangeCmp/index?changeId=c1');
  });

  it('a fare no longer offered asks to choose again', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.tkChangeQueryFlight.mockReturnValue(ok({ flights: [] }));
    const { text } = await show(<TkChangeEditPage />, { ...FLOW, fareKey: 'k-gone' });
    expect(text()).toContain('所选舱位已无法预订');
    expect(api.queryChangeFee).not.toHaveBeenCalled();
  });
});

describe('/tk/tkChangeCmp and /tk/tkChangeDetail', () => {
  it('a due difference is paid at the cashier with the change order id', async () => {
    api.flightChangeDetail.mockReturnValue(ok(change('awaitingPayment')));
    const { container } = await show(<TkChangeCmpPage />, { changeId: 'c1' });
    expect(api.flightChangeDetail).toHaveBeenCalledWith({ changeId: 'c1' });
    expect(byTestId(container, 'cmp-total')?.textContent).toContain('¥1,192.00');
    await click(byTestId(container, 'cmp-pay'));
    expect(lastUrl()).toContain('packages/pay/pages/payment/index?orderIds=c1');
  });

  it('nothing to pay: no pay button', async () => {
    api.flightChangeDetail.mockReturnValue(ok(change('changed')));
    const { container } = await show(<TkChangeCmpPage />, { changeId: 'c1' });
    expect(byTestId(container, 'cmp-pay')).toBeNull();
  });

  it('the detail shows both flights and fees and cancels a change awaiting payment', async () => {
    api.flightChangeDetail.mockReturnValueOnce(ok(change('awaitingPayment'))).mockReturnValue(ok(change('cancelled')));
    api.cancelChangeOrder.mockReturnValue(ok({ changeId: 'c1', status: 'cancelled' }));
    const { container, text } = await show(<TkChangeDetailPage />, { changeId: 'c1' });
    expect(container.querySelector('.obt-status')?.textContent).toBe('待支付');
    expect(text()).toContain('MU5101');
    expect(text()).toContain('MU5105');
    expect(byTestId(container, 'change-pay-by')?.textContent).toContain('10:15');
    await click(byTestId(container, 'change-cancel'));
    await settle();
    expect(api.cancelChangeOrder).toHaveBeenCalledWith({ changeId: 'c1' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(container.querySelector('.obt-status')?.textContent).toBe('已取消');
    expect(byTestId(container, 'change-pay')).toBeNull();
  });
});
