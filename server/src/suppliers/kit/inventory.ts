/**
 * Stock that decreases as it is booked, never oversold (supplier kit). The deterministic supplier says how many units
 * a class of an item opens on a day (capacity); the kit counts what was sold in `supplier_inventory`, one row per
 * (product, item, day, class), created on first sale. Every change is ONE conditional statement inside the caller's
 * transaction, so concurrent bookings can never sell more than the capacity and a rolled-back booking sells nothing.
 * Product modules wrap these (and drop their cached search answers when stock changes).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertOrAddSold, selectSold, subtractSold } from './inventoryRepository';

/** One class of an item on a day: a flight's booking class on its departure date, a hotel's room type on a night… */
export interface InventoryKey {
  /** The product line ('flight', …): each counts its own stock. */
  product: string;
  /** The item sold (flight number, train number, hotel id…). */
  item: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  /** The class within the item (booking class, seat class, room type…). */
  classCode: string;
}

/** Key of {@link soldMap}: `${item}|${day}|${classCode}`. */
export const soldKey = (item: string, day: string, classCode: string): string => `${item}|${day}|${classCode}`;

/**
 * Takes `n` units of `capacity` (the supplier's figure, stored with the first sale). False when fewer than `n` are
 * left; then nothing changed.
 */
export async function reserve(
  trx: Kysely<Database>,
  key: InventoryKey,
  n: number,
  capacity: number,
  nowMs: number,
): Promise<boolean> {
  if (n > capacity) return false;
  return insertOrAddSold(trx, key, n, capacity, nowMs);
}

/** Gives `n` units back; never below zero (nothing changes when fewer than `n` are sold). */
export async function release(trx: Kysely<Database>, key: InventoryKey, n: number, nowMs: number): Promise<void> {
  await subtractSold(trx, key, n, nowMs);
}

/** Units sold per {@link soldKey} of a product's items on the given days (absent: none sold). */
export async function soldMap(
  db: Kysely<Database>,
  product: string,
  days: readonly string[],
  items: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const rows = await selectSold(db, product, [...new Set(days)], [...new Set(items)]);
  for (const r of rows) out.set(soldKey(r.item_key, r.day, r.class_code), Number(r.sold));
  return out;
}
