/**
 * The supplier kit's inventory (issue 10): one table for the stock of every product, keyed by (product, day, item,
 * class), instead of a table per product. The flight seats sold so far move over (product 'flight', item = flight
 * number, day = departure date, class = booking class) and `flight_inventory` goes. Frozen.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('supplier_inventory')
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('item_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('class_code', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // Day before item: a search reads a product's items on a few days.
    .addPrimaryKeyConstraint('supplier_inventory_pk', ['product', 'day', 'item_key', 'class_code'])
    .execute();
  await sql`insert into supplier_inventory (product, item_key, day, class_code, capacity, sold, updated_at)
    select 'flight', flight_no, dep_date, cabin_code, capacity, seats_sold, updated_at from flight_inventory`.execute(
    db,
  );
  await db.schema.dropTable('flight_inventory').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flight_inventory')
    .addColumn('flight_no', 'text', (c) => c.notNull())
    .addColumn('dep_date', 'text', (c) => c.notNull())
    .addColumn('cabin_code', 'text', (c) => c.notNull())
    .addColumn('dep_airport', 'text', (c) => c.notNull())
    .addColumn('arr_airport', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('seats_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('flight_inventory_pk', ['flight_no', 'dep_date', 'cabin_code'])
    .execute();
  await db.schema
    .createIndex('flight_inventory_route')
    .on('flight_inventory')
    .columns(['dep_date', 'dep_airport', 'arr_airport'])
    .execute();
  // The airports were not kept: the rows come back without them.
  await sql`insert into flight_inventory (flight_no, dep_date, cabin_code, dep_airport, arr_airport, capacity,
      seats_sold, updated_at)
    select item_key, day, class_code, '', '', capacity, sold, updated_at from supplier_inventory
    where product = 'flight'`.execute(db);
  await db.schema.dropTable('supplier_inventory').execute();
}
