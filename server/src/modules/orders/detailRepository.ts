/** SQL of the shared order-detail parts (./detail.ts): the names of what a booking form picked. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The cost centre, project and trip request a booking named (ids on the `orders` row). */
export interface FormRefs {
  cost_center_id: string | null;
  project_id: string | null;
  ccsqd_id: string | null;
}

export function detailRepository(db: Kysely<Database>) {
  const nameOf = async (table: 'cost_centers' | 'projects', corpId: string, id: string | null): Promise<string> => {
    if (!id) return '';
    const row = await db
      .selectFrom(table)
      .select('name')
      .where('corp_id', '=', corpId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.name ?? '';
  };
  const requestNo = async (corpId: string, ccsqdId: string | null): Promise<string> => {
    if (!ccsqdId) return '';
    const row = await db
      .selectFrom('ccsqd')
      .select('ccsqd_no')
      .where('corp_id', '=', corpId)
      .where('id', '=', ccsqdId)
      .executeTakeFirst();
    return row?.ccsqd_no ?? '';
  };
  return {
    /** The names of the order's cost centre and project and its trip request's number ('' for none). */
    async formNames(corpId: string, order: FormRefs) {
      const [costCenterName, projectName, ccsqdNo] = await Promise.all([
        nameOf('cost_centers', corpId, order.cost_center_id),
        nameOf('projects', corpId, order.project_id),
        requestNo(corpId, order.ccsqd_id),
      ]);
      return { costCenterName, projectName, ccsqdNo };
    },
  };
}
