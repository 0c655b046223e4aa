/**
 * The approval engine on the reference server (issue 4 "Approvals"; SPEC §3 approval, §4 approval, §5 remark and
 * approvers, §7 Approval, §8 not found): rules and matching, sending, level-by-level decisions, idempotent acting,
 * withdrawal, access, messages and badges. A fake product (order type 19901, product 'fake') is registered on the
 * test's app so these tests do not depend on the trip or flight handlers.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  ApprovalRuleDetail,
  ApprovalRuleItem,
  CancelAppData,
  MatchGzData,
  MyApprovalItem,
  NeedApprovalData,
  OrderApproveData,
  ReceiveAppResultData,
  SendAppData,
  SpgzInfoData,
} from '../../src/api/contract/approval';
import type { BadgeCounts } from '../../src/api/contract/common';
import { terminateApproval, type ApprovalHandler, type Trx } from '../../server/src/modules/approval/engine';
import { orderTransition } from '../../server/src/modules/orders/lifecycle';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { insertOrder } from './helpers/fixtures';

const FAKE = 19901;
const FAKE_RULE = 'test-fake-2';

let t: TestApp;
const tokens: Record<string, string> = {};
const key = () => `test-${randomBytes(8).toString('hex')}`;

/** The project's `call` with the token and options these tests pass positionally. */
const post = <D>(url: string, body: unknown, token: string, opts: { idem?: string; lang?: string } = {}) =>
  call<D>(t.app, url, body, { token, lang: opts.lang, idempotencyKey: opts.idem });

/** The fake product: an `orders` row of type 19901 moved with the shared lifecycle. */
const fakeHandler: ApprovalHandler = {
  async subject(trx: Trx, corpId: string, orderId: string) {
    const o = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .where('corp_id', '=', corpId)
      .where('order_type', '=', FAKE)
      .executeTakeFirst();
    if (!o) return null;
    const travellers = await trx
      .selectFrom('order_travellers')
      .select('emp_id')
      .where('order_id', '=', orderId)
      .execute();
    return {
      corpId: o.corp_id,
      deptId: o.dept_id,
      applicantEmpId: o.emp_id,
      travellerEmpIds: travellers.map((x) => x.emp_id).filter((x): x is string => !!x),
      product: 'fake',
      violated: o.violation_reason !== '',
      violateItems: o.violation_reason !== '' ? ['overBudget'] : [],
      title: o.title,
      orderNo: o.order_no,
      amountFen: Number(o.total_fen),
      lines: ['line 1'],
      violations: o.violation_reason !== '' ? [{ item: 'overBudget', reason: o.violation_reason }] : [],
    };
  },
  async submitted(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['awaitingSubmission'], 'inApproval', 'sent for approval', { nowMs });
  },
  async approved(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['inApproval'], 'awaitingPayment', 'approved', { nowMs });
  },
  async rejected(trx, orderId, nowMs, remark) {
    await orderTransition(trx, orderId, ['inApproval'], 'rejected', remark, { nowMs, message: false });
  },
  async withdrawn(trx, orderId, nowMs) {
    await orderTransition(trx, orderId, ['inApproval'], 'awaitingSubmission', 'withdrawn', { nowMs });
  },
};

async function newOrder(): Promise<string> {
  return insertOrder(t.app, {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
    deptId: DEMO.rdDept,
    createdAt: START_MS,
    status: 'awaitingSubmission',
    orderType: FAKE,
    totalFen: 123456,
    travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
  });
}

async function statusOf(orderId: string): Promise<string> {
  const row = await t.app.obt.db
    .selectFrom('orders')
    .select('order_status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.order_status;
}

async function itemsOf(orderId: string) {
  return t.app.obt.db
    .selectFrom('approval_work_items')
    .select(['id', 'approver_emp_id', 'level', 'state'])
    .where('order_id', '=', orderId)
    .orderBy('level')
    .orderBy('approver_emp_id')
    .execute();
}

async function messagesOf(empId: string) {
  return t.app.obt.db
    .selectFrom('messages')
    .select(['yycj', 'title', 'content', 'order_id', 'work_item_id'])
    .where('emp_id', '=', empId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const TWO_LEVELS = [
  { level: 1, empIds: [DEMO.lisi.id, DEMO.wangwu.id] },
  { level: 2, empIds: [DEMO.sunba.id] },
];

const send = (orderId: string, extra: Record<string, unknown> = {}, opts: { idem?: string; lang?: string } = {}) =>
  post<SendAppData>(
    '/obt/vipBpmSendAppNew',
    { orderId, orderType: FAKE, spgzId: FAKE_RULE, sendApps: TWO_LEVELS, appRemark: '拜访客户', ...extra },
    tokens.zhangsan as string,
    { idem: key(), ...opts },
  );

const act = (token: string, workItemId: string, completeState: 1 | 2, appRemark?: string, lang?: string) =>
  post<ReceiveAppResultData>('/obt/vipBpmReceiveAppResult', { workItemId, completeState, appRemark }, token, { lang });

const detail = (token: string, orderId: string) =>
  post<OrderApproveData>('/obt/orderApproveList', { orderId, orderType: FAKE }, token);

async function insertRule(app: FastifyInstance): Promise<void> {
  const db = app.obt.db;
  await db
    .insertInto('approval_rules')
    .values({
      id: FAKE_RULE,
      corp_id: DEMO.corpId,
      name: '测试两级审批',
      product: 'fake',
      dept_ids: '',
      violation: 0,
      violate_items: '',
      sort: 1,
      is_valid: 1,
      created_at: START_MS,
      updated_at: START_MS,
    })
    .execute();
  for (const [level, ids] of [
    [1, [DEMO.lisi.id, DEMO.wangwu.id]],
    [2, [DEMO.sunba.id]],
  ] as const) {
    await db
      .insertInto('approval_rule_levels')
      .values({ id: `${FAKE_RULE}-${level}`, rule_id: FAKE_RULE, corp_id: DEMO.corpId, level, name: '' })
      .execute();
    await db
      .insertInto('approval_rule_approvers')
      .values(ids.map((emp_id, sort) => ({ rule_id: FAKE_RULE, level, emp_id, corp_id: DEMO.corpId, sort })))
      .execute();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  t.app.obt.approvals.register([FAKE], fakeHandler);
  await insertRule(t.app);
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
  tokens.sunba = await login(t.app, DEMO.sunba.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('rules (SPEC §7 spgzFindList, vipSpgzFindDetail, matchGz)', () => {
  it('lists the company rules only, with levels and approvers in the detail', async () => {
    const res = await call<{ total: number }, ApprovalRuleItem>(t.app, '/obt/spgzFindList', {}, { token: tokens.lisi });
    expect(res.code).toBe(1);
    expect(res.list.map((r) => r.name)).toEqual(
      expect.arrayContaining(['差旅申请审批', '超预算机票审批', '市场部差旅申请审批', '测试两级审批']),
    );
    expect(res.list.find((r) => r.name === '市场部差旅申请审批')).toMatchObject({
      product: 'trip',
      deptNames: ['市场部'],
      levelCount: 2,
    });
    const other = await call<{ total: number }, ApprovalRuleItem>(
      t.app,
      '/obt/spgzFindList',
      {},
      {
        token: tokens.fengli,
      },
    );
    expect(other.list.map((r) => r.name)).toEqual(['机票审批']);

    const d = await call<ApprovalRuleDetail>(
      t.app,
      '/obt/vipSpgzFindDetail',
      { spgzId: '91003' },
      {
        token: tokens.zhangsan,
      },
    );
    expect(d.data.levels).toEqual([
      { level: 1, approvers: [{ empId: DEMO.sunba.id, name: '孙八', deptName: '市场部' }] },
      { level: 2, approvers: [{ empId: DEMO.wangwu.id, name: '王五', deptName: '总经办' }] },
    ]);
    const dept2 = await call<ApprovalRuleDetail>(
      t.app,
      '/obt/vipSpgzFindDetail',
      { spgzId: '91101' },
      {
        token: tokens.fengli,
      },
    );
    expect(dept2.data.levels[0]?.approvers.map((a) => a.name)).toEqual(['冯立']);
    // Another company's rule is not found (SPEC §8).
    const foreign = await call(t.app, '/obt/vipSpgzFindDetail', { spgzId: '91101' }, { token: tokens.zhangsan });
    expect(foreign.code).toBe(404);
  });

  it('matches the most specific rule: department beats all departments; violation items must apply', async () => {
    const match = (body: Record<string, unknown>, token = tokens.zhangsan as string) =>
      call<MatchGzData>(t.app, '/obt/matchGz', body, { token });
    expect((await match({ product: 'trip' })).data).toMatchObject({ matched: true, spgzId: '91001' });
    expect((await match({ product: 'trip', deptId: DEMO.marketDept })).data).toMatchObject({
      spgzId: '91003',
      levelCount: 2,
    });
    expect((await match({ product: 'trip' }, tokens.sunba)).data.spgzId).toBe('91003');
    expect((await match({ product: '10901', violated: 1, violateItems: ['overBudget'] })).data.spgzId).toBe('91002');
    // A plain policy violation without a trip request does not need approval in DEMO.
    expect((await match({ product: '10901', violated: 1, violateItems: ['cabinClass'] })).data).toEqual({
      matched: false,
      spgzId: '',
      name: '',
      levelCount: 0,
    });
    expect((await match({ product: '10901' })).data.matched).toBe(false);
    expect((await match({ product: '10901' }, tokens.fengli)).data).toMatchObject({ matched: true, spgzId: '91101' });
  });
});

describe('sending (SPEC §5 remark and an approver per level)', () => {
  it('tells whether an order needs approval and offers each level candidates', async () => {
    const orderId = await newOrder();
    const need = await post<NeedApprovalData>(
      '/obt/vipSpkzNeedApproval',
      { orderId, orderType: FAKE },
      tokens.zhangsan as string,
    );
    expect(need.data).toEqual({ required: true, spgzId: FAKE_RULE });
    const info = await post<SpgzInfoData>(
      '/obt/vipSpgzGetInfo',
      { orderId, orderType: FAKE },
      tokens.zhangsan as string,
    );
    expect(info.data.name).toBe('测试两级审批');
    expect(info.data.levels.map((l) => l.approvers.map((a) => a.name))).toEqual([['李四', '王五'], ['孙八']]);
    // Someone who is neither applicant nor traveller: not found.
    const other = await post('/obt/vipSpgzGetInfo', { orderId, orderType: FAKE }, tokens.qianqi as string);
    expect(other.code).toBe(404);
  });

  it('refuses a send without remark, without an approver for a level, or with a non-candidate', async () => {
    const orderId = await newOrder();
    const noRemark = await send(orderId, { appRemark: '  ' });
    expect(noRemark).toMatchObject({ code: 2, tips: '请填写审批备注' });
    const noRemarkEn = await send(orderId, { appRemark: '' }, { lang: 'en-US' });
    expect(noRemarkEn.tips).toBe('Please enter an approval remark');
    const emptyLevel = await send(orderId, {
      sendApps: [
        { level: 1, empIds: [DEMO.lisi.id] },
        { level: 2, empIds: [] },
      ],
    });
    expect(emptyLevel).toMatchObject({ code: 2, tips: '第2级审批至少需要选择一位审批人' });
    const missingLevel = await send(orderId, { sendApps: [{ level: 1, empIds: [DEMO.lisi.id] }] }, { lang: 'en-US' });
    expect(missingLevel).toMatchObject({ code: 2, tips: 'Choose at least one approver for level 2' });
    const stranger = await send(orderId, {
      sendApps: [
        { level: 1, empIds: [DEMO.qianqi.id] },
        { level: 2, empIds: [DEMO.sunba.id] },
      ],
    });
    expect(stranger.code).toBe(2);
    const wrongRule = await send(orderId, { spgzId: '91001' });
    expect(wrongRule).toMatchObject({ code: 2, tips: '审批规则已变化，请重新选择审批人' });
    const noKey = await send(orderId, {}, { idem: '' });
    expect(noKey.code).toBe(2);
    // Nothing was created by the refused sends.
    expect(await statusOf(orderId)).toBe('awaitingSubmission');
    expect(await itemsOf(orderId)).toEqual([]);
    // Only the applicant sends.
    const notMine = await post(
      '/obt/vipBpmSendAppNew',
      { orderId, orderType: FAKE, spgzId: FAKE_RULE, sendApps: TWO_LEVELS, appRemark: 'x' },
      tokens.lisi as string,
      { idem: key() },
    );
    expect(notMine.code).toBe(404);
  });
});

describe('a two-level approval runs level by level', () => {
  let orderId: string;
  let lisiItem: string;

  it('sends: level 1 approvers get a work item and a message; the order is in approval', async () => {
    orderId = await newOrder();
    const idem = key();
    const sent = await send(orderId, {}, { idem });
    expect(sent.code).toBe(1);
    expect(sent.data).toMatchObject({ state: 'pending', currentLevel: 1 });
    // A replay of the same key answers the same and creates nothing more.
    const replay = await send(orderId, {}, { idem });
    expect(replay).toEqual(sent);
    expect(await statusOf(orderId)).toBe('inApproval');
    const items = await itemsOf(orderId);
    expect(items.map((i) => [i.approver_emp_id, i.level, i.state])).toEqual([
      [DEMO.lisi.id, 1, 'pending'],
      [DEMO.wangwu.id, 1, 'pending'],
    ]);
    lisiItem = items.find((i) => i.approver_emp_id === DEMO.lisi.id)?.id as string;
    const msgs = (await messagesOf(DEMO.lisi.id)).filter((m) => m.order_id === orderId);
    expect(msgs).toEqual([expect.objectContaining({ yycj: 2, title: '待审批', work_item_id: lisiItem })]);
    expect((await messagesOf(DEMO.sunba.id)).filter((m) => m.order_id === orderId)).toEqual([]);
    // Sending again while pending is refused.
    expect((await send(orderId)).tips).toBe('该单据正在审批中，请勿重复送审');

    const pending = await call<{ total: number }, MyApprovalItem>(
      t.app,
      '/obt/vipBpmForMyAppListNew',
      { approveType: 1 },
      { token: tokens.lisi },
    );
    expect(pending.list.find((i) => i.orderId === orderId)).toMatchObject({
      workItemId: lisiItem,
      level: 1,
      state: 'pending',
      instanceState: 'pending',
      applicantName: '张三',
    });
    const mine = await call<{ total: number }, MyApprovalItem>(
      t.app,
      '/obt/vipBpmForMyAppListNew',
      { approveType: 3 },
      { token: tokens.zhangsan },
    );
    expect(mine.list.find((i) => i.orderId === orderId)).toMatchObject({ workItemId: '', state: 'pending', level: 1 });
  });

  it('only the assigned approver sees or acts on a work item; others get not found', async () => {
    expect((await act(tokens.qianqi as string, lisiItem, 1)).code).toBe(404);
    expect((await act(tokens.wangwu as string, lisiItem, 1)).code).toBe(404);
    expect((await act(tokens.fengli as string, lisiItem, 1)).code).toBe(404);
    expect((await detail(tokens.qianqi as string, orderId)).code).toBe(404);
    expect((await detail(tokens.fengli as string, orderId)).code).toBe(404);
    // 孙八 is not assigned until level 2 opens.
    expect((await detail(tokens.sunba as string, orderId)).code).toBe(404);
    const forLisi = await detail(tokens.lisi as string, orderId);
    expect(forLisi.data).toMatchObject({ canAct: lisiItem, canWithdraw: false, state: 'pending', currentLevel: 1 });
    expect(forLisi.data.subject).toMatchObject({ amount: 1234.56, applicantName: '张三', travellers: ['张三'] });
    const badges = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.lisi });
    expect(badges.data.approval).toBe(1);
  });

  it('approving level 1 closes the other level-1 item and opens level 2; acting twice changes nothing', async () => {
    const first = await act(tokens.lisi as string, lisiItem, 1, '同意');
    expect(first).toMatchObject({
      code: 1,
      data: { workItemId: lisiItem, state: 'approved', instanceState: 'pending', currentLevel: 2 },
    });
    const itemsAfter = await itemsOf(orderId);
    const messagesAfter = await messagesOf(DEMO.sunba.id);
    const second = await act(tokens.lisi as string, lisiItem, 1, '同意');
    expect(second).toEqual(first);
    expect(await itemsOf(orderId)).toEqual(itemsAfter);
    expect(await messagesOf(DEMO.sunba.id)).toEqual(messagesAfter);
    expect(itemsAfter.map((i) => [i.approver_emp_id, i.level, i.state])).toEqual([
      [DEMO.lisi.id, 1, 'approved'],
      [DEMO.wangwu.id, 1, 'closed'],
      [DEMO.sunba.id, 2, 'pending'],
    ]);
    const reverse = await act(tokens.lisi as string, lisiItem, 2, '不同意');
    expect(reverse).toMatchObject({ code: 2, tips: '您已同意该审批，不能再驳回' });
    const wangwuItem = itemsAfter.find((i) => i.approver_emp_id === DEMO.wangwu.id)?.id as string;
    const late = await act(tokens.wangwu as string, wangwuItem, 1, undefined, 'en-US');
    expect(late).toMatchObject({ code: 2, tips: 'This approval was already handled by another approver or withdrawn' });
    expect(await statusOf(orderId)).toBe('inApproval');
    const sunbaMsgs = (await messagesOf(DEMO.sunba.id)).filter((m) => m.order_id === orderId);
    expect(sunbaMsgs).toHaveLength(1);
    expect(sunbaMsgs[0]).toMatchObject({ yycj: 2 });

    const chain = await detail(tokens.zhangsan as string, orderId);
    expect(chain.data.levels.map((l) => l.state)).toEqual(['approved', 'pending']);
    expect(chain.data.levels[0]?.items.map((i) => [i.name, i.state, i.remark])).toEqual([
      ['李四', 'approved', '同意'],
      ['王五', 'closed', ''],
    ]);
    expect(chain.data).toMatchObject({
      canAct: '',
      canWithdraw: true,
      appRemark: '拜访客户',
      ruleName: '测试两级审批',
    });
    const lisiBadges = await call<BadgeCounts>(t.app, '/obt/totalCount', {}, { token: tokens.lisi });
    expect(lisiBadges.data).toMatchObject({ approval: 0, approved: 1 });
    const wangwuCount = await call<{ count: number }>(
      t.app,
      '/obt/vipBpmForMyAppCountNew',
      { approveType: 1 },
      {
        token: tokens.wangwu,
      },
    );
    expect(wangwuCount.data.count).toBe(0);
  });

  it('the last level completes the approval; the order moves on and the applicant hears of it', async () => {
    const sunba = await detail(tokens.sunba as string, orderId);
    expect(sunba.data.canAct).not.toBe('');
    const res = await act(tokens.sunba as string, sunba.data.canAct, 1);
    expect(res.data).toMatchObject({ state: 'approved', instanceState: 'approved', currentLevel: 2 });
    expect(await statusOf(orderId)).toBe('awaitingPayment');
    const msgs = (await messagesOf(DEMO.zhangsan.id)).filter((m) => m.order_id === orderId && m.yycj === 1);
    expect(msgs.map((m) => m.title)).toContain('审批已通过');
    const chain = await detail(tokens.zhangsan as string, orderId);
    expect(chain.data).toMatchObject({ state: 'approved', canWithdraw: false });
    expect(chain.data.decidedAt).not.toBe('');
  });

  it('withdrawing after the decision is refused with a clear message', async () => {
    const res = await post<CancelAppData>('/obt/cancelApp', { orderId, orderType: FAKE }, tokens.zhangsan as string);
    expect(res).toMatchObject({ code: 2, tips: '审批已通过，不能撤回' });
    const en = await post('/obt/cancelApp', { orderId, orderType: FAKE }, tokens.zhangsan as string, {
      lang: 'en-US',
    });
    expect(en.tips).toBe('The approval has already been approved and can no longer be withdrawn');
    expect(await statusOf(orderId)).toBe('awaitingPayment');
    expect((await send(orderId)).tips).toBe('该单据已审批通过，不能再次送审');
  });
});

describe('reject, withdraw and terminate', () => {
  it('a reject needs a remark, ends the approval and closes the other items', async () => {
    const orderId = await newOrder();
    expect((await send(orderId)).code).toBe(1);
    const items = await itemsOf(orderId);
    const wangwuItem = items.find((i) => i.approver_emp_id === DEMO.wangwu.id)?.id as string;
    const bare = await act(tokens.wangwu as string, wangwuItem, 2, ' ');
    expect(bare).toMatchObject({ code: 2, tips: '驳回时请填写审批意见' });
    const res = await act(tokens.wangwu as string, wangwuItem, 2, '预算不足');
    expect(res.data).toMatchObject({ state: 'rejected', instanceState: 'rejected', currentLevel: 1 });
    expect(await statusOf(orderId)).toBe('rejected');
    expect((await itemsOf(orderId)).map((i) => [i.approver_emp_id, i.state])).toEqual([
      [DEMO.lisi.id, 'closed'],
      [DEMO.wangwu.id, 'rejected'],
    ]);
    const again = await act(tokens.wangwu as string, wangwuItem, 2, '预算不足');
    expect(again).toEqual(res);
    const msgs = (await messagesOf(DEMO.zhangsan.id)).filter((m) => m.order_id === orderId);
    expect(msgs).toEqual([expect.objectContaining({ yycj: 1, title: '审批已驳回' })]);
    expect(msgs[0]?.content).toContain('预算不足');
    const chain = await detail(tokens.zhangsan as string, orderId);
    expect(chain.data.levels.map((l) => l.state)).toEqual(['rejected', 'closed']);
    const withdraw = await post('/obt/cancelApp', { orderId, orderType: FAKE }, tokens.zhangsan as string);
    expect(withdraw.tips).toBe('审批已驳回，不能撤回');
  });

  it('two approvers of one level deciding at once: one decides the level, the other is told it is handled', async () => {
    const orderId = await newOrder();
    expect((await send(orderId)).code).toBe(1);
    const items = await itemsOf(orderId);
    const idOf = (empId: string) => items.find((i) => i.approver_emp_id === empId)?.id as string;
    const [a, b] = await Promise.all([
      act(tokens.lisi as string, idOf(DEMO.lisi.id), 1),
      act(tokens.wangwu as string, idOf(DEMO.wangwu.id), 1),
    ]);
    expect([a.code, b.code].sort()).toEqual([1, 2]);
    expect([a, b].find((r) => r.code === 2)?.tips).toBe('该审批已由其他审批人处理或已撤回，无需再处理');
    const after = await itemsOf(orderId);
    expect(
      after
        .filter((i) => i.level === 1)
        .map((i) => i.state)
        .sort(),
    ).toEqual(['approved', 'closed']);
    expect(after.filter((i) => i.level === 2)).toHaveLength(1);
  });

  it('withdrawing while pending returns the subject to draft; it can be sent again', async () => {
    const orderId = await newOrder();
    expect((await send(orderId)).code).toBe(1);
    const lisiItem = (await itemsOf(orderId)).find((i) => i.approver_emp_id === DEMO.lisi.id)?.id as string;
    // Not the applicant: not found.
    expect((await post('/obt/cancelApp', { orderId, orderType: FAKE }, tokens.lisi as string)).code).toBe(404);
    const res = await post<CancelAppData>('/obt/cancelApp', { orderId, orderType: FAKE }, tokens.zhangsan as string);
    expect(res).toMatchObject({ code: 1, data: { state: 'withdrawn' } });
    expect(await statusOf(orderId)).toBe('awaitingSubmission');
    expect((await itemsOf(orderId)).every((i) => i.state === 'closed')).toBe(true);
    expect((await act(tokens.lisi as string, lisiItem, 1)).tips).toBe('该审批已由其他审批人处理或已撤回，无需再处理');
    const twice = await post('/obt/cancelApp', { orderId, orderType: FAKE }, tokens.zhangsan as string);
    expect(twice.tips).toBe('审批已撤回，请勿重复操作');

    const resent = await send(orderId);
    expect(resent.code).toBe(1);
    expect(await statusOf(orderId)).toBe('inApproval');
    const chain = await detail(tokens.zhangsan as string, orderId);
    expect(chain.data.instanceId).toBe(resent.data.instanceId);
    expect(chain.data.levels[0]?.items.every((i) => i.state === 'pending')).toBe(true);
    // 李四 still reads it: he is assigned again.
    expect((await detail(tokens.lisi as string, orderId)).data.canAct).not.toBe('');
  });

  it('terminateApproval ends a pending approval and closes its items (order cancelled while in approval)', async () => {
    const orderId = await newOrder();
    expect((await send(orderId)).code).toBe(1);
    await t.app.obt.db.transaction().execute(async (trx) => {
      await orderTransition(trx, orderId, ['inApproval'], 'cancelled', 'cancelled', { nowMs: START_MS });
      await terminateApproval(trx, orderId, FAKE, START_MS);
    });
    expect((await itemsOf(orderId)).every((i) => i.state === 'closed')).toBe(true);
    const chain = await detail(tokens.zhangsan as string, orderId);
    expect(chain.data).toMatchObject({ state: 'terminated', canWithdraw: false, canAct: '' });
    expect((await post('/obt/cancelApp', { orderId, orderType: FAKE }, tokens.zhangsan as string)).tips).toBe(
      '审批已终止，不能撤回',
    );
  });

  it('an unknown order type or order is not found', async () => {
    expect(
      (await post('/obt/orderApproveList', { orderId: 'x', orderType: 19902 }, tokens.zhangsan as string)).code,
    ).toBe(404);
    expect((await detail(tokens.zhangsan as string, 'nope')).code).toBe(404);
    const progress = await post<OrderApproveData>(
      '/obt/vipOrderAppProgress',
      { orderId: await newOrder(), orderType: FAKE },
      tokens.zhangsan as string,
    );
    expect(progress.data).toMatchObject({ state: 'none', instanceId: '', levels: [] });
  });
});
