/**
 * Another server instance on the same database counts its own business-number sequence (issue 17): these helpers
 * give that instance the next numbers this process would draw, as copies of a row it wrote, so a test can show a
 * writer draws again instead of failing on the unique index.
 */
import type { Db } from '../../../server/src/db';
import { businessNo } from '../../../server/src/lib/businessNo';
import { newId } from '../../../server/src/lib/crypto';

/**
 * Copies of `template` (a row of `table`) under the next `count` numbers of `prefix` in the second of `nowMs`, as
 * this process would give them out; answers those numbers. Draws one number itself to learn where the sequence is.
 */
export async function takeNextNumbers(
  db: Db,
  table: 'ccsqd' | 'invoice_requests',
  column: 'ccsqd_no' | 'kp_no',
  template: Record<string, unknown>,
  prefix: string,
  nowMs: number,
  count = 30,
): Promise<Set<string>> {
  const seen = businessNo(prefix, nowMs);
  const next = Number(seen.slice(-4));
  const taken = new Set<string>();
  for (let i = 1; i <= count; i += 1) {
    const no = `${seen.slice(0, -4)}${String((next + i) % 10_000).padStart(4, '0')}`;
    taken.add(no);
    await db
      .insertInto(table)
      .values({ ...template, id: newId(nowMs), [column]: no } as never)
      .execute();
  }
  return taken;
}
