/** Opening an approval from any list (approver lists, my requests, approval messages). */
import type { MyApprovalItem } from '../../api/contract/approval';
import { navigate } from '../../router';

/**
 * /approval/Detail requires a workItemId (SPEC §2), but an applicant's own row has none: the detail decides who may
 * act from the server's answer (`canAct`), so this placeholder grants nothing.
 */
export const NO_WORK_ITEM = '0';

/** The query of /approval/Detail for a list row. */
export function approvalDetailQuery(item: Pick<MyApprovalItem, 'orderId' | 'orderType' | 'workItemId'>) {
  return { id: item.orderId, workItemId: item.workItemId || NO_WORK_ITEM, orderType: String(item.orderType) };
}

export function openApproval(item: Pick<MyApprovalItem, 'orderId' | 'orderType' | 'workItemId'>): void {
  void navigate('/approval/Detail', { query: approvalDetailQuery(item) });
}
