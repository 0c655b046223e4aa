/**
 * Flight refunds (SPEC §3 refund, §7 order operations, §9 fees): the quote (applyRefund), the reasons and proof
 * rules (moreRefundInfo), the application (refundAdd), its withdrawal (refundCancel) and detail. A refund is an order
 * of type 11002 of its own (the order centre lists it): created 'refunding', processed by a persisted job a few
 * seconds later (refunded: seats back to the inventory, tickets refunded, money back to the payment, the flight
 * order partRefunded or refunded). Every state change is one transaction.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type {
  MoreRefundInfoData,
  RefundAddData,
  RefundAddRequest,
  RefundDetailRequest,
  RefundOrderDetail,
  RefundQuoteData,
  RefundQuoteRequest,
} from '../../../../src/api/contract/flight';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { flightRefundFee } from '../../../../src/domain/fees';
import { passengerFareFen, passengerTaxFen } from '../../../../src/domain/flightPricing';
import { fenToYuan } from '../../../../src/domain/money';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { translate, type Locale } from '../../i18n/messages';
import { enqueue, registerJob } from '../../jobs';
import { newId } from '../../lib/crypto';
import { BizError, invalid, invalidField, notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { flightRepository } from '../flight/repository';
import { orderCreated, orderTimeline, orderTransition } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import {
  checkOrderOpen,
  flyingOn,
  loadFlightOrder,
  messageAbout,
  pairKey,
  subOrderNo,
  ticketOpen,
  travellerCopies,
  type FlightOrderFacts,
  type PassengerRow,
  type RangeRow,
} from './common';
import { afterSalesRepository } from './repository';
import { PROOF_FORMATS, PROOF_MAX_MB, refundReasons, refundRuleText } from './texts';

export const REFUND_JOB = 'flightAfterSales.refund';
/** The demo airline answers a refund a few seconds after it is asked. */
export const REFUND_DELAY_MS = 3000;

interface RefundJob {
  refundId: string;
}

interface Line {
  psg: PassengerRow;
  range: RangeRow;
  fareFen: number;
  taxFen: number;
  feeFen: number;
  refundFen: number;
  allowed: boolean;
}

interface Quote {
  lines: Line[];
  /** The first refusal (code 2 for refundAdd, `reason` for the quote). */
  refusal: BizError | null;
}

function sum(lines: readonly Line[], pick: (l: Line) => number): number {
  return lines.reduce((s, l) => s + pick(l), 0);
}

function unique(ids: readonly string[], field: string): string[] {
  const out = [...new Set(ids.map((x) => x.trim()))];
  if (out.some((x) => x === '') || out.length !== ids.length) throw invalidField(field);
  return out;
}

/**
 * The passenger segments asked for and their fees. Unknown ids are field errors (thrown); business refusals
 * (cut-off, tickets already refunded, children left without an adult) are returned so the quote can show them.
 */
function quote(facts: FlightOrderFacts, req: RefundQuoteRequest, nowMs: number, explicit: boolean): Quote {
  const psgById = new Map(facts.passengers.map((p) => [p.id, p]));
  const rangeById = new Map(facts.ranges.map((r) => [r.id, r]));
  const psgIds = req.psgIds.length > 0 || explicit ? unique(req.psgIds, 'psgIds') : [];
  const rangeIds = req.rangeIds.length > 0 || explicit ? unique(req.rangeIds, 'rangeIds') : [];
  for (const id of psgIds) if (!psgById.has(id)) throw invalidField('psgIds');
  for (const id of rangeIds) if (!rangeById.has(id)) throw invalidField('rangeIds');

  let refusal: BizError | null = null;
  const refuse = (e: BizError) => {
    refusal ??= e;
  };
  try {
    checkOrderOpen(facts.order.order_status);
  } catch (e) {
    if (!(e instanceof BizError)) throw e;
    refuse(e);
  }

  // No ids in a quote: every passenger and segment still refundable.
  const passengers =
    psgIds.length > 0 ? psgIds.map((id) => psgById.get(id) as PassengerRow) : facts.passengers.filter(ticketOpen);
  const ranges =
    rangeIds.length > 0
      ? rangeIds.map((id) => rangeById.get(id) as RangeRow)
      : facts.ranges.filter((r) => r.status === 'active');
  const lines: Line[] = [];
  for (const range of ranges) {
    if (range.status !== 'active') refuse(invalid('ticketBusy'));
    for (const psg of passengers) {
      const gone = facts.gone.has(pairKey(psg.id, range.id));
      if (gone && psgIds.length === 0) continue;
      if (gone || !ticketOpen(psg)) refuse(invalid('ticketBusy'));
      const type = (psg.psg_type === 2 || psg.psg_type === 3 ? psg.psg_type : 1) as 1 | 2 | 3;
      const fareFen = passengerFareFen(type, Number(range.adult_fare_fen), Number(range.class_full_fare_fen));
      const taxFen = passengerTaxFen(type, Number(range.construction_fen), Number(range.fuel_fen));
      const fee = flightRefundFee(fareFen, Number(range.dep_at), nowMs);
      if (!fee.allowed) {
        refuse(invalid('refundCutoff'));
        lines.push({ psg, range, fareFen, taxFen, feeFen: 0, refundFen: 0, allowed: false });
        continue;
      }
      // Involuntary refunds (flight delayed or cancelled, illness with proof) carry no fee.
      const feeFen = req.refundType === 2 ? 0 : fee.feeFen;
      lines.push({ psg, range, fareFen, taxFen, feeFen, refundFen: fareFen - feeFen + taxFen, allowed: true });
    }
    // Children and infants never stay on a segment without an adult.
    const leaving = new Set(lines.filter((l) => l.range.id === range.id).map((l) => l.psg.id));
    const staying = flyingOn(facts, range.id).filter((p) => !leaving.has(p.id));
    if (staying.length > 0 && !staying.some((p) => p.psg_type === 1)) refuse(invalid('refundNeedsAdult'));
  }
  if (lines.length === 0) refuse(invalidField(passengers.length === 0 ? 'psgIds' : 'rangeIds', 'fieldRequired'));
  return { lines, refusal };
}

function itemsOf(lines: readonly Line[]): RefundQuoteData['items'] {
  return lines.map((l) => ({
    psgId: l.psg.id,
    rangeId: l.range.id,
    fare: fenToYuan(l.fareFen),
    tax: fenToYuan(l.taxFen),
    fee: fenToYuan(l.feeFen),
    refund: fenToYuan(l.refundFen),
  }));
}

/** A proof is an uploaded file's URL: http(s) or a path on this server. */
function checkProof(url: string | undefined): string {
  const u = (url ?? '').trim();
  if (u === '') throw invalid('refundProofRequired');
  if (!/^(https?:\/\/|\/)\S+$/.test(u)) throw invalidField('refundProveUrl', 'fieldFormat');
  return u;
}

export function flightRefunds(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  return {
    async moreInfo(locale: Locale): Promise<MoreRefundInfoData> {
      return {
        reasons: refundReasons(locale),
        proofFormats: [...PROOF_FORMATS],
        proofMaxMb: PROOF_MAX_MB,
        ruleText: refundRuleText(locale),
      };
    },

    /** applyRefund: the fee preview; a refusal is answered as `allowed: false` with the reason. */
    async quote(auth: AuthInfo, req: RefundQuoteRequest, locale: Locale): Promise<RefundQuoteData> {
      let facts: FlightOrderFacts;
      try {
        facts = await loadFlightOrder(ctx.db, auth, req.orderId);
      } catch (e) {
        if (e instanceof BizError && e.key === 'afterSalesIntl') {
          return { allowed: false, reason: translate(locale, e.key), items: [], totalFee: 0, totalRefund: 0 };
        }
        throw e;
      }
      const q = quote(facts, req, nowMs(), false);
      const allowed = q.refusal === null;
      const lines = q.lines.filter((l) => l.allowed);
      return {
        allowed,
        reason: q.refusal ? translate(locale, q.refusal.key, q.refusal.params) : '',
        items: itemsOf(q.lines),
        totalFee: fenToYuan(sum(lines, (l) => l.feeFen)),
        totalRefund: fenToYuan(sum(lines, (l) => l.refundFen)),
      };
    },

    /** refundAdd inside the idempotent transaction. */
    async add(trx: Db, auth: AuthInfo, req: RefundAddRequest): Promise<RefundAddData> {
      const at = nowMs();
      const facts = await loadFlightOrder(trx, auth, req.orderId);
      checkOrderOpen(facts.order.order_status);
      const q = quote(facts, req, at, true);
      if (q.refusal) throw q.refusal;
      const reason = req.refundReasonVip.trim();
      if (reason === '') throw invalidField('refundReasonVip', 'fieldRequired');
      const proveUrl = req.refundType === 2 ? checkProof(req.refundProveUrl) : (req.refundProveUrl ?? '').trim();

      const repo = afterSalesRepository(trx);
      const main = facts.order;
      const refundId = newId(at);
      const refundNo = subOrderNo('R', at);
      const totals = {
        fare: sum(q.lines, (l) => l.fareFen),
        tax: sum(q.lines, (l) => l.taxFen),
        fee: sum(q.lines, (l) => l.feeFen),
        refund: sum(q.lines, (l) => l.refundFen),
      };
      // The sub-order belongs to the flight order's booker (messages, scope); the asker is kept on the refund.
      await repo.insertOrder(
        {
          id: refundId,
          corp_id: main.corp_id,
          emp_id: main.emp_id,
          dept_id: main.dept_id,
          order_no: refundNo,
          order_type: ORDER_TYPE.flightRefund,
          product_type: main.product_type,
          order_status: 'refunding',
          total_fen: totals.refund,
          title: `退票 ${main.title}`,
          travel_date: main.travel_date,
          transfer_flag: main.transfer_flag,
          is_show_guarantee: 0,
          ccsqd_id: main.ccsqd_id,
          created_at: at,
          updated_at: at,
          link_man: main.link_man,
          link_tel: main.link_tel,
          link_email: main.link_email,
          cost_center_id: main.cost_center_id,
          project_id: main.project_id,
          remark: reason,
        },
        await travellerCopies(trx, main.id, at, newId),
      );
      await repo.insertRefund(
        {
          id: refundId,
          order_id: main.id,
          corp_id: main.corp_id,
          emp_id: auth.empId,
          refund_type: req.refundType,
          reason,
          prove_url: proveUrl,
          fare_fen: totals.fare,
          tax_fen: totals.tax,
          fee_fen: totals.fee,
          refund_fen: totals.refund,
          prev_order_status: main.order_status,
          payment_id: null,
          payment_method: '',
          returned_fen: 0,
          returned_at: null,
          created_at: at,
        },
        q.lines.map((l) => ({
          refund_id: refundId,
          psg_id: l.psg.id,
          range_id: l.range.id,
          order_id: main.id,
          corp_id: main.corp_id,
          psg_type: l.psg.psg_type,
          fare_fen: l.fareFen,
          tax_fen: l.taxFen,
          fee_fen: l.feeFen,
          refund_fen: l.refundFen,
          prev_ticket_status: l.psg.ticket_status,
        })),
      );
      const opts = { nowMs: at, actorEmpId: auth.empId };
      await orderCreated(trx, refundId, `refund of ${main.order_no}`, opts);
      await repo.setTicketStatus([...new Set(q.lines.map((l) => l.psg.id))], 'refunding');
      await orderTransition(trx, main.id, [main.order_status as OrderStatus], 'refunding', `refund ${refundNo}`, {
        ...opts,
        message: false,
      });
      const sub = await repo.order(refundId);
      if (sub) await messageAbout(trx, sub, 'msgRefundApplied', at);
      await enqueue(trx, REFUND_JOB, { refundId } satisfies RefundJob, at + REFUND_DELAY_MS, at);
      return {
        refundId,
        refundNo,
        status: 'refunding',
        totalFee: fenToYuan(totals.fee),
        totalRefund: fenToYuan(totals.refund),
      };
    },

    /** refundCancel inside the idempotent transaction: only while the refund is still being processed. */
    async cancel(trx: Db, auth: AuthInfo, refundId: string): Promise<{ refundId: string; status: string }> {
      const repo = afterSalesRepository(trx);
      const sub = await repo.orderInScope(refundId, scopeFor(auth, 3), [ORDER_TYPE.flightRefund]);
      const refund = sub ? await repo.refund(refundId) : undefined;
      if (!sub || !refund) throw notFound();
      if (sub.order_status === 'cancelled') return { refundId, status: 'cancelled' };
      if (sub.order_status !== 'refunding') throw invalid('refundNotPending');
      const at = nowMs();
      const opts = { nowMs: at, actorEmpId: auth.empId };
      await orderTransition(trx, refundId, ['refunding'], 'cancelled', 'refund withdrawn', { ...opts, message: false });
      const items = await repo.refundItems(refundId);
      for (const [psgId, prev] of new Map(items.map((i) => [i.psg_id, i.prev_ticket_status]))) {
        await repo.setTicketStatus([psgId], prev, 'refunding');
      }
      await orderTransition(
        trx,
        refund.order_id,
        ['refunding'],
        refund.prev_order_status as OrderStatus,
        `refund ${sub.order_no} withdrawn`,
        { ...opts, message: false },
      );
      await messageAbout(trx, sub, 'msgRefundWithdrawn', at);
      return { refundId, status: 'cancelled' };
    },

    async detail(auth: AuthInfo, req: RefundDetailRequest): Promise<RefundOrderDetail> {
      const repo = afterSalesRepository(ctx.db);
      const scope = scopeFor(auth, 3);
      let id = req.refundId?.trim() ?? '';
      if (id === '' && req.orderId) {
        // An order id: the refund itself (as the order centre opens it) or a flight order's newest refund.
        const own = await repo.orderInScope(req.orderId, scope, [ORDER_TYPE.flightRefund]);
        if (own) id = own.id;
        else if (await repo.orderInScope(req.orderId, scope, [ORDER_TYPE.flight])) {
          id = (await repo.latestRefundId(req.orderId)) ?? '';
        }
      }
      if (id === '') throw notFound();
      const sub = await repo.orderInScope(id, scope, [ORDER_TYPE.flightRefund]);
      const refund = sub ? await repo.refund(id) : undefined;
      if (!sub || !refund) throw notFound();
      const [main, items, events] = await Promise.all([
        repo.order(refund.order_id),
        repo.refundItems(id),
        orderTimeline(ctx.db, id),
      ]);
      return {
        refundId: id,
        orderId: refund.order_id,
        orderNo: main?.order_no ?? '',
        refundNo: sub.order_no,
        refundType: refund.refund_type === 2 ? 2 : 1,
        status: sub.order_status,
        reason: refund.reason,
        items: items.map((i) => ({
          psgId: i.psg_id,
          rangeId: i.range_id,
          fare: fenToYuan(Number(i.fare_fen)),
          tax: fenToYuan(Number(i.tax_fen)),
          fee: fenToYuan(Number(i.fee_fen)),
          refund: fenToYuan(Number(i.refund_fen)),
        })),
        totalFee: fenToYuan(Number(refund.fee_fen)),
        totalRefund: fenToYuan(Number(refund.refund_fen)),
        createdAt: chinaDateTime(Number(refund.created_at)),
        timeline: events.map((e) => ({ status: e.to_status, at: chinaDateTime(Number(e.created_at)), note: e.note })),
        canCancel: sub.order_status === 'refunding',
      };
    },
  };
}

/**
 * The airline's answer to a refund (demo: always accepted): refunding → refunded, tickets refunded, seats back,
 * money back to the payment, the flight order partRefunded or refunded. A withdrawn refund is left alone.
 */
export async function processRefund(trx: Db, refundId: string, at: number): Promise<void> {
  const repo = afterSalesRepository(trx);
  const sub = await repo.order(refundId);
  const refund = await repo.refund(refundId);
  if (!sub || !refund || sub.order_status !== 'refunding') return;
  const opts = { nowMs: at, actorEmpId: null };
  await orderTransition(trx, refundId, ['refunding'], 'refunded', 'refund accepted by the airline', opts);

  const [items, ranges, passengers, held] = await Promise.all([
    repo.refundItems(refundId),
    repo.ranges(refund.order_id),
    repo.passengers(refund.order_id),
    repo.heldRefundItems(refund.order_id),
  ]);
  const gone = new Set(held.map((h) => pairKey(h.psg_id, h.range_id)));
  const live = ranges.filter((r) => r.status === 'active');

  // Seats back per segment (infants hold none); a segment nobody flies any more is refunded as a whole.
  const inventory = flightRepository(trx);
  for (const range of live) {
    const seats = items.filter((i) => i.range_id === range.id && i.psg_type !== 3).length;
    if (seats > 0) {
      await inventory.release(
        { flightNo: range.flight_no, date: range.dep_date, cabinCode: range.cabin_code },
        seats,
        at,
      );
    }
    const empty = passengers.every((p) => gone.has(pairKey(p.id, range.id)));
    if (seats > 0 || empty) {
      await repo.updateRange(range.id, {
        seats: Math.max(0, Number(range.seats) - seats),
        ...(empty ? { status: 'refunded' } : {}),
      });
    }
  }

  // A ticket is refunded once every segment of it is; otherwise it goes back to what it was.
  for (const [psgId, prev] of new Map(items.map((i) => [i.psg_id, i.prev_ticket_status]))) {
    const all = live.every((r) => gone.has(pairKey(psgId, r.id)));
    await repo.setTicketStatus([psgId], all ? 'refunded' : prev, 'refunding');
  }

  const everything = live.every((r) => passengers.every((p) => gone.has(pairKey(p.id, r.id))));
  await orderTransition(
    trx,
    refund.order_id,
    ['refunding'],
    everything ? 'refunded' : 'partRefunded',
    `refund ${sub.order_no} done`,
    // The refund order's own message tells the booker.
    { ...opts, message: false },
  );

  // Money back to the payment of the flight order: the company account is credited; an online payment is
  // returned by the provider (recorded here).
  const main = await repo.order(refund.order_id);
  const payment = main?.pay_id ? await repo.payment(main.pay_id) : undefined;
  const fen = Number(refund.refund_fen);
  if (payment?.method === 'company' && fen > 0) await repo.creditCompany(payment.corp_id, fen, at);
  await repo.markReturned(refundId, payment?.id ?? null, payment?.method ?? '', fen, at);
}

/** Registers the refund job (idempotent; the routes call it). */
export function registerRefundJob(): void {
  registerJob<RefundJob>(REFUND_JOB, async ({ ctx, trx }, { refundId }) => {
    await processRefund(trx, refundId, ctx.now().getTime());
  });
}
