/**
 * Table types of the car orders module, composed into `Database` by db/schema.ts. The shared columns of an order
 * (status, total, booker, the passenger with their document and phone, timeline) live on `orders` /
 * `order_travellers`; `car_orders` keeps the car part: the service, the places, the estimate and the actual fare,
 * the route, and the dispatch simulator's driver and journey stage times (SPEC §4 car journey stages), from which
 * the driver's position is computed at any moment (nothing is lost on a restart: every stage is a persisted job).
 */
import type { MoneyReturnedColumns } from '../pay/tables';

/** The car part of an order of type 11018 or 10906 (order_id = orders.id). */
export interface CarOrdersTable extends MoneyReturnedColumns {
  order_id: string;
  corp_id: string;
  /** The passenger's employee id (null for a frequent traveller); the name is on order_travellers seq 0. */
  emp_id: string | null;
  /** SPEC §9 use type: 8 instant, 1 scheduled, 2/3 airport pick-up/drop-off, 4/5 station, 6 day rental. */
  use_type: number;
  vehicle_type_id: string;
  city_code: string;
  city_name: string;
  from_name: string;
  from_address: string;
  from_lat: number;
  from_lng: number;
  /** Airport or station code of the pick-up ('' none). */
  from_code: string;
  /** Drop-off ('' and 0 for a day rental). */
  to_name: string;
  to_address: string;
  to_lat: number;
  to_lng: number;
  to_code: string;
  /** 'YYYY-MM-DD HH:mm' China time. */
  use_time: string;
  /** Day rental: 'halfDay' | 'fullDay' ('' otherwise) and the days. */
  day_package: string;
  days: number;
  flight_no: string;
  riders: number;
  luggage_standard: number;
  luggage_large: number;
  remark: string;
  /** The estimate booked (the prepaid amount of a pre-booked service), fen. */
  estimate_fen: number;
  /** The fare at the end of the ride, fen (null until finished). */
  actual_fen: number | null;
  /** Metres and seconds of the ride as driven (null until finished). */
  actual_distance: number | null;
  actual_duration: number | null;
  /** The planned route: metres, seconds and `[lat, lng][]` JSON. */
  route_distance: number;
  route_duration: number;
  route_json: string;
  /** Price detail lines in fen (PriceLineFen[] of src/domain/priceDetail). */
  price_json: string;
  /** `{ item, reason }[]` JSON: policy violation items and `overBudget`, each with its reason. */
  violations_json: string;
  /** The trip-request route this order booked (null: none). */
  route_id: string | null;
  /** The simulated driver ('' until a driver accepted). The driver's phone is the supplier's, not personal data. */
  driver_name: string;
  driver_phone: string;
  plate: string;
  car_model: string;
  car_color: string;
  driver_rating: number;
  /** Where the driver started and the way to the pick-up: `[lat, lng][]` JSON ('' until accepted), seconds. */
  approach_json: string;
  approach_duration: number;
  /** Journey stage times, epoch ms (null until reached): calling, accepted, arrived, started, finished. */
  called_at: number | null;
  accepted_at: number | null;
  arrived_at: number | null;
  started_at: number | null;
  finished_at: number | null;
  /** What cancelling cost, fen. */
  cancel_fee_fen: number;
  /** Cancel reason code (qxbh) and text (qxyy); 'noDriver' when nobody accepted (auto-cancel). */
  cancel_code: string;
  cancel_reason: string;
  created_at: number;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface CarOrderTables {
  car_orders: CarOrdersTable;
}
