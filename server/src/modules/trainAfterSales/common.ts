/**
 * What train refunds and changes share: a train order within the caller's booking scope with its legs, tickets and
 * the travellers' names; the checks every request starts with (the order issued and free of another refund or
 * change, each ticket issued, 4 hours before departure, paper tickets at the station only); a ticket as the apply
 * screens show it; messages, timeline notes and sub-order lookups.
 */
import type { AfterSalesTicket, TicketRefusalCode } from '../../../../src/api/contract/trainAfterSales';
import type { SeatType, TrainItem } from '../../../../src/api/contract/train';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import type { OrderStatus } from '../../../../src/domain/orderStatus';
import { ticketRefusal } from '../../../../src/domain/train/fees';
import { isSeatType, seatName } from '../../../../src/domain/train/seats';
import type { Db } from '../../db';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { invalid, notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import { createMessage, orderTransition } from '../orders/lifecycle';
import { scopeFor } from '../orders/service';
import type { AuthInfo } from '../session/service';
import { trainAfterSalesRepository, type LegRow, type OrderRow, type TicketRow } from './repository';

/** Train order statuses a refund or change may start from (tickets issued, possibly changed or refunded in part). */
export const OPEN_STATUSES: readonly OrderStatus[] = ['issued', 'changed', 'partChanged', 'partRefunded'];
/** A refund or change of the order is under way: one at a time. */
const BUSY_STATUSES: readonly string[] = ['refunding', 'changing'];

/** Sub-order number prefixes: TRR… refunds, TRC… changes. */
export const SUB_ORDER_PREFIX = { refund: 'TRR', change: 'TRC' } as const;

/** Texts the server writes once (timeline notes, messages, titles) are stored in the default language. */
export const STORED_LOCALE = 'zh-CN' as const;

/** A stored text (timeline note, title) in the default language. */
export const stored = (key: MsgKey, params: Record<string, string | number> = {}): string =>
  translate(STORED_LOCALE, key, params);

export interface TrainOrderFacts {
  order: OrderRow;
  legs: LegRow[];
  tickets: TicketRow[];
  names: Map<number, string>;
}

/** A train order (11009) the caller may see; another company's or an out-of-scope id is not found. */
export async function loadTrainOrder(db: Db, auth: AuthInfo, orderId: string): Promise<TrainOrderFacts> {
  const repo = trainAfterSalesRepository(db);
  const order = await repo.orderInScope(orderId, scopeFor(auth, 3), [ORDER_TYPE.train]);
  if (!order) throw notFound();
  const [legs, tickets, names] = await Promise.all([
    repo.legs(orderId),
    repo.tickets(orderId),
    repo.travellerNames(orderId),
  ]);
  return { order, legs, tickets, names };
}

/** Whether a refund or change of the order is under way. */
export const orderBusy = (status: string): boolean => BUSY_STATUSES.includes(status);

/** The order must be issued and free of another refund or change in progress. */
export function checkOrderOpen(status: string): void {
  if (orderBusy(status)) throw invalid('trAsOrderBusy');
  if (!(OPEN_STATUSES as readonly string[]).includes(status)) throw invalid('trAsOrderNotIssued');
}

/** The stored train of a leg (TrainItem as sold). */
export const trainOf = (leg: Pick<LegRow, 'train_json'>): TrainItem => JSON.parse(leg.train_json) as TrainItem;

/** The supplier's train id of a leg (`${trainCode}_${depDate}_${from}_${to}`). */
export function trainIdOf(leg: LegRow): string {
  const id = trainOf(leg).trainId;
  return id || `${leg.train_code}_${leg.dep_date}_${leg.from_station}_${leg.to_station}`;
}

export const asSeatType = (code: string): SeatType => (isSeatType(code) ? code : 'WZ');

/** A ticket holds a seat unless it is a free ticket for a child under 1.2 m (SPEC §9). */
export const holdsSeat = (t: Pick<TicketRow, 'height_band'>): boolean => t.height_band !== 'free';

const REFUSAL_KEY: Record<Exclude<TicketRefusalCode, ''>, MsgKey> = {
  leadTime: 'trAsLeadTime',
  paperTicket: 'trAsPaperTicket',
  notIssued: 'trAsNotIssued',
};

export const refusalText = (locale: Locale, code: TicketRefusalCode): string =>
  code === '' ? '' : translate(locale, REFUSAL_KEY[code]);

/** Why a ticket cannot be refunded or changed now ('' when it can). */
export function refusalOf(
  t: TicketRow,
  leg: LegRow | undefined,
  nowMs: number,
  kind: 'refund' | 'change',
): TicketRefusalCode {
  if (!leg || leg.status !== 'active') return 'notIssued';
  return (
    ticketRefusal(
      { ticketStatus: t.ticket_status, paperTicket: Number(t.paper_ticket) === 1 },
      chinaDateTime(Number(leg.dep_at)),
      nowMs,
      kind,
    ) ?? ''
  );
}

/** A ticket as the apply screens show it. */
export function presentTicket(
  facts: TrainOrderFacts,
  t: TicketRow,
  locale: Locale,
  nowMs: number,
  kind: 'refund' | 'change',
): AfterSalesTicket {
  const leg = facts.legs.find((l) => l.id === t.leg_id);
  const train = leg ? trainOf(leg) : undefined;
  const reason = refusalOf(t, leg, nowMs, kind);
  const seatType = asSeatType(leg?.seat_type ?? '');
  return {
    ticketId: t.id,
    legId: t.leg_id,
    psgName: facts.names.get(Number(t.seq)) ?? '',
    psgType: t.psg_type === 2 || t.psg_type === 3 ? t.psg_type : 1,
    trainCode: leg?.train_code ?? '',
    fromStation: leg?.from_station ?? '',
    fromName: train?.from.name ?? '',
    toStation: leg?.to_station ?? '',
    toName: train?.to.name ?? '',
    depTime: leg ? chinaDateTime(Number(leg.dep_at)) : '',
    arrTime: leg ? chinaDateTime(Number(leg.arr_at)) : '',
    seatType,
    seatName: seatName(seatType, locale),
    coach: t.coach,
    seatNo: t.seat_no,
    ticketNo: t.ticket_no,
    price: fenToYuan(Number(t.price_fen)),
    ticketStatus: t.ticket_status,
    paperTicket: Number(t.paper_ticket) === 1,
    allowed: reason === '',
    reason,
    reasonText: refusalText(locale, reason),
  };
}

/**
 * The tickets a request names, each of this order and refundable (or changeable) now; refused by name otherwise.
 * Duplicates count once.
 */
export function chosenTickets(
  facts: TrainOrderFacts,
  ticketIds: readonly string[],
  nowMs: number,
  kind: 'refund' | 'change',
): TicketRow[] {
  const out: TicketRow[] = [];
  for (const id of new Set(ticketIds)) {
    const t = facts.tickets.find((x) => x.id === id);
    if (!t) throw invalid('trAsUnknownTicket');
    const reason = refusalOf(
      t,
      facts.legs.find((l) => l.id === t.leg_id),
      nowMs,
      kind,
    );
    if (reason !== '') {
      throw invalid('trAsTicketRefused', {
        name: facts.names.get(Number(t.seq)) ?? '',
        reason: refusalText(STORED_LOCALE, reason),
      });
    }
    out.push(t);
  }
  return out;
}

/** A message about a sub-order to its booker (stored in the default language). */
export async function messageAbout(
  trx: Db,
  o: { id: string; corp_id: string; emp_id: string; order_no: string; order_type: number; title: string },
  key: MsgKey,
  nowMs: number,
): Promise<void> {
  await createMessage(trx, {
    corpId: o.corp_id,
    empId: o.emp_id,
    title: stored(key),
    content: stored('msgOrderContent', { orderNo: o.order_no, title: o.title }),
    orderId: o.id,
    orderType: o.order_type,
    nowMs,
  });
}

/** A refund or change starts: its tickets and the train order move to `status` (no message: the sub-order's tells). */
export async function holdTrainOrder(
  trx: Db,
  main: { id: string; order_status: string },
  status: 'refunding' | 'changing',
  tickets: readonly Pick<TicketRow, 'id' | 'ticket_status'>[],
  note: string,
  opts: { nowMs: number; actorEmpId: string | null },
): Promise<void> {
  const repo = trainAfterSalesRepository(trx);
  // Conditional on the status just checked: a ticket taken meanwhile by another request refuses this one.
  for (const t of tickets) {
    if ((await repo.setTicketStatus([t.id], status, t.ticket_status)) !== 1) throw invalid('orderStatusChanged');
  }
  await orderTransition(trx, main.id, [main.order_status as OrderStatus], status, note, { ...opts, message: false });
}

/**
 * The refund or change a detail request names, within the caller's booking scope: its own id, an order id that is
 * one (as the order centre opens it), or a train order's newest one; with its record. Not found otherwise.
 */
export async function findSubOrder<R>(
  db: Db,
  auth: AuthInfo,
  req: { id?: string | undefined; orderId?: string | undefined },
  subType: number,
  rows: { latest: (orderId: string) => Promise<string | undefined>; record: (id: string) => Promise<R | undefined> },
): Promise<{ id: string; sub: OrderRow; record: R }> {
  const repo = trainAfterSalesRepository(db);
  const scope = scopeFor(auth, 3);
  let id = req.id?.trim() ?? '';
  if (id === '' && req.orderId) {
    if (await repo.orderInScope(req.orderId, scope, [subType])) id = req.orderId;
    else if (await repo.orderInScope(req.orderId, scope, [ORDER_TYPE.train]))
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

/**
 * Money back to the payment of the train order: the company account is credited; an online payment is returned by
 * the provider (recorded by the caller). Returns the payment it went to.
 */
export async function returnMoney(
  trx: Db,
  orderId: string,
  fen: number,
  at: number,
): Promise<{ paymentId: string | null; method: string }> {
  const repo = trainAfterSalesRepository(trx);
  const main = await repo.order(orderId);
  const payment = main?.pay_id ? await repo.payment(main.pay_id) : undefined;
  if (payment?.method === 'company' && fen > 0) await repo.creditCompany(payment.corp_id, fen, at);
  return { paymentId: payment?.id ?? null, method: payment?.method ?? '' };
}
