/**
 * Train travel standard (SPEC §3 wb, issue 12): a rank allows seat codes (train_standards.seat_codes, e.g. 'O'
 * second class, 'O,M' up to first class). A seat class is within the standard when its comfort level is at most the
 * highest level allowed: a rank allowed second class may also take a hard seat, a soft seat or no seat; a sleeper
 * is compared by its level too. No standard set: everything is within it. Pure, no clock.
 */
import type { SeatType } from './seats';

/** Comfort level of each seat class: 0 no seat … 5 business, special and deluxe classes. */
export const SEAT_LEVEL: Record<SeatType, number> = {
  WZ: 0,
  '1': 1,
  '2': 2,
  O: 2,
  '3': 3,
  M: 3,
  J: 3,
  D: 4,
  F: 4,
  '4': 4,
  I: 4,
  '9': 5,
  P: 5,
  '6': 5,
  A: 5,
};

/** The highest level a standard allows; null when no (valid) code is set, i.e. no limit. */
export function allowedLevel(seatCodes: readonly string[] | null): number | null {
  if (!seatCodes) return null;
  const levels = seatCodes.map((c) => SEAT_LEVEL[c as SeatType]).filter((l): l is number => typeof l === 'number');
  return levels.length === 0 ? null : Math.max(...levels);
}

/** Whether a seat class is within a standard (null: no standard, always within). */
export function seatWithinStandard(seatType: SeatType, seatCodes: readonly string[] | null): boolean {
  const max = allowedLevel(seatCodes);
  return max === null || SEAT_LEVEL[seatType] <= max;
}

/**
 * SPEC §3 wb of a seat for a set of travellers' standards: 0 within every one, 1 above one of them, 2 above one
 * and the company forbids booking above the standard (mustComply).
 */
export function trainWb(
  seatType: SeatType,
  standards: readonly (readonly string[] | null)[],
  mustComply: boolean,
): 0 | 1 | 2 {
  const within = standards.every((s) => seatWithinStandard(seatType, s));
  if (within) return 0;
  return mustComply ? 2 : 1;
}
