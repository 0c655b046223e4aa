/**
 * Seat preferences trEdit offers (best effort, as the rail operator takes them): seat letters in the seat classes of
 * high-speed and bullet trains laid out in rows (business 3 abreast, first class 4, second class 5), berths in the
 * sleeper classes (hard and second-class sleepers have a middle berth). Other classes take no preference. Pure.
 */
import type { SeatType, TrainItem } from '../../../api/contract/train';

export type Berth = 'lower' | 'middle' | 'upper';

/** What a seat class lets the user prefer. */
export type PreferenceKind =
  { kind: 'none' } | { kind: 'letters'; options: string[] } | { kind: 'berths'; options: Berth[] };

const LETTERS: Partial<Record<SeatType, string[]>> = {
  // Second class A B C | D F, first class A C | D F, business / special / preferred first A C | F.
  O: ['A', 'B', 'C', 'D', 'F'],
  M: ['A', 'C', 'D', 'F'],
  '9': ['A', 'C', 'F'],
  P: ['A', 'C', 'F'],
  D: ['A', 'C', 'F'],
};

const BERTHS: Partial<Record<SeatType, Berth[]>> = {
  '3': ['lower', 'middle', 'upper'],
  J: ['lower', 'middle', 'upper'],
  '4': ['lower', 'upper'],
  '6': ['lower', 'upper'],
  F: ['lower', 'upper'],
  I: ['lower', 'upper'],
  A: ['lower', 'upper'],
};

/** Trains whose seats are lettered (high-speed, intercity, bullet). */
const LETTERED_TRAINS: readonly string[] = ['G', 'C', 'D'];

/** The preference one leg offers. */
export function preferenceOf(train: Pick<TrainItem, 'trainType'>, seatType: SeatType): PreferenceKind {
  const letters = LETTERS[seatType];
  if (letters && LETTERED_TRAINS.includes(train.trainType)) return { kind: 'letters', options: letters };
  const berths = BERTHS[seatType];
  if (berths) return { kind: 'berths', options: berths };
  return { kind: 'none' };
}

/** The preference the whole booking offers: the same kind on every leg, with the options all legs share. */
export function bookingPreference(
  legs: readonly { train: Pick<TrainItem, 'trainType'>; seatType: SeatType }[],
): PreferenceKind {
  const kinds = legs.map((l) => preferenceOf(l.train, l.seatType));
  const first = kinds[0];
  if (!first || first.kind === 'none') return { kind: 'none' };
  if (first.kind === 'letters') {
    const all = kinds.every((k) => k.kind === 'letters');
    if (!all) return { kind: 'none' };
    const options = first.options.filter((o) => kinds.every((k) => k.kind === 'letters' && k.options.includes(o)));
    return options.length > 0 ? { kind: 'letters', options } : { kind: 'none' };
  }
  if (!kinds.every((k) => k.kind === 'berths')) return { kind: 'none' };
  const options = first.options.filter((o) => kinds.every((k) => k.kind === 'berths' && k.options.includes(o)));
  return options.length > 0 ? { kind: 'berths', options } : { kind: 'none' };
}

/**
 * Toggles one option in the chosen list: at most one choice per passenger (as the rail operator takes them), the
 * oldest dropped when full; options no longer offered are dropped.
 */
export function togglePreference(
  chosen: readonly string[],
  option: string,
  offered: readonly string[],
  max: number,
): string[] {
  const valid = chosen.filter((c) => offered.includes(c));
  if (valid.includes(option)) return valid.filter((c) => c !== option);
  if (!offered.includes(option) || max <= 0) return valid;
  const next = [...valid, option];
  return next.slice(Math.max(0, next.length - max));
}
