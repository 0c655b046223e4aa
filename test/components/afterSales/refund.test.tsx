/**
 * Refund apply, complete and detail (SPEC §2 /tk/tkRefundApply, tkRefundCmp, tkRefundDetail; §9 refund fee): the
 * live fee preview, the refusal within 2 hours of departure, one idempotency key per visit, international orders.
 */
jest.mock('../../../src/api/flight', () => ({
  flightOrderDetail: jest.fn(),
  cancelPnr: jest.fn(),
  applyRefund: jest.fn(),
  refundAdd: jest.fn(),
  refundOrderDetail: jest.fn(),
  refundCancel: jest.fn(),
}));

import * as flightApi from '../../../src/api/flight';
import { ApiError } from '../../../src/api/transport';
import type { RefundOrderDetail, RefundQuoteData } from '../../../src/api/contract/flight';
import TkRefundApplyPage from '../../../src/packages/flight/pages/tkRefundApply/index';
import TkRefundDetailPage from '../../../src/packages/flight/pages/tkRefundDetail/index';
import { byTestId, click, settle } from '../support/render';
import { recorded } from '../support/taro';
import { issuedOrder, lastUrl, ok, setUp, show, tearDown } from './fixtures';

const api = flightApi as unknown as Record<string, jest.Mock>;

const ALLOWED: RefundQuoteData = {
  allowed: true,
  reason: '',
  items: [
    { psgId: 'p1', rangeId: 'r1', fare: 1240, tax: 50, fee: 744, refund: 546 },
    { psgId: 'p2', rangeId: 'r1', fare: 1240, tax: 50, fee: 744, refund: 546 },
  ],
  totalFee: 1488,
  totalRefund: 1092,
};

const REFUSED: RefundQuoteData = {
  allowed: false,
  reason: '航班起飞前2小时内不支持退票',
  items: [],
  totalFee: 0,
  totalRefund: 0,
};

beforeEach(setUp);
afterEach(tearDown);

const submitButton = (c: Element) => byTestId(c, 'refund-submit');

describe('/tk/tkRefundApply', () => {
  it('previews the fee for the chosen tickets and asks again when the choice changes', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.applyRefund.mockReturnValue(ok(ALLOWED));
    const { container } = await show(<TkRefundApplyPage />, { orderId: 'o1' });

    expect(api.applyRefund).toHaveBeenLastCalledWith({
      orderId: 'o1',
      psgIds: ['p1', 'p2'],
      rangeIds: ['r1'],
      refundType: 1,
    });
    expect(byTestId(container, 'refund-quote')?.getAttribute('data-state')).toBe('ready');
    expect(container.querySelectorAll('[data-testid="refund-quote-item"]')).toHaveLength(2);
    expect(byTestId(container, 'refund-total-fee')?.textContent).toContain('¥1,488.00');
    expect(byTestId(container, 'refund-total')?.textContent).toContain('¥1,092.00');
    expect(submitButton(container)?.getAttribute('aria-disabled')).toBeNull();

    // Dropping a passenger quotes again for the other one.
    await click(byTestId(container, 'psg-p2'));
    expect(api.applyRefund).toHaveBeenLastCalledWith({
      orderId: 'o1',
      psgIds: ['p1'],
      rangeIds: ['r1'],
      refundType: 1,
    });
    // An involuntary reason switches the type and quotes again (no fee for involuntary refunds).
    await click(container.querySelector('[data-testid="refund-reason-choice"] [data-value="delay"]'));
    expect(api.applyRefund).toHaveBeenLastCalledWith({
      orderId: 'o1',
      psgIds: ['p1'],
      rangeIds: ['r1'],
      refundType: 2,
    });
    expect(byTestId(container, 'refund-proof')).not.toBeNull();
  });

  it('shows the refusal within 2 hours of departure and keeps submit disabled', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.applyRefund.mockReturnValue(ok(REFUSED));
    const { container } = await show(<TkRefundApplyPage />, { orderId: 'o1' });

    expect(byTestId(container, 'refund-refused')?.textContent).toBe('航班起飞前2小时内不支持退票');
    expect(byTestId(container, 'refund-total')).toBeNull();
    expect(submitButton(container)?.getAttribute('aria-disabled')).toBe('true');
    await click(container.querySelector('[data-testid="refund-reason-choice"] [data-value="plan"]'));
    await click(submitButton(container));
    expect(api.refundAdd).not.toHaveBeenCalled();
  });

  it('without a reason submits nothing and names the missing reason', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.applyRefund.mockReturnValue(ok(ALLOWED));
    const { container } = await show(<TkRefundApplyPage />, { orderId: 'o1' });
    await click(submitButton(container));
    expect(api.refundAdd).not.toHaveBeenCalled();
    expect(byTestId(container, 'refund-reason-choice-error')?.textContent).toBe('请选择或填写原因');
  });

  it('sends one idempotency key per visit: a retry after a lost answer and a double tap reuse it', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.applyRefund.mockReturnValue(ok(ALLOWED));
    api.refundAdd
      .mockImplementationOnce(() => Promise.reject(new ApiError('network', 0, '')))
      .mockReturnValue(ok({ refundId: 'rf1', refundNo: 'R1', status: 'refunding', totalFee: 1488, totalRefund: 1092 }));
    const { container } = await show(<TkRefundApplyPage />, { orderId: 'o1' });
    await click(container.querySelector('[data-testid="refund-reason-choice"] [data-value="plan"]'));

    await click(submitButton(container));
    await click(submitButton(container));
    await settle();
    expect(api.refundAdd).toHaveBeenCalledTimes(2);
    const [[body, key1], [, key2]] = api.refundAdd.mock.calls;
    expect(body).toEqual({
      orderId: 'o1',
      psgIds: ['p1', 'p2'],
      rangeIds: ['r1'],
      refundReasonVip: '行程变更',
      refundType: 1,
    });
    expect(key1).toMatch(/^[0-9a-f-]{36}$/);
    expect(key2).toBe(key1);
    expect(recorded.navigations.at(-1)?.kind).toBe('redirectTo');
    expect(lastUrl()).toContain('packages/flight/pages/tkRefundCmp/index?refundId=rf1');
  });

  it('a new visit gets a new key', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.applyRefund.mockReturnValue(ok(ALLOWED));
    api.refundAdd.mockReturnValue(
      ok({ refundId: 'rf1', refundNo: 'R1', status: 'refunding', totalFee: 0, totalRefund: 0 }),
    );
    const keys: string[] = [];
    for (let visit = 0; visit < 2; visit += 1) {
      const { container, unmount } = await show(<TkRefundApplyPage />, { orderId: 'o1' });
      await click(container.querySelector('[data-testid="refund-reason-choice"] [data-value="plan"]'));
      await click(submitButton(container));
      keys.push(api.refundAdd.mock.calls.at(-1)?.[1] as string);
      unmount();
    }
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('international orders show the SPEC §5 message and no form', async () => {
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder({ orderType: 11004 })));
    const { container } = await show(<TkRefundApplyPage />, { orderId: 'o1' });
    expect(byTestId(container, 'apply-blocked')?.textContent).toBe('国际机票暂不支持线上退改，请联系客服');
    expect(api.applyRefund).not.toHaveBeenCalled();
    expect(submitButton(container)).toBeNull();
  });
});

describe('/tk/tkRefundDetail', () => {
  const refund = (status: string, canCancel: boolean): RefundOrderDetail => ({
    refundId: 'rf1',
    orderId: 'o1',
    orderNo: 'TK20261122001',
    refundNo: 'R1',
    refundType: 1,
    status,
    reason: '行程变更',
    items: ALLOWED.items,
    totalFee: 1488,
    totalRefund: 1092,
    createdAt: '2026-11-22 11:00:00',
    timeline: [{ status: 'refunding', at: '2026-11-22 11:00', note: '' }],
    canCancel,
  });

  it('shows the status, the items with passenger names and cancels a pending refund under one key', async () => {
    api.refundOrderDetail
      .mockReturnValueOnce(ok(refund('refunding', true)))
      .mockReturnValue(ok(refund('cancelled', false)));
    api.flightOrderDetail.mockReturnValue(ok(issuedOrder()));
    api.refundCancel.mockReturnValue(ok({ refundId: 'rf1', status: 'cancelled' }));
    const { container, text } = await show(<TkRefundDetailPage />, { refundId: 'rf1' });
    expect(container.querySelector('.obt-status')?.textContent).toBe('退票中');
    expect(text()).toContain('张三');
    expect(byTestId(container, 'refund-total')?.textContent).toContain('¥1,092.00');

    await click(byTestId(container, 'refund-cancel'));
    await settle();
    expect(recorded.modals).toHaveLength(1);
    expect(api.refundCancel).toHaveBeenCalledWith({ refundId: 'rf1' }, expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(container.querySelector('.obt-status')?.textContent).toBe('已取消');
    expect(byTestId(container, 'refund-cancel')).toBeNull();
  });
});
