/**
 * Table types of this module, composed into `Database` by db/schema.ts. Insurance add-ons.
 */
/** Insurance add-ons per company and product (cplx). */
export interface InsuranceProductsTable {
  id: string;
  corp_id: string;
  cplx: string;
  name: string;
  kind: string;
  insurer: string;
  price_fen: number;
  summary: string;
  terms: string;
  default_on: number;
  sort: number;
  is_valid: number;
}

/** The tables this module owns, by table name. */
export interface InsuranceTables {
  insurance_products: InsuranceProductsTable;
}
