/**
 * Train refund and change apply screens (SPEC §2 /tr/ApplyRefund, /tr/ApplyAlter; §5 train: 4 hours ahead, paper
 * tickets at the station): the server's fee estimate for the chosen tickets, refusals shown with their reason, one
 * submission per visit; the change screen's days within the sale range, later trains of the route from trSearch
 * and the seat chosen. The store runs on fake ports; the clock is fixed with setClock.
 */
import type { ReactElement } from 'react';
import type { Envelope } from '../../../src/api/contract/envelope';
import type { TrainItem, TrainSeat } from '../../../src/api/contract/train';
import type {
  AfterSalesTicket,
  ApplyTrChangeData,
  TrainChangeDetail,
  ApplyTrRefundData,
  OrderFeeExpectData,
} from '../../../src/api/contract/trainAfterSales';
import { setClock } from '../../../src/hosts/clock';
import { setGuardContext } from '../../../src/router';
import { StoreProvider } from '../../../src/stores';
import {
  TrainAfterSalesContext,
  TrainAfterSalesStore,
  type TrainAfterSalesApi,
} from '../../../src/packages/train/afterSales/store';
import ApplyRefundPage from '../../../src/packages/train/pages/ApplyRefund/index';
import ApplyAlterPage from '../../../src/packages/train/pages/ApplyAlter/index';
import AlterCmpPage from '../../../src/packages/train/pages/AlterCmp/index';
import { byTestId, click, render, settle, type } from '../support/render';
import { makeStore } from '../support/stores';
import { recorded, resetTaro } from '../support/taro';

/** 2026-11-22 10:00 China time; the order's train leaves three days later. */
const NOW = Date.UTC(2026, 10, 22, 2);
const ok = <D,>(data: D, list?: unknown[]): Promise<Envelope<D, never>> =>
  Promise.resolve({ code: 1, data, list: list as never[] });

function ticket(id: string, over: Partial<AfterSalesTicket> = {}): AfterSalesTicket {
  return {
    ticketId: id,
    legId: 'l1',
    psgName: id === 't1' ? '张三' : '李娜',
    psgType: 1,
    trainCode: 'G1',
    fromStation: 'VNP',
    fromName: '北京南',
    toStation: 'AOH',
    toName: '上海虹桥',
    depTime: '2026-11-25 08:00',
    arrTime: '2026-11-25 12:30',
    seatType: 'O',
    seatName: '二等座',
    coach: '05',
    seatNo: '01A',
    ticketNo: `E${id}`,
    price: 553,
    ticketStatus: 'issued',
    paperTicket: false,
    allowed: true,
    reason: '',
    reasonText: '',
    ...over,
  };
}

const REFUND_APPLY: ApplyTrRefundData = {
  orderId: 'o1',
  orderNo: 'TR1',
  busy: false,
  ruleText: '须在开车前4小时以上办理',
  tickets: [
    ticket('t1'),
    ticket('t2', {
      paperTicket: true,
      allowed: false,
      reason: 'paperTicket',
      reasonText: '已打印纸质车票，仅能到车站办理退票',
    }),
  ],
};

function estimate(kind: 1 | 2, ids: string[], over: Partial<OrderFeeExpectData> = {}): OrderFeeExpectData {
  return {
    kind,
    lines: ids.map((ticketId) => ({
      ticketId,
      psgName: '张三',
      price: 553,
      newPrice: kind === 2 ? 933 : 0,
      percent: kind === 1 ? 5 : 0,
      fee: kind === 1 ? 27.5 : 0,
      refund: kind === 1 ? 525.5 : 0,
      pay: kind === 2 ? 380 : 0,
    })),
    totalFee: kind === 1 ? 27.5 * ids.length : 0,
    totalRefund: kind === 1 ? 525.5 * ids.length : 0,
    totalPay: kind === 2 ? 380 * ids.length : 0,
    ...over,
  };
}

function seat(trainId: string, seatType: TrainSeat['seatType'], price: number, seatCount = 20): TrainSeat {
  return {
    seatKey: `${trainId}|${seatType}`,
    seatType,
    seatName: seatType === 'O' ? '二等座' : '一等座',
    price,
    seatCount,
    seatDiscount: 100,
    wb: 0,
    isBench: false,
  };
}

function train(code: string, depTime: string, over: Partial<TrainItem> = {}): TrainItem {
  const trainId = `${code}_${depTime.slice(0, 10)}_VNP_AOH`;
  return {
    trainId,
    trainCode: code,
    trainType: 'G',
    startStationName: '北京南',
    endStationName: '上海虹桥',
    from: { code: 'VNP', name: '北京南', cityCode: 'BJS', cityName: '北京' },
    to: { code: 'AOH', name: '上海虹桥', cityCode: 'SHA', cityName: '上海' },
    depTime,
    arrTime: `${depTime.slice(0, 11)}14:00`,
    runTime: '04:30',
    runMinutes: 270,
    arriveDays: 0,
    saleDateTime: 'reservable',
    idCardTicket: true,
    seats: [seat(trainId, 'O', 553), seat(trainId, 'M', 933)],
    ...over,
  };
}

function fakeApi(): Record<keyof TrainAfterSalesApi, jest.Mock> {
  return {
    applyTrRefund: jest.fn(() => ok(REFUND_APPLY)),
    orderFeeExpect: jest.fn((body: { kind: 1 | 2; ticketIds: string[] }) => ok(estimate(body.kind, body.ticketIds))),
    saveTrRefund: jest.fn(() =>
      ok({ refundId: 'rf1', refundNo: 'TRR1', status: 'refunding', totalFee: 27.5, totalRefund: 525.5 }),
    ),
    trRefundDetail: jest.fn(),
    cancelTrRefund: jest.fn(),
    applyTrChange: jest.fn(),
    trChangeOrderAdd: jest.fn(() =>
      ok({
        changeId: 'c1',
        changeNo: 'TRC1',
        status: 'seatSecured',
        totalPay: 380,
        totalFee: 0,
        totalRefund: 0,
        holdDeadline: '2026-11-22 10:15',
      }),
    ),
    confirmTrChangeOrder: jest.fn(),
    cancelTrChangeOrder: jest.fn(),
    trChangeOrderDetail: jest.fn(),
    trSearch: jest.fn(),
  };
}

let api: Record<keyof TrainAfterSalesApi, jest.Mock>;
let restoreClock: () => void = () => undefined;

beforeEach(() => {
  restoreClock = setClock(() => NOW);
  resetTaro();
  setGuardContext({ isLoggedIn: () => true, visitorMode: () => false });
  api = fakeApi();
});

afterEach(() => {
  restoreClock();
  document.body.innerHTML = '';
});

async function show(page: ReactElement, params: Record<string, string>) {
  recorded.routerParams = params;
  const { store } = makeStore();
  await store.session.adoptToken('c'.repeat(32));
  const afterSales = new TrainAfterSalesStore(api as unknown as TrainAfterSalesApi, () => NOW);
  const view = await render(
    <StoreProvider store={store}>
      <TrainAfterSalesContext.Provider value={afterSales}>{page}</TrainAfterSalesContext.Provider>
    </StoreProvider>,
  );
  await settle();
  await settle();
  return view;
}

const lastUrl = () => decodeURIComponent(recorded.navigations.at(-1)?.url ?? '');
const disabled = (el: Element | null) => el?.getAttribute('aria-disabled') === 'true';

describe('/tr/ApplyRefund', () => {
  it('estimates the fee of the refundable tickets; a paper ticket says why it cannot be chosen', async () => {
    const { container } = await show(<ApplyRefundPage />, { orderId: 'o1' });
    expect(api.applyTrRefund).toHaveBeenCalledWith({ orderId: 'o1' });
    expect(byTestId(container, 'ticket-why-t2')?.textContent).toBe('已打印纸质车票，仅能到车站办理退票');
    expect(byTestId(container, 'ticket-t2')?.getAttribute('role')).not.toBe('checkbox');
    expect(api.orderFeeExpect).toHaveBeenLastCalledWith({ orderId: 'o1', kind: 1, ticketIds: ['t1'] });
    expect(byTestId(container, 'estimate-fee')?.textContent).toContain('¥27.50');
    expect(byTestId(container, 'estimate-refund')?.textContent).toContain('¥525.50');
    expect(byTestId(container, 'refund-rules')?.textContent).toContain('4小时');

    // Taking the only ticket off leaves nothing to estimate or submit.
    await click(byTestId(container, 'ticket-t1'));
    expect(api.orderFeeExpect).toHaveBeenCalledTimes(1);
    expect(byTestId(container, 'estimate')).toBeNull();
    expect(disabled(byTestId(container, 'refund-submit'))).toBe(true);
  });

  it('asks for a reason, then submits once with the visit key and opens /tr/RefundCmp', async () => {
    const { container } = await show(<ApplyRefundPage />, { orderId: 'o1' });
    await click(byTestId(container, 'refund-submit'));
    expect(api.saveTrRefund).not.toHaveBeenCalled();
    expect(byTestId(container, 'refund-reason-text-error')?.textContent).toBe('请填写原因');

    await type(byTestId(container, 'refund-reason-text'), '会议取消');
    await settle();
    await click(byTestId(container, 'refund-submit'));
    await settle();
    expect(api.saveTrRefund).toHaveBeenCalledTimes(1);
    const [body, key] = api.saveTrRefund.mock.calls[0] as [unknown, string];
    expect(body).toEqual({ orderId: 'o1', ticketIds: ['t1'], reason: '会议取消' });
    expect(key).toMatch(/\S{8,}/);
    expect(lastUrl()).toContain('/packages/train/pages/RefundCmp/index');
    expect(lastUrl()).toContain('refundId=rf1');
  });

  it('an order with a refund or change under way is explained and not estimated', async () => {
    api.applyTrRefund.mockReturnValue(ok({ ...REFUND_APPLY, busy: true }));
    const { container } = await show(<ApplyRefundPage />, { orderId: 'o1' });
    expect(byTestId(container, 'apply-busy')).not.toBeNull();
    expect(api.orderFeeExpect).not.toHaveBeenCalled();
  });
});

describe('/tr/ApplyAlter', () => {
  const CHANGE_APPLY: ApplyTrChangeData = {
    orderId: 'o1',
    orderNo: 'TR1',
    busy: false,
    ruleText: '须在开车前4小时以上办理',
    tickets: [ticket('t1'), ticket('t2')],
    legs: [
      {
        legId: 'l1',
        fromStation: 'VNP',
        toStation: 'AOH',
        fromName: '北京南',
        toName: '上海虹桥',
        depDate: '2026-11-25',
      },
    ],
  };

  it('offers the days from the train day to the sale horizon and the later trains of the route', async () => {
    api.applyTrChange.mockReturnValue(ok(CHANGE_APPLY));
    api.trSearch.mockImplementation((req: { date: string }) =>
      ok({
        tips: '',
        trains: [
          train('G1', `${req.date} 08:00`),
          train('G3', `${req.date} 07:00`),
          train('G5', `${req.date} 10:00`),
          train('G7', `${req.date} 11:00`, { saleDateTime: 'stopped' }),
        ],
      }),
    );
    const { container } = await show(<ApplyAlterPage />, { orderId: 'o1' });
    // 2026-11-25 (the train's day) … 2026-12-06 (today + 14).
    expect(byTestId(container, 'date-2026-11-25')?.getAttribute('aria-checked')).toBe('true');
    expect(byTestId(container, 'date-2026-11-24')).toBeNull();
    expect(byTestId(container, 'date-2026-12-06')).not.toBeNull();
    expect(byTestId(container, 'date-2026-12-07')).toBeNull();
    expect(api.trSearch).toHaveBeenLastCalledWith({ fromStation: 'VNP', toStation: 'AOH', date: '2026-11-25' });
    // Only trains after the original 08:00 that are on sale.
    expect(byTestId(container, 'train-G5')).not.toBeNull();
    expect(byTestId(container, 'train-G1')).toBeNull();
    expect(byTestId(container, 'train-G3')).toBeNull();
    expect(byTestId(container, 'train-G7')).toBeNull();
    expect(disabled(byTestId(container, 'change-submit'))).toBe(true);

    // Another day searches again; every train of a later day is later.
    await click(byTestId(container, 'date-2026-11-26'));
    await settle();
    expect(api.trSearch).toHaveBeenLastCalledWith({ fromStation: 'VNP', toStation: 'AOH', date: '2026-11-26' });
    expect(byTestId(container, 'train-G1')).not.toBeNull();
  });

  it('choosing a seat estimates the difference; submit holds it and opens /tr/AlterCmp', async () => {
    api.applyTrChange.mockReturnValue(ok(CHANGE_APPLY));
    api.trSearch.mockImplementation((req: { date: string }) =>
      ok({ tips: '', trains: [train('G5', `${req.date} 10:00`)] }),
    );
    const { container } = await show(<ApplyAlterPage />, { orderId: 'o1' });
    expect(api.orderFeeExpect).not.toHaveBeenCalled();
    const seatKey = 'G5_2026-11-25_VNP_AOH|M';
    await click(byTestId(container, `seat-${seatKey}`));
    await settle();
    expect(api.orderFeeExpect).toHaveBeenLastCalledWith({ orderId: 'o1', kind: 2, ticketIds: ['t1', 't2'], seatKey });
    expect(byTestId(container, 'estimate-pay')?.textContent).toContain('¥760.00');

    await type(byTestId(container, 'change-reason-text'), '会议改期');
    await settle();
    await click(byTestId(container, 'change-submit'));
    await settle();
    expect(api.trChangeOrderAdd).toHaveBeenCalledTimes(1);
    expect(api.trChangeOrderAdd.mock.calls[0]?.[0]).toEqual({
      orderId: 'o1',
      ticketIds: ['t1', 't2'],
      seatKey,
      reason: '会议改期',
    });
    expect(lastUrl()).toContain('/packages/train/pages/AlterCmp/index');
    expect(lastUrl()).toContain('changeId=c1');
  });
});

describe('/tr/AlterCmp', () => {
  function held(over: Partial<TrainChangeDetail> = {}): TrainChangeDetail {
    return {
      changeId: 'c1',
      changeNo: 'TRC1',
      orderId: 'o1',
      orderNo: 'TR1',
      status: 'seatSecured',
      reason: '会议改期',
      oldTrain: train('G1', '2026-11-25 08:00'),
      newTrain: train('G5', '2026-11-25 10:00'),
      oldSeatName: '二等座',
      newSeatType: 'M',
      newSeatName: '一等座',
      items: [],
      totalPay: 760,
      totalFee: 0,
      totalRefund: 0,
      payOrderId: '',
      payDeadline: '',
      holdDeadline: '2026-11-22 10:15',
      createdAt: '2026-11-22 10:00',
      timeline: [],
      canConfirm: true,
      canCancel: true,
      ...over,
    };
  }

  it('a held dearer seat: the difference is shown, confirming opens the cashier for the change order', async () => {
    api.trChangeOrderDetail.mockReturnValue(ok(held()));
    api.confirmTrChangeOrder.mockReturnValue(
      ok({
        changeId: 'c1',
        status: 'awaitingPayment',
        payOrderId: 'c1',
        payAmount: 760,
        payDeadline: '2026-11-22 10:20',
      }),
    );
    const { container } = await show(<AlterCmpPage />, { changeId: 'c1' });
    expect(api.trChangeOrderDetail).toHaveBeenCalledWith({ orderId: 'c1' });
    expect(byTestId(container, 'cmp-pay')?.textContent).toContain('¥760.00');
    expect(byTestId(container, 'cmp-hold')?.textContent).toContain('10:15');
    await click(byTestId(container, 'cmp-confirm'));
    await settle();
    expect(api.confirmTrChangeOrder).toHaveBeenCalledTimes(1);
    expect(lastUrl()).toContain('orderIds=c1');
    expect(lastUrl()).toContain('/pay');
  });

  it('a cheaper seat: confirming issues the new ticket, no cashier', async () => {
    api.trChangeOrderDetail
      .mockReturnValueOnce(ok(held({ totalPay: 0, totalFee: 2, totalRefund: 3 })))
      .mockReturnValue(ok(held({ status: 'changing', totalPay: 0, totalFee: 2, totalRefund: 3, canConfirm: false })));
    api.confirmTrChangeOrder.mockReturnValue(
      ok({ changeId: 'c1', status: 'changing', payOrderId: '', payAmount: 0, payDeadline: '' }),
    );
    const { container } = await show(<AlterCmpPage />, { changeId: 'c1' });
    expect(byTestId(container, 'cmp-refund')?.textContent).toContain('¥3.00');
    await click(byTestId(container, 'cmp-confirm'));
    await settle();
    expect(recorded.navigations.some((n) => n.url.includes('/pay'))).toBe(false);
    expect(byTestId(container, 'cmp-confirm')).toBeNull();
  });
});
