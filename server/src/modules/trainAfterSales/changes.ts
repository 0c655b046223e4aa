/**
 * Train changes (SPEC §5 train, §7 Train, §9 train): which tickets may be changed (applyTrChange), the fee estimate
 * (orderFeeExpect kind 2, changePlan.ts), the change order (trChangeOrderAdd: the new seat is held in the same
 * transaction, the change order 11011 'seatSecured' until confirmed or its 15-minute hold passes), confirmation
 * (confirmTrChangeOrder: a dearer seat awaits payment at the cashier and the paid handler goes on; otherwise the
 * issue step follows at once and a cheaper seat's difference comes back less its fee), cancellation, the list of an
 * order's changes and the detail. The issue step is in changeComplete.ts.
 */
import type {
  AfterSalesCancelData,
  AfterSalesSummary,
  ApplyTrChangeData,
  ConfirmTrChangeData,
  TrChangeOrderAddData,
  TrChangeOrderAddRequest,
  TrainChangeDetail,
  TrainSubOrderQuery,
} from '../../../../src/api/contract/trainAfterSales';
import type { TrainItem } from '../../../../src/api/contract/train';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { seatName } from '../../../../src/domain/train/seats';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { Locale } from '../../i18n/messages';
import { invalid } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { reserveSeats } from '../../suppliers/train';
import { messageAbout, subOrderDetail, subOrderInScope, withdrawable } from '../orders/afterSales';
import { createChildOrder } from '../orders/creation';
import { PAY_LIMIT_MS, orderTransition, type PaidHandler } from '../orders/lifecycle';
import { NOT_RETURNED } from '../pay/refund';
import type { AuthInfo } from '../session/service';
import { cancelChange, expireStep, startIssue } from './changeComplete';
import { changeFeeLines, planChange } from './changePlan';
import {
  SUB_ORDER_PREFIX,
  STORED_LOCALE,
  applyHead,
  asSeatType,
  checkOrderOpen,
  holdTrainOrder,
  holdsSeat,
  loadTrainOrder,
  reasonOf,
  stored,
  summaryOf,
  trainOf,
} from './common';
import { localizeTrain, runItem } from './present';
import { trainAfterSalesRepository } from './repository';

/** The train of a stored snapshot in the reader's language: station names are stored in the default one. */
const trainIn = (json: string, locale: Locale): TrainItem => localizeTrain(JSON.parse(json) as TrainItem, locale);

export function trainChanges(ctx: AppContext) {
  const nowMs = () => ctx.now().getTime();

  return {
    async apply(auth: AuthInfo, orderId: string, locale: Locale): Promise<ApplyTrChangeData> {
      const facts = await loadTrainOrder(ctx.db, auth, orderId);
      return {
        ...applyHead(facts, locale, nowMs(), 'change'),
        legs: facts.legs
          .filter((l) => l.status === 'active')
          .map((l) => {
            const train = trainOf(l);
            return {
              legId: l.id,
              fromStation: l.from_station,
              toStation: l.to_station,
              fromName: train.from.name,
              toName: train.to.name,
              depDate: l.dep_date,
            };
          }),
      };
    },

    /** orderFeeExpect kind 2. */
    async quote(auth: AuthInfo, orderId: string, ticketIds: readonly string[], seatKey: string | undefined) {
      const plan = await planChange(ctx.db, auth, { orderId, ticketIds, seatKey }, nowMs());
      return {
        kind: 2 as const,
        lines: changeFeeLines(plan),
        totalFee: fenToYuan(plan.feeFen),
        totalRefund: fenToYuan(plan.refundFen),
        totalPay: fenToYuan(plan.payFen),
      };
    },

    /** trChangeOrderAdd inside the idempotent transaction: the new seat is held until confirmed. */
    async add(trx: Db, auth: AuthInfo, req: TrChangeOrderAddRequest): Promise<TrChangeOrderAddData> {
      const at = nowMs();
      const reason = reasonOf(req);
      const plan = await planChange(trx, auth, req, at);
      const main = plan.facts.order;
      checkOrderOpen(main.order_status);
      const { run, seat, leg } = plan;
      const seats = plan.lines.filter((l) => holdsSeat(l.ticket)).length;
      if (!(await reserveSeats(trx, run.trainId, seat.seatType, seats, at))) throw invalid('seatsInsufficient');

      const opts = { nowMs: at, actorEmpId: auth.empId };
      const newTrain = runItem(run, seat, seats, STORED_LOCALE);
      const sub = await createChildOrder(
        trx,
        main,
        'change',
        plan.payFen > 0 ? plan.payFen : plan.refundFen,
        {
          orderType: ORDER_TYPE.trainChange,
          orderNoPrefix: SUB_ORDER_PREFIX.change,
          status: 'seatSecured',
          title: stored('trAsChangeTitle', {
            trainCode: run.trainCode,
            from: newTrain.from.name,
            to: newTrain.to.name,
          }),
          travelDate: run.depDate,
          remark: reason,
        },
        opts,
      );
      const holdDeadline = at + PAY_LIMIT_MS;
      const repo = trainAfterSalesRepository(trx);
      await repo.insertChange(
        {
          id: sub.orderId,
          order_id: main.id,
          corp_id: main.corp_id,
          emp_id: auth.empId,
          reason,
          old_leg_id: leg.id,
          old_train_json: leg.train_json,
          old_seat_type: leg.seat_type,
          new_train_json: JSON.stringify(newTrain),
          new_seat_type: seat.seatType,
          new_train_code: run.trainCode,
          new_dep_date: run.depDate,
          new_from_station: run.from.code,
          new_to_station: run.to.code,
          new_dep_at: run.depAtMs,
          new_arr_at: run.arrAtMs,
          new_price_fen: seat.priceFen,
          seats_reserved: seats,
          pay_fen: plan.payFen,
          fee_fen: plan.feeFen,
          refund_fen: plan.refundFen,
          prev_order_status: main.order_status,
          hold_deadline: holdDeadline,
          new_leg_id: null,
          ...NOT_RETURNED,
          completed_at: null,
          created_at: at,
        },
        plan.lines.map((l) => ({
          change_id: sub.orderId,
          ticket_id: l.ticket.id,
          order_id: main.id,
          corp_id: main.corp_id,
          psg_name: plan.facts.names.get(Number(l.ticket.seq)) ?? '',
          old_price_fen: l.oldFen,
          new_price_fen: l.newFen,
          fee_fen: l.feeFen,
          refund_fen: l.refundFen,
          pay_fen: l.payFen,
          old_coach: l.ticket.coach,
          old_seat_no: l.ticket.seat_no,
          old_ticket_no: l.ticket.ticket_no,
          new_coach: '',
          new_seat_no: '',
          new_ticket_no: '',
          prev_ticket_status: l.ticket.ticket_status,
        })),
      );
      await holdTrainOrder(
        trx,
        main,
        'changing',
        plan.lines.map((l) => l.ticket),
        stored('trAsNoteChangeHeld', { changeNo: sub.orderNo }),
        opts,
      );
      await messageAbout(trx, sub.orderId, 'trAsMsgSeatHeld', at);
      await expireStep.schedule(trx, { changeId: sub.orderId }, holdDeadline, at);
      return {
        changeId: sub.orderId,
        changeNo: sub.orderNo,
        status: 'seatSecured',
        totalPay: fenToYuan(plan.payFen),
        totalFee: fenToYuan(plan.feeFen),
        totalRefund: fenToYuan(plan.refundFen),
        holdDeadline: chinaDateTime(holdDeadline),
      };
    },

    /** confirmTrChangeOrder inside the idempotent transaction. */
    async confirm(trx: Db, auth: AuthInfo, changeId: string): Promise<ConfirmTrChangeData> {
      const repo = trainAfterSalesRepository(trx);
      const { sub, record: change } = await subOrderInScope(trx, auth, changeId, ORDER_TYPE.trainChange, (x) =>
        repo.change(x),
      );
      const at = nowMs();
      const payFen = Number(change.pay_fen);
      if (sub.order_status !== 'seatSecured') {
        if (sub.order_status === 'cancelled' || sub.order_status === 'closed') throw invalid('trAsChangeNotHeld');
        return confirmData(changeId, sub.order_status, payFen, sub.pay_deadline);
      }
      if (at >= Number(change.hold_deadline)) throw invalid('trAsHoldExpired');
      const opts = { nowMs: at, actorEmpId: auth.empId };
      if (payFen > 0) {
        const amount = fenToYuan(payFen).toFixed(2);
        const note = stored('trAsNoteConfirmedPay', { amount });
        await orderTransition(trx, changeId, ['seatSecured'], 'awaitingPayment', note, { ...opts, message: false });
        await messageAbout(trx, changeId, 'trAsMsgChangeAwaitingPayment', at);
        await expireStep.schedule(trx, { changeId }, at + PAY_LIMIT_MS, at);
        return confirmData(changeId, 'awaitingPayment', payFen, at + PAY_LIMIT_MS);
      }
      await startIssue(trx, changeId, 'seatSecured', stored('trAsNoteConfirmed'), opts);
      return confirmData(changeId, 'changing', 0, null);
    },

    /** cancelTrChangeOrder inside the idempotent transaction: held or awaiting payment. */
    async cancel(trx: Db, auth: AuthInfo, changeId: string): Promise<AfterSalesCancelData> {
      const repo = trainAfterSalesRepository(trx);
      const found = await withdrawable(trx, auth, changeId, ORDER_TYPE.trainChange, (x) => repo.change(x), {
        statuses: ['seatSecured', 'awaitingPayment'],
        refusal: 'trAsChangeNotPending',
      });
      if (!found) return { id: changeId, status: 'cancelled' };
      await cancelChange(trx, changeId, 'trAsNoteChangeCancelled', nowMs(), auth.empId);
      return { id: changeId, status: 'cancelled' };
    },

    async list(auth: AuthInfo, orderId: string): Promise<AfterSalesSummary[]> {
      const facts = await loadTrainOrder(ctx.db, auth, orderId);
      return (await trainAfterSalesRepository(ctx.db).changesOf(facts.order.id)).map(summaryOf);
    },

    async detail(auth: AuthInfo, req: TrainSubOrderQuery, locale: Locale): Promise<TrainChangeDetail> {
      const repo = trainAfterSalesRepository(ctx.db);
      const { id, sub, record, items, parentNo, timeline } = await subOrderDetail(
        ctx.db,
        auth,
        { id: req.changeId, orderId: req.orderId },
        {
          subType: ORDER_TYPE.trainChange,
          parentType: ORDER_TYPE.train,
          latest: async (o) => (await repo.changesOf(o))[0]?.id,
          record: (x) => repo.change(x),
          items: (x) => repo.changeItems(x),
        },
        locale,
      );
      const at = nowMs();
      const status = sub.order_status;
      const deadline = sub.pay_deadline === null ? null : Number(sub.pay_deadline);
      const awaiting = status === 'awaitingPayment' && deadline !== null && at <= deadline;
      const held = status === 'seatSecured' && at < Number(record.hold_deadline);
      const newSeatType = asSeatType(record.new_seat_type);
      return {
        changeId: id,
        changeNo: sub.order_no,
        orderId: record.order_id,
        orderNo: parentNo,
        status,
        reason: record.reason,
        oldTrain: trainIn(record.old_train_json, locale),
        newTrain: trainIn(record.new_train_json, locale),
        oldSeatName: seatName(asSeatType(record.old_seat_type), locale),
        newSeatType,
        newSeatName: seatName(newSeatType, locale),
        items: items.map((i) => ({
          ticketId: i.ticket_id,
          psgName: i.psg_name,
          oldPrice: fenToYuan(Number(i.old_price_fen)),
          newPrice: fenToYuan(Number(i.new_price_fen)),
          fee: fenToYuan(Number(i.fee_fen)),
          refund: fenToYuan(Number(i.refund_fen)),
          pay: fenToYuan(Number(i.pay_fen)),
          oldCoach: i.old_coach,
          oldSeatNo: i.old_seat_no,
          newCoach: i.new_coach,
          newSeatNo: i.new_seat_no,
          newTicketNo: i.new_ticket_no,
        })),
        totalPay: fenToYuan(Number(record.pay_fen)),
        totalFee: fenToYuan(Number(record.fee_fen)),
        totalRefund: fenToYuan(Number(record.refund_fen)),
        payOrderId: awaiting ? id : '',
        payDeadline: awaiting && deadline !== null ? chinaDateTime(deadline) : '',
        holdDeadline: held ? chinaDateTime(Number(record.hold_deadline)) : '',
        createdAt: chinaDateTime(Number(record.created_at)),
        timeline,
        canConfirm: held,
        canCancel: held || awaiting,
      };
    },
  };
}

function confirmData(changeId: string, status: string, payFen: number, deadline: number | null): ConfirmTrChangeData {
  const awaiting = status === 'awaitingPayment';
  return {
    changeId,
    status,
    payOrderId: awaiting ? changeId : '',
    payAmount: awaiting ? fenToYuan(payFen) : 0,
    payDeadline: awaiting && deadline !== null ? chinaDateTime(Number(deadline)) : '',
  };
}

/** A paid change order (11011) goes on to the issue step (the train after-sales product's onPaid). */
export const changePaidHandler: PaidHandler = async (trx, orderId, ctx) => {
  await startIssue(trx, orderId, 'paid', stored('trAsNoteChangePaid'), {
    nowMs: ctx.now().getTime(),
    actorEmpId: null,
  });
};
