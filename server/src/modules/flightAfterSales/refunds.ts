/**
 * Flight refunds (SPEC §3 refund, §7 order operations, §9 fees): the quote (applyRefund, refundQuote.ts), the reasons
 * and proof rules (moreRefundInfo), the application (refundAdd), its withdrawal (refundCancel) and detail. A refund
 * is an order of type 11002 of its own (orders/creation.ts createChildOrder; the order centre lists it): created
 * 'refunding', processed by a persisted job a few seconds later (refundProcess.ts: refunded, seats back to the
 * inventory, tickets refunded, money back to the payment, the flight order partRefunded or refunded). Every state
 * change is one transaction.
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
import { fenToYuan } from '../../../../src/domain/money';
import { translate, type Locale } from '../../i18n/messages';
import { STORED_LOCALE } from '../../i18n/stored';
import type { JobHandlers } from '../../jobs';
import { BizError, invalidField } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { defineStep, stepHandlers } from '../../suppliers/kit/step';
import { endSubOrder, messageAbout, subOrderDetail, withdrawable } from '../orders/afterSales';
import { createChildOrder } from '../orders/creation';
import { NOT_RETURNED } from '../pay/refund';
import type { AuthInfo } from '../session/service';
import { SUB_ORDER_PREFIX, checkOrderOpen, holdFlightOrder, loadFlightOrder, type FlightOrderFacts } from './common';
import { processRefund } from './refundProcess';
import { checkProof, itemsOf, quote, sum } from './refundQuote';
import { afterSalesRepository } from './repository';
import { PROOF_FORMATS, PROOF_MAX_MB, refundReasons, refundRuleText } from './texts';

export { processRefund };

export const REFUND_JOB = 'flightAfterSales.refund';
/** The demo airline answers a refund a few seconds after it is asked. */
export const REFUND_DELAY_MS = 3000;

/** The step that processes a refund (the airline's answer). */
const refundStep = defineStep<{ refundId: string }>(REFUND_JOB, async ({ ctx, trx }, { refundId }) => {
  await processRefund(trx, refundId, ctx.now().getTime());
});

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
      const totals = {
        fare: sum(q.lines, (l) => l.fareFen),
        tax: sum(q.lines, (l) => l.taxFen),
        fee: sum(q.lines, (l) => l.feeFen),
        refund: sum(q.lines, (l) => l.refundFen),
      };
      const opts = { nowMs: at, actorEmpId: auth.empId };
      // The sub-order belongs to the flight order's booker (messages, scope); the asker is kept on the refund.
      const sub = await createChildOrder(
        trx,
        main,
        'refund',
        totals.refund,
        {
          orderType: ORDER_TYPE.flightRefund,
          orderNoPrefix: SUB_ORDER_PREFIX.refund,
          status: 'refunding',
          title: `退票 ${main.title}`,
          remark: reason,
        },
        opts,
      );
      const { orderId: refundId, orderNo: refundNo } = sub;
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
          ...NOT_RETURNED,
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
      const psgIds = [...new Set(q.lines.map((l) => l.psg.id))];
      await holdFlightOrder(trx, main, 'refunding', psgIds, `refund ${refundNo}`, opts);
      await messageAbout(trx, refundId, 'msgRefundApplied', at);
      await refundStep.schedule(trx, { refundId }, at + REFUND_DELAY_MS, at);
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
      const found = await withdrawable(trx, auth, refundId, ORDER_TYPE.flightRefund, (x) => repo.refund(x), {
        statuses: ['refunding'],
        refusal: 'refundNotPending',
      });
      if (!found) return { refundId, status: 'cancelled' };
      const { sub, record: refund } = found;
      await endSubOrder(
        trx,
        {
          sub: { id: refundId, from: ['refunding'], note: 'refund withdrawn' },
          parent: {
            id: refund.order_id,
            held: 'refunding',
            back: refund.prev_order_status,
            note: `refund ${sub.order_no} withdrawn`,
          },
          undo: async () => repo.restoreTickets(await repo.refundItems(refundId), 'refunding'),
          message: 'msgRefundWithdrawn',
        },
        { nowMs: nowMs(), actorEmpId: auth.empId },
      );
      return { refundId, status: 'cancelled' };
    },

    /** `locale`: the reader's language of the timeline notes (issue 15), as the change detail takes it. */
    async detail(auth: AuthInfo, req: RefundDetailRequest, locale: Locale = STORED_LOCALE): Promise<RefundOrderDetail> {
      const repo = afterSalesRepository(ctx.db);
      const { id, sub, record, items, parentNo, timeline } = await subOrderDetail(
        ctx.db,
        auth,
        { id: req.refundId, orderId: req.orderId },
        {
          subType: ORDER_TYPE.flightRefund,
          parentType: ORDER_TYPE.flight,
          latest: (o) => repo.latestRefundId(o),
          record: (x) => repo.refund(x),
          items: (x) => repo.refundItems(x),
        },
        locale,
      );
      return {
        refundId: id,
        orderId: record.order_id,
        orderNo: parentNo,
        refundNo: sub.order_no,
        refundType: record.refund_type === 2 ? 2 : 1,
        status: sub.order_status,
        reason: record.reason,
        items: items.map((i) => ({
          psgId: i.psg_id,
          rangeId: i.range_id,
          fare: fenToYuan(Number(i.fare_fen)),
          tax: fenToYuan(Number(i.tax_fen)),
          fee: fenToYuan(Number(i.fee_fen)),
          refund: fenToYuan(Number(i.refund_fen)),
        })),
        totalFee: fenToYuan(Number(record.fee_fen)),
        totalRefund: fenToYuan(Number(record.refund_fen)),
        createdAt: chinaDateTime(Number(record.created_at)),
        timeline,
        canCancel: sub.order_status === 'refunding',
      };
    },
  };
}

/** The refund job (declared by the flight product). */
export const refundJobs: JobHandlers = stepHandlers(refundStep);
