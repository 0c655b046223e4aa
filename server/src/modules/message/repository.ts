/** SQL of the employee's messages. */
import type { Db } from '../../db';

export interface MessageFilter {
  corpId: string;
  empId: string;
  yycj?: number;
  isRead?: number;
}

export function messageRepository(db: Db) {
  const base = (f: MessageFilter) => {
    let q = db.selectFrom('messages').where('corp_id', '=', f.corpId).where('emp_id', '=', f.empId);
    if (f.yycj !== undefined) q = q.where('yycj', '=', f.yycj);
    if (f.isRead !== undefined) q = q.where('is_read', '=', f.isRead);
    return q;
  };

  return {
    async list(f: MessageFilter, offset: number, limit: number) {
      return base(f)
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(f: MessageFilter): Promise<number> {
      const row = await base(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Marks one of the employee's messages read; false when it is not theirs (or does not exist). */
    async markRead(f: { corpId: string; empId: string; id: string }, nowMs: number): Promise<boolean> {
      const own = await base(f).select('id').where('id', '=', f.id).executeTakeFirst();
      if (!own) return false;
      await db
        .updateTable('messages')
        .set({ is_read: 1, read_at: nowMs })
        .where('id', '=', f.id)
        .where('is_read', '=', 0)
        .execute();
      return true;
    },

    /** Marks every unread message of the employee (of one kind when yycj is given) read; answers how many. */
    async markAllRead(f: { corpId: string; empId: string; yycj?: number }, nowMs: number): Promise<number> {
      let q = db
        .updateTable('messages')
        .set({ is_read: 1, read_at: nowMs })
        .where('corp_id', '=', f.corpId)
        .where('emp_id', '=', f.empId)
        .where('is_read', '=', 0);
      if (f.yycj !== undefined) q = q.where('yycj', '=', f.yycj);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
