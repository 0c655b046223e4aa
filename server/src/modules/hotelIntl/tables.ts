/**
 * Table types of the international hotel module, composed into `Database` by db/schema.ts: the international part
 * of a hotel order (order_id = orders.id = hotel_orders.order_id).
 */

export interface HotelIntlOrdersTable {
  order_id: string;
  corp_id: string;
  /** ISO-3166 alpha-2. */
  nationality: string;
  /** IntlOccupancy[] as booked. */
  occupancy_json: string;
  /** { roomIndex, surname, givenName, isChild, age }[] in Latin letters. */
  guests_json: string;
  /** ISO-4217 of the hotel. */
  currency: string;
  /** All rooms, whole stay, local currency. */
  local_total: number;
  /** Taxes and service charges included in the price, fen. */
  tax_included_fen: number;
  /** City tax payable at the hotel, local currency. */
  tax_at_hotel: number;
  need_invoice: number;
  invoice_title_id: string;
  invoice_title_name: string;
  invoice_email: string;
  /** The Address as given (phone unmasked: masked on read), '' when none. */
  invoice_address_json: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface HotelIntlTables {
  hotel_intl_orders: HotelIntlOrdersTable;
}
