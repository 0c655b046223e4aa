/**
 * SQL of hotel need orders and their notes. Every function takes the database or the caller's transaction. Reads
 * of a need are scoped like orders (SPEC §6): 1 mine, 2 plus my department's, 3 the company's; a need outside the
 * scope answers as not found.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { ownedInScope } from '../orders/ownedScope';
import type { OrderScope } from '../orders/scopeRepository';
import type { HotelNeedNotesTable, HotelNeedsTable } from './tables';

type Db = Kysely<Database>;
export function hotelNeedRepository(db: Db) {
  return {
    async insertNeed(row: HotelNeedsTable): Promise<void> {
      await db.insertInto('hotel_needs').values(row).execute();
    },

    async needInScope(id: string, s: OrderScope) {
      return db
        .selectFrom('hotel_needs as n')
        .selectAll('n')
        .where('n.id', '=', id)
        .where(ownedInScope('n', s))
        .executeTakeFirst();
    },

    /** The need whatever the caller (the agency step). */
    async needById(id: string) {
      return db.selectFrom('hotel_needs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A page of the needs in scope, newest first, and how many there are. */
    async needs(s: OrderScope, status: string | undefined, offset: number, count: number) {
      const inScope = db
        .selectFrom('hotel_needs as n')
        .where(ownedInScope('n', s))
        .$if(status !== undefined, (q) => q.where('n.status', '=', status as string));
      const counted = await inScope.select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirst();
      const total = Number(counted?.c ?? 0);
      if (total <= offset) return { rows: [], total };
      const rows = await inScope
        .selectAll('n')
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id', 'desc')
        .limit(count)
        .offset(offset)
        .execute();
      return { rows, total };
    },

    /** Moves a need on from `fromStatus` (false when it moved on meanwhile: the step then does nothing). */
    async moveNeed(id: string, fromStatus: string, values: Updateable<HotelNeedsTable>): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('hotel_needs')
        .set(values)
        .where('id', '=', id)
        .where('status', '=', fromStatus)
        .executeTakeFirst();
      return Number(numUpdatedRows) === 1;
    },

    async touchNeed(id: string, atMs: number): Promise<void> {
      await db.updateTable('hotel_needs').set({ updated_at: atMs }).where('id', '=', id).execute();
    },

    /** Appends a note to its need's thread (the next `seq`). */
    async insertNote(row: Omit<HotelNeedNotesTable, 'seq'>): Promise<void> {
      const last = await db
        .selectFrom('hotel_need_notes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('need_id', '=', row.need_id)
        .executeTakeFirst();
      await db
        .insertInto('hotel_need_notes')
        .values({ ...row, seq: Number(last?.seq ?? 0) + 1 })
        .execute();
    },

    /** A need's notes, oldest first, with the remark writer's name. */
    async notes(needId: string) {
      return db
        .selectFrom('hotel_need_notes as h')
        .leftJoin('employees as e', 'e.id', 'h.emp_id')
        .selectAll('h')
        .select('e.name as emp_name')
        .where('h.need_id', '=', needId)
        .orderBy('h.seq', 'asc')
        .orderBy('h.id', 'asc')
        .execute();
    },

    /** The newest quote note of each need (list rows show it). */
    async latestQuotes(needIds: readonly string[]) {
      if (needIds.length === 0) return new Map<string, string>();
      const rows = await db
        .selectFrom('hotel_need_notes')
        .select(['need_id', 'quote_json'])
        .where('need_id', 'in', needIds)
        .where('quote_json', '<>', '')
        .orderBy('seq', 'asc')
        .orderBy('id', 'asc')
        .execute();
      const out = new Map<string, string>();
      for (const r of rows) out.set(r.need_id, r.quote_json);
      return out;
    },

    /** The name of an employee (the thread shows who wrote a remark). */
    async empName(empId: string): Promise<string> {
      const row = await db.selectFrom('employees').select('name').where('id', '=', empId).executeTakeFirst();
      return row?.name ?? '';
    },
  };
}
