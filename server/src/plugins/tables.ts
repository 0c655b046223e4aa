/**
 * Table types of this module, composed into `Database` by db/schema.ts. Tables of the request plugins: rate limiting
 * and idempotency keys.
 */
export interface RateHitsTable {
  id: string;
  bucket: string;
  at: number;
}

/** Idempotency-Key of a write: the first answer, replayed for the same key (S1, ARCHITECTURE §7). */
export interface IdempotencyKeysTable {
  corp_id: string;
  emp_id: string;
  idem_key: string;
  /** The call the key was used for; a key reused for another call is refused. */
  scope: string;
  /** sha256 of the request body; a replay with another body is refused. */
  request_hash: string;
  response_json: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface PluginTables {
  rate_hits: RateHitsTable;
  idempotency_keys: IdempotencyKeysTable;
}
