/**
 * Table types of the train waitlist ('bench', 候补) module, composed into `Database` by db/schema.ts. The shared
 * columns of an order (status, prepaid total, travellers and their documents) live on `orders` / `order_travellers`;
 * these hold the waitlist part: the route and latest departure, the accepted seat classes, the tickets once a seat
 * is secured and the money given back. Seats taken are the supplier kit's inventory (`supplier_inventory`).
 */

/** The waitlist part of an order of type 20031. */
export interface TrainBenchOrdersTable {
  order_id: string;
  corp_id: string;
  /** StationRef JSON of the departure and arrival stations (every candidate shares them). */
  from_json: string;
  to_json: string;
  dep_date: string;
  /** The latest departure the user accepts: China 'YYYY-MM-DD HH:mm' and epoch ms. */
  latest_dep_time: string;
  latest_dep_at: number;
  /** 1 business, 2 private. */
  trip_type: number;
  /** Highest candidate price × passengers (the order total), fen. */
  prepaid_fen: number;
  /** What the issued tickets cost, fen (0 until issued). */
  ticket_fen: number;
  /** The candidate (seq) the seat was secured in; null until then. */
  secured_seq: number | null;
  /** Seats held in the supplier inventory for the secured candidate. */
  seats_held: number;
  created_at: number;
}

/** One seat class the order accepts, first choice first, with a snapshot of the train. */
export interface TrainBenchCandidatesTable {
  id: string;
  order_id: string;
  corp_id: string;
  seq: number;
  seat_key: string;
  train_code: string;
  dep_date: string;
  dep_at: number;
  seat_type: string;
  /** Adult price, fen. */
  price_fen: number;
  /** TrainItem JSON as offered when booked. */
  train_json: string;
  created_at: number;
}

/** A passenger's ticket once a seat is secured; name and document are on order_travellers (same seq). */
export interface TrainBenchTicketsTable {
  id: string;
  order_id: string;
  corp_id: string;
  /** The traveller's seq on order_travellers. */
  seq: number;
  psg_type: number;
  coach: string;
  seat_no: string;
  ticket_no: string;
  price_fen: number;
  created_at: number;
}

/** Money given back: everything on failure or cancellation, the difference on success. */
export interface TrainBenchRefundsTable {
  id: string;
  order_id: string;
  corp_id: string;
  /** 'grabFailed' | 'cancelled' | 'difference'. */
  reason: string;
  amount_fen: number;
  payment_id: string | null;
  /** 'company' (account credited) | 'online' (returned by the provider) | '' (no payment found). */
  method: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface TrainBenchTables {
  train_bench_orders: TrainBenchOrdersTable;
  train_bench_candidates: TrainBenchCandidatesTable;
  train_bench_tickets: TrainBenchTicketsTable;
  train_bench_refunds: TrainBenchRefundsTable;
}
