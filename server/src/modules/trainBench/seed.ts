/**
 * Demo waitlist order (only with demo orders, into an empty table): 张三 waited for a sold-out class Beijing South →
 * Shanghai Hongqiao five days ahead, paid the prepayment from the company account and no seat freed up: refunded in
 * full, with the 1–7 working days wording, so /userCenter/trBenchList and /tr/trBenthOrderDetail have something to
 * show before the user books one. It goes the way a real one does: the payment recorded as the cashier records a
 * company-account payment (debit, payment row, the order paid with it), then grabbing, then the failed grab's own
 * path (the prepayment back through the pay module's returnToPayer, the refund row, the booker's message).
 */
import { ORDER_TYPE, PRODUCT } from '../../../../src/domain/codes';
import { addCalendarDays, chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { DEMO_CORP_ID } from '../../db/seed/demoPeople';
import { translate } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { search } from '../../suppliers/train';
import { createOrder } from '../orders/creation';
import { orderTransition } from '../orders/lifecycle';
import { lifecycleRepository } from '../orders/lifecycleRepository';
import { declareTransitions } from '../orders/transitions';
import { payRepository } from '../pay/repository';
import { COMPANY_SUBJECT } from '../pay/service';
import { trainRepository } from '../train/repository';
import { BENCH_ORDER_NO_PREFIX, STORED_LOCALE } from './codes';
import { failGrab, grabDelay } from './grab';
import { stationRef } from './present';
import { benchRepository } from './repository';
import { BENCH_TRANSITIONS } from './transitions';

const DEMO_TRAVELLER = '40001';

export async function seedBenchDemo(db: Db, opts: { nowMs: number; demoOrders: boolean }): Promise<void> {
  if (!opts.demoOrders) return;
  const { nowMs } = opts;
  const repo = benchRepository(db);
  if (await repo.anyOrder()) return;
  const emp = await trainRepository(db).employeeWithIdCard(DEMO_CORP_ID, DEMO_TRAVELLER);
  if (!emp) return;
  const date = addCalendarDays(chinaToday(nowMs), 5);
  const runs = search('VNP', 'AOH', date, nowMs).filter((r) => !r.suspended && r.saleDateTime === 'reservable');
  const run = runs.find((r) => r.seats.some((s) => s.capacity === 0 && s.seatType !== 'WZ'));
  const seat = run?.seats.find((s) => s.capacity === 0 && s.seatType !== 'WZ');
  if (!run || !seat) return;
  const from = stationRef(run.from, STORED_LOCALE);
  const to = stationRef(run.to, STORED_LOCALE);
  const createdAt = nowMs - 2 * 3600_000;
  const paidAt = createdAt + 60_000;
  const prepaid = seat.priceFen;
  const actor = { nowMs: paidAt, actorEmpId: emp.id };
  // The seed runs before build() registers the products: the statuses move by the waitlist's own table.
  declareTransitions(ORDER_TYPE.trainBerth, BENCH_TRANSITIONS[ORDER_TYPE.trainBerth]);
  await db.transaction().execute(async (trx) => {
    const pay = payRepository(trx);
    // Paid from the company account, as the cashier does; nothing is written when the balance does not cover it.
    if (!(await pay.debit(DEMO_CORP_ID, prepaid, paidAt))) return;
    const order = await createOrder(
      trx,
      {
        corpId: DEMO_CORP_ID,
        empId: emp.id,
        deptId: emp.dept_id,
        orderNoPrefix: BENCH_ORDER_NO_PREFIX,
        orderType: ORDER_TYPE.trainBerth,
        productType: PRODUCT.train,
        status: 'awaitingPayment',
        totalFen: prepaid,
        title: translate(STORED_LOCALE, 'trainBench.title', {
          from: from.name,
          to: to.name,
          date,
          trains: run.trainCode,
        }),
        travelDate: date,
        linkMan: emp.name,
        linkTel: emp.phone,
        travellers: [
          {
            name: emp.name,
            empId: emp.id,
            deptId: emp.dept_id,
            idType: 'ID',
            idno: emp.id_no,
            psgType: 1,
            phone: emp.phone,
          },
        ],
        note: translate(STORED_LOCALE, 'trainBench.noteCreated'),
      },
      { nowMs: createdAt, actorEmpId: emp.id },
    );
    await benchRepository(trx).insert(
      {
        order_id: order.orderId,
        corp_id: DEMO_CORP_ID,
        from_json: JSON.stringify(run.from),
        to_json: JSON.stringify(run.to),
        dep_date: date,
        latest_dep_time: run.depTime,
        latest_dep_at: run.depAtMs,
        trip_type: 1,
        prepaid_fen: prepaid,
        ticket_fen: 0,
        secured_seq: null,
        seats_held: 0,
        created_at: createdAt,
      },
      [
        {
          id: newId(createdAt),
          order_id: order.orderId,
          corp_id: DEMO_CORP_ID,
          seq: 0,
          seat_key: seat.seatKey,
          train_code: run.trainCode,
          dep_date: date,
          dep_at: run.depAtMs,
          seat_type: seat.seatType,
          price_fen: seat.priceFen,
          train_json: JSON.stringify(run),
          created_at: createdAt,
        },
      ],
      [
        {
          id: newId(createdAt),
          order_id: order.orderId,
          corp_id: DEMO_CORP_ID,
          seq: 0,
          psg_type: 1,
          coach: '',
          seat_no: '',
          ticket_no: '',
          price_fen: 0,
          created_at: createdAt,
        },
      ],
    );
    const payId = newId(paidAt);
    await pay.insertPayment(
      {
        id: payId,
        corp_id: DEMO_CORP_ID,
        emp_id: emp.id,
        method: 'company',
        status: 'paid',
        pay_scene: 1,
        subject_id: COMPANY_SUBJECT,
        client: 'h5',
        amount_fen: prepaid,
        order_ids: order.orderId,
        provider: '',
        provider_ref: '',
        note: '',
        expires_at: order.payDeadline,
        created_at: paidAt,
        paid_at: paidAt,
      },
      [{ id: order.orderId, total_fen: prepaid }],
    );
    // As markOrdersPaid and the waitlist's paid handler do (the grab is not scheduled: it has run, below).
    await orderTransition(trx, order.orderId, ['awaitingPayment'], 'paid', `payment ${payId}`, actor);
    await lifecycleRepository(trx).setPaid(order.orderId, paidAt, payId);
    await orderTransition(
      trx,
      order.orderId,
      ['paid'],
      'grabbing',
      translate(STORED_LOCALE, 'trainBench.noteGrabbing'),
      {
        ...actor,
        actorEmpId: null,
      },
    );
    const row = await benchRepository(trx).order(order.orderId);
    if (row) await failGrab(trx, row, 'noSeat', paidAt + grabDelay(order.orderId));
  });
}
