/**
 * Table types of this module, composed into `Database` by db/schema.ts. Persisted asynchronous steps.
 */
/** Persisted asynchronous steps (ticketing, expiry…): 'pending' until done; 'failed' after the last attempt. */
export interface JobsTable {
  id: string;
  kind: string;
  run_at: number;
  payload: string;
  attempts: number;
  status: 'pending' | 'done' | 'failed';
  last_error: string;
  created_at: number;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface JobTables {
  jobs: JobsTable;
}
