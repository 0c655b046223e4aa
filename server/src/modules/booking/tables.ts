/**
 * Table types of this module, composed into `Database` by db/schema.ts. Booking options shared by products.
 */
/** Violation reasons offered per company and product (vipWbyy/list). */
export interface ViolationReasonsTable {
  id: string;
  corp_id: string;
  cplx: string;
  text: string;
  en_text: string;
  sort: number;
  is_valid: number;
}

/**
 * SQLite only (migration 20261127_2004_booking_rules_version): one row whose token triggers replace whenever the
 * booking rules' rows change; booking/service.ts caches the resolved rules under it.
 */
export interface BookingRulesVersionTable {
  id: number;
  token: number;
}

/** The tables this module owns, by table name. */
export interface BookingTables {
  violation_reasons: ViolationReasonsTable;
  booking_rules_version: BookingRulesVersionTable;
}
