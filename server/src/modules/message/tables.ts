/**
 * Table types of this module, composed into `Database` by db/schema.ts. In-app messages.
 */
import type { Generated } from 'kysely';

export interface MessagesTable {
  id: string;
  corp_id: string;
  emp_id: string;
  yycj: number;
  /** The text in the default language as written (what rows without keys show). */
  title: string;
  content: string;
  order_id: string;
  order_type: number;
  work_item_id: string;
  is_read: number;
  created_at: number;
  read_at: number | null;
  /** Dictionary keys of title and body and their JSON parameters (i18n/stored.ts), rendered per reader; '' on old rows. */
  title_key: Generated<string>;
  content_key: Generated<string>;
  params_json: Generated<string>;
  /** The invoice request a message is about (it opens the invoice, not the order); '' otherwise. */
  invoice_id: Generated<string>;
}

/** The tables this module owns, by table name. */
export interface MessageTables {
  messages: MessagesTable;
}
