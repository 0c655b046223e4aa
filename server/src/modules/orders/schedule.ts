/**
 * The itinerary calendar across products (order/scheduleList) and past trips (order/scheduleHistory). A product with
 * calendar segments (ProductModule.schedule, e.g. flights) lists its trips segment by segment; every other product
 * is a trip on its order's travel date until it brings segments of its own.
 */
import type { AppContext } from '../../context';
import type { PageData } from '../../../../src/api/contract/envelope';
import {
  type ScheduleHistoryRequest,
  type ScheduleListItem,
  type ScheduleListRequest,
} from '../../../../src/api/contract/orders';
import { ORDER_TYPE, REAL_TIME_CAR } from '../../../../src/domain/codes';
import type { Locale } from '../../i18n/messages';
import { localTitle } from '../../i18n/stored';
import { invalid, invalidField } from '../../lib/errors';
import { pageData, toPage } from '../../lib/paging';
import { addDays, chinaDay, isCalendarDate } from '../../lib/time';
import type { AuthInfo } from '../session/service';
import { ordersRepository } from './repository';
import { scopeFor } from './service';

/** Default calendar window: today and the next 90 days. */
export const SCHEDULE_DAYS = 90;

/** Main orders that are trips (after-sales sub-orders are not). */
export const TRIP_ORDER_TYPES: readonly number[] = [
  ORDER_TYPE.flight,
  ORDER_TYPE.flightIntl,
  ORDER_TYPE.hotel,
  ORDER_TYPE.train,
  ORDER_TYPE.trainBerth,
  ORDER_TYPE.car,
  REAL_TIME_CAR.orderType,
  ORDER_TYPE.visa,
  ORDER_TYPE.restRoom,
  ORDER_TYPE.fastCheck,
  ORDER_TYPE.checkIn,
  ORDER_TYPE.guestPass,
  ORDER_TYPE.travel,
  ORDER_TYPE.other,
];

export function ordersSchedule(ctx: AppContext) {
  const repo = ordersRepository(ctx.db);
  // Products listing their trips segment by segment; the other trip order types are listed by travel date.
  const segmented = ctx.products.all().flatMap((p) => (p.schedule ? [p.schedule] : []));
  const bySegments = new Set<number>(segmented.flatMap((s) => s.orderTypes));
  const dateTrips = TRIP_ORDER_TYPES.filter((t) => !bySegments.has(t));

  return {
    async list(auth: AuthInfo, req: ScheduleListRequest, locale: Locale): Promise<ScheduleListItem[]> {
      const today = chinaDay(ctx.now().getTime());
      const fromDay = req.dateStart ?? today;
      const toDay = req.dateEnd ?? addDays(fromDay, SCHEDULE_DAYS);
      if (!isCalendarDate(fromDay)) throw invalidField('dateStart', 'fieldFormat');
      if (!isCalendarDate(toDay)) throw invalidField('dateEnd', 'fieldFormat');
      if (toDay < fromDay) throw invalid('dateRange');
      const range = { dateStart: fromDay, dateEnd: toDay };
      const segments = await Promise.all(segmented.map((s) => s.segments(ctx, auth, range, locale)));
      const others = await repo.tripsByTravelDate(scopeFor(auth, 1), dateTrips, fromDay, toDay);
      const items: ScheduleListItem[] = [
        ...segments.flat(),
        ...others.map((o) => ({
          orderId: o.id,
          orderNo: o.order_no,
          orderType: o.order_type,
          orderStatus: o.order_status,
          date: o.travel_date,
          time: '',
          title: localTitle(o.title, locale),
          subtitle: '',
        })),
      ];
      // By day, then time (a product without a time first), then order number: a stable calendar.
      return items.sort(
        (a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.orderNo.localeCompare(b.orderNo),
      );
    },

    async history(
      auth: AuthInfo,
      req: ScheduleHistoryRequest,
      locale: Locale,
    ): Promise<{ list: ScheduleListItem[]; page: PageData }> {
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
        title: localTitle(o.title, locale),
        subtitle: '',
      }));
      return { list, page: pageData(page, total) };
    },
  };
}
