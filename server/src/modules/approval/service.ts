/** My approvals: pending (approveType 1) and done (2: approved or rejected) work items. */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import type { ApproveType, MyApprovalItem, WorkItemState } from '../../../../src/api/contract/approval';
import { pageData, toPage } from '../../lib/paging';
import { chinaDateTime } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { approvalRepository } from './repository';

export const STATES_BY_TYPE: Record<ApproveType, readonly WorkItemState[]> = {
  1: ['pending'],
  2: ['approved', 'rejected'],
};

export function approvalService(ctx: AppContext) {
  const repo = approvalRepository(ctx.db);

  return {
    async list(auth: AuthInfo, req: { approveType: ApproveType; pageNum?: number; count?: number }) {
      const page = toPage(req);
      const states = STATES_BY_TYPE[req.approveType];
      const [rows, total] = await Promise.all([
        repo.list(auth.corpId, auth.empId, states, page.offset, page.count),
        repo.count(auth.corpId, auth.empId, states),
      ]);
      const list = rows.map<MyApprovalItem>((r) => ({
        workItemId: r.id,
        orderId: r.order_id,
        orderType: r.order_type,
        orderNo: r.order_no,
        level: r.level,
        state: r.state as WorkItemState,
        applicantName: r.applicant_name,
        title: r.title,
        createdAt: chinaDateTime(Number(r.created_at)),
        decidedAt: chinaDateTime(r.decided_at === null ? null : Number(r.decided_at)),
      }));
      const pd: PageData = pageData(page, total);
      return { list, page: pd };
    },

    count(auth: AuthInfo, approveType: ApproveType): Promise<number> {
      return repo.count(auth.corpId, auth.empId, STATES_BY_TYPE[approveType]);
    },
  };
}
