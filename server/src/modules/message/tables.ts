/**
 * Table types of this module, composed into `Database` by db/schema.ts. In-app messages.
 */
export interface MessagesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  yycj: number;
  title: string;
  content: string;
  order_id: string;
  order_type: number;
  work_item_id: string;
  is_read: number;
  created_at: number;
  read_at: number | null;
}

/** The tables this module owns, by table name. */
export interface MessageTables {
  messages: MessagesTable;
}
