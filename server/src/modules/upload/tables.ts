/**
 * Table types of this module, composed into `Database` by db/schema.ts. Uploaded files.
 */
export interface UploadsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  name: string;
  mime: string;
  size: number;
  scene: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface UploadTables {
  uploads: UploadsTable;
}
