/** SQL of company notices: the ones addressed to an employee (whole company or their department) and read state. */
import type { Db } from '../../db';

/** Whose notices, and which. */
export interface NoticeScope {
  corpId: string;
  deptId: string;
  empId: string;
  /** Notices published later than this are not shown yet. */
  nowMs: number;
}

export interface NoticeFilter {
  msgType?: number;
  /** 0 unread, 1 read. */
  isRead?: number;
}

export function noticesRepository(db: Db) {
  const visible = (s: NoticeScope, f: NoticeFilter = {}) => {
    let q = db
      .selectFrom('notices as n')
      .leftJoin('notice_reads as r', (join) => join.onRef('r.notice_id', '=', 'n.id').on('r.emp_id', '=', s.empId))
      .where('n.corp_id', '=', s.corpId)
      .where('n.published_at', '<=', s.nowMs)
      .where((eb) =>
        eb.or([
          eb('n.to_all', '=', 1),
          eb('n.id', 'in', eb.selectFrom('notice_departments').select('notice_id').where('dept_id', '=', s.deptId)),
        ]),
      );
    if (f.msgType !== undefined) q = q.where('n.msg_type', '=', f.msgType);
    if (f.isRead === 1) q = q.where('r.emp_id', 'is not', null);
    if (f.isRead === 0) q = q.where('r.emp_id', 'is', null);
    return q;
  };

  const COLUMNS = [
    'n.id',
    'n.title',
    'n.content',
    'n.msg_type',
    'n.product_type',
    'n.published_at',
    'r.read_at',
  ] as const;

  return {
    async list(s: NoticeScope, f: NoticeFilter, offset: number, limit: number) {
      return visible(s, f)
        .select(COLUMNS)
        .orderBy('n.published_at', 'desc')
        .orderBy('n.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(s: NoticeScope, f: NoticeFilter = {}): Promise<number> {
      const row = await visible(s, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** One notice addressed to the employee, or undefined (another company's, another department's, unknown). */
    async find(s: NoticeScope, id: string) {
      return visible(s).select(COLUMNS).where('n.id', '=', id).executeTakeFirst();
    },

    /** Records the read once; reading again keeps the first time. */
    async markRead(noticeId: string, empId: string, nowMs: number): Promise<void> {
      await db
        .insertInto('notice_reads')
        .values({ notice_id: noticeId, emp_id: empId, read_at: nowMs })
        .onConflict((oc) => oc.columns(['notice_id', 'emp_id']).doNothing())
        .execute();
    },
  };
}
