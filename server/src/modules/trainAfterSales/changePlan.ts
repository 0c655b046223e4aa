/**
 * The plan of a change (orderFeeExpect kind 2 and trChangeOrderAdd): the chosen tickets (one leg, each changeable
 * now), the new seat (a seat key from trSearch: a later train between the same cities, on sale), and the money of
 * each ticket (src/domain/train/fees.ts: the difference to pay, or back less the refund fee on it).
 */
import type { FeeExpectLine } from '../../../../src/api/contract/trainAfterSales';
import { fenToYuan, roundHalfUpFen } from '../../../../src/domain/money';
import { trainChangeQuote, trainRefundPercent, type TrainChangeQuote } from '../../../../src/domain/train/fees';
import { isTrainReservable } from '../../../../src/domain/train/sale';
import type { Db } from '../../db';
import { invalid } from '../../lib/errors';
import { STATIONS, trainBySeatKey, type RunSeat, type TrainRun } from '../../suppliers/train';
import type { AuthInfo } from '../session/service';
import { chosenTickets, loadTrainOrder, type TrainOrderFacts } from './common';
import type { LegRow, TicketRow } from './repository';

export interface ChangeLine extends TrainChangeQuote {
  ticket: TicketRow;
  oldFen: number;
  newFen: number;
  /** Refund fee rate on a cheaper seat's difference (0 otherwise). */
  percent: number;
}

export interface ChangePlan {
  facts: TrainOrderFacts;
  leg: LegRow;
  run: TrainRun;
  seat: RunSeat;
  lines: ChangeLine[];
  payFen: number;
  feeFen: number;
  refundFen: number;
}

const cityOf = (code: string): string => STATIONS.get(code)?.cityCode ?? code;

/**
 * A ticket's price on the new seat: the adult price, scaled like the ticket was against its leg's adult price (a
 * child ticket stays a child ticket).
 */
function newPriceFen(t: TicketRow, leg: LegRow, seat: RunSeat): number {
  const adult = Number(leg.price_fen);
  const paid = Number(t.price_fen);
  if (adult <= 0 || paid === adult) return seat.priceFen;
  return roundHalfUpFen(seat.priceFen * paid, adult);
}

export async function planChange(
  db: Db,
  auth: AuthInfo,
  req: { orderId: string; ticketIds: readonly string[]; seatKey?: string | undefined },
  nowMs: number,
): Promise<ChangePlan> {
  const facts = await loadTrainOrder(db, auth, req.orderId);
  const tickets = chosenTickets(facts, req.ticketIds, nowMs, 'change');
  const legIds = new Set(tickets.map((t) => t.leg_id));
  if (legIds.size !== 1) throw invalid('trAsOneLeg');
  const leg = facts.legs.find((l) => legIds.has(l.id)) as LegRow;

  const found = req.seatKey ? trainBySeatKey(req.seatKey, nowMs) : undefined;
  if (!found) throw invalid('trAsSeatInvalid');
  const { run, seat } = found;
  if (cityOf(run.from.code) !== cityOf(leg.from_station) || cityOf(run.to.code) !== cityOf(leg.to_station)) {
    throw invalid('trAsRouteMismatch');
  }
  if (run.depAtMs <= Number(leg.dep_at)) throw invalid('trAsNotLater');
  if (!isTrainReservable(run) || run.depAtMs <= nowMs) throw invalid('trAsSeatNotBookable');

  const depMs = Number(leg.dep_at);
  const lines = tickets.map((t) => {
    const oldFen = Number(t.price_fen);
    const newFen = newPriceFen(t, leg, seat);
    const q = trainChangeQuote(oldFen, newFen, depMs, nowMs);
    return { ticket: t, oldFen, newFen, percent: q.diffFen < 0 ? trainRefundPercent(depMs, nowMs) : 0, ...q };
  });
  const total = (f: (l: ChangeLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  return {
    facts,
    leg,
    run,
    seat,
    lines,
    payFen: total((l) => l.payFen),
    feeFen: total((l) => l.feeFen),
    refundFen: total((l) => l.refundFen),
  };
}

export function changeFeeLines(plan: ChangePlan): FeeExpectLine[] {
  return plan.lines.map((l) => ({
    ticketId: l.ticket.id,
    psgName: plan.facts.names.get(Number(l.ticket.seq)) ?? '',
    price: fenToYuan(l.oldFen),
    newPrice: fenToYuan(l.newFen),
    percent: l.percent,
    fee: fenToYuan(l.feeFen),
    refund: fenToYuan(l.refundFen),
    pay: fenToYuan(l.payFen),
  }));
}
