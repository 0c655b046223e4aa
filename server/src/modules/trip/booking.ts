/**
 * Booking through a trip request (issue 4; SPEC §4 trip-request date rules, §6 bookStyle 2), used by the product
 * bookings (flights first): the checks before an order is created, and the route leg's booked state after.
 *
 * The booker must be the request's applicant or one of its travellers; every employee travelling must be on it; the
 * request must be approved (2); the dates must lie in the company's window for the leg (SPEC §4); the amount is
 * compared with what is left of the leg's area budget (hotels: zsys, everything else: jtys). Over budget is not
 * refused: the caller records the violation `overBudget` (reason required, approval by rule).
 */
import { TRIP_ROUTE_PRODUCT } from '../../../../src/api/contract/trip';
import {
  isTripOverBudget,
  tripAreaBudgetFen,
  tripBudgetAreaOf,
  tripRemainingFen,
} from '../../../../src/domain/tripBudget';
import { firstDateOutsideTripWindow, tripBookingWindow } from '../../../../src/domain/tripDateRules';
import type { Db } from '../../db';
import { invalid } from '../../lib/errors';
import type { AuthInfo } from '../session/service';
import { tripDateRule } from './present';
import { tripRepository, type CcsqdRouteRow } from './repository';
import { bookedFen } from './service';

/** The outcome of {@link checkBookingAgainstRequest}. */
export interface RequestCheck {
  ccsqdId: string;
  /** The leg the booking goes on (the one asked for, or the first open leg of the product whose window fits). */
  routeId: string;
  /** The amount exceeds what is left of the leg's area budget: violation `overBudget`. */
  overBudget: boolean;
  /** What was left of the area budget before this booking, fen (negative when already over). */
  remainingFen: number;
  /** The leg is booked already (SPEC §5: 'This trip has already been booked, continue?'). */
  alreadyBooked: boolean;
}

/** Route product codes are the contract's; an unknown product matches no leg. */
const PRODUCTS = new Set(Object.values(TRIP_ROUTE_PRODUCT));

/**
 * Checks a booking against a trip request inside the booking transaction. Throws invalid(...) with a message naming
 * the problem: request not found or not the booker's, not approved, no leg of the product, a leg of another
 * product, a traveller not on the request, a date outside the allowed window (the message gives the window).
 */
export async function checkBookingAgainstRequest(
  trx: Db,
  auth: AuthInfo,
  q: {
    ccsqdId: string;
    routeId?: string;
    product: string;
    dates: string[];
    travellerEmpIds: string[];
    amountFen: number;
  },
): Promise<RequestCheck> {
  const repo = tripRepository(trx);
  const row = await repo.visibleOne(auth.corpId, auth.empId, q.ccsqdId);
  if (!row) throw invalid('tripRequestNotFound');
  if (row.status !== 2) throw invalid('tripRequestNotApproved', { no: row.ccsqd_no });

  const persons = await repo.persons([row.id]);
  const onRequest = new Set(persons.flatMap((p) => (p.emp_id ? [p.emp_id] : [])));
  const missing = q.travellerEmpIds.filter((id) => !onRequest.has(id));
  if (missing.length > 0) {
    const [emp] = await repo.employees(auth.corpId, [missing[0] ?? '']);
    throw invalid('tripTravellerNotOnRequest', { name: emp?.name ?? missing[0] ?? '', no: row.ccsqd_no });
  }

  const rule = await tripDateRule(trx, auth.corpId);
  const request = { dateBegin: row.date_begin, dateEnd: row.date_end };
  const routes = await repo.routes([row.id]);
  const windowOf = (r: CcsqdRouteRow) =>
    tripBookingWindow(rule, request, { dateBegin: r.date_begin, dateEnd: r.date_end });

  let route: CcsqdRouteRow | undefined;
  if (q.routeId) {
    route = routes.find((r) => r.id === q.routeId);
    if (!route) throw invalid('tripRequestNotFound');
    if (route.product !== q.product) throw invalid('tripRouteWrongProduct');
  } else {
    const ofProduct = PRODUCTS.has(q.product) ? routes.filter((r) => r.product === q.product) : [];
    if (ofProduct.length === 0) throw invalid('tripNoRouteForProduct', { no: row.ccsqd_no });
    const open = ofProduct.filter((r) => r.status !== 3);
    route = open.find((r) => firstDateOutsideTripWindow(windowOf(r), q.dates) === null) ?? open[0] ?? ofProduct[0];
  }
  if (!route) throw invalid('tripNoRouteForProduct', { no: row.ccsqd_no });

  const win = windowOf(route);
  const outside = firstDateOutsideTripWindow(win, q.dates);
  if (outside !== null) throw invalid('tripDateOutsideWindow', { date: outside, from: win.from, to: win.to });

  const area = tripBudgetAreaOf(route.route_type);
  const budget = tripAreaBudgetFen(
    { jtysFen: Number(row.jtys_fen), zsysFen: Number(row.zsys_fen), qtysFen: Number(row.qtys_fen) },
    area,
  );
  const remainingFen = tripRemainingFen(budget, bookedFen(routes, area));
  return {
    ccsqdId: row.id,
    routeId: route.id,
    overBudget: isTripOverBudget(remainingFen, q.amountFen),
    remainingFen,
    alreadyBooked: route.status === 3,
  };
}

/**
 * Marks a leg booked (status 3) by an order with its amount. Booking a leg that is booked already (the user chose to
 * continue) moves it to the new order: the earlier order no longer holds it and its cancellation frees nothing.
 */
export async function markRouteBooked(
  trx: Db,
  routeId: string,
  orderId: string,
  amountFen: number,
  nowMs: number,
): Promise<void> {
  if (!routeId) return;
  await trx
    .updateTable('ccsqd_routes')
    .set({ status: 3, booked_order_id: orderId, booked_amount_fen: amountFen, booked_at: nowMs, updated_at: nowMs })
    .where('id', '=', routeId)
    .execute();
}

/** The order was cancelled or rejected: the legs it holds are open again. */
export async function releaseRoute(trx: Db, orderId: string, nowMs: number): Promise<void> {
  await trx
    .updateTable('ccsqd_routes')
    .set({ status: 0, booked_order_id: null, booked_amount_fen: 0, booked_at: null, updated_at: nowMs })
    .where('booked_order_id', '=', orderId)
    .execute();
}
