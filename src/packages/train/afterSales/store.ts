/**
 * The train after-sales store (SPEC §7 Train: order reads, actions and writes of refunds and changes; trSearch for
 * the new train): the one way the refund and change screens reach the server. Its API and `now` are ports (the
 * real calls and `clock.now` in the app, fakes in a test); records live in the screens' record loaders, so the store
 * holds no state of its own.
 */
import { createContext, useContext } from 'react';
import { trSearch } from '../../../api/train';
import type * as TrainApi from '../../../api/train';
import {
  applyTrChange,
  applyTrRefund,
  cancelTrChangeOrder,
  cancelTrRefund,
  confirmTrChangeOrder,
  orderFeeExpect,
  saveTrRefund,
  trChangeOrderAdd,
  trChangeOrderDetail,
  trRefundDetail,
} from '../../../api/trainAfterSales';
import type * as AfterSalesApi from '../../../api/trainAfterSales';
import type { Envelope } from '../../../api/contract/envelope';
import type { TrainItem } from '../../../api/contract/train';
import type {
  ApplyTrChangeData,
  ApplyTrRefundData,
  ConfirmTrChangeData,
  OrderFeeExpectData,
  OrderFeeExpectRequest,
  SaveTrRefundData,
  SaveTrRefundRequest,
  TrChangeOrderAddData,
  TrChangeOrderAddRequest,
  TrainChangeDetail,
  TrainRefundDetail,
} from '../../../api/contract/trainAfterSales';
import { clock } from '../../../hosts/clock';
import { addCalendarDays } from '../../../domain/time';
import { isTrainReservable, trainSaleRange } from '../../../domain/train/sale';

/** The calls the store makes. */
export type TrainAfterSalesApi = Pick<
  typeof AfterSalesApi,
  | 'applyTrRefund'
  | 'orderFeeExpect'
  | 'saveTrRefund'
  | 'trRefundDetail'
  | 'cancelTrRefund'
  | 'applyTrChange'
  | 'trChangeOrderAdd'
  | 'confirmTrChangeOrder'
  | 'cancelTrChangeOrder'
  | 'trChangeOrderDetail'
> &
  Pick<typeof TrainApi, 'trSearch'>;

function dataOf<T>(answer: Envelope<T, unknown>, call: string): T {
  if (answer.data === undefined || answer.data === null) throw new Error(`${call} answered no data`);
  return answer.data;
}

export class TrainAfterSalesStore {
  constructor(
    private readonly api: TrainAfterSalesApi,
    readonly now: () => number = clock.now,
  ) {}

  // Refunds ---------------------------------------------------------------------------------------------------

  async loadRefundApply(orderId: string): Promise<ApplyTrRefundData> {
    return dataOf(await this.api.applyTrRefund({ orderId }), 'applyTrRefund');
  }

  /** Fee estimate of refunding (kind 1) or changing (kind 2) the chosen tickets. */
  async estimate(req: OrderFeeExpectRequest): Promise<OrderFeeExpectData> {
    return dataOf(await this.api.orderFeeExpect(req), 'orderFeeExpect');
  }

  async saveRefund(req: SaveTrRefundRequest, idempotencyKey: string): Promise<SaveTrRefundData> {
    return dataOf(await this.api.saveTrRefund(req, idempotencyKey), 'saveTrRefund');
  }

  /** A refund by its id; a train order's id opens its newest refund (as the order centre may link). */
  async loadRefund(id: string): Promise<TrainRefundDetail> {
    return dataOf(await this.api.trRefundDetail({ orderId: id }), 'trRefundDetail');
  }

  async cancelRefund(refundId: string, idempotencyKey: string): Promise<void> {
    await this.api.cancelTrRefund({ refundId }, idempotencyKey);
  }

  // Changes ---------------------------------------------------------------------------------------------------

  async loadChangeApply(orderId: string): Promise<ApplyTrChangeData> {
    return dataOf(await this.api.applyTrChange({ orderId }), 'applyTrChange');
  }

  /** Days a new train may be searched on: from the original train's day (not before today) to the sale horizon. */
  changeDates(fromDate: string): string[] {
    const { first, last } = trainSaleRange(this.now());
    const start = fromDate > first ? fromDate : first;
    const out: string[] = [];
    for (let d = start; d <= last && out.length < 31; d = addCalendarDays(d, 1)) out.push(d);
    return out;
  }

  /**
   * Trains of the leg's route on a day that leave after the original train and are on sale, with the seat classes
   * that can still be booked.
   */
  async laterTrains(
    leg: { fromStation: string; toStation: string },
    date: string,
    afterDepTime: string,
  ): Promise<TrainItem[]> {
    const answer = dataOf(
      await this.api.trSearch({ fromStation: leg.fromStation, toStation: leg.toStation, date }),
      'trSearch',
    );
    return answer.trains
      .filter((t) => t.depTime > afterDepTime && isTrainReservable(t))
      .map((t) => ({ ...t, seats: t.seats.filter((s) => s.seatCount > 0) }))
      .filter((t) => t.seats.length > 0);
  }

  async addChange(req: TrChangeOrderAddRequest, idempotencyKey: string): Promise<TrChangeOrderAddData> {
    return dataOf(await this.api.trChangeOrderAdd(req, idempotencyKey), 'trChangeOrderAdd');
  }

  async confirmChange(changeId: string, idempotencyKey: string): Promise<ConfirmTrChangeData> {
    return dataOf(await this.api.confirmTrChangeOrder({ changeId }, idempotencyKey), 'confirmTrChangeOrder');
  }

  async cancelChange(changeId: string, idempotencyKey: string): Promise<void> {
    await this.api.cancelTrChangeOrder({ changeId }, idempotencyKey);
  }

  /** A change by its id; a train order's id opens its newest change. */
  async loadChange(id: string): Promise<TrainChangeDetail> {
    return dataOf(await this.api.trChangeOrderDetail({ orderId: id }), 'trChangeOrderDetail');
  }
}

/** The app's train after-sales store. */
export const trainAfterSalesStore = new TrainAfterSalesStore({
  applyTrRefund,
  orderFeeExpect,
  saveTrRefund,
  trRefundDetail,
  cancelTrRefund,
  applyTrChange,
  trChangeOrderAdd,
  confirmTrChangeOrder,
  cancelTrChangeOrder,
  trChangeOrderDetail,
  trSearch,
});

/** Lets a test render a screen with its own store. */
export const TrainAfterSalesContext = createContext<TrainAfterSalesStore>(trainAfterSalesStore);

export function useTrainAfterSales(): TrainAfterSalesStore {
  return useContext(TrainAfterSalesContext);
}
