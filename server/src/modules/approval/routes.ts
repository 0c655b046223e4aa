/** vipBpmForMyAppListNew and vipBpmForMyAppCountNew. */
import type { FastifyInstance } from 'fastify';
import type {
  MyApprovalCountData,
  MyApprovalCountRequest,
  MyApprovalItem,
  MyApprovalListRequest,
} from '../../../../src/api/contract/approval';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { PAGE_DATA, PAGE_PROPS, int, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { approvalService } from './service';

const listSchema = {
  summary: 'My approval work items: 1 pending, 2 done',
  body: obj<MyApprovalListRequest>({ ...PAGE_PROPS, approveType: oneOf([1, 2]) }, ['approveType']),
  response: reply(
    PAGE_DATA,
    obj<MyApprovalItem>({
      workItemId: str(),
      orderId: str(),
      orderType: int(),
      orderNo: str(),
      level: int(),
      state: oneOf(['pending', 'approved', 'rejected'], 'string'),
      applicantName: str(),
      title: str(),
      createdAt: str(),
      decidedAt: str(),
    }),
  ),
};

const countSchema = {
  summary: 'Count of my approval work items',
  body: obj<MyApprovalCountRequest>({ approveType: oneOf([1, 2]) }, ['approveType']),
  response: reply(obj<MyApprovalCountData>({ count: int() }, ['count'])),
};

export async function approvalRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const approvals = approvalService(opts.ctx);

  app.post<{ Body: MyApprovalListRequest }>('/obt/vipBpmForMyAppListNew', { schema: listSchema }, async (req) => {
    const { list, page } = await approvals.list(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: MyApprovalCountRequest }>('/obt/vipBpmForMyAppCountNew', { schema: countSchema }, async (req) =>
    ok({ count: await approvals.count(authOf(req), req.body.approveType) }),
  );
}
