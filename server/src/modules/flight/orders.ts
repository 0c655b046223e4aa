/** orderDetail and scheduleOrder of domestic flight orders (documents and phones masked, SPEC §9). */
import type { AppContext } from '../../context';
import type {
  FlightOrderDetail,
  FlightOrderPassenger,
  FlightOrderRange,
  ScheduleOrderItem,
  ScheduleOrderRequest,
} from '../../../../src/api/contract/flight';
import type { PriceLineFen } from '../../../../src/domain/priceDetail';
import { maskEmail, maskMobile } from '../../../../src/domain/masking';
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import { invalidField, notFound } from '../../lib/errors';
import { addDays, chinaDateTime, chinaDayStartMs, isCalendarDate } from '../../lib/time';
import type { SupplierFare } from '../../suppliers/flight';
import { afterSalesOfOrder } from '../flightAfterSales/repository';
import { orderTimeline } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import { maskDocument } from '../people/service';
import type { AuthInfo } from '../session/service';
import { orderViolations } from './approvalOutcome';
import { airportRef, fromSnapshot, toCabin, toFlightItem, type FlightSnapshot } from './present';
import { flightRepository } from './repository';
import { priceLineLabel } from './texts';

const SCHEDULE_DEFAULT_DAYS = 90;

function parse<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function flightOrders(ctx: AppContext) {
  const repo = flightRepository(ctx.db);

  return {
    async detail(auth: AuthInfo, orderId: string, locale: Locale): Promise<FlightOrderDetail> {
      const order = await repo.orderInScope(orderId, scopeFor(auth, 3));
      if (!order) throw notFound();
      const nowMs = ctx.now().getTime();
      const [rangeRows, psgRows, events, costCenterName, projectName, afterSales, ccsqd] = await Promise.all([
        repo.ranges(orderId),
        repo.passengers(orderId),
        orderTimeline(ctx.db, orderId),
        repo.namesOf('cost_centers', auth.corpId, order.cost_center_id),
        repo.namesOf('projects', auth.corpId, order.project_id),
        afterSalesOfOrder(ctx.db, orderId),
        order.ccsqd_id ? repo.ccsqdNo(order.ccsqd_id, auth.corpId) : Promise.resolve(undefined),
      ]);
      const tripType = (order.trip_type === 2 || order.trip_type === 3 ? order.trip_type : 1) as 1 | 2 | 3;
      const opts = { locale, secret: ctx.config.codeSecret, searchedAt: Number(order.created_at) };

      const ranges: FlightOrderRange[] = rangeRows.map((r) => {
        const snapshot = parse<FlightSnapshot | null>(r.flight_json, null);
        const fare = parse<SupplierFare | null>(r.cabin_json, null);
        if (!snapshot || !fare) throw new Error(`flight range ${r.id} has no snapshot`);
        const flight = fromSnapshot(snapshot, fare, Number(r.seats));
        const cabin = { ...toCabin(flight, flight.fares[0] as (typeof flight.fares)[number], opts), fareKey: '' };
        return { rangeId: r.id, flight: toFlightItem(flight, cabin, locale), cabin };
      });

      const passengers: FlightOrderPassenger[] = psgRows.map((p) => ({
        psgId: p.id,
        psgName: p.psg_name,
        psgType: (p.psg_type === 2 || p.psg_type === 3 ? p.psg_type : 1) as 1 | 2 | 3,
        idType: p.id_type,
        idno: maskDocument(p.id_type, p.idno),
        phoneNumber: maskMobile(p.phone),
        empId: p.emp_id ?? '',
        ticketNo: p.ticket_no,
        ticketStatus: p.ticket_status,
        insurance: parse<{ bxid: string; bxmc: string; priceFen: number }[]>(p.insurance_json, []).map((i) => ({
          bxid: i.bxid,
          bxmc: i.bxmc,
          price: fenToYuan(Number(i.priceFen)),
        })),
      }));

      const lines = parse<PriceLineFen[]>(order.price_json, []);
      const status = order.order_status;
      const deadline = order.pay_deadline === null ? null : Number(order.pay_deadline);
      const issued = ['issued', 'changed', 'partChanged', 'partRefunded'].includes(status);
      const upcoming = rangeRows.some((r) => r.status === 'active' && Number(r.dep_at) > nowMs);
      return {
        orderId: order.id,
        orderNo: order.order_no,
        orderType: order.order_type,
        orderStatus: status,
        tripType,
        ranges,
        passengers,
        linkman: order.link_man,
        linkTel: maskMobile(order.link_tel),
        linkEmail: maskEmail(order.link_email),
        costCenterName,
        projectName,
        violationReason: order.violation_reason,
        remark: order.remark,
        ccsqdId: order.ccsqd_id ?? '',
        ccsqdNo: ccsqd?.ccsqd_no ?? '',
        routeId: order.route_id ?? '',
        violations: orderViolations(order.violations_json),
        priceLines: lines.map((l) => ({
          kind: l.kind,
          label: priceLineLabel(locale, l.kind, l.label, l.segment, rangeRows.length, tripType),
          unitPrice: fenToYuan(l.unitFen),
          count: l.count,
          amount: fenToYuan(l.amountFen),
        })),
        amount: fenToYuan(Number(order.total_fen)),
        paid: order.paid_at !== null,
        payDeadline: deadline === null ? '' : chinaDateTime(deadline),
        createdAt: chinaDateTime(Number(order.created_at)),
        timeline: events.map((e) => ({ status: e.to_status, at: chinaDateTime(Number(e.created_at)), note: e.note })),
        actions: {
          cancel: status === 'awaitingPayment' || status === 'awaitingSubmission' || status === 'inApproval',
          pay: status === 'awaitingPayment' && (deadline === null || nowMs < deadline),
          refund: issued && upcoming,
          change: issued && upcoming,
          resend: issued,
        },
        refunds: afterSales.refunds.map((r) => ({
          refundId: r.refundId,
          status: r.status,
          amount: fenToYuan(r.amountFen),
        })),
        changes: afterSales.changes.map((c) => ({
          changeId: c.changeId,
          status: c.status,
          amount: fenToYuan(c.amountFen),
        })),
      };
    },

    async schedule(auth: AuthInfo, req: ScheduleOrderRequest, locale: Locale): Promise<ScheduleOrderItem[]> {
      if (req.dateStart !== undefined && !isCalendarDate(req.dateStart)) throw invalidField('dateStart', 'fieldFormat');
      if (req.dateEnd !== undefined && !isCalendarDate(req.dateEnd)) throw invalidField('dateEnd', 'fieldFormat');
      const fromMs = req.dateStart ? chinaDayStartMs(req.dateStart) : ctx.now().getTime();
      const toMs = req.dateEnd
        ? chinaDayStartMs(addDays(req.dateEnd, 1))
        : fromMs + SCHEDULE_DEFAULT_DAYS * 24 * 3600_000;
      const rows = await repo.schedule(auth.corpId, auth.empId, fromMs, toMs);
      return rows.flatMap((r) => {
        const s = parse<FlightSnapshot | null>(r.flight_json, null);
        if (!s) return [];
        return [
          {
            orderId: r.order_id,
            orderNo: r.order_no,
            orderStatus: r.order_status,
            rangeId: r.range_id,
            flightNo: r.flight_no,
            depTime: s.depTime,
            arrTime: s.arrTime,
            dep: airportRef(locale, s.depAirport, s.depTerminal),
            arr: airportRef(locale, s.arrAirport, s.arrTerminal),
          },
        ];
      });
    },
  };
}

export type FlightOrders = ReturnType<typeof flightOrders>;
