/**
 * Table types of this module, composed into `Database` by db/schema.ts. Domestic flight orders: the flight part of an
 * order, its segments and passengers, whitelist (seats sold: the supplier kit's inventory).
 */
import type { Generated } from 'kysely';

/** Flight-specific part of an order (order_type 11001); the shared columns live on `orders`. */
export interface FlightOrdersTable {
  order_id: string;
  corp_id: string;
  trip_type: number;
  send_mode: number;
  reci_pient: string;
  reci_phone: string;
  reci_addr: string;
  order_from: string;
  /** Price detail lines in fen (PriceLineFen[] of src/domain/priceDetail). */
  price_json: string;
  created_at: number;
  // Added by 20261122_0603_flight_trip.
  /** The trip-request route this order booked (null: booked without a request). */
  route_id: Generated<string | null>;
  /** `{ item, reason }[]` JSON: policy violation codes and `overBudget`, each with its reason. */
  violations_json: Generated<string>;
}

/** One flight segment of an order, with the fare as sold and a snapshot of the flight. */
export interface FlightRangesTable {
  id: string;
  order_id: string;
  corp_id: string;
  seq: number;
  flight_no: string;
  dep_date: string;
  cabin_code: string;
  cabin_class: string;
  dep_airport: string;
  arr_airport: string;
  dep_at: number;
  arr_at: number;
  /** Seats held (adults + children). */
  seats: number;
  adult_fare_fen: number;
  class_full_fare_fen: number;
  construction_fen: number;
  fuel_fen: number;
  flight_json: string;
  cabin_json: string;
  /** 'active' | 'released' (cancelled) | later refund/change states. */
  status: string;
  created_at: number;
}

/** A passenger of a flight order; documents and phones stored in full, masked in every answer. */
export interface FlightPassengersTable {
  id: string;
  order_id: string;
  corp_id: string;
  seq: number;
  psg_name: string;
  psg_type: number;
  // The document is on the order's traveller row (order_travellers, same seq): 20261125_0803_flight_documents.
  sex: string;
  born: string;
  phone: string;
  emp_id: string | null;
  contacts_id: string | null;
  ticket_no: string;
  ticket_status: string;
  /** [{ bxid, bxmc, priceFen }] per segment. */
  insurance_json: string;
  created_at: number;
}

/** Three-party agreement (company × airline) passenger whitelist. */
export interface XyhWhitelistTable {
  id: string;
  corp_id: string;
  airline_code: string;
  psg_name: string;
  idno: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface FlightTables {
  flight_orders: FlightOrdersTable;
  flight_ranges: FlightRangesTable;
  flight_passengers: FlightPassengersTable;
  xyh_whitelist: XyhWhitelistTable;
}
