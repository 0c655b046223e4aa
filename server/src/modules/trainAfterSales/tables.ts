/**
 * Table types of the train after-sales module, composed into `Database` by db/schema.ts. A refund (11010) or a change
 * (11011) is also an `orders` row (status, amount, travellers, timeline); these keep what is specific to it, with a
 * snapshot of each ticket as it was, so the detail reads the same after the train order moved on.
 */

import type { MoneyReturnedColumns } from '../pay/tables';

/**
 * A refund of some tickets of a train order (id = the refund's order id); the money columns say which payment it
 * went back to, once returned.
 */
export interface TrainRefundsTable extends MoneyReturnedColumns {
  id: string;
  order_id: string;
  corp_id: string;
  /** Who asked (the sub-order belongs to the train order's booker). */
  emp_id: string;
  reason: string;
  fee_fen: number;
  refund_fen: number;
  /** The train order's status before the refund held it (restored when the refund is withdrawn). */
  prev_order_status: string;
  created_at: number;
}

/** One ticket of a refund. */
export interface TrainRefundItemsTable {
  refund_id: string;
  ticket_id: string;
  order_id: string;
  corp_id: string;
  leg_id: string;
  price_fen: number;
  percent: number;
  fee_fen: number;
  refund_fen: number;
  prev_ticket_status: string;
  /** RefundTicketSnapshot JSON: passenger, train, stations, times, seat as refunded. */
  ticket_json: string;
}

/**
 * A change of some tickets of one leg to a seat on another train (id = the change's order id); the money columns say
 * where a cheaper seat's difference went back to.
 */
export interface TrainChangesTable extends MoneyReturnedColumns {
  id: string;
  order_id: string;
  corp_id: string;
  emp_id: string;
  reason: string;
  old_leg_id: string;
  /** TrainItem JSON of the train left, and of the new one. */
  old_train_json: string;
  old_seat_type: string;
  new_train_json: string;
  new_seat_type: string;
  new_train_code: string;
  new_dep_date: string;
  new_from_station: string;
  new_to_station: string;
  new_dep_at: number;
  new_arr_at: number;
  new_price_fen: number;
  /** Seats held on the new train (supplier inventory) until the change completes or is cancelled. */
  seats_reserved: number;
  pay_fen: number;
  fee_fen: number;
  refund_fen: number;
  prev_order_status: string;
  /** Until when the held seat waits for confirmation (epoch ms). */
  hold_deadline: number;
  /** The train order's leg created for the new train, once the change completed. */
  new_leg_id: string | null;
  completed_at: number | null;
  created_at: number;
}

/** One ticket of a change. */
export interface TrainChangeItemsTable {
  change_id: string;
  ticket_id: string;
  order_id: string;
  corp_id: string;
  psg_name: string;
  old_price_fen: number;
  new_price_fen: number;
  fee_fen: number;
  refund_fen: number;
  pay_fen: number;
  old_coach: string;
  old_seat_no: string;
  old_ticket_no: string;
  new_coach: string;
  new_seat_no: string;
  new_ticket_no: string;
  prev_ticket_status: string;
}

/** The tables this module owns, by table name. */
export interface TrainAfterSalesTables {
  train_refunds: TrainRefundsTable;
  train_refund_items: TrainRefundItemsTable;
  train_changes: TrainChangesTable;
  train_change_items: TrainChangeItemsTable;
}
