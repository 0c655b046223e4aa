/**
 * What refunds and changes share: loading a flight order within the caller's scope with its segments, passengers
 * and the passenger segments already gone (refunded or being refunded), the checks every after-sales request
 * starts with and the hold it puts on the flight order, sub-order numbers, messages and detail lookups, and a stored
 * segment rendered in the reader's language.
 */
import type { FlightOrderRange } from '../../../../src/api/contract/flight';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import type { Db } from '../../db';
import type { FlightPassengersTable, FlightRangesTable } from '../flight/tables';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import type { SupplierFare } from '../../suppliers/flight';
import { fromSnapshot, toCabin, toFlightItem, type FlightSnapshot } from '../flight/present';
import { createMessage, orderTransition } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { FLIGHT_ORDER_TYPES } from '../flight/transitions';
import { afterSalesRepository, type OrderRow } from './repository';

/** Flight order statuses a refund or change may start from (tickets issued, possibly changed or refunded in part). */
export const OPEN_STATUSES: readonly OrderStatus[] = ['issued', 'changed', 'partChanged', 'partRefunded'];
/** A refund or change of the order is under way: one at a time. */
const BUSY_STATUSES: readonly string[] = ['refunding', 'changing'];
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
  const order = await repo.orderInScope(orderId, scopeFor(auth, 3), FLIGHT_ORDER_TYPES);
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
  if (BUSY_STATUSES.includes(status)) throw invalid('afterSalesInProgress');
  if (!(OPEN_STATUSES as readonly string[]).includes(status)) throw invalid('afterSalesNotIssued');
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

// Messages are stored once, in the default language, like the order lifecycle's.
const MESSAGE_LOCALE = 'zh-CN' as const;

/** A message about a sub-order to its booker. */
export async function messageAbout(
  trx: Db,
  o: { id: string; corp_id: string; emp_id: string; order_no: string; order_type: number; title: string },
  key: MsgKey,
  nowMs: number,
): Promise<void> {
  await createMessage(trx, {
    corpId: o.corp_id,
    empId: o.emp_id,
    title: translate(MESSAGE_LOCALE, key),
    content: translate(MESSAGE_LOCALE, 'msgOrderContent', { orderNo: o.order_no, title: o.title }),
    orderId: o.id,
    orderType: o.order_type,
    nowMs,
  });
}

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
  await orderTransition(trx, main.id, [main.order_status as OrderStatus], status, note, { ...opts, message: false });
}

/**
 * The refund or change a detail request names, within the caller's booking scope: its own id, an order id that is
 * one (as the order centre opens it), or a flight order's newest one; with its record. Not found otherwise.
 */
export async function findSubOrder<R>(
  db: Db,
  auth: AuthInfo,
  req: { id?: string | undefined; orderId?: string | undefined },
  subType: number,
  rows: { latest: (orderId: string) => Promise<string | undefined>; record: (id: string) => Promise<R | undefined> },
): Promise<{ id: string; sub: OrderRow; record: R }> {
  const repo = afterSalesRepository(db);
  const scope = scopeFor(auth, 3);
  let id = req.id?.trim() ?? '';
  if (id === '' && req.orderId) {
    if (await repo.orderInScope(req.orderId, scope, [subType])) id = req.orderId;
    else if (await repo.orderInScope(req.orderId, scope, [ORDER_TYPE.flight]))
      id = (await rows.latest(req.orderId)) ?? '';
  }
  if (id === '') throw notFound();
  const sub = await repo.orderInScope(id, scope, [subType]);
  const record = sub ? await rows.record(id) : undefined;
  if (!sub || !record) throw notFound();
  return { id, sub, record };
}

/** A sub-order's timeline as the detail screens show it. */
export function timelineOf(events: readonly { to_status: string; created_at: number; note: string }[]) {
  return events.map((e) => ({ status: e.to_status, at: chinaDateTime(Number(e.created_at)), note: e.note }));
}
