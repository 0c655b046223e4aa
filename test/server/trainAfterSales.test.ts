/**
 * Train refunds and changes on the reference server (SPEC §5 train: 4 hours ahead, paper tickets at the station;
 * §7 Train after-sales calls; §9 train). Orders are issued train orders written with the shared order kit on the
 * supplier's real trains (seats taken in its inventory), paid from the company account; the clock is the injected
 * one, so every date below is built from it.
 */
import { randomBytes } from 'node:crypto';
import type {
  AfterSalesCancelData,
  AfterSalesSummary,
  ApplyTrChangeData,
  ApplyTrRefundData,
  ConfirmTrChangeData,
  OrderFeeExpectData,
  SaveTrRefundData,
  TrChangeOrderAddData,
  TrainChangeDetail,
  TrainRefundDetail,
} from '../../src/api/contract/trainAfterSales';
import { ORDER_TYPE } from '../../src/domain/codes';
import { addCalendarDays, chinaDayStartMs, chinaToday } from '../../src/domain/time';
import { createOrder } from '../../server/src/modules/orders/creation';
import { runItem } from '../../server/src/modules/trainAfterSales/present';
import { reserveSeats, search, seatsLeft, trainBySeatKey, type TrainRun } from '../../server/src/suppliers/train';
import { DEMO, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';
import { bookCompliantTrain } from './helpers/bookTrain';

let t: TestApp;
const tok: Record<string, string> = {};
const key = () => `tas-${randomBytes(8).toString('hex')}`;
const HOUR = 3600_000;
const P = '/obt/train';
const db = () => t.app.obt.db;

interface GetAnswer<D, L = unknown> {
  code: number;
  tips: string;
  data: D;
  list: L[];
}

async function get<D, L = unknown>(
  url: string,
  query: Record<string, string>,
  token: string,
  idem?: string,
  lang?: string,
): Promise<GetAnswer<D, L>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (idem) headers['idempotency-key'] = idem;
  if (lang) headers['accept-language'] = lang;
  const res = await t.app.inject({ method: 'GET', url, query, headers });
  const json = JSON.parse(res.body) as { code: number; tips?: string; data?: D; list?: L[] };
  return { code: json.code, tips: json.tips ?? '', data: json.data as D, list: json.list ?? [] };
}

const post = <D>(url: string, body: unknown, token: string, idem?: string) =>
  call<D>(t.app, url, body, { token, idempotencyKey: idem });

const statusOf = async (id: string) =>
  (await db().selectFrom('orders').select('order_status').where('id', '=', id).executeTakeFirstOrThrow()).order_status;
const ticketsOf = (orderId: string) =>
  db().selectFrom('train_tickets').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
const legsOf = (orderId: string) =>
  db().selectFrom('train_legs').selectAll().where('order_id', '=', orderId).orderBy('seq').execute();
const balance = async () =>
  Number(
    (
      await db()
        .selectFrom('corp_pay_settings')
        .select('balance_fen')
        .where('corp_id', '=', DEMO.corpId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );
const left = async (seatKey: string) => {
  const found = trainBySeatKey(seatKey, t.clock.ms);
  if (!found) throw new Error(`no seat ${seatKey}`);
  return (await seatsLeft(db(), [found.run])).get(seatKey) ?? -1;
};

/** Runs the due jobs a few seconds later (refund and issue steps wait 2–5 s). */
async function later(ms = 6000): Promise<void> {
  t.clock.advance(ms);
  await t.app.obt.jobs.runDue();
}

/** Moves the clock and logs in again (a session idles out over hours). */
async function jumpTo(ms: number): Promise<void> {
  t.clock.ms = ms;
  tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
}

/** Trains Beijing South → Shanghai Hongqiao `days` after the clock's day, on sale, with a class of enough seats. */
function trainsIn(days: number): TrainRun[] {
  const date = addCalendarDays(chinaToday(t.clock.ms), days);
  return search('VNP', 'AOH', date, t.clock.ms).filter((r) => r.saleDateTime === 'reservable');
}

/** The `n`th train (from 0) `days` ahead that has a class with enough seats. */
function aRun(days: number, n: number): TrainRun {
  const run = trainsIn(days).filter((r) => seatWith(r))[n];
  if (!run) throw new Error('no train');
  return run;
}

const seatWith = (run: TrainRun, test: (priceFen: number) => boolean = () => true) =>
  run.seats.find((s) => s.capacity >= 10 && s.seatType !== 'WZ' && test(s.priceFen));

/**
 * An issued train order of 张三 (and 李娜) on `run` in its seat `seatKey`: the shared order kit's rows, the train
 * rows, the seats taken from the supplier, paid from the company account.
 */
async function issuedOrder(run: TrainRun, seatKey: string, opts: { paper?: boolean } = {}): Promise<string> {
  const seat = run.seats.find((s) => s.seatKey === seatKey);
  if (!seat) throw new Error('no seat');
  const at = t.clock.ms;
  const names = ['张三', '李娜'];
  return db()
    .transaction()
    .execute(async (trx) => {
      const { orderId } = await createOrder(
        trx,
        {
          corpId: DEMO.corpId,
          empId: DEMO.zhangsan.id,
          deptId: DEMO.rdDept,
          orderNoPrefix: 'TR',
          orderType: ORDER_TYPE.train,
          productType: 10904,
          status: 'issued',
          totalFen: seat.priceFen * 2,
          title: `${run.from.zh}-${run.to.zh} ${run.trainCode}`,
          travelDate: run.depDate,
          travellers: names.map((name, i) => ({
            name,
            empId: i === 0 ? DEMO.zhangsan.id : null,
            deptId: i === 0 ? DEMO.rdDept : null,
            idType: 'ID',
            idno: `11010519900315${String(1000 + i)}`,
            psgType: 1,
            phone: `1380000000${i + 1}`,
          })),
          note: 'test',
        },
        { nowMs: at, actorEmpId: DEMO.zhangsan.id },
      );
      expect(await reserveSeats(trx, run.trainId, seat.seatType, 2, at)).toBe(true);
      const payId = `pay-${orderId}`;
      await trx
        .insertInto('payments')
        .values({
          id: payId,
          corp_id: DEMO.corpId,
          emp_id: DEMO.zhangsan.id,
          method: 'company',
          status: 'paid',
          pay_scene: 1,
          subject_id: 'company',
          client: 'test',
          amount_fen: seat.priceFen * 2,
          order_ids: orderId,
          provider: '',
          provider_ref: '',
          note: '',
          expires_at: null,
          created_at: at,
          paid_at: at,
          updated_at: at,
        })
        .execute();
      await trx.updateTable('orders').set({ pay_id: payId, paid_at: at }).where('id', '=', orderId).execute();
      const legId = `leg-${orderId}`;
      await trx
        .insertInto('train_legs')
        .values({
          id: legId,
          order_id: orderId,
          corp_id: DEMO.corpId,
          seq: 0,
          train_code: run.trainCode,
          dep_date: run.depDate,
          from_station: run.from.code,
          to_station: run.to.code,
          dep_at: run.depAtMs,
          arr_at: run.arrAtMs,
          seat_type: seat.seatType,
          price_fen: seat.priceFen,
          seats: 2,
          train_json: JSON.stringify(runItem(run, seat, 2, 'zh-CN')),
          status: 'active',
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('train_tickets')
        .values(
          names.map((_, seq) => ({
            id: `tk-${orderId}-${seq}`,
            order_id: orderId,
            corp_id: DEMO.corpId,
            leg_id: legId,
            seq,
            psg_type: 1,
            height_band: 'adult',
            phone: `1380000000${seq + 1}`,
            emp_id: seq === 0 ? DEMO.zhangsan.id : null,
            contacts_id: null,
            clk_id: null,
            coach: '05',
            seat_no: `0${seq + 1}A`,
            ticket_no: `E00000000${seq}`,
            ticket_status: 'issued',
            price_fen: seat.priceFen,
            paper_ticket: opts.paper && seq === 1 ? 1 : 0,
            insurance_json: '[]',
            created_at: at,
          })),
        )
        .execute();
      return orderId;
    });
}

beforeAll(async () => {
  t = await createTestApp();
  tok.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tok.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('refunds', () => {
  it('fee estimate by the time left: 10% between 24 and 48 hours, 20% under 24 hours', async () => {
    const run = aRun(3, 5);
    const seat = seatWith(run)!;
    const orderId = await issuedOrder(run, seat.seatKey);
    await jumpTo(run.depAtMs - 30 * HOUR);
    const [a] = await ticketsOf(orderId);
    const q = await post<OrderFeeExpectData>(
      `${P}/orderFeeExpect`,
      { orderId, kind: 1, ticketIds: [a!.id] },
      tok.zhangsan,
    );
    expect(q.code).toBe(1);
    const tenth = Math.round(seat.priceFen / 500) * 50; // 10% to the nearest 0.5 yuan, in fen
    expect(q.data.lines[0]).toMatchObject({ percent: 10, price: seat.priceFen / 100 });
    expect(Math.round(q.data.totalFee * 100)).toBe(Math.max(200, tenth));
    expect(q.data.totalRefund * 100 + q.data.totalFee * 100).toBe(seat.priceFen);

    await jumpTo(run.depAtMs - 23 * HOUR);
    const q2 = await post<OrderFeeExpectData>(
      `${P}/orderFeeExpect`,
      { orderId, kind: 1, ticketIds: [a!.id] },
      tok.zhangsan,
    );
    expect(q2.data.lines[0]!.percent).toBe(20);
    expect(q2.data.totalFee).toBeGreaterThan(q.data.totalFee);
  });

  it('a refund is processed by its step: refunded, seat back, money back, the order partRefunded', async () => {
    const run = aRun(5, 8);
    const seat = seatWith(run)!;
    const orderId = await issuedOrder(run, seat.seatKey);
    await jumpTo(run.depAtMs - 9 * 24 * HOUR);
    const apply = await get<ApplyTrRefundData>(`${P}/applyTrRefund`, { orderId }, tok.zhangsan);
    expect(apply.code).toBe(1);
    expect(apply.data.tickets.map((x) => x.allowed)).toEqual([true, true]);
    expect(apply.data.ruleText).toContain('4');

    const seatsBefore = await left(seat.seatKey);
    const money = await balance();
    const ticketId = apply.data.tickets[0]!.ticketId;
    const body = { orderId, ticketIds: [ticketId], reason: '行程取消' };
    const idem = key();
    const saved = await post<SaveTrRefundData>(`${P}/saveTrRefund`, body, tok.zhangsan, idem);
    expect(saved.code).toBe(1);
    // 8 days or more before departure: no fee.
    expect(saved.data).toMatchObject({ status: 'refunding', totalFee: 0, totalRefund: seat.priceFen / 100 });
    const again = await post<SaveTrRefundData>(`${P}/saveTrRefund`, body, tok.zhangsan, idem);
    expect(again.data.refundId).toBe(saved.data.refundId);
    expect(await statusOf(orderId)).toBe('refunding');
    expect((await ticketsOf(orderId)).map((x) => x.ticket_status)).toEqual(['refunding', 'issued']);

    // Another refund of the same order waits for this one.
    const busy = await post(
      `${P}/saveTrRefund`,
      { ...body, ticketIds: [apply.data.tickets[1]!.ticketId] },
      tok.zhangsan,
      key(),
    );
    expect(busy.code).toBe(2);

    await later();
    const refundId = saved.data.refundId;
    expect(await statusOf(refundId)).toBe('refunded');
    expect(await statusOf(orderId)).toBe('partRefunded');
    expect((await ticketsOf(orderId)).map((x) => x.ticket_status)).toEqual(['refunded', 'issued']);
    expect(await left(seat.seatKey)).toBe(seatsBefore + 1);
    expect(await balance()).toBe(money + seat.priceFen);
    expect((await legsOf(orderId))[0]).toMatchObject({ seats: 1, status: 'active' });

    const detail = await get<TrainRefundDetail>(`${P}/trRefundDetail`, { orderId: refundId }, tok.zhangsan);
    expect(detail.code).toBe(1);
    expect(detail.data).toMatchObject({ status: 'refunded', returnedTo: 'company', canCancel: false });
    expect(detail.data.items[0]).toMatchObject({ psgName: '张三', trainCode: run.trainCode, fee: 0 });
    expect(detail.data.timeline.map((x) => x.status)).toEqual(['refunding', 'refunded']);
    const list = await get<undefined, AfterSalesSummary>(`${P}/findTrRefundOrderByIds`, { orderId }, tok.zhangsan);
    expect(list.list.map((x) => x.id)).toEqual([refundId]);
  });

  it('a refund not processed yet can be withdrawn: tickets and order as they were', async () => {
    const run = aRun(4, 10);
    const seat = seatWith(run)!;
    const orderId = await issuedOrder(run, seat.seatKey);
    const [a, b] = await ticketsOf(orderId);
    const saved = await post<SaveTrRefundData>(
      `${P}/saveTrRefund`,
      { orderId, ticketIds: [a!.id, b!.id], reason: '会议取消' },
      tok.zhangsan,
      key(),
    );
    expect(saved.code).toBe(1);
    const cancelled = await get<AfterSalesCancelData>(
      `${P}/cancelTrRefund`,
      { refundId: saved.data.refundId },
      tok.zhangsan,
      key(),
    );
    expect(cancelled.data).toEqual({ id: saved.data.refundId, status: 'cancelled' });
    expect(await statusOf(orderId)).toBe('issued');
    expect((await ticketsOf(orderId)).map((x) => x.ticket_status)).toEqual(['issued', 'issued']);
    await later();
    expect(await statusOf(saved.data.refundId)).toBe('cancelled');
  });

  it('4-hour rule and paper tickets: refused by name, listed with the reason', async () => {
    const run = aRun(2, 12);
    const seat = seatWith(run)!;
    const orderId = await issuedOrder(run, seat.seatKey, { paper: true });
    await jumpTo(run.depAtMs - 10 * HOUR);
    const apply = await get<ApplyTrRefundData>(`${P}/applyTrRefund`, { orderId }, tok.zhangsan, undefined, 'en-US');
    expect(apply.data.tickets.map((x) => x.reason)).toEqual(['', 'paperTicket']);
    expect(apply.data.tickets[1]!.reasonText).toMatch(/station/);
    const [, paper] = await ticketsOf(orderId);
    const refused = await post(
      `${P}/saveTrRefund`,
      { orderId, ticketIds: [paper!.id], reason: 'x' },
      tok.zhangsan,
      key(),
    );
    expect(refused.code).toBe(2);

    // 4 hours before departure is still allowed; a minute later is not.
    await jumpTo(run.depAtMs - 4 * HOUR);
    expect(
      (await get<ApplyTrRefundData>(`${P}/applyTrRefund`, { orderId }, tok.zhangsan)).data.tickets[0]!.allowed,
    ).toBe(true);
    await jumpTo(run.depAtMs - 4 * HOUR + 60_000);
    const late = await get<ApplyTrRefundData>(`${P}/applyTrRefund`, { orderId }, tok.zhangsan);
    expect(late.data.tickets.map((x) => x.reason)).toEqual(['leadTime', 'paperTicket']);
    const [first] = await ticketsOf(orderId);
    const lateSave = await post(
      `${P}/saveTrRefund`,
      { orderId, ticketIds: [first!.id], reason: 'x' },
      tok.zhangsan,
      key(),
    );
    expect(lateSave.code).toBe(2);
    expect(await statusOf(orderId)).toBe('issued');
  });

  it("another company's order is not found", async () => {
    const run = aRun(6, 3);
    const orderId = await issuedOrder(run, seatWith(run)!.seatKey);
    const [a] = await ticketsOf(orderId);
    expect((await get(`${P}/applyTrRefund`, { orderId }, tok.fengli)).code).toBe(404);
    expect((await get(`${P}/applyTrChange`, { orderId }, tok.fengli)).code).toBe(404);
    expect(
      (await post(`${P}/saveTrRefund`, { orderId, ticketIds: [a!.id], reason: 'x' }, tok.fengli, key())).code,
    ).toBe(404);
    expect((await post(`${P}/orderFeeExpect`, { orderId, kind: 1, ticketIds: [a!.id] }, tok.fengli)).code).toBe(404);
    expect((await get(`${P}/trRefundDetail`, { orderId }, tok.fengli)).code).toBe(404);
    expect(await statusOf(orderId)).toBe('issued');
  });
});

describe('changes', () => {
  /** A later train of the same route with a seat priced as `test` says, and the order on an earlier one. */
  function pick(days: number, test: (oldFen: number, newFen: number) => boolean) {
    const runs = trainsIn(days);
    for (const [i, run] of runs.entries()) {
      const seat = seatWith(run);
      if (!seat) continue;
      for (const later of runs.slice(i + 1)) {
        if (later.depAtMs <= run.depAtMs) continue;
        const target = seatWith(later, (fen) => test(seat.priceFen, fen));
        if (target) return { run, seat, later, target };
      }
    }
    throw new Error('no such pair of trains');
  }

  it('to a later, dearer seat: held, confirmed, the difference paid at the cashier, new tickets issued', async () => {
    const { run, seat, later: next, target } = pick(4, (o, n) => n > o);
    const orderId = await issuedOrder(run, seat.seatKey);
    await jumpTo(run.depAtMs - 50 * HOUR);
    const apply = await get<ApplyTrChangeData>(`${P}/applyTrChange`, { orderId }, tok.zhangsan);
    expect(apply.code).toBe(1);
    expect(apply.data.legs[0]).toMatchObject({ fromStation: run.from.code, toStation: run.to.code });
    const ticketIds = apply.data.tickets.map((x) => x.ticketId);

    const fee = await post<OrderFeeExpectData>(
      `${P}/orderFeeExpect`,
      { orderId, kind: 2, ticketIds, seatKey: target.seatKey },
      tok.zhangsan,
    );
    expect(fee.code).toBe(1);
    const diff = target.priceFen - seat.priceFen;
    expect(fee.data).toMatchObject({ totalPay: (diff * 2) / 100, totalRefund: 0, totalFee: 0 });

    const oldLeft = await left(seat.seatKey);
    const newLeft = await left(target.seatKey);
    const added = await post<TrChangeOrderAddData>(
      `${P}/trChangeOrderAdd`,
      { orderId, ticketIds, seatKey: target.seatKey, reason: '会议改期' },
      tok.zhangsan,
      key(),
    );
    expect(added.tips).toBe('');
    expect(added.code).toBe(1);
    const changeId = added.data.changeId;
    expect(added.data).toMatchObject({ status: 'seatSecured', totalPay: (diff * 2) / 100 });
    expect(await left(target.seatKey)).toBe(newLeft - 2);
    expect(await statusOf(orderId)).toBe('changing');

    const confirmed = await get<ConfirmTrChangeData>(`${P}/confirmTrChangeOrder`, { changeId }, tok.zhangsan, key());
    expect(confirmed.data).toMatchObject({
      status: 'awaitingPayment',
      payOrderId: changeId,
      payAmount: (diff * 2) / 100,
    });
    const money = await balance();
    const paid = await post<{ status: string }>(
      '/obt/pay/online',
      { orderList: [changeId], payPwd: cipher('123456'), payScene: 1, subjectBeanList: [{ subjectId: 'company' }] },
      tok.zhangsan,
      key(),
    );
    expect(paid.code).toBe(1);
    expect(await balance()).toBe(money - diff * 2);
    expect(await statusOf(changeId)).toBe('changing');
    await later();
    expect(await statusOf(changeId)).toBe('changed');
    expect(await statusOf(orderId)).toBe('changed');
    expect(await left(seat.seatKey)).toBe(oldLeft + 2);
    expect(await left(target.seatKey)).toBe(newLeft - 2);
    const legs = await legsOf(orderId);
    expect(legs.map((l) => [l.train_code, l.status])).toEqual([
      [run.trainCode, 'changed'],
      [next.trainCode, 'active'],
    ]);
    const tickets = await ticketsOf(orderId);
    expect(tickets.every((x) => x.leg_id === legs[1]!.id && x.ticket_status === 'changed')).toBe(true);
    expect(tickets.map((x) => Number(x.price_fen))).toEqual([target.priceFen, target.priceFen]);

    const detail = await get<TrainChangeDetail>(`${P}/trChangeOrderDetail`, { orderId: changeId }, tok.zhangsan);
    expect(detail.data).toMatchObject({ status: 'changed', canCancel: false, canConfirm: false });
    expect(detail.data.newTrain.trainCode).toBe(next.trainCode);
    expect(detail.data.items.every((i) => i.newTicketNo !== '')).toBe(true);
  });

  it('to a later, cheaper seat: confirmed straight to ticketing, the difference back less its fee', async () => {
    const { run, seat, later: next, target } = pick(5, (o, n) => n < o);
    const orderId = await issuedOrder(run, seat.seatKey);
    await jumpTo(run.depAtMs - 30 * HOUR);
    const [a] = await ticketsOf(orderId);
    const money = await balance();
    const added = await post<TrChangeOrderAddData>(
      `${P}/trChangeOrderAdd`,
      { orderId, ticketIds: [a!.id], seatKey: target.seatKey, reason: '提前结束' },
      tok.zhangsan,
      key(),
    );
    expect(added.tips).toBe('');
    expect(added.code).toBe(1);
    const back = seat.priceFen - target.priceFen;
    expect(added.data.totalPay).toBe(0);
    expect(added.data.totalFee).toBeGreaterThan(0);
    expect((added.data.totalRefund + added.data.totalFee) * 100).toBeCloseTo(back, 5);
    const confirmed = await get<ConfirmTrChangeData>(
      `${P}/confirmTrChangeOrder`,
      { changeId: added.data.changeId },
      tok.zhangsan,
      key(),
    );
    expect(confirmed.data).toMatchObject({ status: 'changing', payOrderId: '' });
    await later();
    expect(await statusOf(added.data.changeId)).toBe('changed');
    // One of two passengers changed.
    expect(await statusOf(orderId)).toBe('partChanged');
    expect(await balance()).toBe(money + Math.round(added.data.totalRefund * 100));
    const legs = await legsOf(orderId);
    expect(legs.map((l) => [l.train_code, l.status, Number(l.seats)])).toEqual([
      [run.trainCode, 'active', 1],
      [next.trainCode, 'active', 1],
    ]);
  });

  it('an earlier train is refused; a held change cancelled gives the new seats back', async () => {
    const { run, seat, target } = pick(6, () => true);
    const runs = trainsIn(6);
    const laterOne = runs.find((r) => r.depAtMs > run.depAtMs && seatWith(r))!;
    const orderId = await issuedOrder(laterOne, seatWith(laterOne)!.seatKey);
    const ids = (await ticketsOf(orderId)).map((x) => x.id);
    const earlier = await post(
      `${P}/trChangeOrderAdd`,
      { orderId, ticketIds: ids, seatKey: seat.seatKey, reason: 'x' },
      tok.zhangsan,
      key(),
    );
    expect(earlier.code).toBe(2);
    void target;

    const later2 = runs.find((r) => r.depAtMs > laterOne.depAtMs && seatWith(r))!;
    const seat2 = seatWith(later2)!;
    const before = await left(seat2.seatKey);
    const added = await post<TrChangeOrderAddData>(
      `${P}/trChangeOrderAdd`,
      { orderId, ticketIds: ids, seatKey: seat2.seatKey, reason: 'x' },
      tok.zhangsan,
      key(),
    );
    expect(added.tips).toBe('');
    expect(added.code).toBe(1);
    expect(await left(seat2.seatKey)).toBe(before - 2);
    const cancelled = await get<AfterSalesCancelData>(
      `${P}/cancelTrChangeOrder`,
      { changeId: added.data.changeId },
      tok.zhangsan,
      key(),
    );
    expect(cancelled.data.status).toBe('cancelled');
    expect(await left(seat2.seatKey)).toBe(before);
    expect(await statusOf(orderId)).toBe('issued');
    expect((await ticketsOf(orderId)).map((x) => x.ticket_status)).toEqual(['issued', 'issued']);
  });

  it('an unconfirmed change expires after its 15-minute hold', async () => {
    const { run, seat, target } = pick(7, () => true);
    const orderId = await issuedOrder(run, seat.seatKey);
    const ids = (await ticketsOf(orderId)).map((x) => x.id);
    const before = await left(target.seatKey);
    const added = await post<TrChangeOrderAddData>(
      `${P}/trChangeOrderAdd`,
      { orderId, ticketIds: ids, seatKey: target.seatKey, reason: 'x' },
      tok.zhangsan,
      key(),
    );
    expect(added.tips).toBe('');
    expect(added.code).toBe(1);
    await later(16 * 60_000);
    expect(await statusOf(added.data.changeId)).toBe('cancelled');
    expect(await left(target.seatKey)).toBe(before);
    expect(await statusOf(orderId)).toBe('issued');
  });
});

describe('through the real booking flow', () => {
  it('book, pay and issue a train, change it to a later train, then refund the new ticket', async () => {
    // 10:00 China time the next day: within the booking hours (SPEC §5), wherever the tests above left the clock.
    await jumpTo(chinaDayStartMs(addCalendarDays(chinaToday(t.clock.ms), 1)) + 10 * HOUR);
    const date = addCalendarDays(chinaToday(t.clock.ms), 9);
    const { booked, seat } = await bookCompliantTrain(t.app, tok.zhangsan!, date);
    const orderId = booked.orderId;
    const paid = await post<{ status: string }>(
      '/obt/pay/online',
      { orderList: [orderId], payPwd: cipher('123456'), payScene: 1, subjectBeanList: [{ subjectId: 'company' }] },
      tok.zhangsan!,
      key(),
    );
    expect(paid.code).toBe(1);
    for (let i = 0; i < 4 && (await statusOf(orderId)) !== 'issued'; i += 1) await later(3000);
    expect(await statusOf(orderId)).toBe('issued');

    const apply = await get<ApplyTrChangeData>(`${P}/applyTrChange`, { orderId }, tok.zhangsan!, key());
    expect(apply.data.tickets.every((x) => x.allowed)).toBe(true);
    const leg = apply.data.legs[0]!;
    const dep = apply.data.tickets[0]!.depTime;
    const next = search(leg.fromStation, leg.toStation, leg.depDate, t.clock.ms).find(
      (r) => r.depTime > dep && r.saleDateTime === 'reservable' && seatWith(r),
    )!;
    const target = seatWith(next)!;
    const added = await post<TrChangeOrderAddData>(
      `${P}/trChangeOrderAdd`,
      { orderId, ticketIds: apply.data.tickets.map((x) => x.ticketId), seatKey: target.seatKey, reason: '改期' },
      tok.zhangsan!,
      key(),
    );
    expect(added.tips).toBe('');
    const confirmed = await get<ConfirmTrChangeData>(
      `${P}/confirmTrChangeOrder`,
      { changeId: added.data.changeId },
      tok.zhangsan!,
      key(),
    );
    if (confirmed.data.status === 'awaitingPayment') {
      const payDiff = await post<{ status: string }>(
        '/obt/pay/online',
        {
          orderList: [added.data.changeId],
          payPwd: cipher('123456'),
          payScene: 1,
          subjectBeanList: [{ subjectId: 'company' }],
        },
        tok.zhangsan!,
        key(),
      );
      expect(payDiff.code).toBe(1);
    }
    await later();
    expect(await statusOf(added.data.changeId)).toBe('changed');
    expect(await statusOf(orderId)).toBe('changed');
    expect(await left(seat.seatKey)).toBeGreaterThan(0);

    const refundApply = await get<ApplyTrRefundData>(`${P}/applyTrRefund`, { orderId }, tok.zhangsan!, key());
    expect(refundApply.data.tickets[0]).toMatchObject({ trainCode: next.trainCode, allowed: true });
    const before = await left(target.seatKey);
    const saved = await post<SaveTrRefundData>(
      `${P}/saveTrRefund`,
      { orderId, ticketIds: [refundApply.data.tickets[0]!.ticketId], reason: '取消出差' },
      tok.zhangsan!,
      key(),
    );
    expect(saved.code).toBe(1);
    await later();
    expect(await statusOf(saved.data.refundId)).toBe('refunded');
    expect(await statusOf(orderId)).toBe('refunded');
    expect(await left(target.seatKey)).toBe(before + 1);
  });
});
