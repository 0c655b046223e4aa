/**
 * Table types of this module, composed into `Database` by db/schema.ts. Bug reports and push registrations of the app.
 */
export interface BugReportsTable {
  id: string;
  corp_id: string | null;
  emp_id: string | null;
  level: string;
  from_sys: string;
  user_agent: string;
  corp_name: string;
  user_name: string;
  requuid: string;
  req_path: string;
  page_path: string;
  err_code: string;
  err_msg: string;
  tips: string;
  req_data: string;
  res_data: string;
  created_at: number;
}

export interface PushRegistrationsTable {
  ts_cid: string;
  emp_id: string;
  corp_id: string;
  ts_device: number;
  updated_at: number;
}

/** The tables this module owns, by table name. */
export interface AppTables {
  bug_reports: BugReportsTable;
  push_registrations: PushRegistrationsTable;
}
