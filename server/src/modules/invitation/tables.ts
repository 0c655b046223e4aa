/**
 * Table types of this module, composed into `Database` by db/schema.ts. Department invitation codes.
 */
/** Department invitation codes (7 days); only the SHA-256 of the code is stored. */
export interface InvitationsTable {
  id: string;
  code_hash: string;
  corp_id: string;
  dept_id: string;
  created_by: string;
  created_at: number;
  expires_at: number;
}

/** The tables this module owns, by table name. */
export interface InvitationTables {
  invitations: InvitationsTable;
}
