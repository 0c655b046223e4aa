/**
 * What /tr/trEdit books, read from the search store (`choice` for a direct train, `transferChoice` for a
 * connection): the legs in travel order, each a train and the chosen seat class.
 */
import type { TrainItem, TrainSeat, TransferPlan } from '../../../api/contract/train';

/** One leg being booked. */
export interface TrainLegChoice {
  train: TrainItem;
  seat: TrainSeat;
}

/** What the search store exposes (the search helper's `store.ts`). */
export interface TrainChoiceSource {
  choice: { train: TrainItem; seat: TrainSeat } | null;
  transferChoice: { plan: TransferPlan; seats: [TrainSeat, TrainSeat] } | null;
}

/** The legs to book: none (nothing chosen, e.g. after a reload), one train, or a connection's two. */
export interface TrainSelection {
  legs: TrainLegChoice[];
  /** The connection chosen (bookTransfer), null for a direct train. */
  plan: TransferPlan | null;
}

export const NO_SELECTION: TrainSelection = { legs: [], plan: null };

/** The selection of the search store; a connection wins when both are set (it was chosen on the transfer tab). */
export function selectionOf(source: TrainChoiceSource): TrainSelection {
  const t = source.transferChoice;
  if (t) {
    return {
      plan: t.plan,
      legs: [
        { train: t.plan.legs[0], seat: t.seats[0] },
        { train: t.plan.legs[1], seat: t.seats[1] },
      ],
    };
  }
  const c = source.choice;
  return c ? { plan: null, legs: [{ train: c.train, seat: c.seat }] } : NO_SELECTION;
}

/** The same legs with the seats at a new price (validOrder's 'priceChanged'), matched by seat key. */
export function withSeats(selection: TrainSelection, seats: readonly TrainSeat[]): TrainSelection {
  return {
    ...selection,
    legs: selection.legs.map((leg) => ({
      ...leg,
      seat: seats.find((s) => s.seatKey === leg.seat.seatKey) ?? leg.seat,
    })),
  };
}
