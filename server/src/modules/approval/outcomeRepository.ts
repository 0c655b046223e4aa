/** SQL of the shared approval outcome (./outcome.ts): what paying an approved order from the company account needs. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function outcomeRepository(db: Kysely<Database>) {
  return {
    /** What paying an order from the company account needs of it. */
    async orderToPay(orderId: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'corp_id', 'emp_id', 'total_fen', 'pay_deadline'])
        .where('id', '=', orderId)
        .executeTakeFirst();
    },
  };
}
