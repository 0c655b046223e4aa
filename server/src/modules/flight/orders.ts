/** orderDetail and scheduleOrder of domestic flight orders (documents and phones masked, SPEC §9). */
import type { AppContext } from '../../context';
import type {
  FlightOrderDetail,
  FlightOrderPassenger,
  FlightOrderRange,
  ScheduleOrderItem,
  ScheduleOrderRequest,
} from '../../../../src/api/contract/flight';
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import { invalidField, notFound } from '../../lib/errors';
import { addDays, chinaDayStartMs, isCalendarDate } from '../../lib/time';
import type { SupplierFare } from '../../suppliers/flight';
import { afterSalesOfOrder } from '../flightAfterSales/repository';
import { insuranceOut, maskedTraveller, orderDetailBase, parseJson, priceLinesOut } from '../orders/detail';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { airportRef, fromSnapshot, toCabin, toFlightItem, type FlightSnapshot } from './present';
import { flightRepository } from './repository';
import { priceLineLabel } from './texts';

const SCHEDULE_DEFAULT_DAYS = 90;

export function flightOrders(ctx: AppContext) {
  const repo = flightRepository(ctx.db);

  return {
    async detail(auth: AuthInfo, orderId: string, locale: Locale): Promise<FlightOrderDetail> {
      const order = await repo.orderInScope(orderId, scopeFor(auth, 3));
      if (!order) throw notFound();
      const nowMs = ctx.now().getTime();
      const [rangeRows, psgRows, base, afterSales] = await Promise.all([
        repo.ranges(orderId),
        repo.passengers(orderId),
        orderDetailBase(ctx.db, auth.corpId, order, order.violations_json, nowMs, locale),
        afterSalesOfOrder(ctx.db, orderId),
      ]);
      const tripType = (order.trip_type === 2 || order.trip_type === 3 ? order.trip_type : 1) as 1 | 2 | 3;
      const opts = { locale, secret: ctx.config.codeSecret, searchedAt: Number(order.created_at) };

      const ranges: FlightOrderRange[] = rangeRows.map((r) => {
        const snapshot = parseJson<FlightSnapshot | null>(r.flight_json, null);
        const fare = parseJson<SupplierFare | null>(r.cabin_json, null);
        if (!snapshot || !fare) throw new Error(`flight range ${r.id} has no snapshot`);
        const flight = fromSnapshot(snapshot, fare, Number(r.seats));
        const cabin = { ...toCabin(flight, flight.fares[0] as (typeof flight.fares)[number], opts), fareKey: '' };
        return { rangeId: r.id, flight: toFlightItem(flight, cabin, locale), cabin };
      });

      const passengers: FlightOrderPassenger[] = psgRows.map((p) => ({
        ...maskedTraveller({
          id: p.id,
          name: p.psg_name,
          psgType: p.psg_type,
          idType: p.id_type,
          idno: p.idno,
          phone: p.phone,
          empId: p.emp_id,
        }),
        ticketNo: p.ticket_no,
        ticketStatus: p.ticket_status,
        insurance: insuranceOut(p.insurance_json),
      }));

      const status = order.order_status;
      const issued = ['issued', 'changed', 'partChanged', 'partRefunded'].includes(status);
      const upcoming = rangeRows.some((r) => r.status === 'active' && Number(r.dep_at) > nowMs);
      return {
        ...base.fields,
        tripType,
        ranges,
        passengers,
        ccsqdId: order.ccsqd_id ?? '',
        ccsqdNo: base.names.ccsqdNo,
        routeId: order.route_id ?? '',
        priceLines: priceLinesOut(order.price_json, (l) =>
          priceLineLabel(locale, l.kind, l.label, l.segment, rangeRows.length, tripType),
        ),
        actions: {
          cancel: status === 'awaitingPayment' || status === 'awaitingSubmission' || status === 'inApproval',
          pay: base.payOpen,
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
        const s = parseJson<FlightSnapshot | null>(r.flight_json, null);
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
