/**
 * What train refunds and changes share, on the after-sales kit (orders/afterSales.ts): a train order within the
 * caller's booking scope with its legs, tickets and the travellers' names; the checks every request starts with (the
 * order issued and free of another refund or change, each ticket issued, 4 hours before departure, paper tickets at
 * the station only, a reason given); the apply screens' tickets; the hold on the train order; a sub-order as the
 * lists show it.
 */
import type {
  AfterSalesSummary,
  AfterSalesTicket,
  TicketRefusalCode,
} from '../../../../src/api/contract/trainAfterSales';
import type { SeatType, TrainItem } from '../../../../src/api/contract/train';
import { ORDER_TYPE } from '../../../../src/domain/codes';
import { fenToYuan } from '../../../../src/domain/money';
import { ticketRefusal } from '../../../../src/domain/train/fees';
import { isSeatType, seatName } from '../../../../src/domain/train/seats';
import type { Db } from '../../db';
import { translate, type Locale, type MsgKey } from '../../i18n/messages';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { chinaDateTime } from '../../lib/time';
import {
  STORED_LOCALE,
  afterSalesBusy,
  checkAfterSalesOpen,
  holdParentOrder,
  orderInScope,
  storedText,
} from '../orders/afterSales';
import type { AuthInfo } from '../session/service';
import { trainAfterSalesRepository, type LegRow, type OrderRow, type TicketRow } from './repository';

export { STORED_LOCALE, storedText as stored };

/** Sub-order number prefixes: TRR… refunds, TRC… changes. */
export const SUB_ORDER_PREFIX = { refund: 'TRR', change: 'TRC' } as const;

export interface TrainOrderFacts {
  order: OrderRow;
  legs: LegRow[];
  tickets: TicketRow[];
  names: Map<number, string>;
}

/** A train order (11009) the caller may see; another company's or an out-of-scope id is not found. */
export async function loadTrainOrder(db: Db, auth: AuthInfo, orderId: string): Promise<TrainOrderFacts> {
  const repo = trainAfterSalesRepository(db);
  const order = await orderInScope(db, auth, orderId, [ORDER_TYPE.train]);
  if (!order) throw notFound();
  const [legs, tickets, names] = await Promise.all([
    repo.legs(orderId),
    repo.tickets(orderId),
    repo.travellerNames(orderId),
  ]);
  return { order, legs, tickets, names };
}

/** The order must be issued and free of another refund or change in progress. */
export function checkOrderOpen(status: string): void {
  checkAfterSalesOpen(status, { busy: 'trAsOrderBusy', notIssued: 'trAsOrderNotIssued' });
}

/** The reason a refund or change request gives (required). */
export function reasonOf(req: { reason: string }): string {
  const reason = req.reason.trim();
  if (reason === '') throw invalidField('reason', 'fieldRequired');
  return reason;
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

/** What both apply screens show first: the order, its tickets as refundable or changeable now, the rule text. */
export function applyHead(facts: TrainOrderFacts, locale: Locale, nowMs: number, kind: 'refund' | 'change') {
  return {
    orderId: facts.order.id,
    orderNo: facts.order.order_no,
    tickets: facts.tickets.map((t) => presentTicket(facts, t, locale, nowMs, kind)),
    busy: afterSalesBusy(facts.order.order_status),
    ruleText: translate(locale, kind === 'refund' ? 'trAsRefundRule' : 'trAsChangeRule'),
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
  await holdParentOrder(trx, main, status, note, opts);
}

/** A refund or change as an order's list of them shows it. */
export function summaryOf(r: {
  id: string;
  order_no: string;
  order_status: string;
  amount_fen: number;
  created_at: number;
}): AfterSalesSummary {
  return {
    id: r.id,
    orderNo: r.order_no,
    status: r.order_status,
    amount: fenToYuan(Number(r.amount_fen)),
    createdAt: chinaDateTime(Number(r.created_at)),
  };
}
