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

/** The tables this module owns, by table name. */
export interface BookingTables {
  violation_reasons: ViolationReasonsTable;
}
