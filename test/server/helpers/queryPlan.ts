/** SQLite's query plan of a logged statement (its `?` parameters bound to null: the plan does not depend on them). */
import { CompiledQuery } from 'kysely';
import type { Db } from '../../../server/src/db';

/** The plan's detail lines of `text`, in order. */
export async function queryPlan(db: Db, text: string): Promise<string[]> {
  const params = Array.from({ length: (text.match(/\?/g) ?? []).length }, () => null);
  const plan = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, params));
  return plan.rows.map((r) => r.detail);
}
