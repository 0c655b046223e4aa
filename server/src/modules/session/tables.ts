/**
 * Table types of this module, composed into `Database` by db/schema.ts. Login sessions.
 */
export type SessionStatus = 'active' | 'replaced' | 'revoked' | 'expired';

export interface SessionsTable {
  id: string;
  token_hash: string;
  emp_id: string;
  corp_id: string;
  device_id: string | null;
  login_type: number;
  status: SessionStatus;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

/** The tables this module owns, by table name. */
export interface SessionTables {
  sessions: SessionsTable;
}
