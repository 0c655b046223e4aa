/**
 * Table types of this module, composed into `Database` by db/schema.ts. Flight refunds, changes and demand orders.
 */
import type { MoneyReturnedColumns } from '../pay/tables';

/**
 * A refund (S3): also the `orders` row of type 11002 with the same id (status, timeline, order centre); the money
 * columns say which payment it went back to, once refunded.
 */
export interface FlightRefundsTable extends MoneyReturnedColumns {
  id: string;
  /** The flight order refunded. */
  order_id: string;
  corp_id: string;
  /** Who asked for it. */
  emp_id: string;
  /** 1 voluntary, 2 involuntary (proof required, no fee). */
  refund_type: number;
  reason: string;
  prove_url: string;
  fare_fen: number;
  tax_fen: number;
  fee_fen: number;
  /** Money due back: fare − fee + taxes. */
  refund_fen: number;
  /** The flight order's status before the refund (restored when it is withdrawn). */
  prev_order_status: string;
  created_at: number;
}

/** One passenger on one segment of a refund. */
export interface FlightRefundItemsTable {
  refund_id: string;
  psg_id: string;
  range_id: string;
  order_id: string;
  corp_id: string;
  psg_type: number;
  fare_fen: number;
  tax_fen: number;
  fee_fen: number;
  refund_fen: number;
  prev_ticket_status: string;
}

/** A change (S3): also the `orders` row of type 11003 with the same id; what is paid is its total_fen. */
export interface FlightChangesTable {
  id: string;
  order_id: string;
  corp_id: string;
  emp_id: string;
  /** The segment changed (switched to the new flight when the change completes). */
  range_id: string;
  /** 1 voluntary, 2 involuntary (no change fee). */
  change_type: number;
  reason: string;
  old_flight_no: string;
  old_dep_date: string;
  old_cabin_code: string;
  old_dep_at: number;
  old_adult_fare_fen: number;
  old_flight_json: string;
  old_cabin_json: string;
  new_flight_no: string;
  new_dep_date: string;
  new_cabin_code: string;
  new_cabin_class: string;
  new_dep_airport: string;
  new_arr_airport: string;
  new_dep_at: number;
  new_arr_at: number;
  new_adult_fare_fen: number;
  new_class_full_fare_fen: number;
  new_construction_fen: number;
  new_fuel_fen: number;
  new_flight_json: string;
  new_cabin_json: string;
  /** Seats taken on the new flight when the change was made (given back if it is cancelled). */
  seats_reserved: number;
  change_fee_fen: number;
  fare_diff_fen: number;
  total_fen: number;
  prev_order_status: string;
  completed_at: number | null;
  created_at: number;
}

export interface FlightChangeItemsTable {
  change_id: string;
  psg_id: string;
  corp_id: string;
  psg_type: number;
  old_fare_fen: number;
  new_fare_fen: number;
  change_fee_fen: number;
  fare_diff_fen: number;
  prev_ticket_status: string;
  old_ticket_no: string;
  new_ticket_no: string;
}

/** A flight demand order (tkNeed): what the traveller wants when no suitable flight was found. */
export interface FlightNeedsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  dept_id: string;
  need_no: string;
  /** 'pending' | 'processed' | 'cancelled'. */
  status: string;
  adult_num: number;
  child_num: number;
  baby_num: number;
  cabin: string;
  expect_budget_fen: number;
  /** China time 'YYYY-MM-DD HH:mm' as entered; deadline_at the same instant in epoch ms. */
  expect_deadline: string;
  deadline_at: number;
  voyage_type: number;
  only_direct: number;
  linkman: string;
  link_tel: string;
  remark: string;
  /** FlightNeedRange[]. */
  ranges_json: string;
  created_at: number;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface FlightAfterSalesTables {
  flight_refunds: FlightRefundsTable;
  flight_refund_items: FlightRefundItemsTable;
  flight_changes: FlightChangesTable;
  flight_change_items: FlightChangeItemsTable;
  flight_needs: FlightNeedsTable;
}
