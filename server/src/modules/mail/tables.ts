/**
 * Table types of this module, composed into `Database` by db/schema.ts. Outgoing e-mail.
 */
export interface OutboxTable {
  id: string;
  corp_id: string;
  emp_id: string;
  to_addr: string;
  subject: string;
  body: string;
  /** smsEmail sendScene: 1 itinerary. */
  scene: number;
  order_id: string;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface MailTables {
  outbox: OutboxTable;
}
