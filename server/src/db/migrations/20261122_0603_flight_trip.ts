/**
 * Flight orders booked through a trip request and sent for approval (issue 4, A3): the request route the order
 * booked, and the violation items with their reasons (policy codes of server/src/modules/flight/policy.ts plus
 * `overBudget`) that the approval subject and its rule matching read.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('flight_orders').addColumn('route_id', 'text').execute();
  /** JSON `{ item: string; reason: string }[]`. */
  await db.schema
    .alterTable('flight_orders')
    .addColumn('violations_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('flight_orders').dropColumn('violations_json').execute();
  await db.schema.alterTable('flight_orders').dropColumn('route_id').execute();
}
