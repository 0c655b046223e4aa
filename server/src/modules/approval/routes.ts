/**
 * Approval calls (SPEC §7 Approval): rules (spgzFindList, vipSpgzFindDetail, matchGz), one order's approval
 * (vipSpkzNeedApproval, vipSpgzGetInfo, vipBpmSendAppNew, cancelApp, orderApproveList, vipOrderAppProgress) and my
 * approvals (vipBpmForMyAppListNew, vipBpmForMyAppCountNew, vipBpmReceiveAppResult). Sending is an order write under
 * the request's Idempotency-Key; withdrawing and deciding are single transactions whose repeat changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type {
  ApprovalCandidate,
  ApprovalChainItem,
  ApprovalChainLevel,
  ApprovalOrderRequest,
  ApprovalRuleDetail,
  ApprovalRuleItem,
  ApprovalRuleLevel,
  ApprovalSubjectSummary,
  ApprovalViolation,
  CancelAppData,
  MatchGzData,
  MatchGzRequest,
  MyApprovalCountData,
  MyApprovalCountRequest,
  MyApprovalItem,
  MyApprovalListRequest,
  NeedApprovalData,
  OrderApproveData,
  ReceiveAppResultData,
  ReceiveAppResultRequest,
  SendAppData,
  SendAppLevel,
  SendAppRequest,
  SpgzFindListRequest,
  SpgzIdRequest,
  SpgzInfoData,
} from '../../../../src/api/contract/approval';
import type { AppContext } from '../../context';
import { ok, okPage } from '../../lib/envelope';
import { t } from '../../plugins/i18n';
import { PAGE_DATA, PAGE_PROPS, arr, bool, int, num, obj, oneOf, reply, str } from '../../lib/schema';
import { authOf } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { decideWorkItem, sendForApproval, withdrawApproval, type Trx } from './engine';
import { approvalService } from './service';

const ID = str({ minLength: 1, maxLength: 64 });
const ORDER_TYPE = int({ minimum: 1, maximum: 99999 });
const ITEM_STATES = ['pending', 'approved', 'rejected', 'closed'];
const INSTANCE_STATES = ['pending', 'approved', 'rejected', 'withdrawn', 'terminated'];
const REMARK = str({ maxLength: 1000 });

const candidateSchema = obj<ApprovalCandidate>({ empId: str(), name: str(), deptName: str() });
const ruleLevelSchema = obj<ApprovalRuleLevel>({ level: int(), approvers: arr(candidateSchema) });
const ruleItemProps = {
  spgzId: str(),
  name: str(),
  product: str(),
  deptIds: arr(str()),
  deptNames: arr(str()),
  violation: oneOf([0, 1]),
  violateItems: arr(str()),
  levelCount: int(),
  sort: int(),
};
const orderBody = obj<ApprovalOrderRequest>({ orderId: ID, orderType: ORDER_TYPE }, ['orderId', 'orderType']);

const listSchema = {
  summary: 'My approvals: 1 pending work items, 2 decided by me, 3 sent by me',
  body: obj<MyApprovalListRequest>({ ...PAGE_PROPS, approveType: oneOf([1, 2, 3]) }, ['approveType']),
  response: reply(
    PAGE_DATA,
    obj<MyApprovalItem>({
      workItemId: str(),
      instanceId: str(),
      orderId: str(),
      orderType: int(),
      orderNo: str(),
      level: int(),
      state: oneOf(ITEM_STATES, 'string'),
      instanceState: oneOf(INSTANCE_STATES, 'string'),
      applicantName: str(),
      title: str(),
      createdAt: str(),
      decidedAt: str(),
    }),
  ),
};

const countSchema = {
  summary: 'Count of my approvals (approveType as in the list)',
  body: obj<MyApprovalCountRequest>({ approveType: oneOf([1, 2, 3]) }, ['approveType']),
  response: reply(obj<MyApprovalCountData>({ count: int() }, ['count'])),
};

const rulesSchema = {
  summary: 'Approval rules of my company',
  body: obj<SpgzFindListRequest>({ ...PAGE_PROPS, product: str({ maxLength: 16 }) }),
  response: reply(PAGE_DATA, obj<ApprovalRuleItem>(ruleItemProps)),
};

const ruleDetailSchema = {
  summary: 'One approval rule with its levels and approvers',
  body: obj<SpgzIdRequest>({ spgzId: ID }, ['spgzId']),
  response: reply(obj<ApprovalRuleDetail>({ ...ruleItemProps, levels: arr(ruleLevelSchema) })),
};

const matchSchema = {
  summary: 'The approval rule that applies to a subject',
  body: obj<MatchGzRequest>(
    {
      product: str({ minLength: 1, maxLength: 16 }),
      deptId: str({ maxLength: 64 }),
      violated: oneOf([0, 1]),
      violateItems: arr(str({ maxLength: 32 }), { maxItems: 20 }),
    },
    ['product'],
  ),
  response: reply(obj<MatchGzData>({ matched: bool(), spgzId: str(), name: str(), levelCount: int() })),
};

const needSchema = {
  summary: 'Whether an order needs approval',
  body: orderBody,
  response: reply(obj<NeedApprovalData>({ required: bool(), spgzId: str() })),
};

const infoSchema = {
  summary: "The rule that applies to an order and each level's candidate approvers",
  body: orderBody,
  response: reply(obj<SpgzInfoData>({ required: bool(), spgzId: str(), name: str(), levels: arr(ruleLevelSchema) })),
};

const sendSchema = {
  summary: 'Send an order or trip application for approval (Idempotency-Key)',
  body: obj<SendAppRequest>(
    {
      orderId: ID,
      orderType: ORDER_TYPE,
      spgzId: str({ maxLength: 64 }),
      sendApps: arr(
        obj<SendAppLevel>(
          { level: int({ minimum: 1, maximum: 4 }), empIds: arr(str({ maxLength: 64 }), { maxItems: 50 }) },
          ['level', 'empIds'],
        ),
        { maxItems: 4 },
      ),
      appRemark: REMARK,
    },
    ['orderId', 'orderType', 'spgzId', 'sendApps', 'appRemark'],
  ),
  response: reply(
    obj<SendAppData>({ instanceId: str(), state: oneOf(INSTANCE_STATES, 'string'), currentLevel: int() }),
  ),
};

const cancelSchema = {
  summary: 'Withdraw the pending approval of an order',
  body: orderBody,
  response: reply(obj<CancelAppData>({ instanceId: str(), state: oneOf(INSTANCE_STATES, 'string') })),
};

const receiveSchema = {
  summary: 'Approve (1) or reject (2, remark required) a work item of mine',
  body: obj<ReceiveAppResultRequest>({ workItemId: ID, completeState: oneOf([1, 2]), appRemark: REMARK }, [
    'workItemId',
    'completeState',
  ]),
  response: reply(
    obj<ReceiveAppResultData>({
      workItemId: str(),
      state: oneOf(ITEM_STATES, 'string'),
      instanceState: oneOf(INSTANCE_STATES, 'string'),
      currentLevel: int(),
    }),
  ),
};

const chainItemSchema = obj<ApprovalChainItem>({
  workItemId: str(),
  empId: str(),
  name: str(),
  deptName: str(),
  state: oneOf(ITEM_STATES, 'string'),
  remark: str(),
  decidedAt: str(),
});

const orderApproveData = obj<OrderApproveData>({
  orderId: str(),
  orderType: int(),
  subject: obj<ApprovalSubjectSummary>({
    title: str(),
    orderNo: str(),
    amount: num(),
    applicantName: str(),
    travellers: arr(str()),
    lines: arr(str()),
    violations: arr(obj<ApprovalViolation>({ item: str(), reason: str() })),
  }),
  instanceId: str(),
  spgzId: str(),
  ruleName: str(),
  state: oneOf(['none', ...INSTANCE_STATES], 'string'),
  currentLevel: int(),
  levelCount: int(),
  appRemark: str(),
  applicantName: str(),
  sentAt: str(),
  decidedAt: str(),
  levels: arr(
    obj<ApprovalChainLevel>({
      level: int(),
      state: oneOf(['waiting', 'pending', 'approved', 'rejected', 'closed'], 'string'),
      approvers: arr(candidateSchema),
      items: arr(chainItemSchema),
    }),
  ),
  canAct: str(),
  canWithdraw: bool(),
});

const orderApproveSchema = {
  summary: "An order's subject and approval chain (applicant, travellers and its approvers)",
  body: orderBody,
  response: reply(orderApproveData),
};

const progressSchema = {
  summary: "An order's approval progress (also within the booking scope)",
  body: orderBody,
  response: reply(orderApproveData),
};

export async function approvalRoutes(app: FastifyInstance, opts: { ctx: AppContext }): Promise<void> {
  const { ctx } = opts;
  const approvals = approvalService(ctx);
  const inTransaction = <T>(run: (trx: Trx) => Promise<T>): Promise<T> => ctx.db.transaction().execute(run);

  app.post<{ Body: MyApprovalListRequest }>('/obt/vipBpmForMyAppListNew', { schema: listSchema }, async (req) => {
    const { list, page } = await approvals.list(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: MyApprovalCountRequest }>('/obt/vipBpmForMyAppCountNew', { schema: countSchema }, async (req) =>
    ok({ count: await approvals.count(authOf(req), req.body.approveType) }),
  );

  app.post<{ Body: SpgzFindListRequest }>('/obt/spgzFindList', { schema: rulesSchema }, async (req) => {
    const { list, page } = await approvals.rules(authOf(req), req.body);
    return okPage(list, page);
  });

  app.post<{ Body: SpgzIdRequest }>('/obt/vipSpgzFindDetail', { schema: ruleDetailSchema }, async (req) =>
    ok(await approvals.ruleDetail(authOf(req), req.body.spgzId)),
  );

  app.post<{ Body: MatchGzRequest }>('/obt/matchGz', { schema: matchSchema }, async (req) =>
    ok(await approvals.match(authOf(req), req.body)),
  );

  app.post<{ Body: ApprovalOrderRequest }>('/obt/vipSpkzNeedApproval', { schema: needSchema }, async (req) =>
    ok(await approvals.need(authOf(req), req.body)),
  );

  app.post<{ Body: ApprovalOrderRequest }>('/obt/vipSpgzGetInfo', { schema: infoSchema }, async (req) =>
    ok(await approvals.info(authOf(req), req.body)),
  );

  app.post<{ Body: SendAppRequest }>('/obt/vipBpmSendAppNew', { schema: sendSchema }, async (req) =>
    withIdempotency(ctx, req, 'approval.vipBpmSendAppNew', async (trx) =>
      ok(await sendForApproval(ctx, trx, authOf(req), req.body, ctx.now().getTime())),
    ),
  );

  app.post<{ Body: ApprovalOrderRequest }>('/obt/cancelApp', { schema: cancelSchema }, async (req) =>
    ok(await inTransaction((trx) => withdrawApproval(ctx, trx, authOf(req), req.body, ctx.now().getTime()))),
  );

  app.post<{ Body: ReceiveAppResultRequest }>('/obt/vipBpmReceiveAppResult', { schema: receiveSchema }, async (req) => {
    const { notice, ...data } = await inTransaction((trx) =>
      decideWorkItem(ctx, trx, authOf(req), req.body, ctx.now().getTime()),
    );
    // An approval ended instead of approved (too late for the flight): the tips say why.
    return { ...ok(data), tips: notice ? t(req, notice.key, notice.params) : '' };
  });

  app.post<{ Body: ApprovalOrderRequest }>('/obt/orderApproveList', { schema: orderApproveSchema }, async (req) =>
    ok(await approvals.orderApprove(authOf(req), req.body, false)),
  );

  app.post<{ Body: ApprovalOrderRequest }>('/obt/vipOrderAppProgress', { schema: progressSchema }, async (req) =>
    ok(await approvals.orderApprove(authOf(req), req.body, true)),
  );
}
