/**
 * totalCount (SPEC §3 badge counts), from the real tables: my unread/read messages, approvals waiting for
 * me / decided by me, and orders awaiting payment or approval within my booking scope.
 */
import type { AppContext } from '../../context';
import type { BadgeCounts } from '../../../../src/api/contract/common';
import type { AuthInfo } from '../session/service';
import { approvalService } from '../approval/service';
import { messageRepository } from '../message/repository';
import { ordersRepository } from '../orders/repository';
import { scopeFor } from '../orders/service';
import { TO_PAY_STATUSES, WAIT_APPROVAL_STATUSES } from '../orders/statusGroups';

export function badgeService(ctx: AppContext) {
  const messages = messageRepository(ctx.db);
  const approvals = approvalService(ctx);
  const orders = ordersRepository(ctx.db);

  return {
    async counts(auth: AuthInfo): Promise<BadgeCounts> {
      const mine = { corpId: auth.corpId, empId: auth.empId };
      const scope = scopeFor(auth, auth.bookRange);
      const [message, readMessage, approval, approved, toPay, waitApproval] = await Promise.all([
        messages.count({ ...mine, isRead: 0 }),
        messages.count({ ...mine, isRead: 1 }),
        approvals.count(auth, 1),
        approvals.count(auth, 2),
        orders.countInStatuses(scope, TO_PAY_STATUSES),
        orders.countInStatuses(scope, WAIT_APPROVAL_STATUSES),
      ]);
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
