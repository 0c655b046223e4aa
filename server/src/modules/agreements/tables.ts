/**
 * Table types of this module, composed into `Database` by db/schema.ts. Consent records (issue 15, PIPL).
 */
/**
 * One row per employee and accepted version: the history is kept (proof of which text was agreed to and when);
 * accepting the same version again keeps the first time.
 */
export interface AgreementAcceptancesTable {
  emp_id: string;
  corp_id: string;
  version: string;
  accepted_at: number;
}

/** The tables this module owns, by table name. */
export interface AgreementTables {
  agreement_acceptances: AgreementAcceptancesTable;
}
