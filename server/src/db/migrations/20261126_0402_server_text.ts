/**
 * Server text in the reader's language (issue 15): a message keeps the dictionary keys of its title and body and
 * their parameters (JSON), and a timeline row the key and parameters of its note, so every read renders them in the
 * reader's language. Old rows keep '' there and show their stored text. Portable SQLite + PostgreSQL. Frozen once
 * listed.
 */
import type { Kysely } from 'kysely';

const COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['messages', 'title_key'],
  ['messages', 'content_key'],
  ['messages', 'params_json'],
  // What the message opens when it is about an invoice request rather than an order.
  ['messages', 'invoice_id'],
  ['order_events', 'note_key'],
  ['order_events', 'note_params'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [table, column] of COLUMNS) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [...COLUMNS].reverse()) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
