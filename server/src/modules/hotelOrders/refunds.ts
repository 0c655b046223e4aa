/**
 * Hotel refunds (SPEC §2 /ht/htOrder/htRefund, §7 Hotel orders; order type 11008): which nights of a paid prepay
 * order may be refunded now (applyHotelRefund: nights not refunded and not past), the refund of some of them
 * (hotelRefundAdd: a sub-order of its own, createChildOrder, holding the order refunding), its withdrawal while still
 * applied (hotelRefundCancel), its detail and the order's refunds. A refund costs what cancelling those nights costs
 * under the plan's rule (src/domain/hotel/cancellation.ts). Two persisted steps give it to the hotel (applied →
 * hotelConfirming) and take its answer (→ refunded): the nights' rooms go back to the supplier, the money back to the
 * payment (pay/refund.ts returnToPayer), the order ends refunded (every night) or partRefunded.
 */
import type {
  ApplyHotelRefundData,
  HotelRefundAddData,
  HotelRefundAddRequest,
  HotelRefundDetail,
  HotelRefundListItem,
} from '../../../../src/api/contract/hotelAfterSales';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { cancelPenaltyFen, refundFen } from '../../../../src/domain/hotel/cancellation';
import { fenToYuan } from '../../../../src/domain/money';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { chinaToday } from '../../../../src/domain/time';
import type { Db } from '../../db';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { releaseRooms } from '../../suppliers/hotel';
import { defineStep, delayMs, stepHandlers } from '../../suppliers/kit/step';
import {
  endSubOrder,
  holdParentOrder,
  messageAbout,
  orderInScope,
  storedText,
  subOrderInScope,
  timelineOf,
  withdrawable,
} from '../orders/afterSales';
import { afterSalesOrders } from '../orders/afterSalesRepository';
import { createChildOrder } from '../orders/creation';
import { orderTimeline, orderTransition } from '../orders/lifecycle';
import { returnToPayer, NOT_RETURNED } from '../pay/refund';
import type { AuthInfo } from '../session/service';
import { REFUND_DONE_DELAY_MS, REFUND_NO_PREFIX, REFUND_REASONS, REFUND_SEND_DELAY_MS, JOB } from './codes';
import { REFUNDABLE } from './detail';
import { noteOnTimeline } from './guarantee';
import { cancelRuleOf, localNames, ruleText } from './present';
import { hotelOrdersRepository, type HotelOrderRow, type NightRow, type RefundRow } from './repository';

interface RefundJob {
  refundId: string;
}

const parseNights = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** The hotel answers: refunded, rooms back, money back, the order refunded or partRefunded. */
const refundDoneStep = defineStep<RefundJob>(JOB.refundDone, async ({ ctx, trx }, { refundId }) => {
  const nowMs = ctx.now().getTime();
  const repo = hotelOrdersRepository(trx);
  const refund = await repo.refund(refundId);
  if (refund?.status !== 'hotelConfirming') return;
  const h = await repo.hotelOrder(refund.order_id);
  const sub = await afterSalesOrders(trx).order(refundId);
  if (!h || sub?.order_status !== 'refunding') return;
  const amountFen = Number(refund.amount_fen);
  const quiet = { nowMs, actorEmpId: null, message: false };
  await orderTransition(
    trx,
    refundId,
    ['refunding'],
    'refunded',
    storedText('hotelOrders.note.refundDone', { amount: fenToYuan(amountFen).toFixed(2) }),
    quiet,
  );
  await repo.setRefundStatus(refundId, 'refunded');
  const nights = parseNights(refund.nights_json);
  await releaseRooms(trx, h.plan_key, Number(h.rooms), nights, nowMs);
  await repo.markNightsRefunded(h.order_id, nights);
  const everything = (await repo.nights(h.order_id)).every((n) => n.refunded === 1);
  await orderTransition(
    trx,
    h.order_id,
    ['refunding'],
    everything ? 'refunded' : 'partRefunded',
    storedText('hotelOrders.note.orderRefunded', { refundNo: sub.order_no }),
    quiet,
  );
  await repo.markRefundReturned(refundId, await returnToPayer(trx, h.order_id, amountFen, nowMs));
  await messageAbout(trx, refundId, 'hotelOrders.msg.refunded', nowMs);
});

/** The refund goes to the hotel (no longer withdrawable); its answer comes 2–5 s later. */
const refundSendStep = defineStep<RefundJob>(JOB.refundSend, async ({ ctx, trx }, { refundId }) => {
  const nowMs = ctx.now().getTime();
  const repo = hotelOrdersRepository(trx);
  const refund = await repo.refund(refundId);
  const sub = await afterSalesOrders(trx).order(refundId);
  if (refund?.status !== 'applied' || !sub || sub.order_status !== 'refunding') return;
  await repo.setRefundStatus(refundId, 'hotelConfirming');
  await noteOnTimeline(trx, sub, storedText('hotelOrders.note.refundConfirming'), nowMs, null);
  const [min, max] = REFUND_DONE_DELAY_MS;
  await refundDoneStep.schedule(trx, { refundId }, nowMs + delayMs(`hotel.refundDone|${refundId}`, min, max), nowMs);
});

export const hotelRefundJobs = stepHandlers(refundSendStep, refundDoneStep);

/** The nights of the order that may be refunded now: not refunded, not before today (China time). */
function nightAllowed(n: NightRow, today: string): '' | 'past' | 'refunded' {
  if (n.refunded === 1) return 'refunded';
  return n.night < today ? 'past' : '';
}

const REASON_KEYS: Record<string, MsgKey> = {
  planChanged: 'hotelOrders.reason.planChanged',
  hotelIssue: 'hotelOrders.reason.hotelIssue',
  duplicate: 'hotelOrders.reason.duplicate',
  other: 'hotelOrders.reason.other',
};

/** A paid prepay order of the caller's scope, with its hotel part. */
async function paidOrder(db: Db, auth: AuthInfo, orderId: string) {
  const order = await orderInScope(db, auth, orderId, [ORDER_TYPE.hotel]);
  const h = order ? await hotelOrdersRepository(db).hotelOrder(orderId) : undefined;
  if (!order || !h) throw notFound();
  return { order, h };
}

/** What refunding `nights` (one room's price each) of `rooms` rooms costs and returns now, fen. */
function refundQuote(h: HotelOrderRow, chosen: readonly NightRow[], nowMs: number) {
  const prices = chosen.map((n) => Number(n.price_fen));
  const rooms = Number(h.rooms);
  const penaltyFen = cancelPenaltyFen(cancelRuleOf(h), prices, rooms, nowMs);
  const paidFen = prices.reduce((s, p) => s + p, 0) * rooms;
  return { paidFen, penaltyFen, amountFen: refundFen(prices, rooms, penaltyFen) };
}

function detailOf(
  refund: RefundRow,
  sub: { order_no: string },
  parent: { order_no: string },
  h: HotelOrderRow,
  timeline: HotelRefundDetail['timeline'],
  locale: Locale,
): HotelRefundDetail {
  const names = localNames(h, locale);
  return {
    refundId: refund.id,
    refundNo: sub.order_no,
    orderId: refund.order_id,
    orderNo: parent.order_no,
    status: refund.status,
    hotelName: names.hotel,
    roomName: names.room,
    nights: parseNights(refund.nights_json),
    rooms: Number(refund.rooms),
    paid: fenToYuan(Number(refund.paid_fen)),
    penalty: fenToYuan(Number(refund.penalty_fen)),
    amount: fenToYuan(Number(refund.amount_fen)),
    reason: refund.reason,
    createdAt: chinaDateTime(Number(refund.created_at)),
    timeline,
    cancellable: refund.status === 'applied',
  };
}

export function hotelRefunds() {
  return {
    async apply(db: Db, auth: AuthInfo, orderId: string, locale: Locale, nowMs: number): Promise<ApplyHotelRefundData> {
      const { order, h } = await paidOrder(db, auth, orderId);
      const today = chinaToday(nowMs);
      const nights = await hotelOrdersRepository(db).nights(orderId);
      const rooms = Number(h.rooms);
      const open = nights.filter((n) => nightAllowed(n, today) === '');
      const rule = cancelRuleOf(h);
      const names = localNames(h, locale);
      return {
        orderId,
        orderNo: order.order_no,
        hotelName: names.hotel,
        roomName: names.room,
        checkIn: h.check_in,
        checkOut: h.check_out,
        rooms,
        nights: nights.map((n) => {
          const why = nightAllowed(n, today);
          const open = why === '' && order.paid_at !== null && rule.kind !== 'none';
          return {
            date: n.night,
            amount: fenToYuan(Number(n.price_fen) * rooms),
            allowed: open,
            reasonText:
              why === 'past'
                ? translate(locale, 'hotelOrders.night.past')
                : why === 'refunded'
                  ? translate(locale, 'hotelOrders.night.refunded')
                  : rule.kind === 'none'
                    ? translate(locale, 'hotelOrders.rule.none')
                    : '',
          };
        }),
        ruleText: ruleText(locale, rule),
        penalty: fenToYuan(open.length > 0 ? refundQuote(h, open, nowMs).penaltyFen : 0),
        busy: order.order_status === 'refunding',
        reasons: REFUND_REASONS.map((code) => ({ code, text: translate(locale, REASON_KEYS[code] as MsgKey) })),
      };
    },

    /** hotelRefundAdd inside the idempotent transaction. */
    async add(trx: Db, auth: AuthInfo, req: HotelRefundAddRequest, nowMs: number): Promise<HotelRefundAddData> {
      const { order, h } = await paidOrder(trx, auth, req.orderId);
      const status = order.order_status as OrderStatus;
      if (status === 'refunding') throw invalid('hotelOrders.refund.busy');
      if (!REFUNDABLE.includes(status) || order.paid_at === null || h.pay_type !== 'prepay') {
        throw invalid('hotelOrders.refund.notOpen');
      }
      if (h.cancel_kind === 'none') throw invalid('hotelOrders.notCancellable');
      const reasonKey = REASON_KEYS[req.reasonCode];
      if (!reasonKey) throw invalidField('reasonCode');
      const typed = (req.reasonText ?? '').trim();
      if (req.reasonCode === 'other' && typed === '') throw invalid('hotelOrders.refund.reasonText');
      const reason = req.reasonCode === 'other' ? typed : storedText(reasonKey);

      const repo = hotelOrdersRepository(trx);
      const today = chinaToday(nowMs);
      const asked = [
        ...new Set(
          req.nights
            .split(',')
            .map((x) => x.trim())
            .filter((x) => x !== ''),
        ),
      ];
      const nights = await repo.nights(order.id);
      const chosen = nights.filter((n) => asked.includes(n.night));
      if (asked.length === 0 || chosen.length !== asked.length || chosen.some((n) => nightAllowed(n, today) !== '')) {
        throw invalid('hotelOrders.refund.nights');
      }
      const quote = refundQuote(h, chosen, nowMs);
      const opts = { nowMs, actorEmpId: auth.empId };
      const names = chosen.map((n) => n.night);
      const sub = await createChildOrder(
        trx,
        order,
        'refund',
        quote.amountFen,
        {
          orderType: ORDER_TYPE.hotelRefund,
          orderNoPrefix: REFUND_NO_PREFIX,
          status: 'refunding',
          title: storedText('hotelOrders.refundTitle', { hotel: h.hotel_name, nights: chosen.length }),
          travelDate: names[0] ?? h.check_in,
          travelEndDate: names[names.length - 1] ?? h.check_in,
          remark: reason,
        },
        opts,
      );
      await repo.insertRefund({
        id: sub.orderId,
        order_id: order.id,
        corp_id: order.corp_id,
        emp_id: auth.empId,
        nights_json: JSON.stringify(names),
        rooms: Number(h.rooms),
        paid_fen: quote.paidFen,
        penalty_fen: quote.penaltyFen,
        amount_fen: quote.amountFen,
        reason_code: req.reasonCode,
        reason,
        status: 'applied',
        prev_order_status: status,
        ...NOT_RETURNED,
        created_at: nowMs,
      });
      await noteOnTimeline(
        trx,
        { id: sub.orderId, corp_id: order.corp_id, order_status: 'refunding' },
        storedText('hotelOrders.note.refundApplied', { nights: names.join(',') }),
        nowMs,
        auth.empId,
      );
      await holdParentOrder(
        trx,
        order,
        'refunding',
        storedText('hotelOrders.note.refundApplied', { nights: names.join(',') }),
        opts,
      );
      await messageAbout(trx, sub.orderId, 'hotelOrders.msg.refundApplied', nowMs);
      const [min, max] = REFUND_SEND_DELAY_MS;
      await refundSendStep.schedule(
        trx,
        { refundId: sub.orderId },
        nowMs + delayMs(`hotel.refundSend|${sub.orderId}`, min, max),
        nowMs,
      );
      return {
        refundId: sub.orderId,
        refundNo: sub.orderNo,
        amount: fenToYuan(quote.amountFen),
        penalty: fenToYuan(quote.penaltyFen),
        status: 'applied',
      };
    },

    /** hotelRefundCancel: withdrawn while still applied; the order back to where it was. */
    async cancel(trx: Db, auth: AuthInfo, refundId: string, locale: Locale, nowMs: number): Promise<HotelRefundDetail> {
      const repo = hotelOrdersRepository(trx);
      const found = await withdrawable(trx, auth, refundId, ORDER_TYPE.hotelRefund, (x) => repo.refund(x), {
        statuses: ['refunding'],
        refusal: 'hotelOrders.refund.notWithdrawable',
      });
      if (found) {
        if (found.record.status !== 'applied') throw invalid('hotelOrders.refund.notWithdrawable');
        const parentNo = (await afterSalesOrders(trx).order(found.record.order_id))?.order_no ?? '';
        await endSubOrder(
          trx,
          {
            sub: { id: refundId, from: ['refunding'], note: storedText('hotelOrders.note.refundWithdrawn') },
            parent: {
              id: found.record.order_id,
              held: 'refunding',
              back: found.record.prev_order_status,
              note: storedText('hotelOrders.note.orderRefundWithdrawn', { refundNo: found.sub.order_no || parentNo }),
            },
            undo: () => repo.setRefundStatus(refundId, 'cancelled'),
            message: 'hotelOrders.msg.refundWithdrawn',
          },
          { nowMs, actorEmpId: auth.empId },
        );
      }
      return this.detail(trx, auth, refundId, locale);
    },

    async detail(db: Db, auth: AuthInfo, refundId: string, locale: Locale): Promise<HotelRefundDetail> {
      const repo = hotelOrdersRepository(db);
      const { sub, record } = await subOrderInScope(db, auth, refundId, ORDER_TYPE.hotelRefund, (x) => repo.refund(x));
      const [parent, h, events] = await Promise.all([
        afterSalesOrders(db).order(record.order_id),
        repo.hotelOrder(record.order_id),
        orderTimeline(db, refundId),
      ]);
      if (!parent || !h) throw notFound();
      return detailOf(record, sub, parent, h, timelineOf(events), locale);
    },

    async list(db: Db, auth: AuthInfo, orderId: string): Promise<HotelRefundListItem[]> {
      const { order } = await paidOrder(db, auth, orderId);
      const rows = await hotelOrdersRepository(db).refundsOf(order.id);
      return rows.map((r) => ({
        refundId: r.id,
        refundNo: r.order_no,
        status: r.status,
        amount: fenToYuan(Number(r.amount_fen)),
        nights: parseNights(r.nights_json),
        createdAt: chinaDateTime(Number(r.created_at)),
      }));
    },
  };
}
