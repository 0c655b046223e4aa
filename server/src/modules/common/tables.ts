/**
 * Table types of this module, composed into `Database` by db/schema.ts. Company parameters, page settings and enabled
 * products.
 */
/** corp_id '' holds the platform default of a parameter. */
export interface ParametersTable {
  corp_id: string;
  param_no: string;
  value: string;
  name: string;
}

/** corp_id '' is the platform's own page settings (used when no company matches the host). */
export interface PageSettingsTable {
  id: string;
  corp_id: string;
  domain_name: string;
  page_name: string;
  logo_url: string;
  by1: string;
  by2: string;
  t_sys_style: string;
  theme_json: string;
}

export interface CorpProductsTable {
  corp_id: string;
  product_code: string;
  enabled: number;
}

export interface EmpProductBlocksTable {
  emp_id: string;
  product_code: string;
}

/** The tables this module owns, by table name. */
export interface CommonTables {
  parameters: ParametersTable;
  page_settings: PageSettingsTable;
  corp_products: CorpProductsTable;
  emp_product_blocks: EmpProductBlocksTable;
}
