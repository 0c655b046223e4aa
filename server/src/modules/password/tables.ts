/**
 * Table types of this module, composed into `Database` by db/schema.ts. Forgotten-password resets.
 */
/** Forgotten-password reset tokens (hash only), single use, short-lived. */
export interface PasswordResetsTable {
  id: string;
  token_hash: string;
  phone: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The tables this module owns, by table name. */
export interface PasswordTables {
  password_resets: PasswordResetsTable;
}
