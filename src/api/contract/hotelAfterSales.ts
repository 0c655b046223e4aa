/**
 * Hotel refunds (order type 11008) of a paid hotel order (SPEC §2 /ht/htOrder/htRefund → /ht/htRefundComplete,
 * /ht/htOrder/htRefundDetail; §7 Hotel version 1 orders: applyHotelRefund, hotelRefundAdd, hotelRefundCancel,
 * hotelRefundDetail, hotelRefundList, all GET). A refund names nights of the stay; nights before the cancellation
 * deadline come back in full, later ones less the plan's penalty (src/domain/hotel/cancellation.ts).
 * Amounts are yuan; dates 'YYYY-MM-DD', times 'YYYY-MM-DD HH:mm', China time.
 */

/** applyHotelRefund / hotelRefundList (GET): `{ orderId }`. */
export interface HotelRefundOrderQuery {
  orderId: string;
}

/** One night of the stay as the refund screen lists it. */
export interface RefundableNight {
  date: string;
  /** Nightly price × rooms, yuan. */
  amount: number;
  /** May be refunded now (not already refunded, not in the past). */
  allowed: boolean;
  /** Why not, in the reader's language ('' when allowed). */
  reasonText: string;
}

/** applyHotelRefund: what may be refunded now and what it would return. */
export interface ApplyHotelRefundData {
  orderId: string;
  orderNo: string;
  hotelName: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  nights: RefundableNight[];
  /** Cancellation rule, in the reader's language. */
  ruleText: string;
  /** The penalty if refunded now, yuan (0 inside the free window). */
  penalty: number;
  /** A refund of the order is already in progress (one at a time). */
  busy: boolean;
  /** Refund reasons to choose from (the last one asks for a text). */
  reasons: { code: string; text: string }[];
}

/** hotelRefundAdd (GET query, with an Idempotency-Key). */
export interface HotelRefundAddRequest {
  orderId: string;
  /** Comma-separated nights 'YYYY-MM-DD,YYYY-MM-DD' (a GET query carries no arrays). */
  nights: string;
  reasonCode: string;
  /** Required for reason 'other', at most 200 characters. */
  reasonText?: string;
}

export interface HotelRefundAddData {
  refundId: string;
  refundNo: string;
  /** What comes back, yuan. */
  amount: number;
  penalty: number;
  status: string;
}

/** hotelRefundDetail / hotelRefundCancel (GET): `{ refundId }`. */
export interface HotelRefundQuery {
  refundId: string;
}

/** hotelRefundDetail. Status: 'applied' → 'hotelConfirming' → 'refunded', or 'rejected' / 'cancelled'. */
export interface HotelRefundDetail {
  refundId: string;
  refundNo: string;
  orderId: string;
  orderNo: string;
  status: string;
  hotelName: string;
  roomName: string;
  nights: string[];
  rooms: number;
  /** Paid for those nights, yuan. */
  paid: number;
  penalty: number;
  /** What comes back, yuan. */
  amount: number;
  reason: string;
  createdAt: string;
  timeline: { status: string; at: string; note: string }[];
  /** May still be withdrawn (hotelRefundCancel). */
  cancellable: boolean;
}

/** hotelRefundList: the order's refunds (rows in `list`, newest first). */
export interface HotelRefundListItem {
  refundId: string;
  refundNo: string;
  status: string;
  amount: number;
  nights: string[];
  createdAt: string;
}
