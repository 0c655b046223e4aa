/** SQL of hotel membership cards (SPEC §3 hotel membership; table of 20261122_0402_people_admin). */
import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { HotelMembershipsTable } from './tables';

export function membershipsRepository(db: Db) {
  return {
    /** An employee's cards by platform. */
    async list(corpId: string, empId: string, offset: number, limit: number) {
      return db
        .selectFrom('hotel_memberships')
        .selectAll()
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .orderBy('interface_plat')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(corpId: string, empId: string): Promise<number> {
      const row = await db
        .selectFrom('hotel_memberships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async card(corpId: string, id: string) {
      return db
        .selectFrom('hotel_memberships')
        .selectAll()
        .where('id', '=', id)
        .where('corp_id', '=', corpId)
        .executeTakeFirst();
    },

    /** Another card of the employee on this platform. */
    async platformTaken(empId: string, plat: string, exceptId: string | null): Promise<boolean> {
      const row = await db
        .selectFrom('hotel_memberships')
        .select('id')
        .where('emp_id', '=', empId)
        .where('interface_plat', '=', plat)
        .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as string))
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(row: Insertable<HotelMembershipsTable>): Promise<void> {
      await db.insertInto('hotel_memberships').values(row).execute();
    },

    async update(id: string, values: { card_no: string; interface_plat: string; updated_at: number }): Promise<void> {
      await db.updateTable('hotel_memberships').set(values).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('hotel_memberships').where('id', '=', id).execute();
    },
  };
}
