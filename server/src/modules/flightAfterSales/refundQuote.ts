/**
 * The fee of a refund (SPEC §9): the passenger segments asked for, each with its fare, taxes, fee and money back;
 * the same for the preview (applyRefund) and the application (refundAdd).
 */
import type { RefundQuoteData, RefundQuoteRequest } from '../../../../src/api/contract/flight';
import { flightRefundFee } from '../../../../src/domain/fees';
import { passengerFareFen, passengerTaxFen } from '../../../../src/domain/flightPricing';
import { fenToYuan } from '../../../../src/domain/money';
import { BizError, invalid, invalidField } from '../../lib/errors';
import {
  checkOrderOpen,
  flyingOn,
  pairKey,
  psgTypeOf,
  ticketOpen,
  type FlightOrderFacts,
  type PassengerRow,
  type RangeRow,
} from './common';

/** One passenger on one segment to refund. */
export interface Line {
  psg: PassengerRow;
  range: RangeRow;
  fareFen: number;
  taxFen: number;
  feeFen: number;
  refundFen: number;
  allowed: boolean;
}

export interface Quote {
  lines: Line[];
  /** The first refusal (code 2 for refundAdd, `reason` for the quote). */
  refusal: BizError | null;
}

export function sum(lines: readonly Line[], pick: (l: Line) => number): number {
  return lines.reduce((s, l) => s + pick(l), 0);
}

function unique(ids: readonly string[], field: string): string[] {
  const out = [...new Set(ids.map((x) => x.trim()))];
  if (out.some((x) => x === '') || out.length !== ids.length) throw invalidField(field);
  return out;
}

/**
 * The passenger segments asked for and their fees. Unknown ids are field errors (thrown); business refusals
 * (cut-off, tickets already refunded, children left without an adult) are returned so the quote can show them.
 */
export function quote(facts: FlightOrderFacts, req: RefundQuoteRequest, nowMs: number, explicit: boolean): Quote {
  const psgById = new Map(facts.passengers.map((p) => [p.id, p]));
  const rangeById = new Map(facts.ranges.map((r) => [r.id, r]));
  const psgIds = req.psgIds.length > 0 || explicit ? unique(req.psgIds, 'psgIds') : [];
  const rangeIds = req.rangeIds.length > 0 || explicit ? unique(req.rangeIds, 'rangeIds') : [];
  for (const id of psgIds) if (!psgById.has(id)) throw invalidField('psgIds');
  for (const id of rangeIds) if (!rangeById.has(id)) throw invalidField('rangeIds');

  let refusal: BizError | null = null;
  const refuse = (e: BizError) => {
    refusal ??= e;
  };
  try {
    checkOrderOpen(facts.order.order_status);
  } catch (e) {
    if (!(e instanceof BizError)) throw e;
    refuse(e);
  }

  // No ids in a quote: every passenger and segment still refundable.
  const passengers =
    psgIds.length > 0 ? psgIds.map((id) => psgById.get(id) as PassengerRow) : facts.passengers.filter(ticketOpen);
  const ranges =
    rangeIds.length > 0
      ? rangeIds.map((id) => rangeById.get(id) as RangeRow)
      : facts.ranges.filter((r) => r.status === 'active');
  const lines: Line[] = [];
  for (const range of ranges) {
    if (range.status !== 'active') refuse(invalid('ticketBusy'));
    for (const psg of passengers) {
      const gone = facts.gone.has(pairKey(psg.id, range.id));
      if (gone && psgIds.length === 0) continue;
      if (gone || !ticketOpen(psg)) refuse(invalid('ticketBusy'));
      const type = psgTypeOf(psg);
      const fareFen = passengerFareFen(type, Number(range.adult_fare_fen), Number(range.class_full_fare_fen));
      const taxFen = passengerTaxFen(type, Number(range.construction_fen), Number(range.fuel_fen));
      const fee = flightRefundFee(fareFen, Number(range.dep_at), nowMs);
      if (!fee.allowed) {
        refuse(invalid('refundCutoff'));
        lines.push({ psg, range, fareFen, taxFen, feeFen: 0, refundFen: 0, allowed: false });
        continue;
      }
      // Involuntary refunds (flight delayed or cancelled, illness with proof) carry no fee.
      const feeFen = req.refundType === 2 ? 0 : fee.feeFen;
      lines.push({ psg, range, fareFen, taxFen, feeFen, refundFen: fareFen - feeFen + taxFen, allowed: true });
    }
    // Children and infants never stay on a segment without an adult.
    const leaving = new Set(lines.filter((l) => l.range.id === range.id).map((l) => l.psg.id));
    const staying = flyingOn(facts, range.id).filter((p) => !leaving.has(p.id));
    if (staying.length > 0 && !staying.some((p) => p.psg_type === 1)) refuse(invalid('refundNeedsAdult'));
  }
  if (lines.length === 0) refuse(invalidField(passengers.length === 0 ? 'psgIds' : 'rangeIds', 'fieldRequired'));
  return { lines, refusal };
}

/** The quote's lines in yuan. */
export function itemsOf(lines: readonly Line[]): RefundQuoteData['items'] {
  return lines.map((l) => ({
    psgId: l.psg.id,
    rangeId: l.range.id,
    fare: fenToYuan(l.fareFen),
    tax: fenToYuan(l.taxFen),
    fee: fenToYuan(l.feeFen),
    refund: fenToYuan(l.refundFen),
  }));
}

/** A proof is an uploaded file's URL: http(s) or a path on this server. */
export function checkProof(url: string | undefined): string {
  const u = (url ?? '').trim();
  if (u === '') throw invalid('refundProofRequired');
  if (!/^(https?:\/\/|\/)\S+$/.test(u)) throw invalidField('refundProveUrl', 'fieldFormat');
  return u;
}
