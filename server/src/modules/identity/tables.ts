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

/** The company a WeCom corp belongs to (its userids are bound in external_identities under that company). */
export interface WecomCorpsTable {
  wecom_corp_id: string;
  corp_id: string;
  agent_id: string;
  created_at: number;
}

/** OAuth `state` nonces with the sign-on parameters they stand for; single use, expiring. */
export interface SignOnStatesTable {
  state: string;
  params_json: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

/** Cached WeCom access tokens and JS-SDK tickets ('<kind>:<corp>[:<agent>]'), shared by every instance. */
export interface WecomTicketsTable {
  cache_key: string;
  value: string;
  expires_at: number;
}

/**
 * Trusted sign-on partners, one company each (sso4ParnetCorpId). `secret_enc`: the partner's secret sealed under
 * SSO_SECRET (ssoPartners.ts), never stored in the clear.
 */
export interface SsoPartnersTable {
  id: string;
  corp_id: string;
  name: string;
  secret_enc: string;
  created_at: number;
  revoked_at: number | null;
}

/** The tables this module owns, by table name. */
export interface IdentityTables {
  host_codes: HostCodesTable;
  external_identities: ExternalIdentitiesTable;
  used_nonces: UsedNoncesTable;
  wecom_corps: WecomCorpsTable;
  sign_on_states: SignOnStatesTable;
  wecom_tickets: WecomTicketsTable;
  sso_partners: SsoPartnersTable;
}
