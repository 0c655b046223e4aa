/**
 * Pure rules of the refund and change apply forms (SPEC §3 flight order refund/change, §5, §9). The server is
 * authoritative for fees and for what it accepts; these checks only keep an incomplete form from being sent.
 */
import type { ChangeOrderDetail, FlightOrderDetail, FlightOrderPassenger } from '../../../api/contract/flight';
import { yuanToFen } from '../../../domain/money';
import { isIntlRefundBlocked } from '../../../domain/orderRouting';
import type { MessageKey } from '../../../i18n';
import '../../../i18n/parts/afterSales';

/** 1 voluntary, 2 involuntary (flight delay or cancellation, illness with proof). */
export type AfterSalesType = 1 | 2;

/** Listed reasons of a refund or change; 'other' asks for a typed text. */
export const REFUND_REASONS = ['plan', 'delay', 'illness', 'duplicate', 'other'] as const;
export const CHANGE_REASONS = ['plan', 'delay', 'illness', 'other'] as const;
export type ReasonCode = (typeof REFUND_REASONS)[number] | (typeof CHANGE_REASONS)[number];

/** Reasons that make a request involuntary (no fee; a refund needs proof): the server's reason list agrees. */
const INVOLUNTARY: readonly ReasonCode[] = ['delay', 'illness'];

/** The type a chosen reason implies; 'other' keeps what the user chose. */
export function typeForReason(reason: ReasonCode, current: AfterSalesType): AfterSalesType {
  if (reason === 'other') return current;
  return INVOLUNTARY.includes(reason) ? 2 : 1;
}

/** Ticket states a refund or change can start from: issued, or issued again by an earlier change. */
const OPEN_TICKET: readonly string[] = ['', 'changed'];

/** Passengers whose ticket is issued and not already being (or been) refunded or changed. */
export function ticketedPassengers(order: FlightOrderDetail): FlightOrderPassenger[] {
  return order.passengers.filter((p) => p.ticketNo !== '' && OPEN_TICKET.includes(p.ticketStatus));
}

/** Why the apply screen shows no form: international order (SPEC §5), not allowed now, or nothing issued. */
export type ApplyBlock = 'intl' | 'notAllowed' | 'noTickets' | null;

export function applyBlock(order: FlightOrderDetail, kind: 'refund' | 'change'): ApplyBlock {
  if (isIntlRefundBlocked(order.orderType)) return 'intl';
  if (!order.actions[kind]) return 'notAllowed';
  if (ticketedPassengers(order).length === 0) return 'noTickets';
  return null;
}

/** Adds or removes one id, keeping the order of `all`. */
export function toggleId(chosen: readonly string[], id: string, all: readonly string[]): string[] {
  const set = new Set(chosen);
  if (set.has(id)) set.delete(id);
  else set.add(id);
  return all.filter((x) => set.has(x));
}

/** The reason text sent to the server: the listed reason's label, or the typed text for 'other'. */
export function reasonText(code: ReasonCode | null, other: string, label: (code: ReasonCode) => string): string {
  if (!code) return '';
  return code === 'other' ? other.trim() : label(code);
}

/** A proof image picked (and uploaded when the server has an upload route). */
export interface ProofFile {
  /** Local path of the picked image (H5: a blob URL). */
  path: string;
  /** The uploaded file's URL; the local path while no upload route answers. */
  url: string;
  name: string;
  size: number;
}

export interface RefundFormState {
  psgIds: string[];
  rangeIds: string[];
  reason: ReasonCode | null;
  otherReason: string;
  refundType: AfterSalesType;
  proof: ProofFile | null;
}

export type RefundField = 'psgIds' | 'rangeIds' | 'reason' | 'proof';

/** Missing pieces of the refund form, by field. */
export function checkRefundForm(f: RefundFormState): Partial<Record<RefundField, MessageKey>> {
  const errors: Partial<Record<RefundField, MessageKey>> = {};
  if (f.psgIds.length === 0) errors.psgIds = 'afterSales.v.passengers';
  if (f.rangeIds.length === 0) errors.rangeIds = 'afterSales.v.legs';
  if (!f.reason || (f.reason === 'other' && !f.otherReason.trim())) errors.reason = 'afterSales.v.reason';
  if (f.refundType === 2 && !f.proof) errors.proof = 'afterSales.v.proof';
  return errors;
}

export interface ChangeFormState {
  psgIds: string[];
  rangeId: string;
  reason: ReasonCode | null;
  otherReason: string;
  changeType: AfterSalesType;
  /** New departure date 'YYYY-MM-DD'. */
  date: string;
}

export type ChangeField = 'psgIds' | 'rangeId' | 'reason' | 'date';

export function checkChangeForm(f: ChangeFormState, today: string): Partial<Record<ChangeField, MessageKey>> {
  const errors: Partial<Record<ChangeField, MessageKey>> = {};
  if (f.psgIds.length === 0) errors.psgIds = 'afterSales.v.passengers';
  if (!f.rangeId) errors.rangeId = 'afterSales.v.leg';
  if (!f.reason || (f.reason === 'other' && !f.otherReason.trim())) errors.reason = 'afterSales.v.reason';
  if (!f.date) errors.date = 'afterSales.v.date';
  else if (f.date < today) errors.date = 'afterSales.v.pastDate';
  return errors;
}

/** The change flow's choices carried from screen to screen in the query (they survive an H5 reload). */
export interface ChangeQuery {
  orderId: string;
  rangeId: string;
  psgIds: string[];
  date: string;
  changeType: AfterSalesType;
  reason: string;
  /** Chosen on tkChangeFlight. */
  fareKey?: string;
}

export function changeQueryParams(q: ChangeQuery): Record<string, string> {
  const params: Record<string, string> = {
    orderId: q.orderId,
    rangeId: q.rangeId,
    psgIds: q.psgIds.join(','),
    date: q.date,
    changeType: String(q.changeType),
    reason: q.reason,
  };
  if (q.fareKey) params.fareKey = q.fareKey;
  return params;
}

/** Reads the change flow back from a decoded query; null when a piece is missing. */
export function parseChangeQuery(params: Record<string, string | undefined>): ChangeQuery | null {
  const { orderId, rangeId, date, reason, fareKey } = params;
  const psgIds = (params.psgIds ?? '').split(',').filter(Boolean);
  const changeType = params.changeType === '2' ? 2 : 1;
  if (!orderId || !rangeId || !date || !reason || psgIds.length === 0) return null;
  return { orderId, rangeId, psgIds, date, changeType, reason, ...(fareKey ? { fareKey } : {}) };
}

/** A change waits for its difference to be paid: it has a payment order, a positive total and awaits payment. */
export function differenceDue(change: Pick<ChangeOrderDetail, 'status' | 'payOrderId' | 'fee'>): boolean {
  return change.status === 'awaitingPayment' && change.payOrderId !== '' && yuanToFen(change.fee.total) > 0;
}
