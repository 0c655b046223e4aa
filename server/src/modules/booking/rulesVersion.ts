/**
 * The rules version token and what is kept under it (issue 17). SQLite only: one row of `booking_rules_version` whose
 * token triggers replace on every write to the booking rules (migration 20261127_2004) and the approval rules
 * (20261127_2301). The booking rules (booking/service.ts) and the approval rules (approval/repository.ts) are kept per
 * database, company and product under the token they were read under, and read again only when it changed.
 */
import { SqliteAdapter, type Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const rulesVersionQuery = preparedQuery((db: Db, v: { id: number }) =>
  db.selectFrom('booking_rules_version').select('token').where('id', '=', v.id),
);

/** The token; null on PostgreSQL, which has no such table (the rules are read each time there). */
export async function readRulesVersion(db: Db): Promise<number | null> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return null;
  const row = await rulesVersionQuery.first(db, { id: 1 });
  return row ? Number(row.token) : null;
}

/** Keys kept per database before a store starts again (a bound, not a working set). */
const MAX_KEPT = 4096;

/**
 * A store of values kept per database (its Kysely adapter, shared by its transactions) and key under the token they
 * were read under. The caller reads the token before the rows, so rows changed in between are kept under the old
 * token and read again next time, never the other way round.
 */
export function keptUnderRulesVersion<V>(): (db: Db, key: string, token: number, read: () => Promise<V>) => Promise<V> {
  const perDb = new WeakMap<object, Map<string, { token: number; value: V }>>();
  return async (db, key, token, read) => {
    const adapter = db.getExecutor().adapter;
    let byKey = perDb.get(adapter);
    if (!byKey) perDb.set(adapter, (byKey = new Map()));
    const kept = byKey.get(key);
    if (kept && kept.token === token) return kept.value;
    const value = await read();
    if (byKey.size >= MAX_KEPT) byKey.clear();
    byKey.set(key, { token, value });
    return value;
  };
}
