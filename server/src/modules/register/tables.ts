/**
 * Table types of this module, composed into `Database` by db/schema.ts. Enterprise applications.
 */
/** Enterprise applications (saveVipCorpApply), kept for the provider. */
export interface CorpApplicationsTable {
  id: string;
  fullname: string;
  shortname: string;
  address: string;
  post_code: string;
  linkman: string;
  link_phone: string;
  email: string;
  province: string;
  city: string;
  industry: string;
  corp_scale: string;
  status: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface RegisterTables {
  corp_applications: CorpApplicationsTable;
}
