/**
 * The itinerary calendar across products (order/scheduleList) and past trips (order/scheduleHistory). Flights come
 * segment by segment from their order module; every other product is a trip on its order's travel date until it
 * brings segments of its own.
 */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import {
  PRODUCT_GROUPS,
  type ScheduleHistoryRequest,
  type ScheduleListItem,
  type ScheduleListRequest,
} from '../../../../src/api/contract/orders';
import type { Locale } from '../../i18n/messages';
import { invalid, invalidField } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { addDays, chinaDay, isCalendarDate } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { flightOrders } from '../flight/orders';
import { ordersRepository } from './repository';
import { scopeFor } from './service';

/** Default calendar window: today and the next 90 days. */
export const SCHEDULE_DAYS = 90;

/** Main orders that are trips (after-sales sub-orders are not). */
export const TRIP_ORDER_TYPES: readonly number[] = [
  11001, 11004, 11007, 11009, 20031, 11018, 10906, 11023, 11028, 11029, 11030, 11031, 11032, 11097,
];
const FLIGHT_TRIPS: readonly number[] = [11001, 11004];
const DATE_TRIPS = TRIP_ORDER_TYPES.filter((t) => !FLIGHT_TRIPS.includes(t));

export function ordersSchedule(ctx: AppContext) {
  const repo = ordersRepository(ctx.db);
  const flights = flightOrders(ctx);

  return {
    async list(auth: AuthInfo, req: ScheduleListRequest, locale: Locale): Promise<ScheduleListItem[]> {
      const today = chinaDay(ctx.now().getTime());
      const fromDay = req.dateStart ?? today;
      const toDay = req.dateEnd ?? addDays(fromDay, SCHEDULE_DAYS);
      if (!isCalendarDate(fromDay)) throw invalidField('dateStart', 'fieldFormat');
      if (!isCalendarDate(toDay)) throw invalidField('dateEnd', 'fieldFormat');
      if (toDay < fromDay) throw invalid('dateRange');
      const segments = await flights.schedule(auth, { dateStart: fromDay, dateEnd: toDay }, locale);
      const others = await repo.tripsByTravelDate(scopeFor(auth, 1), DATE_TRIPS, fromDay, toDay);
      const items: ScheduleListItem[] = [
        ...segments.map((f) => ({
          orderId: f.orderId,
          orderNo: f.orderNo,
          orderType: PRODUCT_GROUPS.flight[0],
          orderStatus: f.orderStatus,
          date: f.depTime.slice(0, 10),
          time: f.depTime.slice(11, 16),
          title: `${f.dep.cityName}-${f.arr.cityName} ${f.flightNo}`,
          subtitle: `${f.dep.name}${f.dep.terminal} → ${f.arr.name}${f.arr.terminal}`,
        })),
        ...others.map((o) => ({
          orderId: o.id,
          orderNo: o.order_no,
          orderType: o.order_type,
          orderStatus: o.order_status,
          date: o.travel_date,
          time: '',
          title: o.title,
          subtitle: '',
        })),
      ];
      // By day, then time (a product without a time first), then order number: a stable calendar.
      return items.sort(
        (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.orderNo.localeCompare(b.orderNo),
      );
    },

    async history(auth: AuthInfo, req: ScheduleHistoryRequest): Promise<{ list: ScheduleListItem[]; page: PageData }> {
      const page = toPage(req, 20);
      const today = chinaDay(ctx.now().getTime());
      const { rows, total } = await repo.pastTrips(scopeFor(auth, 1), TRIP_ORDER_TYPES, today, page.offset, page.count);
      const list = rows.map<ScheduleListItem>((o) => ({
        orderId: o.id,
        orderNo: o.order_no,
        orderType: o.order_type,
        orderStatus: o.order_status,
        date: o.travel_date,
        time: '',
        title: o.title,
        subtitle: '',
      }));
      return { list, page: pageData(page, total) };
    },
  };
}
