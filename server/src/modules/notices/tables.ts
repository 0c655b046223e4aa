/**
 * Table types of this module, composed into `Database` by db/schema.ts. Company notices.
 */
/** Company notices (migration 20261122_0501_notices). */
export interface NoticesTable {
  id: string;
  corp_id: string;
  title: string;
  content: string;
  msg_type: number;
  product_type: number;
  to_all: number;
  published_at: number;
  created_at: number;
}

export interface NoticeDepartmentsTable {
  notice_id: string;
  dept_id: string;
}

export interface NoticeReadsTable {
  notice_id: string;
  emp_id: string;
  read_at: number;
}

/** The tables this module owns, by table name. */
export interface NoticeTables {
  notices: NoticesTable;
  notice_departments: NoticeDepartmentsTable;
  notice_reads: NoticeReadsTable;
}
