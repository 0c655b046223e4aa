/**
 * Pure rules of the train list (SPEC §4 train sale, §5 train): sorting, filters and what a seat offers. Times are
 * China wall-clock 'YYYY-MM-DD HH:mm' (ARCHITECTURE §13); prices are compared in fen.
 */
import type { TrainItem, TrainSeat, TrainType, TransferPlan } from '../../../api/contract/train';
import { yuanToFen } from '../../../domain/money';
import { isFastTrain, isSeatBookable, isTrainReservable } from '../../../domain/train/sale';
import { seatOrder } from '../../../domain/train/seats';

export type TrainSortBy = 'dep' | 'arr' | 'duration' | 'price';

export interface TrainSort {
  by: TrainSortBy;
  dir: 'asc' | 'desc';
}

/** Departure or arrival time bands (hours, [from, to)). */
export const TIME_BANDS = ['0-6', '6-12', '12-18', '18-24'] as const;
export type TimeBand = (typeof TIME_BANDS)[number];

/** Multi-choice filter groups: empty means any; groups combine with AND, values with OR. */
export interface TrainFilters {
  types: TrainType[];
  fromStations: string[];
  toStations: string[];
  depBands: TimeBand[];
  arrBands: TimeBand[];
}

export const NO_FILTERS: TrainFilters = { types: [], fromStations: [], toStations: [], depBands: [], arrBands: [] };

/** Train types in the filter's order. */
export const TRAIN_TYPES: readonly TrainType[] = ['G', 'C', 'D', 'Z', 'T', 'K'];

/** Number of values chosen over all groups (the filter button's badge). */
export function filterCount(f: TrainFilters): number {
  return f.types.length + f.fromStations.length + f.toStations.length + f.depBands.length + f.arrBands.length;
}

/** Adds or removes one value of a group. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function inBand(time: string, band: TimeBand): boolean {
  const [from, to] = band.split('-').map(Number) as [number, number];
  const h = Number(time.slice(11, 13));
  return h >= from && h < to;
}

/** The cheapest seat of a train in fen (any class, sold out or not); Infinity without seats. */
export function lowestFen(train: TrainItem): number {
  let low = Infinity;
  for (const s of train.seats) low = Math.min(low, yuanToFen(s.price));
  return low;
}

export function matchesFilters(train: TrainItem, f: TrainFilters, highSpeedOnly: boolean): boolean {
  if (highSpeedOnly && !isFastTrain(train.trainCode)) return false;
  if (f.types.length > 0 && !f.types.includes(train.trainType)) return false;
  if (f.fromStations.length > 0 && !f.fromStations.includes(train.from.code)) return false;
  if (f.toStations.length > 0 && !f.toStations.includes(train.to.code)) return false;
  if (f.depBands.length > 0 && !f.depBands.some((b) => inBand(train.depTime, b))) return false;
  if (f.arrBands.length > 0 && !f.arrBands.some((b) => inBand(train.arrTime, b))) return false;
  return true;
}

function sortValue(train: TrainItem, by: TrainSortBy): number | string {
  switch (by) {
    case 'arr':
      return train.arrTime;
    case 'duration':
      return train.runMinutes;
    case 'price':
      return lowestFen(train);
    default:
      return train.depTime;
  }
}

const cmp = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Sorted copy; ties fall back to the departure time, then the train number. */
export function sortTrains(list: readonly TrainItem[], sort: TrainSort): TrainItem[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...list].sort(
    (a, b) =>
      sign * cmp(sortValue(a, sort.by), sortValue(b, sort.by)) ||
      cmp(a.depTime, b.depTime) ||
      cmp(a.trainCode, b.trainCode),
  );
}

/** The list after filters and sort. */
export function visibleTrains(
  list: readonly TrainItem[],
  filters: TrainFilters,
  highSpeedOnly: boolean,
  sort: TrainSort,
): TrainItem[] {
  return sortTrains(
    list.filter((t) => matchesFilters(t, filters, highSpeedOnly)),
    sort,
  );
}

/** Filter options present in the results: train types, departure and arrival stations (with counts). */
export function filterOptions(list: readonly TrainItem[]): {
  types: { value: TrainType; count: number }[];
  fromStations: { value: string; name: string; count: number }[];
  toStations: { value: string; name: string; count: number }[];
} {
  const types = new Map<TrainType, number>();
  const from = new Map<string, { name: string; count: number }>();
  const to = new Map<string, { name: string; count: number }>();
  for (const t of list) {
    types.set(t.trainType, (types.get(t.trainType) ?? 0) + 1);
    const f = from.get(t.from.code) ?? { name: t.from.name, count: 0 };
    from.set(t.from.code, { ...f, count: f.count + 1 });
    const a = to.get(t.to.code) ?? { name: t.to.name, count: 0 };
    to.set(t.to.code, { ...a, count: a.count + 1 });
  }
  return {
    types: TRAIN_TYPES.filter((x) => types.has(x)).map((value) => ({ value, count: types.get(value) ?? 0 })),
    fromStations: [...from].map(([value, v]) => ({ value, ...v })),
    toStations: [...to].map(([value, v]) => ({ value, ...v })),
  };
}

/** The seats of a train in SPEC §9 order. */
export function orderedSeats(train: TrainItem): TrainSeat[] {
  return [...train.seats].sort((a, b) => seatOrder(a.seatType) - seatOrder(b.seatType));
}

/**
 * What tapping a seat does: 'book' (bookable train and seat, SPEC §4), 'waitlist' (sold out, the class takes
 * waitlist orders and the departure is at least 3 hours away, SPEC §9), else 'none'.
 */
export type SeatOffer = 'book' | 'waitlist' | 'none';

export function seatOffer(train: TrainItem, seat: TrainSeat, benchAllowed: boolean): SeatOffer {
  if (!isTrainReservable(train)) return 'none';
  if (isSeatBookable(seat)) return 'book';
  if (seat.seatCount <= 0 && seat.isBench && seat.wb !== 2 && benchAllowed) return 'waitlist';
  return 'none';
}

/** Transfer plans shortest first, then cheapest. */
export function sortPlans(plans: readonly TransferPlan[]): TransferPlan[] {
  return [...plans].sort((a, b) => a.totalMinutes - b.totalMinutes || a.lowestPrice - b.lowestPrice);
}
