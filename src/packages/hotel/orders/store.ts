/**
 * Hotel orders and refunds as the order-detail, refund, refund-complete and refund-detail screens read them (SPEC §7
 * Hotel version 1 orders: hotelOrderDetail, hotelOrderCancel, applyHotelRefund, hotelRefundAdd, hotelRefundCancel,
 * hotelRefundDetail, hotelRefundList). Both hotel versions open the same screens. The API and `now` are ports (the
 * real calls and `clock.now` in the app, fakes in a test through `HotelStores`); records live in the screens' record loaders, so the store
 * holds no state of its own.
 */
import type { Envelope } from '../../../api/contract/envelope';
import type { HotelOrderCancelData, HotelOrderDetail, HotelOrderIdQuery } from '../../../api/contract/hotel';
import type {
  ApplyHotelRefundData,
  HotelRefundAddData,
  HotelRefundAddRequest,
  HotelRefundDetail,
  HotelRefundListItem,
  HotelRefundOrderQuery,
  HotelRefundQuery,
} from '../../../api/contract/hotelAfterSales';
import {
  applyHotelRefund,
  hotelOrderCancel,
  hotelOrderDetail,
  hotelRefundAdd,
  hotelRefundCancel,
  hotelRefundDetail,
  hotelRefundList,
} from '../../../api/hotel';
import { clock } from '../../../hosts/clock';

/** The calls the store makes. */
export interface HotelOrderApi {
  hotelOrderDetail(query: HotelOrderIdQuery): Promise<Envelope<HotelOrderDetail>>;
  hotelOrderCancel(query: HotelOrderIdQuery, idempotencyKey: string): Promise<Envelope<HotelOrderCancelData>>;
  applyHotelRefund(query: HotelRefundOrderQuery): Promise<Envelope<ApplyHotelRefundData>>;
  hotelRefundAdd(query: HotelRefundAddRequest, idempotencyKey: string): Promise<Envelope<HotelRefundAddData>>;
  hotelRefundDetail(query: HotelRefundQuery): Promise<Envelope<HotelRefundDetail>>;
  hotelRefundCancel(query: HotelRefundQuery, idempotencyKey: string): Promise<Envelope<HotelRefundDetail>>;
  hotelRefundList(query: HotelRefundOrderQuery): Promise<Envelope<unknown, HotelRefundListItem>>;
}

/** What a refund application sends: the chosen nights, the reason code and (for 'other') its text. */
export interface HotelRefundInput {
  orderId: string;
  nights: readonly string[];
  reasonCode: string;
  reasonText?: string;
}

export class HotelOrderStore {
  constructor(
    private readonly api: HotelOrderApi,
    /** The clock of the cancellation rule (free until the deadline, then the penalty). */
    readonly now: () => number,
  ) {}

  /** One order; null when there is none (or it is not the caller's to see). */
  async loadOrder(orderId: string): Promise<HotelOrderDetail | null> {
    return (await this.api.hotelOrderDetail({ orderId })).data ?? null;
  }

  /** Cancels under `key` (one key per cancel intent); rejects when refused (the transport showed why). */
  async cancel(orderId: string, key: string): Promise<HotelOrderCancelData | null> {
    return (await this.api.hotelOrderCancel({ orderId }, key)).data ?? null;
  }

  /** The refund screen's data: nights that may be refunded now, the rule, the penalty now, the reasons. */
  async loadRefundApply(orderId: string): Promise<ApplyHotelRefundData | null> {
    return (await this.api.applyHotelRefund({ orderId })).data ?? null;
  }

  /** Applies for a refund of some nights under the visit's key (a double tap makes one refund). */
  async applyRefund(input: HotelRefundInput, key: string): Promise<HotelRefundAddData> {
    const query: HotelRefundAddRequest = {
      orderId: input.orderId,
      nights: [...input.nights].sort().join(','),
      reasonCode: input.reasonCode,
      ...(input.reasonText ? { reasonText: input.reasonText } : {}),
    };
    const data = (await this.api.hotelRefundAdd(query, key)).data;
    if (!data) throw new Error('hotelRefundAdd answered no data');
    return data;
  }

  /** One refund; null when there is none. */
  async loadRefund(refundId: string): Promise<HotelRefundDetail | null> {
    return (await this.api.hotelRefundDetail({ refundId })).data ?? null;
  }

  /** Withdraws a refund still applied for (one key per intent). */
  async withdrawRefund(refundId: string, key: string): Promise<HotelRefundDetail | null> {
    return (await this.api.hotelRefundCancel({ refundId }, key)).data ?? null;
  }

  /** The order's refunds, newest first. */
  async refundsOf(orderId: string): Promise<HotelRefundListItem[]> {
    return (await this.api.hotelRefundList({ orderId })).list ?? [];
  }
}

/** The app's order store: the real calls and the clock. */
export function appOrderStore(): HotelOrderStore {
  return new HotelOrderStore(
    {
      hotelOrderDetail,
      hotelOrderCancel,
      applyHotelRefund,
      hotelRefundAdd,
      hotelRefundDetail,
      hotelRefundCancel,
      hotelRefundList,
    },
    () => clock.now(),
  );
}
