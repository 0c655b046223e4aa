/**
 * Train order reads: trOrderDetail / trainSferOrderDetail (documents and phones masked, SPEC §9; refund and change
 * only while after-sales are open, at least 4 hours before departure), isTrainSferOrder, queryNoPay4Param (unpaid
 * train orders) and the calendar segments of the product.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type { ScheduleListItem } from '../../../../src/api/contract/orders';
import type {
  SeatType,
  TrainItem,
  TrainOrderDetail,
  TrainOrderLeg,
  TrainOrderPassenger,
} from '../../../../src/api/contract/train';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import type { PriceLineFen } from '../../../../src/domain/priceDetail';
import { afterSalesOpen } from '../../../../src/domain/train/sale';
import { seatName } from '../../../../src/domain/train/seats';
import { translate, type Locale } from '../../i18n/messages';
import { notFound } from '../../lib/errors';
import { addDays, chinaDateTime, chinaDayStartMs } from '../../lib/time';
import { STATIONS } from '../../suppliers/train';
import { insuranceOut, maskedTraveller, orderDetailBase, parseJson, priceLinesOut } from '../orders/detail';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { CANCELLABLE } from './cancel';
import { stationRef } from './present';
import { trainRepository } from './repository';

/** The stored train in the reader's language (station names again from the network). */
export function localTrain(json: string, locale: Locale): TrainItem | null {
  const t = parseJson<TrainItem | null>(json, null);
  if (!t) return null;
  const from = STATIONS.get(t.from.code);
  const to = STATIONS.get(t.to.code);
  return {
    ...t,
    from: from ? stationRef(from, locale) : t.from,
    to: to ? stationRef(to, locale) : t.to,
    seats: t.seats.map((s) => ({ ...s, seatName: seatName(s.seatType, locale) })),
  };
}

/** A price line's label: leg (for two legs), ticket type, insurance product name or service fee. */
function priceLabel(locale: Locale, l: PriceLineFen, legs: number): string {
  if (l.kind === 'serviceFee') return translate(locale, 'train.price.serviceFee');
  if (l.kind !== 'fare') return l.label;
  const leg = legs > 1 && l.segment !== undefined ? translate(locale, 'train.price.leg', { n: l.segment + 1 }) : '';
  const key =
    l.label === 'adult' ? 'train.price.adult' : l.label === 'child' ? 'train.price.child' : 'train.price.free';
  return `${leg}${translate(locale, key)}`;
}

/** Statuses in which tickets are out and may be refunded or changed (while after-sales are open). */
const TICKETED = ['issued', 'changed', 'partChanged', 'partRefunded'];

/** Reads through `db` (default the app's; a transaction inside a write). */
export function trainOrders(ctx: AppContext, db: Db = ctx.db) {
  const repo = trainRepository(db);

  return {
    async detail(auth: AuthInfo, orderId: string, locale: Locale): Promise<TrainOrderDetail> {
      const order = await repo.orderInScope(orderId, scopeFor(auth, 3));
      if (!order) throw notFound();
      const nowMs = ctx.now().getTime();
      const [legRows, ticketRows, travellers, base, afterSales, railName] = await Promise.all([
        repo.legs(orderId),
        repo.tickets(orderId),
        repo.travellers(orderId),
        orderDetailBase(db, auth.corpId, order, order.violations_json, nowMs, locale),
        repo.afterSales(orderId),
        repo.railAccountName(auth.corpId, order.rail_account_id),
      ]);
      const legs: TrainOrderLeg[] = legRows.flatMap((l) => {
        const train = localTrain(l.train_json, locale);
        if (!train) return [];
        const seatType = l.seat_type as SeatType;
        return [
          {
            legId: l.id,
            seq: l.seq,
            train,
            seatType,
            seatName: seatName(seatType, locale),
            price: fenToYuan(Number(l.price_fen)),
          },
        ];
      });
      const passengers: TrainOrderPassenger[] = travellers.map((p) => {
        const mine = ticketRows.filter((t) => t.seq === p.seq);
        return {
          ...maskedTraveller({
            id: p.id,
            name: p.name,
            psgType: p.psg_type,
            idType: p.id_type,
            idno: p.idno,
            phone: mine[0]?.phone || p.phone,
            empId: p.emp_id,
          }),
          tickets: mine.map((t) => ({
            legId: t.leg_id,
            coach: t.coach,
            seatNo: t.seat_no,
            ticketNo: t.ticket_no,
            ticketStatus: t.ticket_status,
            price: fenToYuan(Number(t.price_fen)),
            paperTicket: t.paper_ticket === 1,
          })),
          insurance: insuranceOut(mine[0]?.insurance_json),
        };
      });
      const status = order.order_status;
      const live = legRows.filter((l) => l.status === 'active');
      const open = live.some((l) => afterSalesOpen(chinaDateTime(Number(l.dep_at)).slice(0, 16), nowMs));
      const ticketed = TICKETED.includes(status);
      return {
        ...base.fields,
        transferFlag: order.train_transfer_flag === 1 ? 1 : 0,
        legs,
        passengers,
        railAccount: railName ? maskRail(railName) : '',
        ...(order.ccsqd_id ? { ccsqdId: order.ccsqd_id, ccsqdNo: base.names.ccsqdNo } : {}),
        ...(order.route_id ? { routeId: order.route_id } : {}),
        priceLines: priceLinesOut(order.price_json, (l) => priceLabel(locale, l, legRows.length)),
        actions: {
          cancel: (CANCELLABLE as string[]).includes(status),
          pay: base.payOpen,
          refund: ticketed && open,
          change: ticketed && open,
        },
        refunds: afterSales.refunds.map((r) => ({
          refundId: r.id,
          status: r.order_status,
          amount: fenToYuan(Number(r.total_fen)),
        })),
        changes: afterSales.changes.map((c) => ({
          changeId: c.id,
          status: c.order_status,
          amount: fenToYuan(Number(c.total_fen)),
        })),
      };
    },

    /** isTrainSferOrder: whether the order is a transfer (opens /tr/trSferOrderDetail). */
    async transferFlag(auth: AuthInfo, orderId: string): Promise<{ orderId: string; transferFlag: 0 | 1 }> {
      const order = await repo.orderInScope(orderId, scopeFor(auth, 3));
      if (!order) throw notFound();
      return { orderId, transferFlag: order.train_transfer_flag === 1 ? 1 : 0 };
    },

    /** queryNoPay4Param: the caller's unpaid train orders, newest first. */
    async unpaid(auth: AuthInfo) {
      const rows = await repo.unpaid(scopeFor(auth, 1), 20);
      return rows.map((r) => ({
        orderId: r.id,
        orderNo: r.order_no,
        orderType: ORDER_TYPE.train,
        title: r.title,
        amount: fenToYuan(Number(r.total_fen)),
        travelDate: r.travel_date,
        payDeadline: r.pay_deadline === null ? '' : chinaDateTime(Number(r.pay_deadline)),
        transferFlag: (r.train_transfer_flag === 1 ? 1 : 0) as 0 | 1,
      }));
    },

    /** The caller's train legs departing between two China days (inclusive), one calendar segment each. */
    async segments(
      auth: AuthInfo,
      range: { dateStart: string; dateEnd: string },
      locale: Locale,
    ): Promise<ScheduleListItem[]> {
      const rows = await repo.schedule(
        auth.corpId,
        auth.empId,
        chinaDayStartMs(range.dateStart),
        chinaDayStartMs(addDays(range.dateEnd, 1)),
      );
      return rows.flatMap((r) => {
        const t = localTrain(r.train_json, locale);
        if (!t) return [];
        return [
          {
            orderId: r.order_id,
            orderNo: r.order_no,
            orderType: ORDER_TYPE.train,
            orderStatus: r.order_status,
            date: t.depTime.slice(0, 10),
            time: t.depTime.slice(11, 16),
            title: `${t.from.cityName}-${t.to.cityName} ${t.trainCode}`,
            subtitle: `${t.from.name} ${t.depTime.slice(11, 16)} → ${t.to.name} ${t.arrTime.slice(11, 16)}`,
          },
        ];
      });
    },
  };
}

/** A rail account name shown masked (its first and last two characters). */
function maskRail(id: string): string {
  return id.length <= 4 ? '****' : `${id.slice(0, 2)}****${id.slice(-2)}`;
}

export type TrainOrders = ReturnType<typeof trainOrders>;
