/**
 * Table types of the hotel orders module, composed into `Database` by db/schema.ts. The shared columns of an order
 * (status, total, booker, travellers with their documents and phones, timeline) live on `orders` /
 * `order_travellers`; these keep the hotel part: a snapshot of the hotel, room and rate plan as booked, the nights,
 * the guests' rooms, the guarantee, saved cards (a token and the last four digits, never a full number or a CVV)
 * and refunds. Rooms sold are the supplier kit's inventory (`supplier_inventory`), not a column here.
 */
import type { MoneyReturnedColumns } from '../pay/tables';

/** The hotel part of an order of type 11007 (order_id = orders.id). */
export interface HotelOrdersTable {
  order_id: string;
  corp_id: string;
  hotel_id: string;
  hotel_name: string;
  hotel_name_en: string;
  star: number;
  city_id: string;
  city_name: string;
  city_name_en: string;
  address: string;
  address_en: string;
  phone: string;
  lat: number;
  lng: number;
  image: string;
  room_id: string;
  room_name: string;
  room_name_en: string;
  /** 'king' | 'twin' | 'queen' | 'single'. */
  bed_type: string;
  plan_id: string;
  /** The plan's name as stored (default language); screens name it from breakfast, payment and plan id. */
  plan_name: string;
  plan_key: string;
  breakfast: number;
  /** 'prepay' | 'onsite'. */
  pay_type: string;
  /** 'none' | 'always' | 'late'. */
  guarantee_kind: string;
  /** 'free' | 'limited' | 'none'. */
  cancel_kind: string;
  /** 'YYYY-MM-DD HH:mm' China time, '' for none. */
  cancel_free_until: string;
  cancel_penalty_fen: number;
  check_in: string;
  check_out: string;
  nights: number;
  rooms: number;
  /** Latest arrival 'HH:mm' (01:00–06:00 mean the next morning). */
  arrival_time: string;
  guest_note: string;
  /** Masked hotel membership card ('' none). */
  membership_card: string;
  /** The hotel's confirmation number ('' until confirmed). */
  confirmation_no: string;
  room_sharing: number;
  /** 1 business, 2 private. */
  trip_type: number;
  /** A card guarantee is needed before the hotel confirms (onsite plans). */
  guarantee_required: number;
  /** What the guarantee holds, fen. */
  guarantee_fen: number;
  /** Rooms × nights, fen (without the service fee). */
  room_fen: number;
  service_fee_fen: number;
  /** Price detail lines in fen (PriceLineFen[] of src/domain/priceDetail). */
  price_json: string;
  /** The trip-request route this order booked (null: none). */
  route_id: string | null;
  /** `{ item, reason }[]` JSON: policy violation items and `overBudget`, each with its reason. */
  violations_json: string;
  /** The penalty charged when the order was cancelled after its free deadline, fen. */
  cancel_fee_fen: number;
  created_at: number;
}

/** One night of a hotel order: the price of one room that night and whether it was refunded (rooms released). */
export interface HotelOrderNightsTable {
  order_id: string;
  corp_id: string;
  /** 'YYYY-MM-DD'. */
  night: string;
  price_fen: number;
  /** 1 once refunded (or the order cancelled): its rooms went back to the supplier. */
  refunded: number;
}

/** A guest of a hotel order and the room they stay in; name, document and phone are on order_travellers (seq). */
export interface HotelOrderGuestsTable {
  id: string;
  order_id: string;
  corp_id: string;
  /** The traveller's seq on order_travellers. */
  seq: number;
  room_index: number;
  name: string;
  emp_id: string | null;
  contacts_id: string | null;
}

/**
 * A validated credit card for guarantees: a token, the last four digits, the brand, holder and expiry. Never the
 * full number, never the CVV. `saved` cards are listed by queryCreditcard; single-use ones are not.
 */
export interface HotelCardsTable {
  token: string;
  corp_id: string;
  emp_id: string;
  last4: string;
  brand: string;
  holder_name: string;
  /** 'MM/YY'. */
  expiry: string;
  saved: number;
  /** Epoch ms of deletion (editCreditcard), null while usable. */
  deleted_at: number | null;
  created_at: number;
}

/** The card guarantee of an order (one per order). */
export interface HotelGuaranteesTable {
  order_id: string;
  corp_id: string;
  card_token: string;
  last4: string;
  amount_fen: number;
  /** 'held' | 'released' | 'charged'. */
  status: string;
  created_at: number;
  updated_at: number;
}

/** A refund of some nights of a hotel order (id = the refund's order id, type 11008). */
export interface HotelRefundsTable extends MoneyReturnedColumns {
  id: string;
  order_id: string;
  corp_id: string;
  emp_id: string;
  /** JSON string[] of the nights refunded. */
  nights_json: string;
  rooms: number;
  paid_fen: number;
  penalty_fen: number;
  amount_fen: number;
  reason_code: string;
  reason: string;
  /** 'applied' | 'hotelConfirming' | 'refunded' | 'cancelled'. */
  status: string;
  /** The hotel order's status before the refund held it (restored when the refund is withdrawn). */
  prev_order_status: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface HotelOrderTables {
  hotel_orders: HotelOrdersTable;
  hotel_order_nights: HotelOrderNightsTable;
  hotel_order_guests: HotelOrderGuestsTable;
  hotel_cards: HotelCardsTable;
  hotel_guarantees: HotelGuaranteesTable;
  hotel_refunds: HotelRefundsTable;
}
