/** SQL of the supplier kit's inventory (inventory.ts holds the rules): one conditional statement per change. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InventoryKey } from './inventory';

type Db = Kysely<Database>;

/** Items per query of {@link selectSold}: a day's flight search names a few dozen, a week strip a few hundred. */
const CHUNK = 400;

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
  const res = await db
    .insertInto('supplier_inventory')
    .values({
      product: k.product,
      item_key: k.item,
      day: k.day,
      class_code: k.classCode,
      capacity,
      sold: n,
      updated_at: nowMs,
    })
    .onConflict((oc) =>
      oc
        .columns(['product', 'day', 'item_key', 'class_code'])
        .doUpdateSet((eb) => ({ sold: eb('supplier_inventory.sold', '+', n), updated_at: nowMs }))
        .where((eb) => eb(eb('supplier_inventory.sold', '+', n), '<=', eb.ref('supplier_inventory.capacity'))),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows) === 1;
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
    const rows = await db
      .selectFrom('supplier_inventory')
      .select(['item_key', 'day', 'class_code', 'sold'])
      .where('product', '=', product)
      .where('day', 'in', days)
      .where('item_key', 'in', items.slice(i, i + CHUNK))
      .execute();
    out.push(...rows);
  }
  return out;
}
