/** SQL of trip applications (ccsqd): the employee's own, within their company. */
import type { Db } from '../../db';

export interface CcsqdFilter {
  corpId: string;
  empId: string;
  /** Undefined lists every status. */
  status?: number;
  keyword?: string;
}

export function tripRepository(db: Db) {
  const base = (f: CcsqdFilter) => {
    let q = db.selectFrom('ccsqd').where('corp_id', '=', f.corpId).where('emp_id', '=', f.empId);
    if (f.status !== undefined) q = q.where('status', '=', f.status);
    if (f.keyword) {
      // LIKE escaping differs between SQLite and PostgreSQL: wildcard characters are dropped instead.
      const like = `%${f.keyword.replace(/[%_\\]/g, '')}%`;
      q = q.where((eb) => eb.or([eb('ccsqd_no', 'like', like), eb('ccsy', 'like', like), eb('mdd', 'like', like)]));
    }
    return q;
  };

  return {
    async list(f: CcsqdFilter, offset: number, limit: number) {
      return base(f)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(f: CcsqdFilter): Promise<number> {
      const row = await base(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
