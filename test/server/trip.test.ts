/**
 * Trip applications on the reference server (issue 4 "Trip applications"; SPEC §3 trip application, §4 trip
 * application: draft → approval, list default 2, drafts deletable; §5 travel end date not before start, attachment
 * required when submitting; §7 vipCcsqd add, info, list, del): validation, drafts, owner scoping and the approval
 * round trip through the real engine (order type 11099).
 */
import type { CcsqdDetail, CcsqdListItem } from '../../src/api/contract/trip';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { takeNextNumbers } from './helpers/takenNumbers';
import { addTrip, attachment, costCenterOf, decide, pendingItem, sendTrip, tripBody } from './tripFixtures';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  tokens.zhaoliu = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corpId });
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
  tokens.zhaoliu2 = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
});
afterAll(async () => {
  await t.close();
});

const info = (token: string, ccsqdId: string) => call<CcsqdDetail>(t.app, '/obt/vipCcsqd/info', { ccsqdId }, { token });

describe('add: draft and submit (SPEC §3 addMethod, §5)', () => {
  it('saves a draft without an attachment; zys is computed, the client zys ignored', async () => {
    const res = await addTrip(t.app, tokens.zhangsan, { ...tripBody(DEMO.zhangsan.id), zys: 1 });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ status: 0, nextStep: 'draft' });
    expect(res.data.ccsqdNo).toMatch(/^SQ\d{16}$/);
    const d = await info(tokens.zhangsan, res.data.ccsqdId);
    expect(d.data).toMatchObject({
      status: 0,
      ccr: '张三',
      jtys: 1500,
      zsys: 900,
      qtys: 100.5,
      zys: 2500.5,
      addMethod: 1,
      canEdit: true,
      canChange: false,
      remainingTransport: 1500,
    });
    expect(d.data.vipPerson).toEqual([
      expect.objectContaining({ empId: DEMO.zhangsan.id, name: '张三', phoneNumber: '138****0001', outsider: 0 }),
    ]);
    expect(d.data.vipRoute.map((r) => [r.seq, r.routeType, r.product, r.status])).toEqual([
      [1, 'flight', '10901', 0],
      [2, 'hotel', '10903', 0],
    ]);
  });

  it('refuses an end date before the start date, also for a draft (SPEC §5)', async () => {
    const res = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { dateEnd: '2026-03-09' }));
    expect(res).toMatchObject({ code: 2, tips: '出差结束日期不能早于开始日期' });
    const en = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { dateEnd: '2026-03-09' }), 'en-US');
    expect(en.tips).toBe('The travel end date cannot be earlier than the start date');
  });

  it('requires an attachment, a traveller and legs inside the travel dates when submitting', async () => {
    const noFile = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { addMethod: 2 }));
    expect(noFile).toMatchObject({ code: 2, tips: '提交审批时须上传附件' });
    const url = await attachment(t.app, DEMO.corpId, DEMO.zhangsan.id);
    const nobody = await addTrip(
      t.app,
      tokens.zhangsan,
      tripBody(DEMO.zhangsan.id, { addMethod: 2, url, vipPerson: [] }),
    );
    expect(nobody).toMatchObject({ code: 2, tips: '请至少选择一位出行人' });
    const late = await addTrip(
      t.app,
      tokens.zhangsan,
      tripBody(DEMO.zhangsan.id, {
        addMethod: 2,
        url,
        vipRoute: [
          {
            routeType: 'flight',
            depCity: 'SHA',
            depCityName: '上海',
            arrCity: 'BJS',
            arrCityName: '北京',
            dateBegin: '2026-03-13',
            cost: 1,
          },
        ],
      }),
    );
    expect(late).toMatchObject({ code: 2, tips: '第1段行程的日期须在出差日期范围内（2026-03-10 至 2026-03-12）' });
    // Another company's upload is no attachment of ours.
    const foreign = await attachment(t.app, DEMO.corp2Id, DEMO.zhaoliu2.id);
    const bad = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { addMethod: 2, url: foreign }));
    expect(bad).toMatchObject({ code: 2, tips: '附件无效，请重新上传' });
  });

  it('checks legs for their type (SPEC §4 trip builder) and travellers for the booking scope (SPEC §6)', async () => {
    const same = await addTrip(
      t.app,
      tokens.zhangsan,
      tripBody(DEMO.zhangsan.id, { vipRoute: [{ ...tripBody('').vipRoute![0]!, arrCity: 'SHA' }] }),
    );
    expect(same).toMatchObject({ code: 2, tips: '第1段行程的出发城市和到达城市不能为空且不能相同' });
    const hotel = await addTrip(
      t.app,
      tokens.zhangsan,
      tripBody(DEMO.zhangsan.id, { vipRoute: [{ ...tripBody('').vipRoute![1]!, supplier: '' }] }),
    );
    expect(hotel).toMatchObject({ code: 2, tips: '第1段酒店行程须填写入住日期、城市和酒店' });
    const car = await addTrip(
      t.app,
      tokens.zhangsan,
      tripBody(DEMO.zhangsan.id, {
        vipRoute: [{ routeType: 'car', depCity: 'BJS', depCityName: '北京', dateBegin: '2026-03-10', cost: 200 }],
      }),
    );
    expect(car).toMatchObject({ code: 2, tips: '第1段用车行程须填写开始日期、结束日期和费用' });
    // 张三 books only for himself: 赵六 is outside his scope.
    const scope = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhaoliu.id));
    expect(scope).toMatchObject({ code: 2, tips: '您无权为 赵六 申请出差' });
    const twice = await addTrip(
      t.app,
      tokens.zhangsan,
      tripBody(DEMO.zhangsan.id, { vipPerson: [{ empId: DEMO.zhangsan.id }, { empId: DEMO.zhangsan.id }] }),
    );
    expect(twice.code).toBe(2);
    const cc = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { costCenterId: 'nope' }));
    expect(cc.code).toBe(2);
  });

  it('edits the owner’s draft; another employee’s draft answers not found', async () => {
    const first = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id));
    const id = first.data.ccsqdId;
    const edited = await addTrip(
      t.app,
      tokens.zhangsan,
      tripBody(DEMO.zhangsan.id, { ccsqdId: id, mdd: '广州', jtys: 2000, vipRoute: [tripBody('').vipRoute![0]!] }),
    );
    expect(edited.data).toMatchObject({ ccsqdId: id, ccsqdNo: first.data.ccsqdNo, status: 0 });
    const d = await info(tokens.zhangsan, id);
    expect(d.data).toMatchObject({ mdd: '广州', jtys: 2000, zys: 3000.5 });
    expect(d.data.vipRoute).toHaveLength(1);
    const other = await addTrip(t.app, tokens.zhaoliu, tripBody(DEMO.zhaoliu.id, { ccsqdId: id }));
    expect(other.code).toBe(404);
    expect((await info(tokens.zhaoliu, id)).code).toBe(404);
  });
});

describe('approval round trip (order type 11099) and the list', () => {
  it('submit → approval needed (DEMO rule) → sent (1) → approved (2); default list shows approved only', async () => {
    const url = await attachment(t.app, DEMO.corpId, DEMO.zhangsan.id);
    const res = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { addMethod: 2, url, mdd: '深圳' }));
    expect(res.data).toMatchObject({ status: 0, nextStep: 'approval' });
    const id = res.data.ccsqdId;
    const sent = await sendTrip(t.app, tokens.zhangsan, id, DEMO.lisi.id);
    expect(sent.code).toBe(1);
    expect((await info(tokens.zhangsan, id)).data).toMatchObject({ status: 1, canEdit: false });
    // In approval: no edit, no delete.
    expect((await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { ccsqdId: id }))).code).toBe(2);
    expect((await call(t.app, '/obt/vipCcsqd/del', { ccsqdId: id }, { token: tokens.zhangsan })).code).toBe(2);

    const item = await pendingItem(t.app, id, DEMO.lisi.id);
    expect((await decide(t.app, tokens.lisi, item, 1)).code).toBe(1);
    const d = await info(tokens.zhangsan, id);
    expect(d.data.status).toBe(2);
    expect(d.data.approval.submittedAt).not.toBe('');
    expect(d.data.approval.approvedAt).not.toBe('');
    expect(d.data.canChange).toBe(true);

    const list = await call<{ total: number }, CcsqdListItem>(
      t.app,
      '/obt/vipCcsqd/list',
      {},
      { token: tokens.zhangsan },
    );
    expect(list.list.every((r) => r.status === 2)).toBe(true);
    expect(list.list.map((r) => r.ccsqdId)).toContain(id);
    const all = await call<{ total: number }, CcsqdListItem>(
      t.app,
      '/obt/vipCcsqd/list',
      { status: -1 },
      { token: tokens.zhangsan },
    );
    expect(all.list.some((r) => r.status === 0)).toBe(true);
  });

  it('rejected → 3 with the remark; withdrawn → 0, editable and sendable again', async () => {
    const url = await attachment(t.app, DEMO.corpId, DEMO.zhangsan.id);
    const a = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { addMethod: 2, url }));
    await sendTrip(t.app, tokens.zhangsan, a.data.ccsqdId, DEMO.wangwu.id);
    const item = await pendingItem(t.app, a.data.ccsqdId, DEMO.wangwu.id);
    expect((await decide(t.app, tokens.wangwu, item, 2, '预算过高')).code).toBe(1);
    expect((await info(tokens.zhangsan, a.data.ccsqdId)).data).toMatchObject({
      status: 3,
      approval: expect.objectContaining({ rejectRemark: '预算过高' }),
    });

    const b = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id, { addMethod: 2, url }));
    await sendTrip(t.app, tokens.zhangsan, b.data.ccsqdId, DEMO.lisi.id);
    const back = await call(
      t.app,
      '/obt/cancelApp',
      { orderId: b.data.ccsqdId, orderType: 11099 },
      { token: tokens.zhangsan },
    );
    expect(back.code).toBe(1);
    expect((await info(tokens.zhangsan, b.data.ccsqdId)).data).toMatchObject({ status: 0, canEdit: true });
    expect((await sendTrip(t.app, tokens.zhangsan, b.data.ccsqdId, DEMO.lisi.id)).code).toBe(1);
  });

  it('a draft saved with addMethod 1 cannot be sent for approval before it is submitted', async () => {
    const draft = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id));
    const sent = await sendTrip(t.app, tokens.zhangsan, draft.data.ccsqdId, DEMO.lisi.id);
    expect(sent).toMatchObject({ code: 2, tips: '草稿不能直接送审，请先提交出差申请' });
  });

  it('without a matching approval rule (DEMO2 trip requests) a submitted request is approved at once', async () => {
    const url = await attachment(t.app, DEMO.corp2Id, DEMO.zhaoliu2.id);
    // DEMO2's booking rules require a cost centre (SPEC §5), also on trip applications.
    const noCc = await addTrip(t.app, tokens.zhaoliu2, tripBody(DEMO.zhaoliu2.id, { addMethod: 2, url }));
    expect(noCc).toMatchObject({ code: 2, tips: '成本中心 不能为空' });
    const costCenterId = await costCenterOf(t.app, DEMO.corp2Id);
    const res = await addTrip(t.app, tokens.zhaoliu2, tripBody(DEMO.zhaoliu2.id, { addMethod: 2, url, costCenterId }));
    expect(res.data).toMatchObject({ status: 2, nextStep: 'approved' });
    expect((await info(tokens.zhaoliu2, res.data.ccsqdId)).data.costCenterId).toBe(costCenterId);
  });
});

describe('owner scoping and delete', () => {
  it('travellers named on a request may read it; other employees get not found', async () => {
    // 李四 (R&D, department scope) applies for 钱七 (R&D).
    const res = await addTrip(t.app, tokens.lisi, tripBody(DEMO.qianqi.id));
    expect(res.code).toBe(1);
    const seen = await info(tokens.qianqi, res.data.ccsqdId);
    expect(seen.data).toMatchObject({ empId: DEMO.lisi.id, applicantName: '李四', ccr: '钱七', canEdit: false });
    expect((await info(tokens.zhangsan, res.data.ccsqdId)).code).toBe(404);
    expect((await info(tokens.zhaoliu2, res.data.ccsqdId)).code).toBe(404);
    // The traveller may not delete the applicant's draft.
    expect((await call(t.app, '/obt/vipCcsqd/del', { ccsqdId: res.data.ccsqdId }, { token: tokens.qianqi })).code).toBe(
      404,
    );
  });

  it('deletes drafts only', async () => {
    const draft = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id));
    const del = await call(t.app, '/obt/vipCcsqd/del', { ccsqdId: draft.data.ccsqdId }, { token: tokens.zhangsan });
    expect(del).toMatchObject({ code: 1, data: { ccsqdId: draft.data.ccsqdId } });
    expect((await info(tokens.zhangsan, draft.data.ccsqdId)).code).toBe(404);

    const url = await attachment(t.app, DEMO.corp2Id, DEMO.zhaoliu2.id);
    const costCenterId = await costCenterOf(t.app, DEMO.corp2Id);
    const approved = await addTrip(
      t.app,
      tokens.zhaoliu2,
      tripBody(DEMO.zhaoliu2.id, { addMethod: 2, url, costCenterId }),
    );
    const refused = await call(
      t.app,
      '/obt/vipCcsqd/del',
      { ccsqdId: approved.data.ccsqdId },
      { token: tokens.zhaoliu2 },
    );
    expect(refused).toMatchObject({ code: 2, tips: '只有草稿状态的出差申请可以修改或删除' });
  });
});

describe('application numbers of several instances on one database (issue 17)', () => {
  it('a number another instance already gave out is drawn again, not a failed save', async () => {
    const first = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id));
    const template = await t.app.obt.db
      .selectFrom('ccsqd')
      .selectAll()
      .where('id', '=', first.data.ccsqdId)
      .executeTakeFirstOrThrow();
    const taken = await takeNextNumbers(t.app.obt.db, 'ccsqd', 'ccsqd_no', template, 'SQ', t.clock.ms);
    const saved = [];
    for (let i = 0; i < 3; i += 1) saved.push(await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id)));
    expect(saved.map((r) => r.code)).toEqual([1, 1, 1]);
    const numbers = saved.map((r) => r.data.ccsqdNo);
    expect(new Set(numbers).size).toBe(3);
    for (const no of numbers) expect(taken.has(no)).toBe(false);
    // Each application is whole under the number it reports.
    for (const r of saved) {
      const d = await info(tokens.zhangsan, r.data.ccsqdId);
      expect(d.data).toMatchObject({ ccsqdNo: r.data.ccsqdNo, status: 0 });
      expect(d.data.vipRoute).toHaveLength(2);
    }
    // The other instance's rows go again: later tests read this person's list from its newest rows.
    await t.app.obt.db
      .deleteFrom('ccsqd')
      .where('ccsqd_no', 'in', [...taken])
      .execute();
  });
});
