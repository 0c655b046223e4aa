/**
 * Train refunds (SPEC §5 train, §7 Train, §9 train): which tickets may be refunded (applyTrRefund), the fee estimate
 * (orderFeeExpect kind 1), the refund (saveTrRefund), its withdrawal while not processed (cancelTrRefund), the list
 * of an order's refunds (findTrRefundOrderByIds) and the detail (trRefundDetail). A refund is an order of type 11010
 * of its own (createChildOrder), created 'refunding'; a persisted step processes it a few seconds later
 * (refundProcess.ts: refunded, seats back to the supplier, money back to the payment, the train order refunded or
 * partRefunded). Every state change is one transaction.
 */
import type {
  AfterSalesCancelData,
  AfterSalesSummary,
  ApplyTrRefundData,
  FeeExpectLine,
  SaveTrRefundData,
  SaveTrRefundRequest,
  TrainRefundDetail,
  TrainSubOrderQuery,
} from '../../../../src/api/contract/trainAfterSales';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { trainRefundFee } from '../../../../src/domain/train/fees';
import { seatName } from '../../../../src/domain/train/seats';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Locale } from '../../i18n/messages';
import { chinaDateTime } from '../../lib/time';
import { defineStep, delayMs } from '../../suppliers/kit/step';
import { endSubOrder, messageAbout, subOrderDetail, withdrawable } from '../orders/afterSales';
import { createChildOrder } from '../orders/creation';
import { NOT_RETURNED } from '../pay/refund';
import type { AuthInfo } from '../session/service';
import {
  SUB_ORDER_PREFIX,
  applyHead,
  asSeatType,
  checkOrderOpen,
  chosenTickets,
  holdTrainOrder,
  loadTrainOrder,
  reasonOf,
  stored,
  summaryOf,
  trainOf,
  type TrainOrderFacts,
} from './common';
import { processRefund } from './refundProcess';
import { trainAfterSalesRepository, type TicketRow } from './repository';

/** The demo rail operator answers a refund 2 to 5 seconds after it is asked. */
export const REFUND_DELAY_MS = { min: 2000, max: 5000 } as const;

/** The step that processes a refund. */
export const refundStep = defineStep<{ refundId: string }>('trainAfterSales.refund', async ({ ctx, trx }, p) => {
  await processRefund(trx, p.refundId, ctx.now().getTime());
});

interface RefundLine {
  ticket: TicketRow;
  legId: string;
  priceFen: number;
  percent: number;
  feeFen: number;
  refundFen: number;
}

/** The money of refunding each chosen ticket now (fee by the time left before its train). */
export function refundLines(facts: TrainOrderFacts, tickets: readonly TicketRow[], nowMs: number): RefundLine[] {
  return tickets.map((t) => {
    const leg = facts.legs.find((l) => l.id === t.leg_id);
    const priceFen = Number(t.price_fen);
    const q = trainRefundFee(priceFen, Number(leg?.dep_at ?? nowMs), nowMs);
    return { ticket: t, legId: t.leg_id, priceFen, ...q };
  });
}

export function feeLinesOf(facts: TrainOrderFacts, lines: readonly RefundLine[]): FeeExpectLine[] {
  return lines.map((l) => ({
    ticketId: l.ticket.id,
    psgName: facts.names.get(Number(l.ticket.seq)) ?? '',
    price: fenToYuan(l.priceFen),
    newPrice: 0,
    percent: l.percent,
    fee: fenToYuan(l.feeFen),
    refund: fenToYuan(l.refundFen),
    pay: 0,
  }));
}

const sum = <T>(xs: readonly T[], f: (x: T) => number): number => xs.reduce((s, x) => s + f(x), 0);

export function trainRefunds(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  return {
    async apply(auth: AuthInfo, orderId: string, locale: Locale): Promise<ApplyTrRefundData> {
      const facts = await loadTrainOrder(ctx.db, auth, orderId);
      return applyHead(facts, locale, nowMs(), 'refund');
    },

    /** orderFeeExpect kind 1. */
    async quote(auth: AuthInfo, orderId: string, ticketIds: readonly string[]) {
      const at = nowMs();
      const facts = await loadTrainOrder(ctx.db, auth, orderId);
      const lines = refundLines(facts, chosenTickets(facts, ticketIds, at, 'refund'), at);
      return {
        kind: 1 as const,
        lines: feeLinesOf(facts, lines),
        totalFee: fenToYuan(sum(lines, (l) => l.feeFen)),
        totalRefund: fenToYuan(sum(lines, (l) => l.refundFen)),
        totalPay: 0,
      };
    },

    /** saveTrRefund inside the idempotent transaction. */
    async add(trx: Db, auth: AuthInfo, req: SaveTrRefundRequest): Promise<SaveTrRefundData> {
      const at = nowMs();
      const reason = reasonOf(req);
      const facts = await loadTrainOrder(trx, auth, req.orderId);
      checkOrderOpen(facts.order.order_status);
      const lines = refundLines(facts, chosenTickets(facts, req.ticketIds, at, 'refund'), at);
      const fee = sum(lines, (l) => l.feeFen);
      const refund = sum(lines, (l) => l.refundFen);
      const main = facts.order;
      const opts = { nowMs: at, actorEmpId: auth.empId };
      const sub = await createChildOrder(
        trx,
        main,
        'refund',
        refund,
        {
          orderType: ORDER_TYPE.trainRefund,
          orderNoPrefix: SUB_ORDER_PREFIX.refund,
          status: 'refunding',
          title: stored('trAsRefundTitle', { title: main.title }),
          remark: reason,
        },
        opts,
      );
      const repo = trainAfterSalesRepository(trx);
      await repo.insertRefund(
        {
          id: sub.orderId,
          order_id: main.id,
          corp_id: main.corp_id,
          emp_id: auth.empId,
          reason,
          fee_fen: fee,
          refund_fen: refund,
          prev_order_status: main.order_status,
          ...NOT_RETURNED,
          created_at: at,
        },
        lines.map((l) => {
          const leg = facts.legs.find((x) => x.id === l.legId);
          const train = leg ? trainOf(leg) : undefined;
          return {
            refund_id: sub.orderId,
            ticket_id: l.ticket.id,
            order_id: main.id,
            corp_id: main.corp_id,
            leg_id: l.legId,
            price_fen: l.priceFen,
            percent: l.percent,
            fee_fen: l.feeFen,
            refund_fen: l.refundFen,
            prev_ticket_status: l.ticket.ticket_status,
            ticket_json: JSON.stringify({
              psgName: facts.names.get(Number(l.ticket.seq)) ?? '',
              trainCode: leg?.train_code ?? '',
              fromName: train?.from.name ?? '',
              toName: train?.to.name ?? '',
              depTime: leg ? chinaDateTime(Number(leg.dep_at)) : '',
              seatType: leg?.seat_type ?? '',
              coach: l.ticket.coach,
              seatNo: l.ticket.seat_no,
            } satisfies RefundTicketSnapshot),
          };
        }),
      );
      await holdTrainOrder(
        trx,
        main,
        'refunding',
        lines.map((l) => l.ticket),
        stored('trAsNoteRefundHeld', { refundNo: sub.orderNo }),
        opts,
      );
      await messageAbout(trx, sub.orderId, 'trAsMsgRefundApplied', at);
      const runAt = at + delayMs(`refund|${sub.orderId}`, REFUND_DELAY_MS.min, REFUND_DELAY_MS.max);
      await refundStep.schedule(trx, { refundId: sub.orderId }, runAt, at);
      return {
        refundId: sub.orderId,
        refundNo: sub.orderNo,
        status: 'refunding',
        totalFee: fenToYuan(fee),
        totalRefund: fenToYuan(refund),
      };
    },

    /** cancelTrRefund inside the idempotent transaction: only while the refund is not processed. */
    async cancel(trx: Db, auth: AuthInfo, refundId: string): Promise<AfterSalesCancelData> {
      const repo = trainAfterSalesRepository(trx);
      const found = await withdrawable(trx, auth, refundId, ORDER_TYPE.trainRefund, (x) => repo.refund(x), {
        statuses: ['refunding'],
        refusal: 'trAsRefundNotPending',
      });
      if (!found) return { id: refundId, status: 'cancelled' };
      const { sub, record: refund } = found;
      await endSubOrder(
        trx,
        {
          sub: { id: refundId, from: ['refunding'], note: stored('trAsNoteRefundWithdrawn') },
          parent: {
            id: refund.order_id,
            held: 'refunding',
            back: refund.prev_order_status,
            note: stored('trAsNoteRefundOrderWithdrawn', { refundNo: sub.order_no }),
          },
          undo: async () => repo.restoreTickets(await repo.refundItems(refundId), 'refunding'),
          message: 'trAsMsgRefundWithdrawn',
        },
        { nowMs: nowMs(), actorEmpId: auth.empId },
      );
      return { id: refundId, status: 'cancelled' };
    },

    async list(auth: AuthInfo, orderId: string): Promise<AfterSalesSummary[]> {
      const facts = await loadTrainOrder(ctx.db, auth, orderId);
      return (await trainAfterSalesRepository(ctx.db).refundsOf(facts.order.id)).map(summaryOf);
    },

    async detail(auth: AuthInfo, req: TrainSubOrderQuery, locale: Locale): Promise<TrainRefundDetail> {
      const repo = trainAfterSalesRepository(ctx.db);
      const { id, sub, record, items, parentNo, timeline } = await subOrderDetail(
        ctx.db,
        auth,
        { id: req.refundId, orderId: req.orderId },
        {
          subType: ORDER_TYPE.trainRefund,
          parentType: ORDER_TYPE.train,
          latest: async (o) => (await repo.refundsOf(o))[0]?.id,
          record: (x) => repo.refund(x),
          items: (x) => repo.refundItems(x),
        },
        locale,
      );
      return {
        refundId: id,
        refundNo: sub.order_no,
        orderId: record.order_id,
        orderNo: parentNo,
        status: sub.order_status,
        reason: record.reason,
        items: items.map((i) => {
          const s = JSON.parse(i.ticket_json) as RefundTicketSnapshot;
          return {
            ticketId: i.ticket_id,
            psgName: s.psgName,
            trainCode: s.trainCode,
            fromName: s.fromName,
            toName: s.toName,
            depTime: s.depTime,
            seatName: seatNameOf(s.seatType, locale),
            coach: s.coach,
            seatNo: s.seatNo,
            price: fenToYuan(Number(i.price_fen)),
            percent: Number(i.percent),
            fee: fenToYuan(Number(i.fee_fen)),
            refund: fenToYuan(Number(i.refund_fen)),
          };
        }),
        totalFee: fenToYuan(Number(record.fee_fen)),
        totalRefund: fenToYuan(Number(record.refund_fen)),
        returnedTo: record.returned_at === null ? '' : record.payment_method,
        returnedAt: record.returned_at === null ? '' : chinaDateTime(Number(record.returned_at)),
        createdAt: chinaDateTime(Number(record.created_at)),
        timeline,
        canCancel: sub.order_status === 'refunding',
      };
    },
  };
}

/** A refunded ticket as it was (train_refund_items.ticket_json). */
interface RefundTicketSnapshot {
  psgName: string;
  trainCode: string;
  fromName: string;
  toName: string;
  depTime: string;
  seatType: string;
  coach: string;
  seatNo: string;
}

const seatNameOf = (code: string, locale: Locale): string => seatName(asSeatType(code), locale);
