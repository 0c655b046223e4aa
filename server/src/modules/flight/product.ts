/**
 * Domestic flights as a product line (issue 10): everything the shared modules need of flights, declared once and
 * registered by build(). The international flight order types stay on the domestic tables and cancel rule, as
 * before, until their own product takes them over.
 */
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { ScheduleListItem } from '../../../../src/api/contract/orders';
import { changeJobs, changePaidHandler } from '../flightAfterSales/changes';
import { refundJobs } from '../flightAfterSales/refunds';
import { flightAfterSalesRoutes } from '../flightAfterSales/routes';
import type { LookupFlight, ProductLookups, ProductModule, ProductSchedule } from '../orders/products';
import { flightOn } from '../../suppliers/flight';
import { approvalDeadlineJobs } from './approvalDeadlines';
import { FLIGHT_APPROVAL_ORDER_TYPES, flightApprovalHandler } from './approvalOutcome';
import { loadFlightItinerary } from './itinerary';
import { flightOrders } from './orders';
import { flightRoutes } from './routes';
import { seedFlightDemo } from './seed';
import { flightPaidHandler, ticketingJobs } from './ticketing';
import { FLIGHT_ORDER_TYPES, FLIGHT_TRANSITIONS } from './transitions';
import { flightUserNeeds } from './userNeeds';
import { airportRef } from './present';

/** The itinerary calendar lists flights segment by segment (one row per flight, at its departure). */
const schedule: ProductSchedule = {
  orderTypes: [ORDER_TYPE.flight, ORDER_TYPE.flightIntl],
  async segments(ctx, auth, range, locale) {
    const segments = await flightOrders(ctx).schedule(auth, range, locale);
    return segments.map<ScheduleListItem>((f) => ({
      orderId: f.orderId,
      orderNo: f.orderNo,
      orderType: ORDER_TYPE.flight,
      orderStatus: f.orderStatus,
      date: f.depTime.slice(0, 10),
      time: f.depTime.slice(11, 16),
      title: `${f.dep.cityName}-${f.arr.cityName} ${f.flightNo}`,
      subtitle: `${f.dep.name}${f.dep.terminal} → ${f.arr.name}${f.arr.terminal}`,
    }));
  },
};

/** Flights for other products (car transfers): a number's flight on a day from the timetable, and booked flights. */
const lookups: ProductLookups = {
  flightsByNumber(flightNo, date, locale) {
    const f = flightOn(flightNo, date);
    if (!f) return [];
    const airlineName = locale === 'en-US' ? f.airline.en : f.airline.zh;
    const dep = airportRef(locale, f.depAirport, f.depTerminal);
    const arr = airportRef(locale, f.arrAirport, f.arrTerminal);
    return [{ flightNo: f.flightNo, airlineName, dep, arr, depTime: f.depTime, arrTime: f.arrTime }];
  },
  async upcomingFlights(ctx, auth, range, locale) {
    const rows = await flightOrders(ctx).schedule(auth, range, locale);
    return rows.map<LookupFlight>((r) => ({
      flightNo: r.flightNo,
      airlineName: '',
      dep: r.dep,
      arr: r.arr,
      depTime: r.depTime,
      arrTime: r.arrTime,
      orderId: r.orderId,
    }));
  },
};

export const flightProduct: ProductModule = {
  name: 'flight',
  orderTypes: FLIGHT_ORDER_TYPES,
  transitions: FLIGHT_TRANSITIONS,
  onPaid: { [ORDER_TYPE.flight]: flightPaidHandler, [ORDER_TYPE.flightChange]: changePaidHandler },
  approval: { orderTypes: FLIGHT_APPROVAL_ORDER_TYPES, handler: flightApprovalHandler },
  jobs: { ...ticketingJobs, ...approvalDeadlineJobs, ...refundJobs, ...changeJobs },
  // cancelPnr gives the seats back; the generic order/cancel refuses every flight order type.
  cancel: { orderTypes: FLIGHT_ORDER_TYPES, call: '/obt/flight/order/cancelPnr' },
  schedule,
  invoiceItem: '*旅游服务*代订机票服务',
  documents: { itinerary: { orderTypes: [ORDER_TYPE.flight], load: loadFlightItinerary } },
  needs: flightUserNeeds,
  lookups,
  seed: (db, { nowMs }) => seedFlightDemo(db, nowMs),
  routes: [flightRoutes, flightAfterSalesRoutes],
};
