/**
 * Table types of the train module, composed into `Database` by db/schema.ts. The shared columns of an order
 * (status, total, travellers and their documents) live on `orders` / `order_travellers`; these hold the rail part.
 * Seats sold are the supplier kit's inventory (`supplier_inventory`), not a column here.
 */

/** Train-specific part of an order (order type 11009, or 20031 for a berth order). */
export interface TrainOrdersTable {
  order_id: string;
  corp_id: string;
  /** 1: a transfer (two legs, opens /tr/trSferOrderDetail). */
  transfer_flag: number;
  /** The rail account booked with; null: the provider's own account. */
  rail_account_id: string | null;
  /** 1 business, 2 private. */
  trip_type: number;
  /** Seat letters or berths asked for, JSON string[]. */
  seat_preference_json: string;
  accept_no_seat: number;
  /** Price detail lines in fen (PriceLineFen[] of src/domain/priceDetail). */
  price_json: string;
  /** The trip-request route this order booked (null: booked without a request). */
  route_id: string | null;
  /** `{ item, reason }[]` JSON: policy violation codes and `overBudget`, each with its reason. */
  violations_json: string;
  created_at: number;
}

/** One train of an order (two for a transfer), with the seat class as sold and a snapshot of the train. */
export interface TrainLegsTable {
  id: string;
  order_id: string;
  corp_id: string;
  seq: number;
  train_code: string;
  /** 'YYYY-MM-DD' of the departure from `from_station`. */
  dep_date: string;
  from_station: string;
  to_station: string;
  dep_at: number;
  arr_at: number;
  seat_type: string;
  /** Adult price as sold, fen. */
  price_fen: number;
  /** Seats held in the supplier inventory (released on cancel, refund or change). */
  seats: number;
  /** TrainItem JSON as sold (for the detail and the itinerary). */
  train_json: string;
  /** 'active' | 'released' | 'changed'. */
  status: string;
  created_at: number;
}

/** A passenger's ticket on one leg. The passenger's name and document are on order_travellers (same seq). */
export interface TrainTicketsTable {
  id: string;
  order_id: string;
  corp_id: string;
  leg_id: string;
  /** The traveller's seq on order_travellers. */
  seq: number;
  psg_type: number;
  /** 'adult' | 'child' | 'free' (SPEC §9 child height). */
  height_band: string;
  phone: string;
  emp_id: string | null;
  contacts_id: string | null;
  clk_id: string | null;
  coach: string;
  seat_no: string;
  ticket_no: string;
  /** '' | 'ticketing' | 'issued' | 'refunding' | 'refunded' | 'changing' | 'changed'. */
  ticket_status: string;
  price_fen: number;
  paper_ticket: number;
  /** [{ bxid, bxmc, priceFen }] */
  insurance_json: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface TrainTables {
  train_orders: TrainOrdersTable;
  train_legs: TrainLegsTable;
  train_tickets: TrainTicketsTable;
}
