/**
 * A flight passenger's document lives on its order's traveller row (`order_travellers.id_type` / `idno`, filled by
 * 20261125_0801_order_kit and by createOrder since), not a second time per product: the copies on
 * `flight_passengers` go. Frozen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Rows written between the two migrations' releases (none in practice) keep their document on the traveller row.
  await sql`update order_travellers set
      id_type = coalesce((select p.id_type from flight_passengers p
        where p.order_id = order_travellers.order_id and p.seq = order_travellers.seq), id_type),
      idno = coalesce((select p.idno from flight_passengers p
        where p.order_id = order_travellers.order_id and p.seq = order_travellers.seq), idno)
    where idno = ''`.execute(db);
  await db.schema.alterTable('flight_passengers').dropColumn('idno').execute();
  await db.schema.alterTable('flight_passengers').dropColumn('id_type').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('flight_passengers')
    .addColumn('id_type', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('flight_passengers')
    .addColumn('idno', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update flight_passengers set
      id_type = coalesce((select t.id_type from order_travellers t
        where t.order_id = flight_passengers.order_id and t.seq = flight_passengers.seq), ''),
      idno = coalesce((select t.idno from order_travellers t
        where t.order_id = flight_passengers.order_id and t.seq = flight_passengers.seq), '')`.execute(db);
}
