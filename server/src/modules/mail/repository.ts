/** All SQL of the outbox. */
import type { Db } from '../../db';
import type { OutboxTable } from './tables';

export function mailRepository(db: Db) {
  return {
    async orderByNo(corpId: string, orderNo: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'order_type', 'order_no'])
        .where('corp_id', '=', corpId)
        .where('order_no', '=', orderNo)
        .executeTakeFirst();
    },
    async insert(row: OutboxTable): Promise<void> {
      await db.insertInto('outbox').values(row).execute();
    },
    async latestFor(empId: string, limit: number) {
      return db
        .selectFrom('outbox')
        .select(['id', 'to_addr', 'subject', 'body', 'created_at'])
        .where('emp_id', '=', empId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
