/**
 * Table types of this module, composed into `Database` by db/schema.ts. Simulated identity providers: single-use codes,
 * linked identities, used nonces.
 */
/** Single-use codes of the simulated identity providers ('wx' mini-program login, 'qy' WeCom). */
export interface HostCodesTable {
  code_hash: string;
  provider: string;
  subject: string;
  corp_id: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface ExternalIdentitiesTable {
  provider: string;
  subject: string;
  corp_id: string;
  emp_id: string;
  created_at: number;
}

export interface UsedNoncesTable {
  nonce: string;
  expires_at: number;
}

/** The tables this module owns, by table name. */
export interface IdentityTables {
  host_codes: HostCodesTable;
  external_identities: ExternalIdentitiesTable;
  used_nonces: UsedNoncesTable;
}
