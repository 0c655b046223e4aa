/**
 * Table types of the car shopping module (SPEC §7 Car, issue 14), composed into `Database` by db/schema.ts:
 * the estimates a booking refers to (10 minutes), the employees' saved places and the car standards per rank.
 */

/** One vehicle class's estimate as answered to the user (estimateKey = id); JSON columns keep the query. */
export interface CarEstimatesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  use_type: number;
  vehicle_type_id: string;
  /** CarPlace JSON of the pick-up and ('' for a day rental) the drop-off. */
  from_json: string;
  to_json: string;
  /** 'YYYY-MM-DD HH:mm' China time. */
  use_time: string;
  day_package: string;
  days: number;
  flight_no: string;
  price_fen: number;
  distance: number;
  duration: number;
  /** `[lat, lng][]` JSON of the route. */
  route_json: string;
  wb: number;
  /** PolicyViolation[] JSON. */
  violations_json: string;
  created_at: number;
}

/** A saved place of an employee: tag 'home' | 'office' | 'other' (one home and one office, at most 20). */
export interface CarFavoritesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  tag: string;
  /** CarPlace JSON. */
  place_json: string;
  created_at: number;
  updated_at: number;
}

/** The car standard of a rank: the vehicle classes allowed (JSON string[]) and an optional per-ride cap. */
export interface CarStandardsTable {
  corp_id: string;
  rank_id: string;
  classes_json: string;
  /** Fen; null: no cap. */
  ride_cap_fen: number | null;
}

/** The tables this module owns, by table name. */
export interface CarTables {
  car_estimates: CarEstimatesTable;
  car_favorites: CarFavoritesTable;
  car_standards: CarStandardsTable;
}
