/**
 * Table types of the supplier kit, composed into `Database` by db/schema.ts: the stock every simulated supplier sells
 * from (flight seats today; train seats, hotel rooms, cars… next).
 */

/**
 * Units sold per product, item, day and class; capacity comes from the deterministic supplier (migration
 * 20261125_0802_supplier_inventory). Flights: item = flight number, day = departure date, class = booking class.
 */
export interface SupplierInventoryTable {
  /** The product line that sells from it ('flight', …). */
  product: string;
  item_key: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  class_code: string;
  capacity: number;
  /** Never above capacity, never below zero. */
  sold: number;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface SupplierKitTables {
  supplier_inventory: SupplierInventoryTable;
}
