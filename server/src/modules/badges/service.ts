/**
 * totalCount (SPEC §3 badge counts), from the real tables: my unread/read messages, approval work items waiting for
 * me (approval) / decided by me (approved), and orders awaiting payment or approval within my booking scope plus my
 * own trip applications in approval (waitApproval). Every approval action changes these rows in its transaction, so
 * the next call is truthful.
 */
import type { AppContext } from '../../context';
import type { BadgeCounts } from '../../../../src/api/contract/common';
import type { AuthInfo } from '../session/service';
import { approvalService } from '../approval/service';
import { messageRepository } from '../message/repository';
import { ordersRepository } from '../orders/repository';
import { scopeFor } from '../orders/service';
import { TO_PAY_STATUSES, WAIT_APPROVAL_STATUSES } from '../orders/statusGroups';

/** ccsqd status 1: in approval (0 draft, 2 approved, 3 rejected, 4 void). */
const CCSQD_IN_APPROVAL = 1;

export function badgeService(ctx: AppContext) {
  const messages = messageRepository(ctx.db);
  const approvals = approvalService(ctx);
  const orders = ordersRepository(ctx.db);

  /** Trip applications (ccsqd status 1) I sent that wait for their approval. */
  async function myTripRequestsInApproval(auth: AuthInfo): Promise<number> {
    const row = await ctx.db
      .selectFrom('ccsqd')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('corp_id', '=', auth.corpId)
      .where('emp_id', '=', auth.empId)
      .where('status', '=', CCSQD_IN_APPROVAL)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  return {
    async counts(auth: AuthInfo): Promise<BadgeCounts> {
      const mine = { corpId: auth.corpId, empId: auth.empId };
      const scope = scopeFor(auth, auth.bookRange);
      const [message, readMessage, approval, approved, toPay, ordersWaiting] = await Promise.all([
        messages.count({ ...mine, isRead: 0 }),
        messages.count({ ...mine, isRead: 1 }),
        approvals.count(auth, 1),
        approvals.count(auth, 2),
        orders.countInStatuses(scope, TO_PAY_STATUSES),
        orders.countInStatuses(scope, WAIT_APPROVAL_STATUSES),
      ]);
      const waitApproval = ordersWaiting + (await myTripRequestsInApproval(auth));
      return {
        message,
        readMessage,
        approval,
        approved,
        toPay,
        waitApproval,
        todoTotal: approval + toPay + waitApproval,
      };
    },
  };
}
