/**
 * Table types of this module, composed into `Database` by db/schema.ts. The shared order: one row per order of any
 * product, its travellers and its timeline.
 */
import type { Generated } from 'kysely';

export interface OrdersTable {
  id: string;
  corp_id: string;
  /** The booker. */
  emp_id: string;
  /** The booker's department when the order was made (department booking scope). */
  dept_id: string;
  order_no: string;
  order_type: number;
  product_type: number;
  order_status: string;
  total_fen: number;
  title: string;
  travel_date: string;
  transfer_flag: number;
  is_show_guarantee: number;
  ccsqd_id: string | null;
  created_at: number;
  updated_at: number;
  // Added by 20261122_0201_payments (defaults keep older inserts valid).
  /** Epoch ms after which payment is refused (created_at + 15 min, SPEC §9). */
  pay_deadline: Generated<number | null>;
  paid_at: Generated<number | null>;
  pay_id: Generated<string | null>;
  link_man: Generated<string>;
  link_tel: Generated<string>;
  link_email: Generated<string>;
  cost_center_id: Generated<string | null>;
  project_id: Generated<string | null>;
  violation_reason: Generated<string>;
  remark: Generated<string>;
  approval_required: Generated<number>;
  // Added by 20261125_0801_order_kit.
  /** Last travel day of an order over a range (hotel nights, visa, tour, a flight's last segment); null: one day. */
  travel_end_date: Generated<string | null>;
}

export interface OrderTravellersTable {
  id: string;
  order_id: string;
  corp_id: string;
  /** Null for a traveller from outside the company. */
  emp_id: string | null;
  dept_id: string | null;
  name: string;
  seq: number;
  // Added by 20261125_0801_order_kit: the traveller's document for every product.
  /** Document type as the contract's IdType ('ID', 'PASSPORT', …). */
  id_type: Generated<string>;
  idno: Generated<string>;
  /** SPEC §3: 1 adult, 2 child, 3 infant. */
  psg_type: Generated<number>;
  phone: Generated<string>;
  // Added by 20261126_1701_order_list_indexes.
  /** 1: the traveller booked this order (set at creation); 0: someone else did, or unknown (seeds, older rows). */
  booked_self: Generated<number>;
}

/** An order's timeline: one row per status change (orders/lifecycle.ts). */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  corp_id: string;
  /** 1, 2, … per order: the timeline order even when two changes share a millisecond. */
  seq: number;
  from_status: string;
  to_status: string;
  note: string;
  /** The note's dictionary key and JSON parameters (i18n/stored.ts); '' on rows written before them. */
  note_key: Generated<string>;
  note_params: Generated<string>;
  actor_emp_id: string | null;
  created_at: number;
}

/**
 * Orders per company (emp_id '') and per booker (emp_id) and China day of created_at, kept by triggers on `orders`
 * (migration 20261127_1101_order_day_counts): the list's totals (orders/dayCounts.ts).
 */
export interface OrderDayCountsTable {
  corp_id: string;
  emp_id: string;
  /** Days since 1970-01-01 in China time: (created_at + 8 h) / 24 h, rounded down. */
  china_day: number;
  n: number;
}

/** The tables this module owns, by table name. */
export interface OrderTables {
  orders: OrdersTable;
  order_day_counts: OrderDayCountsTable;
  order_travellers: OrderTravellersTable;
  order_events: OrderEventsTable;
}
