/**
 * Change orders of trip applications (SPEC §3 change order: changeId, changeYy, bgqzys, bghzys, routeList; §4 trip
 * application "then change order"; §7 change order get, add, del). A change on an approved request goes through the
 * real approval engine as order type 11099 with the change id: approved → applied (booked legs kept), rejected →
 * discarded, withdrawn → a draft again; without a matching rule (DEMO2) it is applied at once.
 */
import type { CcsqdChange, CcsqdChangeAddData, CcsqdDetail } from '../../src/api/contract/trip';
import { markRouteBooked } from '../../server/src/modules/trip/booking';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import {
  FLIGHT_LEG,
  addTrip,
  approvedDemoTrip,
  attachment,
  costCenterOf,
  decide,
  pendingItem,
  sendTrip,
  tripBody,
} from './tripFixtures';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  tokens.zhaoliu = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corpId });
  tokens.zhaoliu2 = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
});
afterAll(async () => {
  await t.close();
});

const approved = () =>
  approvedDemoTrip(t.app, tokens.zhangsan, tokens.lisi, tripBody(DEMO.zhangsan.id), {
    corpId: DEMO.corpId,
    empId: DEMO.zhangsan.id,
  });
const info = async (id: string, token = tokens.zhangsan) =>
  (await call<CcsqdDetail>(t.app, '/obt/vipCcsqd/info', { ccsqdId: id }, { token })).data;
const addChange = (body: Record<string, unknown>, token = tokens.zhangsan) =>
  call<CcsqdChangeAddData>(t.app, '/obt/vipCcsqd/change/add', body, { token });
const changes = (ccsqdId: string, token = tokens.zhangsan) =>
  call<undefined, CcsqdChange>(t.app, '/obt/vipCcsqd/change/get', { ccsqdId }, { token });

const BEIJING_TO_SHENZHEN = {
  ...FLIGHT_LEG,
  depCity: 'BJS',
  depCityName: '北京',
  arrCity: 'SZX',
  arrCityName: '深圳',
  dateBegin: '2026-03-13',
  cost: 1300,
};

describe('change order lifecycle through approval (DEMO rule 91001)', () => {
  it('draft → get shows before/after → delete; again → sent (request 1) → approved: applied', async () => {
    const id = await approved();
    const before = await info(id);
    const flight = before.vipRoute.find((r) => r.routeType === 'flight');

    const first = await addChange({ ccsqdId: id, changeYy: '行程延长', dateEnd: '2026-03-13', jtys: 3000 });
    expect(first.data).toMatchObject({ ccsqdId: id, state: 'draft', nextStep: 'approval' });
    expect(first.data.approvalOrderId).toBe(first.data.changeId);
    expect((await info(id)).canChange).toBe(false);
    // One change at a time.
    expect(await addChange({ ccsqdId: id, changeYy: '再改' })).toMatchObject({
      code: 2,
      tips: '该出差申请已有未完成的变更单',
    });
    const got = await changes(id);
    expect(got.list).toHaveLength(1);
    expect(got.list[0]).toMatchObject({ state: 'draft', bgqzys: 2500.5, bghzys: 4000.5, changeYy: '行程延长' });
    expect(got.list[0]?.before).toMatchObject({ dateEnd: '2026-03-12', jtys: 1500 });
    expect(got.list[0]?.after).toMatchObject({ dateEnd: '2026-03-13', jtys: 3000, zys: 4000.5 });
    const del = await call(
      t.app,
      '/obt/vipCcsqd/change/del',
      { changeId: first.data.changeId },
      { token: tokens.zhangsan },
    );
    expect(del.code).toBe(1);
    expect((await changes(id)).list).toHaveLength(0);

    const second = await addChange({
      ccsqdId: id,
      changeYy: '增加深圳行程',
      dateEnd: '2026-03-13',
      bghzys: 4000.5,
      routeList: [{ ...FLIGHT_LEG, routeId: flight?.routeId, cost: 1400 }, BEIJING_TO_SHENZHEN],
    });
    expect(second.code).toBe(1);
    const changeId = second.data.changeId;
    expect((await sendTrip(t.app, tokens.zhangsan, changeId, DEMO.lisi.id)).code).toBe(1);
    expect((await info(id)).status).toBe(1);
    expect((await changes(id)).list[0]?.state).toBe('inApproval');
    // Sent: no longer deletable.
    const late = await call(t.app, '/obt/vipCcsqd/change/del', { changeId }, { token: tokens.zhangsan });
    expect(late).toMatchObject({ code: 2, tips: '变更单已提交审批或已处理，不能删除' });

    expect((await decide(t.app, tokens.lisi, await pendingItem(t.app, changeId, DEMO.lisi.id), 1)).code).toBe(1);
    const after = await info(id);
    // Only bghzys sent: the difference went to the other budget.
    expect(after).toMatchObject({ status: 2, dateEnd: '2026-03-13', jtys: 1500, zsys: 900, qtys: 1600.5, zys: 4000.5 });
    expect(after.vipRoute.map((r) => [r.seq, r.routeType, r.arrCityName, r.cost])).toEqual([
      [1, 'flight', '北京', 1400],
      [2, 'flight', '深圳', 1300],
    ]);
    // The kept leg keeps its id (a booking on it stays attached).
    expect(after.vipRoute[0]?.routeId).toBe(flight?.routeId);
    const decided = (await changes(id)).list[0];
    expect(decided).toMatchObject({ state: 'approved', bgqzys: 2500.5, bghzys: 4000.5 });
    expect(decided?.decidedAt).not.toBe('');
    // The change id opens its request (approval messages carry it).
    expect((await info(changeId)).ccsqdId).toBe(id);
  });

  it('rejected → discarded, the request stays approved as it was; withdrawn → the change is a draft again', async () => {
    const id = await approved();
    const rej = await addChange({ ccsqdId: id, changeYy: '加预算', jtys: 5000 });
    await sendTrip(t.app, tokens.zhangsan, rej.data.changeId, DEMO.lisi.id);
    await decide(t.app, tokens.lisi, await pendingItem(t.app, rej.data.changeId, DEMO.lisi.id), 2, '不同意');
    expect(await info(id)).toMatchObject({ status: 2, jtys: 1500, zys: 2500.5, canChange: true });
    const stateOf = async (changeId: string) => (await changes(id)).list.find((c) => c.changeId === changeId)?.state;
    expect(await stateOf(rej.data.changeId)).toBe('rejected');

    const wd = await addChange({ ccsqdId: id, changeYy: '加预算', jtys: 2000 });
    await sendTrip(t.app, tokens.zhangsan, wd.data.changeId, DEMO.lisi.id);
    const back = await call(
      t.app,
      '/obt/cancelApp',
      { orderId: wd.data.changeId, orderType: 11099 },
      { token: tokens.zhangsan },
    );
    expect(back.code).toBe(1);
    expect((await info(id)).status).toBe(2);
    expect(await stateOf(wd.data.changeId)).toBe('draft');
    // A draft again: it can be deleted (or sent again).
    expect(
      (await call(t.app, '/obt/vipCcsqd/change/del', { changeId: wd.data.changeId }, { token: tokens.zhangsan })).code,
    ).toBe(1);
  });

  it('keeps a booked leg even when the change leaves it out', async () => {
    const id = await approved();
    const flight = (await info(id)).vipRoute.find((r) => r.routeType === 'flight');
    await markRouteBooked(t.app.obt.db, flight?.routeId ?? '', 'order-x', 120_000, START_MS);
    const ch = await addChange({
      ccsqdId: id,
      changeYy: '改去深圳',
      dateEnd: '2026-03-13',
      routeList: [BEIJING_TO_SHENZHEN],
    });
    await sendTrip(t.app, tokens.zhangsan, ch.data.changeId, DEMO.lisi.id);
    await decide(t.app, tokens.lisi, await pendingItem(t.app, ch.data.changeId, DEMO.lisi.id), 1);
    const after = await info(id);
    expect(after.vipRoute.map((r) => [r.arrCityName, r.status, r.bookedOrderId])).toEqual([
      ['深圳', 0, ''],
      ['北京', 3, 'order-x'],
    ]);
  });

  it('refuses changes of requests not approved, of other employees, and unknown legs', async () => {
    const draft = await addTrip(t.app, tokens.zhangsan, tripBody(DEMO.zhangsan.id));
    expect(await addChange({ ccsqdId: draft.data.ccsqdId, changeYy: 'x' })).toMatchObject({
      code: 2,
      tips: '只有审批通过的出差申请可以变更',
    });
    const id = await approved();
    expect((await addChange({ ccsqdId: id, changeYy: 'x' }, tokens.zhaoliu)).code).toBe(404);
    expect((await changes(id, tokens.zhaoliu)).code).toBe(404);
    expect(
      await addChange({ ccsqdId: id, changeYy: 'x', routeList: [{ ...FLIGHT_LEG, routeId: 'nope' }] }),
    ).toMatchObject({ code: 2, tips: '变更的行程不属于该出差申请' });
    expect(await addChange({ ccsqdId: id, changeYy: 'x', dateBegin: '2026-03-20' })).toMatchObject({
      code: 2,
      tips: '出差结束日期不能早于开始日期',
    });
    expect(await addChange({ ccsqdId: id, changeYy: 'x', bghzys: 100 })).toMatchObject({
      code: 2,
      tips: '变更后的其他预算不能小于0',
    });
  });
});

describe('without a matching approval rule (DEMO2)', () => {
  it('applies the change at once', async () => {
    const url = await attachment(t.app, DEMO.corp2Id, DEMO.zhaoliu2.id);
    const res = await addTrip(
      t.app,
      tokens.zhaoliu2,
      tripBody(DEMO.zhaoliu2.id, { addMethod: 2, url, costCenterId: await costCenterOf(t.app, DEMO.corp2Id) }),
    );
    const ch = await addChange({ ccsqdId: res.data.ccsqdId, changeYy: '加预算', zsys: 1200 }, tokens.zhaoliu2);
    expect(ch.data).toMatchObject({ state: 'approved', nextStep: 'approved' });
    expect(await info(res.data.ccsqdId, tokens.zhaoliu2)).toMatchObject({ status: 2, zsys: 1200, zys: 2800.5 });
  });
});
