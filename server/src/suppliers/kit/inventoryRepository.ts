/** SQL of the supplier kit's inventory (inventory.ts holds the rules): one conditional statement per change. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InventoryKey } from './inventory';
import { preparedQuery } from '../../db/prepared';

type Db = Kysely<Database>;

/** Items per query of {@link selectSold}: a day's flight search names a few dozen, a week strip a few hundred. */
const CHUNK = 400;

// Every seat sale runs it (a booking's reservation): built and compiled once (db/prepared.ts, issue 17).
const addSold = preparedQuery(
  (
    db,
    v: {
      product: string;
      item: string;
      day: string;
      classCode: string;
      capacity: number;
      n: number;
      nowMs: number;
    },
  ) =>
    db
      .insertInto('supplier_inventory')
      .values({
        product: v.product,
        item_key: v.item,
        day: v.day,
        class_code: v.classCode,
        capacity: v.capacity,
        sold: v.n,
        updated_at: v.nowMs,
      })
      .onConflict((oc) =>
        oc
          .columns(['product', 'day', 'item_key', 'class_code'])
          .doUpdateSet((eb) => ({ sold: eb('supplier_inventory.sold', '+', v.n), updated_at: v.nowMs }))
          .where((eb) => eb(eb('supplier_inventory.sold', '+', v.n), '<=', eb.ref('supplier_inventory.capacity'))),
      ),
);

/**
 * Adds `n` sold in one statement: the first sale creates the row with `n` sold, later ones add `n` only while
 * `sold + n <= capacity`; a refused update changes no row. True when a row was written.
 */
export async function insertOrAddSold(
  db: Db,
  k: InventoryKey,
  n: number,
  capacity: number,
  nowMs: number,
): Promise<boolean> {
  const written = await addSold.run(db, {
    product: k.product,
    item: k.item,
    day: k.day,
    classCode: k.classCode,
    capacity,
    n,
    nowMs,
  });
  return written === 1;
}

/** Takes `n` off sold when at least `n` are sold (otherwise changes nothing). */
export async function subtractSold(db: Db, k: InventoryKey, n: number, nowMs: number): Promise<void> {
  await db
    .updateTable('supplier_inventory')
    .set((eb) => ({ sold: eb('sold', '-', n), updated_at: nowMs }))
    .where('product', '=', k.product)
    .where('day', '=', k.day)
    .where('item_key', '=', k.item)
    .where('class_code', '=', k.classCode)
    .where('sold', '>=', n)
    .execute();
}

// A flight search and every booking read sold seats: prepared per shape (each count of days and items is one; past
// db/prepared.ts's array limit it is built as usual).
const soldRows = preparedQuery((db, v: { product: string; days: readonly string[]; items: readonly string[] }) =>
  db
    .selectFrom('supplier_inventory')
    .select(['item_key', 'day', 'class_code', 'sold'])
    .where('product', '=', v.product)
    .where('day', 'in', v.days)
    .where('item_key', 'in', v.items),
);

/** The rows of a product on the given days and items. */
export async function selectSold(
  db: Db,
  product: string,
  days: readonly string[],
  items: readonly string[],
): Promise<{ item_key: string; day: string; class_code: string; sold: number }[]> {
  if (days.length === 0 || items.length === 0) return [];
  const out: { item_key: string; day: string; class_code: string; sold: number }[] = [];
  for (let i = 0; i < items.length; i += CHUNK) {
    const rows = await soldRows.all(db, { product, days, items: items.slice(i, i + CHUNK) });
    out.push(...rows);
  }
  return out;
}
