/** SQL of approval work items of an approver within their company. */
import type { Db } from '../../db';

export function approvalRepository(db: Db) {
  const base = (corpId: string, approverId: string, states: readonly string[]) =>
    db
      .selectFrom('approval_work_items as w')
      .where('w.corp_id', '=', corpId)
      .where('w.approver_emp_id', '=', approverId)
      .where('w.state', 'in', [...states]);

  return {
    async list(corpId: string, approverId: string, states: readonly string[], offset: number, limit: number) {
      return base(corpId, approverId, states)
        .innerJoin('employees as a', 'a.id', 'w.applicant_emp_id')
        .select([
          'w.id',
          'w.order_id',
          'w.order_type',
          'w.order_no',
          'w.level',
          'w.state',
          'w.title',
          'w.created_at',
          'w.decided_at',
          'a.name as applicant_name',
        ])
        .orderBy('w.created_at', 'desc')
        .orderBy('w.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(corpId: string, approverId: string, states: readonly string[]): Promise<number> {
      const row = await base(corpId, approverId, states)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
