/**
 * /train/hbOrder/book (SPEC §4 ticket grabbing, §9): a waitlist order over one or more seat classes of the same
 * route and day. Checked on the server: the company's waitlist parameter (11603009), rail booking hours, every seat
 * key still on sale and of one route and day, the latest departure at least 3 hours away and not before every
 * candidate, the passengers (booking scope and rules). The prepayment is the highest candidate price for every
 * passenger; the order awaits payment (15 minutes, then the expiry step cancels it). Runs inside the route's
 * idempotent transaction.
 */
import type { BenchBookData, BenchBookRequest } from '../../../../src/api/contract/trainBench';
import { ORDER_TYPE, PARAM_NO, PRODUCT } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { benchOpen, withinBookingHours } from '../../../../src/domain/train/sale';
import { seatName } from '../../../../src/domain/train/seats';
import { toEpochMs } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { translate, type Locale } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { seatsLeft, trainBySeatKey, type RunSeat, type TrainRun } from '../../suppliers/train';
import { checkRequiredFields } from '../booking/bookSteps';
import { checkRules, resolvePassengers } from '../booking/passengers';
import { loadBookingRules } from '../booking/service';
import { createOrder } from '../orders/creation';
import { trainRepository } from '../train/repository';
import type { AuthInfo } from '../session/service';
import { BENCH_EXPIRE_JOB, BENCH_ORDER_NO_PREFIX, STORED_LOCALE } from './codes';
import { stationRef, takesWaitlist } from './present';
import { benchRepository } from './repository';

interface Candidate {
  run: TrainRun;
  seat: RunSeat;
}

/** The candidates of the request, checked: on sale, one route and day, each class taking waitlist orders. */
async function candidatesOf(trx: Db, seatKeys: readonly string[], nowMs: number, locale: Locale): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const key of seatKeys) {
    const hit = trainBySeatKey(key, nowMs);
    if (!hit) throw invalid('trainBench.seatInvalid');
    found.push(hit);
  }
  const [first] = found;
  if (!first) throw invalid('trainBench.seatInvalid');
  const sameRoute = found.every(
    (c) =>
      c.run.from.code === first.run.from.code &&
      c.run.to.code === first.run.to.code &&
      c.run.depDate === first.run.depDate,
  );
  if (!sameRoute) throw invalid('trainBench.sameRoute');
  const left = await seatsLeft(
    trx,
    found.map((c) => c.run),
  );
  for (const c of found) {
    if (c.run.saleDateTime !== 'reservable' || c.run.suspended) throw invalid('trainBench.seatInvalid');
    // The first choice is a sold-out class (that is what a waitlist is for); alternatives may still have seats.
    if (c === first && !takesWaitlist(c.run, c.seat, left.get(c.seat.seatKey) ?? 0)) {
      throw invalid('trainBench.notBench', { train: c.run.trainCode, seat: seatName(c.seat.seatType, locale) });
    }
  }
  return found;
}

export async function bookBench(
  trx: Db,
  auth: AuthInfo,
  req: BenchBookRequest,
  locale: Locale,
  nowMs: number,
): Promise<BenchBookData> {
  // Company parameter 11603009 (SPEC §9): waitlist orders only for companies that enable them.
  if (!(await trainRepository(trx).parameterOn(auth.corpId, PARAM_NO.waitlist)))
    throw invalid('trainBench.waitlistOff');
  if (!withinBookingHours(nowMs)) throw invalid('trainBench.bookingHours');
  const candidates = await candidatesOf(trx, req.seatKeys, nowMs, locale);
  const first = candidates[0] as Candidate;

  const latestAt = toEpochMs(req.latestDepTime);
  if (!Number.isFinite(latestAt)) throw invalid('trainBench.latestFormat');
  const earliestDep = Math.min(...candidates.map((c) => c.run.depAtMs));
  if (latestAt < earliestDep) throw invalid('trainBench.latestBeforeTrains');
  if (!benchOpen(req.latestDepTime, nowMs)) throw invalid('trainBench.tooLate');

  // The company's required fields of every booking form (cost centre, project, remark).
  const { rules } = await loadBookingRules(trx, auth.corpId, String(PRODUCT.train));
  const remark = await checkRequiredFields(trx, auth.corpId, rules, req);

  const depDate = first.run.depDate;
  const passengers = await resolvePassengers(trx, auth, req.psgList, depDate);
  const lastArrival = chinaDateTime(Math.max(...candidates.map((c) => c.run.arrAtMs))).slice(0, 10);
  checkRules(passengers, lastArrival, locale);

  const unitFen = Math.max(...candidates.map((c) => c.seat.priceFen));
  const totalFen = unitFen * passengers.length;
  const trains = [...new Set(candidates.map((c) => c.run.trainCode))].join('/');
  const from = stationRef(first.run.from, STORED_LOCALE);
  const to = stationRef(first.run.to, STORED_LOCALE);

  const order = await createOrder(
    trx,
    {
      corpId: auth.corpId,
      empId: auth.empId,
      deptId: auth.deptId,
      orderNoPrefix: BENCH_ORDER_NO_PREFIX,
      orderType: ORDER_TYPE.trainBerth,
      productType: PRODUCT.train,
      status: 'awaitingPayment',
      totalFen,
      title: translate(STORED_LOCALE, 'trainBench.title', { from: from.name, to: to.name, date: depDate, trains }),
      travelDate: depDate,
      linkMan: req.linkman.trim(),
      linkTel: req.linkTel.trim(),
      linkEmail: (req.linkEmail ?? '').trim(),
      costCenterId: req.costCenterId || null,
      projectId: req.projectId || null,
      remark,
      travellers: passengers,
      note: translate(STORED_LOCALE, 'trainBench.noteCreated'),
      expiryJob: { kind: BENCH_EXPIRE_JOB },
    },
    { nowMs, actorEmpId: auth.empId },
  );

  await benchRepository(trx).insert(
    {
      order_id: order.orderId,
      corp_id: auth.corpId,
      from_json: JSON.stringify(first.run.from),
      to_json: JSON.stringify(first.run.to),
      dep_date: depDate,
      latest_dep_time: req.latestDepTime,
      latest_dep_at: latestAt,
      trip_type: req.tripType ?? 1,
      prepaid_fen: totalFen,
      ticket_fen: 0,
      secured_seq: null,
      seats_held: 0,
      created_at: nowMs,
    },
    candidates.map((c, seq) => ({
      id: newId(nowMs),
      order_id: order.orderId,
      corp_id: auth.corpId,
      seq,
      seat_key: c.seat.seatKey,
      train_code: c.run.trainCode,
      dep_date: c.run.depDate,
      dep_at: c.run.depAtMs,
      seat_type: c.seat.seatType,
      price_fen: c.seat.priceFen,
      train_json: JSON.stringify(c.run),
      created_at: nowMs,
    })),
    passengers.map((p, seq) => ({
      id: newId(nowMs),
      order_id: order.orderId,
      corp_id: auth.corpId,
      seq,
      psg_type: p.psgType,
      coach: '',
      seat_no: '',
      ticket_no: '',
      price_fen: 0,
      created_at: nowMs,
    })),
  );

  return {
    orderId: order.orderId,
    orderNo: order.orderNo,
    amount: fenToYuan(totalFen),
    nextStep: 'pay',
    payDeadline: chinaDateTime(order.payDeadline ?? nowMs),
  };
}
