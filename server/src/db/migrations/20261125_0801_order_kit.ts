/**
 * The order kit every product shares (issue 10): a traveller's document on `order_travellers` (type, number,
 * passenger type, phone) instead of per product, and orders dated by a range (`travel_end_date`: hotel nights, visa
 * and tour dates; a flight's last segment day). Existing rows are filled from what flights stored: a flight order's
 * passengers (matched by seq), its refund and change sub-orders from their flight order. Frozen.
 */
import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

type Col = [name: string, type: ColumnDataType, build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder];

/** Added to `order_travellers`; defaults keep inserts that do not know them valid. */
const TRAVELLER_COLUMNS: readonly Col[] = [
  ['id_type', 'text', (c) => c.notNull().defaultTo('')],
  ['idno', 'text', (c) => c.notNull().defaultTo('')],
  ['psg_type', 'integer', (c) => c.notNull().defaultTo(1)],
  ['phone', 'text', (c) => c.notNull().defaultTo('')],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per statement.
  for (const [name, type, build] of TRAVELLER_COLUMNS) {
    await db.schema.alterTable('order_travellers').addColumn(name, type, build).execute();
  }
  // Null: an order of one day (readers take travel_date).
  await db.schema.alterTable('orders').addColumn('travel_end_date', 'text').execute();

  // The flight order a traveller row belongs to: its own order, or the flight order of a refund or change.
  const source = sql`coalesce(
    (select r.order_id from flight_refunds r where r.id = order_travellers.order_id),
    (select c.order_id from flight_changes c where c.id = order_travellers.order_id),
    order_travellers.order_id)`;
  const passenger = (column: string) =>
    sql`(select ${sql.ref(`p.${column}`)} from flight_passengers p
      where p.order_id = ${source} and p.seq = order_travellers.seq)`;
  await sql`update order_travellers set
      id_type = coalesce(${passenger('id_type')}, id_type),
      idno = coalesce(${passenger('idno')}, idno),
      psg_type = coalesce(${passenger('psg_type')}, psg_type),
      phone = coalesce(${passenger('phone')}, phone)`.execute(db);
  // A flight order ends on its last segment's day; any other order on its travel day.
  await sql`update orders set travel_end_date = coalesce(
      (select max(r.dep_date) from flight_ranges r where r.order_id = orders.id),
      travel_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('travel_end_date').execute();
  for (const [name] of [...TRAVELLER_COLUMNS].reverse()) {
    await db.schema.alterTable('order_travellers').dropColumn(name).execute();
  }
}
