/**
 * Flight demand orders (tkNeedOrderAdd, need/list, detail, update, cancel): validation of the passenger mix, legs,
 * deadline and contact; the Idempotency-Key; scope (another company's or another employee's demand order is not
 * found; the department booker sees the department's); only pending ones change.
 */
import { randomBytes } from 'node:crypto';
import type { FlightNeedAddData, FlightNeedAddRequest, FlightNeedItem } from '../../src/api/contract/flight';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok: Record<string, string> = {};
const key = () => `need-${randomBytes(8).toString('hex')}`;

/** The project's `call` with the token, idempotency key and language these tests pass positionally. */
const post = <D>(url: string, body: unknown, token: string, idem?: string, lang?: string) =>
  call<D, FlightNeedItem>(t.app, url, body, { token, idempotencyKey: idem, lang });

// The clock starts at 2026-03-02 10:00 China time.
const NEED: FlightNeedAddRequest = {
  adultNum: 2,
  childNum: 1,
  babyNum: 1,
  cabin: 'Y',
  expectBudget: 1200.5,
  expectDeadline: '2026-03-09 18:00',
  tkNeedRanges: [{ depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-10', timeFrom: '06:00', timeTo: '12:00' }],
  voyageType: 1,
  onlyDirect: 1,
  linkman: '张三',
  linkTel: '13800000001',
  remark: '靠窗',
};

const add = (body: unknown, token = tok.zhangsan, idem: string | null = key(), lang?: string) =>
  post<FlightNeedAddData>('/obt/flight/gj/order/tkNeedOrderAdd', body, token, idem ?? undefined, lang);

beforeAll(async () => {
  t = await createTestApp();
  tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tok.qianqi = await login(t.app, DEMO.qianqi.phone);
  tok.lisi = await login(t.app, DEMO.lisi.phone);
  tok.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('adding a demand order', () => {
  it('stores a valid one once per key and answers it back in detail', async () => {
    const k = key();
    const first = await add(NEED, tok.zhangsan, k);
    expect(first.code).toBe(1);
    expect(first.data.needNo).toMatch(/^XQ\d{16}$/);
    expect(await add(NEED, tok.zhangsan, k)).toEqual(first);
    const rows = await t.app.obt.db
      .selectFrom('flight_needs')
      .select('id')
      .where('emp_id', '=', DEMO.zhangsan.id)
      .execute();
    expect(rows).toHaveLength(1);
    const d = await post<FlightNeedItem>('/obt/flight/need/detail', { needId: first.data.needId }, tok.zhangsan);
    expect(d.code).toBe(1);
    expect(d.data).toEqual({
      ...NEED,
      linkTel: '138****0001',
      needId: first.data.needId,
      needNo: first.data.needNo,
      status: 'pending',
      createdAt: '2026-03-02 10:00:00',
    });
    expect((await add(NEED, tok.zhangsan, null)).code).toBe(2);
  });

  it('accepts a round trip and a multi-city trip', async () => {
    const round = await add({
      ...NEED,
      voyageType: 2,
      tkNeedRanges: [
        { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-10' },
        { depCity: 'SHA', arrCity: 'BJS', depDate: '2026-03-12' },
      ],
    });
    expect(round.code).toBe(1);
    const multi = await add({
      ...NEED,
      voyageType: 3,
      tkNeedRanges: [
        { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-10' },
        { depCity: 'SHA', arrCity: 'TYO', depDate: '2026-03-11' },
        { depCity: 'NRT', arrCity: 'PEK', depDate: '2026-03-14' },
      ],
    });
    expect(multi.code).toBe(1);
  });

  it.each<[string, Partial<FlightNeedAddRequest>, string]>([
    ['no adult', { adultNum: 0, childNum: 1, babyNum: 0 }, '须由成人陪同'],
    ['three children per adult', { adultNum: 1, childNum: 3, babyNum: 0 }, '儿童'],
    ['two infants per adult', { adultNum: 1, childNum: 0, babyNum: 2 }, '婴儿'],
    ['more than nine', { adultNum: 8, childNum: 1, babyNum: 1 }, '9'],
    ['a deadline in the past', { expectDeadline: '2026-03-02 09:59' }, '截止时间须晚于当前时间'],
    [
      'a deadline after the first departure day',
      { expectDeadline: '2026-03-11 08:00' },
      '截止日期不能晚于首段出发日期',
    ],
    ['a malformed deadline', { expectDeadline: '2026-03-09' }, '截止时间 格式不正确'],
    ['a missing return leg', { voyageType: 2 }, '行程航段数量与行程类型不符'],
    [
      'a return that is not the way back',
      {
        voyageType: 2,
        tkNeedRanges: [
          { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-10' },
          { depCity: 'SHA', arrCity: 'CAN', depDate: '2026-03-12' },
        ],
      },
      '返程须为去程的反向航线',
    ],
    [
      'legs out of order',
      {
        voyageType: 3,
        tkNeedRanges: [
          { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-10' },
          { depCity: 'SHA', arrCity: 'CAN', depDate: '2026-03-09' },
        ],
      },
      '后一航段的出发日期不能早于前一航段',
    ],
    [
      'the same city',
      { tkNeedRanges: [{ depCity: 'PEK', arrCity: 'BJS', depDate: '2026-03-10' }] },
      '出发城市和到达城市不能相同',
    ],
    ['an unknown city', { tkNeedRanges: [{ depCity: 'XXX', arrCity: 'SHA', depDate: '2026-03-10' }] }, '出发城市'],
    [
      'a past date',
      { tkNeedRanges: [{ depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-01' }] },
      '查询日期不能早于今天',
    ],
    [
      'a reversed time window',
      { tkNeedRanges: [{ depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-10', timeFrom: '18:00', timeTo: '12:00' }] },
      '最早出发时间不能晚于最晚出发时间',
    ],
    ['a bad mobile', { linkTel: '12345' }, '联系电话 格式不正确'],
    ['no budget', { expectBudget: 0 }, '预算'],
    ['a budget with three decimals', { expectBudget: 10.125 }, '预算'],
    ['a long remark', { remark: '很'.repeat(201) }, '备注'],
  ])('refuses %s', async (_name, change, tips) => {
    const res = await add({ ...NEED, ...change });
    expect(res.code).toBe(2);
    expect(res.tips).toContain(tips);
  });

  it('names the problem in English when asked', async () => {
    const res = await add({ ...NEED, expectDeadline: '2026-03-01 10:00' }, tok.zhangsan, key(), 'en-US');
    expect(res).toMatchObject({ code: 2, tips: 'The deadline must be later than now' });
  });
});

describe('scope, list, update and cancel', () => {
  let mine: string;

  beforeAll(async () => {
    mine = (await add({ ...NEED, remark: 'scope' })).data.needId;
  });

  it("answers another company's or another employee's demand order as not found", async () => {
    for (const token of [tok.fengli, tok.qianqi]) {
      expect((await post('/obt/flight/need/detail', { needId: mine }, token)).code).toBe(404);
      expect((await post('/obt/flight/need/update', { ...NEED, needId: mine }, token)).code).toBe(404);
      expect((await post('/obt/flight/need/cancel', { needId: mine }, token, key())).code).toBe(404);
      const list = await post('/obt/flight/need/list', {}, token);
      expect(list.list?.map((n) => n.needId)).not.toContain(mine);
    }
    // The department's booker sees it.
    expect((await post('/obt/flight/need/detail', { needId: mine }, tok.lisi)).code).toBe(1);
  });

  it('lists mine newest first, paged, filtered by status', async () => {
    t.clock.advance(1000);
    const newest = (await add({ ...NEED, remark: 'newest' })).data.needId;
    const page1 = await post<{ total: number; pageNum: number; count: number }>(
      '/obt/flight/need/list',
      { pageNum: 1, count: 2 },
      tok.zhangsan,
    );
    expect(page1.code).toBe(1);
    expect(page1.data).toMatchObject({ pageNum: 1, count: 2 });
    expect(page1.data.total).toBeGreaterThanOrEqual(4);
    expect(page1.list?.[0]?.needId).toBe(newest);
    const page2 = await post('/obt/flight/need/list', { pageNum: 2, count: 2 }, tok.zhangsan);
    const ids = [...(page1.list ?? []), ...(page2.list ?? [])].map((n) => n.needId);
    expect(new Set(ids).size).toBe(ids.length);
    const cancelledOnly = await post('/obt/flight/need/list', { status: 'cancelled' }, tok.zhangsan);
    expect(cancelledOnly.list?.every((n) => n.status === 'cancelled')).toBe(true);
  });

  it('updates a pending one, cancels it once, then refuses changes', async () => {
    const updated = await post<FlightNeedItem>(
      '/obt/flight/need/update',
      { ...NEED, needId: mine, adultNum: 1, childNum: 0, babyNum: 0, cabin: 'C', expectBudget: 3000 },
      tok.zhangsan,
    );
    expect(updated.code).toBe(1);
    expect(updated.data).toMatchObject({
      needId: mine,
      adultNum: 1,
      cabin: 'C',
      expectBudget: 3000,
      status: 'pending',
    });
    const bad = await post('/obt/flight/need/update', { ...NEED, needId: mine, adultNum: 0 }, tok.zhangsan);
    expect(bad.code).toBe(2);

    expect((await post('/obt/flight/need/cancel', { needId: mine }, tok.zhangsan)).code).toBe(2);
    const k = key();
    const cancelled = await post<FlightNeedItem>('/obt/flight/need/cancel', { needId: mine }, tok.zhangsan, k);
    expect(cancelled.data.status).toBe('cancelled');
    expect(await post('/obt/flight/need/cancel', { needId: mine }, tok.zhangsan, k)).toEqual(cancelled);
    const twice = await post<FlightNeedItem>('/obt/flight/need/cancel', { needId: mine }, tok.zhangsan, key());
    expect(twice.data.status).toBe('cancelled');
    const late = await post('/obt/flight/need/update', { ...NEED, needId: mine }, tok.zhangsan);
    expect(late).toMatchObject({ code: 2, tips: '需求单已处理或已取消，不能修改' });
    const list = await post('/obt/flight/need/list', { status: 'cancelled' }, tok.zhangsan);
    expect(list.list?.map((n) => n.needId)).toContain(mine);
  });
});
