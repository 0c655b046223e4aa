/**
 * What flight refunds and changes share: loading a flight order within the caller's scope with its segments,
 * passengers and the passenger segments already gone (refunded or being refunded), the checks every after-sales
 * request starts with and the hold it puts on the flight order (on the after-sales kit, orders/afterSales.ts), and a
 * stored segment rendered in the reader's language.
 */
import type { FlightOrderRange } from '../../../../src/api/contract/flight';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { Db } from '../../db';
import type { FlightPassengersTable, FlightRangesTable } from '../flight/tables';
import type { Locale } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import type { SupplierFare } from '../../suppliers/flight';
import { fromSnapshot, toCabin, toFlightItem, type FlightSnapshot } from '../flight/present';
import { checkAfterSalesOpen, holdParentOrder, orderInScope } from '../orders/afterSales';
import type { AuthInfo } from '../session/service';
import { FLIGHT_ORDER_TYPES } from '../flight/transitions';
import { afterSalesRepository, type OrderRow } from './repository';

const INTL_TYPES: readonly number[] = [ORDER_TYPE.flightIntl, ORDER_TYPE.flightIntlRefund, ORDER_TYPE.flightIntlChange];
/** Ticket states a passenger's ticket may be refunded or changed from. */
const OPEN_TICKETS: readonly string[] = ['', 'changed'];

export type RangeRow = FlightRangesTable;
export type PassengerRow = FlightPassengersTable;

export interface FlightOrderFacts {
  order: OrderRow;
  ranges: RangeRow[];
  passengers: PassengerRow[];
  /** `${psgId}|${rangeId}` refunded or being refunded. */
  gone: Set<string>;
}

export const pairKey = (psgId: string, rangeId: string): string => `${psgId}|${rangeId}`;

/**
 * A domestic flight order the caller may see (booking scope capped by bookRange, like the order detail). Another
 * company's or an out-of-scope id is not found; an international order is refused by name (SPEC §5).
 */
export async function loadFlightOrder(db: Db, auth: AuthInfo, orderId: string): Promise<FlightOrderFacts> {
  const repo = afterSalesRepository(db);
  const order = await orderInScope(db, auth, orderId, FLIGHT_ORDER_TYPES);
  if (!order) throw notFound();
  if (INTL_TYPES.includes(order.order_type)) throw invalid('afterSalesIntl');
  if (order.order_type !== ORDER_TYPE.flight) throw notFound();
  const [ranges, passengers, held] = await Promise.all([
    repo.ranges(orderId),
    repo.passengers(orderId),
    repo.heldRefundItems(orderId),
  ]);
  return {
    order,
    ranges,
    passengers,
    gone: new Set(held.map((h) => pairKey(h.psg_id, h.range_id))),
  };
}

/** The order must be issued and free of another refund or change in progress. */
export function checkOrderOpen(status: string): void {
  checkAfterSalesOpen(status, { busy: 'afterSalesInProgress', notIssued: 'afterSalesNotIssued' });
}

/** A passenger whose ticket is issued and not under a refund or change. */
export function ticketOpen(p: PassengerRow): boolean {
  return p.ticket_no !== '' && OPEN_TICKETS.includes(p.ticket_status);
}

/** Passengers still flying a segment (not refunded on it, nor being refunded). */
export function flyingOn(facts: FlightOrderFacts, rangeId: string): PassengerRow[] {
  return facts.passengers.filter((p) => !facts.gone.has(pairKey(p.id, rangeId)));
}

/** The stored segment (language-neutral snapshot) in the reader's language; no fare key (it is not for sale). */
export function presentRange(
  locale: Locale,
  secret: string,
  rangeId: string,
  flightJson: string,
  cabinJson: string,
  seats: number,
): FlightOrderRange {
  const snapshot = JSON.parse(flightJson) as FlightSnapshot;
  const fare = JSON.parse(cabinJson) as SupplierFare;
  const flight = fromSnapshot(snapshot, fare, seats);
  const cabin = {
    ...toCabin(flight, flight.fares[0] as (typeof flight.fares)[number], { locale, secret, searchedAt: 0 }),
    fareKey: '',
  };
  return { rangeId, flight: toFlightItem(flight, cabin, locale), cabin };
}

/** Sub-order number prefixes: TKR… refunds, TKC… changes (the flight order's TK… pattern). */
export const SUB_ORDER_PREFIX = { refund: 'TKR', change: 'TKC' } as const;

/** SPEC §3 passenger type of a stored passenger (1 adult unless stored as child or infant). */
export const psgTypeOf = (p: PassengerRow): 1 | 2 | 3 => (p.psg_type === 2 || p.psg_type === 3 ? p.psg_type : 1);

/**
 * A refund or change starts: the passengers' tickets and the flight order move to `status` (no message: the
 * sub-order's own tells the booker), in the caller's transaction.
 */
export async function holdFlightOrder(
  trx: Db,
  main: { id: string; order_status: string },
  status: 'refunding' | 'changing',
  psgIds: readonly string[],
  note: string,
  opts: { nowMs: number; actorEmpId: string | null },
): Promise<void> {
  await afterSalesRepository(trx).setTicketStatus(psgIds, status);
  await holdParentOrder(trx, main, status, note, opts);
}
