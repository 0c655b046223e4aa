/**
 * Train waitlist ('bench', 候补) orders on the reference server (SPEC §4 ticket grabbing, §7 /train/hbOrder/*, §9):
 * book a sold-out class → pay with the company account → grabbing → the grab step (within 3 minutes of payment)
 * secures a seat in the supplier inventory and issues tickets, returning the difference; or fails and refunds in
 * full; cancel before success; the 3-hour rule; scope; idempotency. Dates come from the injected clock.
 */
import type { BenchBookData, BenchListItem, BenchOrderDetail } from '../../src/api/contract/trainBench';
import type { TravellerInput } from '../../src/api/contract/booking';
import type { MessageItem } from '../../src/api/contract/message';
import type { WithTextParts } from '../../src/i18n/textParts';
import { addCalendarDays, chinaToday, formatChinaDateTime } from '../../src/domain/time';
import { seedIfEmpty } from '../../server/src/db/seed';
import { FORCE_GRAB_FAIL, FORCE_GRAB_OK, GRAB_SUCCESS_RATE } from '../../server/src/modules/trainBench/grab';
import { rng } from '../../server/src/suppliers/kit/random';
import { search, seatsLeft, type TrainRun, type RunSeat } from '../../server/src/suppliers/train';
import { ZHANGSAN_ID_NO } from './helpers/bookFlight';
import { callWithKey, newKey } from './helpers/payFixtures';
import { DEMO, call, cipher, createTestApp, login, type Answer, type TestApp } from './helpers/testApp';

const P = '/obt/train';
let t: TestApp;
const tok: Record<'zhangsan' | 'lisi' | 'qianqi' | 'fengli', string> = {
  zhangsan: '',
  lisi: '',
  qianqi: '',
  fengli: '',
};

beforeAll(async () => {
  t = await createTestApp();
  tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tok.lisi = await login(t.app, DEMO.lisi.phone);
  tok.qianqi = await login(t.app, DEMO.qianqi.phone);
  tok.fengli = await login(t.app, DEMO.fengli.phone);
});
afterAll(async () => {
  await t.close();
});

const ZHANGSAN: TravellerInput = {
  psgName: '张三',
  psgType: 1,
  idType: 'ID',
  idno: ZHANGSAN_ID_NO,
  sex: 'M',
  born: '1990-03-15',
  phoneNumber: '13800000001',
  empId: DEMO.zhangsan.id,
};

const now = () => t.clock.ms;

/** Moves the clock (a jump of hours ends idle sessions: everyone signs in again). */
async function setClock(ms: number): Promise<void> {
  t.clock.ms = ms;
  for (const [who, person] of [
    ['zhangsan', DEMO.zhangsan],
    ['lisi', DEMO.lisi],
    ['qianqi', DEMO.qianqi],
    ['fengli', DEMO.fengli],
  ] as const) {
    tok[who] = await login(t.app, person.phone);
  }
}
const day = (n: number) => addCalendarDays(chinaToday(now()), n);
const minute = (ms: number) => formatChinaDateTime(ms).slice(0, 16);

/**
 * A sold-out class (the supplier opened none) and another class with seats, on trains of one route and day; with
 * `cheaper`, the other class costs less than the sold-out one (a secured seat there returns a difference).
 */
function pick(
  date: string,
  opts: { cheaper?: boolean; at?: number } = {},
): { run: TrainRun; soldOut: RunSeat; other: { run: TrainRun; seat: RunSeat } } {
  // Trains leaving from 10:00, so that moving the clock to 3 hours before stays within booking hours.
  const runs = search('VNP', 'AOH', date, opts.at ?? now()).filter(
    (r) => !r.suspended && r.saleDateTime === 'reservable' && r.depTime.slice(11) >= '10:00',
  );
  for (const run of runs) {
    const soldOut = run.seats.find((s) => s.capacity === 0 && s.seatType !== 'WZ');
    if (!soldOut) continue;
    for (const o of runs) {
      const seat = o.seats.find(
        (s) =>
          s.capacity >= 5 &&
          s.seatKey !== soldOut.seatKey &&
          s.seatType !== 'WZ' &&
          (!opts.cheaper || s.priceFen < soldOut.priceFen),
      );
      if (seat && o.depAtMs >= run.depAtMs) return { run, soldOut, other: { run: o, seat } };
    }
  }
  throw new Error(`no sold-out class on ${date}`);
}

async function get<D>(url: string, query: Record<string, string>, token: string, key?: string): Promise<Answer<D>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (key) headers['idempotency-key'] = key;
  const res = await t.app.inject({ method: 'GET', url, query, headers });
  const json = JSON.parse(res.body) as { code: number; tips?: string; data?: D };
  return {
    status: res.statusCode,
    code: json.code,
    tips: json.tips ?? '',
    data: json.data as D,
    list: [],
    headers: {},
  };
}

function book(body: Record<string, unknown>, key = newKey(), token = tok.zhangsan) {
  return callWithKey<BenchBookData>(t.app, `${P}/hbOrder/book`, body, token, key);
}

function bodyFor(seatKeys: string[], latestDepTime: string, remark = '') {
  return { seatKeys, latestDepTime, psgList: [ZHANGSAN], linkman: '张三', linkTel: '13800000001', remark };
}

const detail = (orderId: string, token = tok.zhangsan) =>
  get<BenchOrderDetail>(`${P}/hbOrder/detail`, { orderId }, token);

const payCompany = (orderIds: string[]) =>
  callWithKey<{ status: string }>(
    t.app,
    '/obt/pay/online',
    { orderList: orderIds, payPwd: cipher('123456'), payScene: 1, subjectBeanList: [{ subjectId: 'company' }] },
    tok.zhangsan,
    newKey(),
  );

const balance = async () =>
  Number(
    (
      await t.app.obt.db
        .selectFrom('corp_pay_settings')
        .select('balance_fen')
        .where('corp_id', '=', DEMO.corpId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );

/** Runs the jobs due over the next `ms` (in steps, 1 s by default, as the grab and issue steps chain). */
async function runFor(ms: number, step = 1000): Promise<void> {
  for (let passed = 0; passed < ms; passed += step) {
    t.clock.advance(step);
    await t.app.obt.jobs.runDue();
  }
}

describe('train waitlist orders', () => {
  it('books a sold-out class, pays, grabs within 3 minutes, locks the seat and issues the ticket', async () => {
    const date = day(2);
    const { run, soldOut, other } = pick(date, { cheaper: true });
    const latest = minute(other.run.depAtMs);
    // The search offers the sold-out class as a waitlist class.
    const found = await call<{ trains: { seats: { seatKey: string; seatCount: number; isBench: boolean }[] }[] }>(
      t.app,
      `${P}/trSearch`,
      { fromStation: 'VNP', toStation: 'AOH', date },
      { token: tok.zhangsan },
    );
    const offered = found.data.trains.flatMap((x) => x.seats).find((x) => x.seatKey === soldOut.seatKey);
    expect(offered).toMatchObject({ seatCount: 0, isBench: true });
    const booked = await book(bodyFor([soldOut.seatKey, other.seat.seatKey], latest, FORCE_GRAB_OK));
    expect(booked.code).toBe(1);
    const prepaid = Math.max(soldOut.priceFen, other.seat.priceFen);
    expect(booked.data).toMatchObject({ nextStep: 'pay', amount: prepaid / 100 });
    const { orderId } = booked.data;

    const before = await detail(orderId);
    expect(before.data).toMatchObject({ orderStatus: 'awaitingPayment', actions: { cancel: true, pay: true } });
    expect(before.data.candidates.map((c) => c.train.trainId)).toEqual([run.trainId, other.run.trainId]);
    expect(before.data.passengers[0]).toMatchObject({ psgName: '张三', ticketNo: '' });
    expect(before.data.passengers[0]!.idno).not.toBe(ZHANGSAN_ID_NO);

    const leftBefore = (await seatsLeft(t.app.obt.db, [other.run])).get(other.seat.seatKey) ?? 0;
    const balanceBefore = await balance();
    const paidAt = now();
    expect((await payCompany([orderId])).code).toBe(1);
    expect((await detail(orderId)).data.orderStatus).toBe('grabbing');

    await runFor(3 * 60_000);
    const after = (await detail(orderId)).data;
    expect(after.orderStatus).toBe('issued');
    const secured = after.candidates.find((c) => c.secured);
    expect(secured?.train.trainId).toBe(other.run.trainId);
    expect(after.passengers[0]).toMatchObject({
      coach: expect.stringMatching(/^\d\d$/),
      ticketNo: expect.stringMatching(/^E\d{9}$/),
    });
    expect(after.ticketAmount).toBe(other.seat.priceFen / 100);
    // The seat is taken from the supplier's stock.
    expect((await seatsLeft(t.app.obt.db, [other.run])).get(other.seat.seatKey)).toBe(leftBefore - 1);
    // The seat was secured within 3 minutes of payment (SPEC §9).
    const securedAt = await t.app.obt.db
      .selectFrom('order_events')
      .select('created_at')
      .where('order_id', '=', orderId)
      .where('to_status', '=', 'seatSecured')
      .executeTakeFirstOrThrow();
    expect(Number(securedAt.created_at) - paidAt).toBeLessThanOrEqual(3 * 60_000);
    // The difference between the prepayment and the ticket goes back to the company account.
    const difference = prepaid - other.seat.priceFen;
    expect(after.refunds.filter((r) => r.reason === 'difference').map((r) => r.amount)).toEqual(
      difference > 0 ? [difference / 100] : [],
    );
    expect(difference).toBeGreaterThan(0);
    expect(await balance()).toBe(balanceBefore - prepaid + difference);
    // The order now costs what the ticket cost: the amount invoiced and shown in the order centre.
    const invoiceable = await call<unknown, { orderId: string; amount: number }>(
      t.app,
      '/obt/invoice/orderList',
      { keyword: booked.data.orderNo },
      { token: tok.zhangsan },
    );
    expect(invoiceable.list).toEqual([expect.objectContaining({ orderId, amount: other.seat.priceFen / 100 })]);
    const centre = await call<unknown, { id: string; amount: number }>(
      t.app,
      '/obt/allOrderList',
      { dateStart: '2000-01-01', dateEnd: '2099-01-01', pageNum: 1, count: 20, orderNo: booked.data.orderNo },
      { token: tok.zhangsan },
    );
    expect(centre.list).toEqual([expect.objectContaining({ id: orderId, amount: other.seat.priceFen / 100 })]);
    // The waitlist detail still says what was prepaid and what came back.
    expect(after.amount).toBe(prepaid / 100);
    // Too late to cancel.
    const cancel = await get(`${P}/trHbOrderCancel`, { orderId }, tok.zhangsan, newKey());
    expect(cancel.code).toBe(2);
  });

  it('a sold-out class alone secures returned tickets when the grab succeeds', async () => {
    const date = day(3);
    const { run, soldOut } = pick(date);
    const booked = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs), FORCE_GRAB_OK));
    expect(booked.code).toBe(1);
    expect((await payCompany([booked.data.orderId])).code).toBe(1);
    await runFor(3 * 60_000);
    const d = (await detail(booked.data.orderId)).data;
    expect(d.orderStatus).toBe('issued');
    expect(d.candidates[0]!.secured).toBe(true);
    // Still no seat for anyone else.
    expect((await seatsLeft(t.app.obt.db, [run])).get(soldOut.seatKey)).toBe(0);
  });

  it('a failed grab refunds the prepayment in full', async () => {
    const { run, soldOut } = pick(day(4));
    const booked = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs), FORCE_GRAB_FAIL));
    const { orderId } = booked.data;
    const before = await balance();
    expect((await payCompany([orderId])).code).toBe(1);
    expect(await balance()).toBe(before - soldOut.priceFen);
    await runFor(3 * 60_000);
    const d = (await detail(orderId)).data;
    expect(d.orderStatus).toBe('refunded');
    expect(d.refunds).toEqual([
      expect.objectContaining({ reason: 'grabFailed', amount: soldOut.priceFen / 100, method: 'company' }),
    ]);
    expect(d.timeline.at(-1)?.note).toContain('1-7');
    // The booker hears why and when the money comes back.
    const message = await t.app.obt.db
      .selectFrom('messages')
      .select(['title', 'content'])
      .where('order_id', '=', orderId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.title).toBe('候补失败，已全额退款');
    expect(message.content).toContain('1-7个工作日');
    // Stored as key + parameters: an English reader gets English wording, the route (data) as written, marked data.
    const inEnglish = await call<unknown, MessageItem & WithTextParts>(
      t.app,
      '/obt/message/list',
      {},
      {
        token: tok.zhangsan,
        lang: 'en-US',
      },
    );
    const failed = inEnglish.list.find((m) => m.orderId === orderId && m.title.startsWith('Waitlist failed'));
    expect(failed?.title).toBe('Waitlist failed, refunded in full');
    expect(failed?.content).toMatch(/^Waitlist order \S+ \(Waitlist .+\) got no ticket; the prepayment of ¥/);
    expect(failed?.content).not.toContain('候补');
    const parts = failed?.contentParts ?? [];
    expect(parts.filter((p) => p.data).map((p) => p.text)).toContain(run.trainCode);
    // The station names are the only Chinese left, and they are data.
    expect(parts.filter((p) => /[\u4e00-\u9fff]/.test(p.text)).every((p) => p.data)).toBe(true);
    expect(parts.some((p) => p.data && /[\u4e00-\u9fff]/.test(p.text))).toBe(true);
    expect(failed?.contentParts?.map((p) => p.text).join('')).toBe(failed?.content);
    expect(await balance()).toBe(before);
    expect(d.actions.cancel).toBe(false);
  });

  it('cancels before success: unpaid simply, paid with a full refund, and the grab then does nothing', async () => {
    const { run, soldOut } = pick(day(5));
    const latest = minute(run.depAtMs);
    const unpaid = await book(bodyFor([soldOut.seatKey], latest, FORCE_GRAB_OK));
    const key = newKey();
    const c1 = await get<BenchOrderDetail>(`${P}/trHbOrderCancel`, { orderId: unpaid.data.orderId }, tok.zhangsan, key);
    expect(c1.data).toMatchObject({ orderStatus: 'cancelled', refunds: [] });
    // A replay of the key answers the same, a call without a key is refused.
    expect((await get(`${P}/trHbOrderCancel`, { orderId: unpaid.data.orderId }, tok.zhangsan, key)).code).toBe(1);
    expect((await get(`${P}/trHbOrderCancel`, { orderId: unpaid.data.orderId }, tok.zhangsan)).code).toBe(2);

    const paid = await book(bodyFor([soldOut.seatKey], latest, FORCE_GRAB_OK));
    const before = await balance();
    await payCompany([paid.data.orderId]);
    const c2 = await get<BenchOrderDetail>(
      `${P}/trHbOrderCancel`,
      { orderId: paid.data.orderId },
      tok.zhangsan,
      newKey(),
    );
    expect(c2.data.orderStatus).toBe('cancelled');
    expect(c2.data.refunds.map((r) => r.reason)).toEqual(['cancelled']);
    expect(await balance()).toBe(before);
    await runFor(3 * 60_000);
    expect((await detail(paid.data.orderId)).data.orderStatus).toBe('cancelled');
  });

  it('refuses a latest departure within 3 hours, before every train, or classes of two routes', async () => {
    const { run, soldOut, other } = pick(day(1));
    // Move the clock so that the train leaves in 2 hours.
    const saved = t.clock.ms;
    await setClock(run.depAtMs - 2 * 3600_000);
    try {
      const late = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs)));
      expect(late.code).toBe(2);
      expect(late.tips).toBe('最晚出发时间前3小时内不能候补');
    } finally {
      await setClock(saved);
    }
    const early = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs - 60_000)));
    expect(early.code).toBe(2);
    const back = search('AOH', 'VNP', day(1), now()).find((r) => !r.suspended);
    const mixed = await book(bodyFor([soldOut.seatKey, back!.seats[0]!.seatKey], minute(other.run.depAtMs)));
    expect(mixed.code).toBe(2);
    // A class that still has seats is no waitlist.
    const notBench = await book(bodyFor([other.seat.seatKey], minute(other.run.depAtMs)));
    expect(notBench.code).toBe(2);
  });

  it('a grab that comes within 3 hours of the latest departure fails and refunds', async () => {
    const { run, soldOut } = pick(day(1));
    const saved = t.clock.ms;
    // 3 hours and 2 seconds before: bookable; the grab (at least 5 s after payment) comes too late.
    await setClock(run.depAtMs - 3 * 3600_000 - 2_000);
    const booked = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs), FORCE_GRAB_OK));
    expect(booked.code).toBe(1);
    await payCompany([booked.data.orderId]);
    await runFor(60_000);
    const d = (await detail(booked.data.orderId)).data;
    expect(d.orderStatus).toBe('refunded');
    expect(d.refunds[0]).toMatchObject({ reason: 'grabFailed' });
    await setClock(saved);
  });

  it("answers another company's or an out-of-scope order as not found; lists mine", async () => {
    const { run, soldOut } = pick(day(6));
    const booked = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs)));
    const { orderId } = booked.data;
    for (const token of [tok.fengli, tok.qianqi]) {
      expect((await detail(orderId, token)).code).toBe(404);
      expect((await get(`${P}/trHbOrderCancel`, { orderId }, token, newKey())).code).toBe(404);
      const list = await call<unknown, BenchListItem>(t.app, `${P}/hbOrder/list`, {}, { token });
      expect(list.list.map((r) => r.orderId)).not.toContain(orderId);
    }
    const mine = await call<{ total: number }, BenchListItem>(
      t.app,
      `${P}/hbOrder/list`,
      { pageNum: 1, count: 50 },
      { token: tok.zhangsan },
    );
    expect(mine.list.map((r) => r.orderId)).toContain(orderId);
    expect(mine.list.find((r) => r.orderId === orderId)).toMatchObject({
      trainCodes: [run.trainCode],
      depDate: day(6),
    });
    // The user-centre list and the order centre see it too (order type 20031).
    const bench = await call<unknown, { orderId: string }>(t.app, '/obt/trBenchList', {}, { token: tok.zhangsan });
    expect(bench.list.map((r) => r.orderId)).toContain(orderId);
    const orderNo = booked.data.orderNo;
    const centre = await call<unknown, { id: string; orderType: number; title: string }>(
      t.app,
      '/obt/allOrderList',
      { dateStart: '2000-01-01', dateEnd: '2099-01-01', pageNum: 1, count: 20, orderNo },
      { token: tok.zhangsan },
    );
    expect(centre.list).toEqual([expect.objectContaining({ id: orderId, orderType: 20031 })]);
    expect(centre.list[0]?.title).toContain(run.trainCode);
  });

  it('refuses a waitlist order when the company has waitlist (11603009) off', async () => {
    const { run, soldOut } = pick(day(6));
    const param = () =>
      t.app.obt.db.updateTable('parameters').where('corp_id', '=', DEMO.corpId).where('param_no', '=', '11603009');
    await param().set({ value: '0' }).execute();
    try {
      const off = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs)));
      expect(off.code).toBe(2);
      expect(off.tips).toBe('贵公司未开通火车票候补购票');
      const en = await callWithKey(
        t.app,
        `${P}/hbOrder/book`,
        bodyFor([soldOut.seatKey], minute(run.depAtMs)),
        tok.zhangsan,
        newKey(),
        'en-US',
      );
      expect(en.tips).toBe('Train waitlist orders are not enabled for your company');
    } finally {
      await param().set({ value: '1' }).execute();
    }
    expect((await book(bodyFor([soldOut.seatKey], minute(run.depAtMs)))).code).toBe(1);
  });

  it('a replayed book key creates one order; another body under it is refused', async () => {
    const { run, soldOut } = pick(day(7));
    const key = newKey();
    const body = bodyFor([soldOut.seatKey], minute(run.depAtMs));
    const a = await book(body, key);
    const b = await book(body, key);
    expect(a.code).toBe(1);
    expect(b.data.orderId).toBe(a.data.orderId);
    expect((await book({ ...body, remark: 'x' }, key)).code).toBe(2);
    const count = await t.app.obt.db
      .selectFrom('train_bench_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', a.data.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('an unpaid order is cancelled at its payment deadline', async () => {
    const { run, soldOut } = pick(day(8));
    const booked = await book(bodyFor([soldOut.seatKey], minute(run.depAtMs)));
    await runFor(16 * 60_000, 60_000);
    expect((await detail(booked.data.orderId)).data.orderStatus).toBe('cancelled');
  });
});

describe('outside demo mode', () => {
  let prod: TestApp;
  let token = '';
  beforeAll(async () => {
    prod = await createTestApp({ demo: false });
    // The demo company's people and settings, on a server that is not in demo mode.
    await seedIfEmpty(prod.app.obt.db, { demo: true, demoOrders: false, nowMs: prod.clock.ms });
    token = await login(prod.app, DEMO.zhangsan.phone);
  });
  afterAll(async () => {
    await prod.close();
  });

  const seeded = (orderId: string) => rng(`grab|${orderId}`).chance(GRAB_SUCCESS_RATE);

  /** Books waitlist orders with `remark` until one whose seed says `success` (4 in 5 succeed). */
  async function bookSeeded(seatKey: string, latest: string, remark: string, success: boolean): Promise<string> {
    for (let i = 0; i < 60; i += 1) {
      const res = await callWithKey<BenchBookData>(
        prod.app,
        `${P}/hbOrder/book`,
        bodyFor([seatKey], latest, remark),
        token,
        newKey(),
      );
      expect(res.code).toBe(1);
      if (seeded(res.data.orderId) === success) return res.data.orderId;
    }
    throw new Error('no order with that seed');
  }

  it("ignores a DEMO: marker in the remark: the order's seed decides", async () => {
    const { run, soldOut } = pick(addCalendarDays(chinaToday(prod.clock.ms), 9), { at: prod.clock.ms });
    const latest = minute(run.depAtMs);
    const luckyAskingFail = await bookSeeded(soldOut.seatKey, latest, FORCE_GRAB_FAIL, true);
    const unluckyAskingOk = await bookSeeded(soldOut.seatKey, latest, FORCE_GRAB_OK, false);
    const paid = await callWithKey<{ status: string }>(
      prod.app,
      '/obt/pay/online',
      {
        orderList: [luckyAskingFail, unluckyAskingOk],
        payPwd: cipher('123456'),
        payScene: 1,
        subjectBeanList: [{ subjectId: 'company' }],
      },
      token,
      newKey(),
    );
    expect(paid.code).toBe(1);
    for (let passed = 0; passed < 3 * 60_000; passed += 1000) {
      prod.clock.advance(1000);
      await prod.app.obt.jobs.runDue();
    }
    const statusOf = async (orderId: string) => {
      const res = await prod.app.inject({
        method: 'GET',
        url: `${P}/hbOrder/detail`,
        query: { orderId },
        headers: { authorization: `Bearer ${token}` },
      });
      return (JSON.parse(res.body) as { data: BenchOrderDetail }).data.orderStatus;
    };
    expect(await statusOf(luckyAskingFail)).toBe('issued');
    expect(await statusOf(unluckyAskingOk)).toBe('refunded');
  });
});
