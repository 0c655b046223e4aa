/**
 * The simulated rail supplier (supplier kit): a deterministic network over the real stations of basedata
 * (network.ts), with stock kept in the kit's inventory (`supplier_inventory`, product 'train'). Stable API for
 * the train modules (booking, after-sales, waitlist):
 *
 * - {@link search}(from, to, date, nowMs): the trains of a day between two stations or cities (a city code means
 *   all of its stations), each with its seat classes, prices in fen and the seats the supplier opened
 *   (`capacity`); live counts come from {@link seatsLeft}.
 * - {@link trainById}(trainId, nowMs) / {@link trainBySeatKey}(seatKey, nowMs): one train (and seat class) again,
 *   from the ids a search gave (`trainId` = `${trainCode}_${depDate}_${fromCode}_${toCode}`, `seatKey` =
 *   `${trainId}|${seatType}`).
 * - {@link stops}(trainCode, startDate): the stops of a train on the day it starts.
 * - {@link transfers}(from, to, date, nowMs): two trains changing in a city on the way.
 * - {@link seatsLeft}(db, runs): seats left per seat key; {@link reserveSeats} / {@link releaseSeats}(trx, trainId,
 *   seatType, n, nowMs): take or give back seats inside the caller's transaction (never oversold: one conditional
 *   statement of the kit). Stock is counted per train, day it starts and seat class.
 *
 * Times are China time; `depTime` / `arrTime` are 'YYYY-MM-DD HH:mm'. Suspended trains (runTime '99:59') sell
 * nothing. `saleDateTime` is 'reservable' from today to today + 14, the opening time beyond, 'stopped' once
 * departed or for a past day.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SeatType, TrainType } from '../../../../src/api/contract/train';
import { checkTrainDate, TRAIN_RULES } from '../../../../src/domain/train/sale';
import { addCalendarDays, chinaDayStartMs, formatChinaDateTime } from '../../../../src/domain/time';
import { Lru } from '../kit/cache';
import * as inventory from '../kit/inventory';
import { hash32 } from '../kit/random';
import {
  SERVICE_BY_CODE,
  SERVICES_AT,
  STATIONS,
  searchStationsOf,
  stationsOf,
  type NetStation,
  type Service,
} from './network';

export { STATIONS, stationsOf, type NetStation } from './network';

/** The product name of the train stock in the kit's inventory. */
export const TRAIN_PRODUCT = 'train';

/** A seat class of a train run, as the supplier sells it. */
export interface RunSeat {
  seatKey: string;
  seatType: SeatType;
  /** Adult price, fen. */
  priceFen: number;
  /** Percent of the full price. */
  seatDiscount: number;
  /** Seats the supplier opened for this class on this day (0: sold out before anyone here booked). */
  capacity: number;
}

/** One train between two of its stops on a day. */
export interface TrainRun {
  trainId: string;
  trainCode: string;
  trainType: TrainType;
  /** The day the train leaves its first station (the stock day). */
  startDate: string;
  /** The day it leaves `from`. */
  depDate: string;
  from: NetStation;
  to: NetStation;
  /** Where the whole run starts and ends. */
  start: NetStation;
  end: NetStation;
  depAtMs: number;
  arrAtMs: number;
  depTime: string;
  arrTime: string;
  runMinutes: number;
  /** 'HH:mm', '99:59' when sales are suspended. */
  runTime: string;
  arriveDays: number;
  km: number;
  suspended: boolean;
  /** 'reservable', the opening time 'YYYY-MM-DD HH:mm', or 'stopped'. */
  saleDateTime: string;
  idCardTicket: boolean;
  seats: RunSeat[];
}

/** Stop times of a train on a day. */
export interface RunStop {
  seq: number;
  station: NetStation;
  /** 'HH:mm' ('' at the first stop). */
  arrTime: string;
  /** 'HH:mm' ('' at the last stop). */
  depTime: string;
  stayMin: number;
  dayOffset: number;
}

/** Two trains changing at a city on the way. */
export interface TransferPair {
  transferId: string;
  first: TrainRun;
  second: TrainRun;
  sameStation: boolean;
  waitMinutes: number;
  totalMinutes: number;
}

const DAY_MIN = 1440;
/** Minimum change time at one station, and between two stations of a city; longest wait offered. */
export const TRANSFER_MIN_SAME = 20;
export const TRANSFER_MIN_CROSS = 60;
export const TRANSFER_MAX_WAIT = 360;

/** Seats of a class on one train (whole run) before anyone books. */
const CAPACITY: Record<SeatType, number> = {
  '9': 24,
  M: 80,
  O: 600,
  WZ: 80,
  F: 160,
  '4': 60,
  '3': 300,
  '1': 500,
  '2': 100,
  '6': 16,
  P: 10,
  I: 40,
  J: 200,
  A: 20,
  D: 40,
};

/** Fen per km of each class by train type (rounded to half a yuan later). */
function fenPerKm(type: TrainType, seat: SeatType): number {
  if (type === 'G') return seat === '9' ? 130 : seat === 'M' ? 72 : 45;
  if (type === 'C') return seat === 'M' ? 56 : 46;
  if (type === 'D') return seat === 'F' ? 55 : seat === 'M' ? 37 : 31;
  return seat === '4' ? 30 : seat === '3' ? 19 : 11;
}

const hm = (min: number): string => {
  const m = ((min % DAY_MIN) + DAY_MIN) % DAY_MIN;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const duration = (min: number): string =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;
const chinaMinute = (ms: number): string => formatChinaDateTime(ms).slice(0, 16);

/** Sales of a train number are suspended on some days (2 in 100). */
const isSuspendedOn = (code: string, startDate: string): boolean => hash32(`suspend|${code}|${startDate}`) % 100 < 2;

/** Seats opened for a class on a day: some classes sell out (the waitlist then takes orders), the rest partly sold. */
function capacityOf(code: string, startDate: string, seat: SeatType): number {
  const h = hash32(`stock|${code}|${startDate}|${seat}`);
  const soldOutPct = seat === 'O' || seat === '3' ? 12 : seat === 'WZ' ? 20 : 10;
  if (h % 100 < soldOutPct) return 0;
  const share = 0.05 + ((h >>> 8) % 60) / 100;
  return Math.max(1, Math.round(CAPACITY[seat] * share));
}

/** When a day beyond the sale range goes on sale: 14 days before, at the departure station's opening hour. */
function openingTime(depDate: string, fromCode: string): string {
  const slot = hash32(`open|${fromCode}`) % 8;
  const time = `${String(8 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 === 0 ? '00' : '30'}`;
  return `${addCalendarDays(depDate, -TRAIN_RULES.horizonDays)} ${time}`;
}

function saleStatus(depDate: string, fromCode: string, depAtMs: number, nowMs: number): string {
  const check = checkTrainDate(depDate, nowMs);
  if (check === 'expired' || depAtMs <= nowMs) return 'stopped';
  if (check === 'outOfRange') return openingTime(depDate, fromCode);
  return 'reservable';
}

/** The run of `svc` from stop `i` to stop `j`, leaving stop `i` on `depDate`. */
function runOf(svc: Service, i: number, j: number, depDate: string, nowMs: number): TrainRun | undefined {
  const a = svc.stops[i];
  const b = svc.stops[j];
  const first = svc.stops[0];
  const last = svc.stops[svc.stops.length - 1];
  if (!a || !b || !first || !last || a.dep === null || b.arr === null || j <= i) return undefined;
  const from = STATIONS.get(a.station);
  const to = STATIONS.get(b.station);
  const start = STATIONS.get(first.station);
  const end = STATIONS.get(last.station);
  if (!from || !to || !start || !end) return undefined;
  const depOffset = Math.floor(a.dep / DAY_MIN);
  const startDate = addCalendarDays(depDate, -depOffset);
  const dayStart = chinaDayStartMs(startDate);
  const depAtMs = dayStart + a.dep * 60_000;
  const arrAtMs = dayStart + b.arr * 60_000;
  const runMinutes = b.arr - a.dep;
  const suspended = isSuspendedOn(svc.code, startDate);
  const km = b.km - a.km;
  const trainId = `${svc.code}_${depDate}_${a.station}_${b.station}`;
  const tweak = svc.type === 'G' ? 0.93 + (hash32(`price|${svc.code}`) % 12) / 100 : 1;
  const seats = svc.seatTypes.map<RunSeat>((seatType) => {
    const rate =
      seatType === 'WZ'
        ? fenPerKm(svc.type, svc.type === 'Z' || svc.type === 'T' || svc.type === 'K' ? '1' : 'O')
        : fenPerKm(svc.type, seatType);
    const priceFen = Math.max(1000, Math.round((km * rate * tweak) / 50) * 50);
    return {
      seatKey: `${trainId}|${seatType}`,
      seatType,
      priceFen,
      seatDiscount: 100,
      capacity: suspended ? 0 : capacityOf(svc.code, startDate, seatType),
    };
  });
  return {
    trainId,
    trainCode: svc.code,
    trainType: svc.type,
    startDate,
    depDate,
    from,
    to,
    start,
    end,
    depAtMs,
    arrAtMs,
    depTime: chinaMinute(depAtMs),
    arrTime: chinaMinute(arrAtMs),
    runMinutes,
    runTime: suspended ? '99:59' : duration(runMinutes),
    arriveDays: Math.floor(b.arr / DAY_MIN) - depOffset,
    km,
    suspended,
    saleDateTime: saleStatus(depDate, a.station, depAtMs, nowMs),
    idCardTicket: svc.type !== 'K',
    seats,
  };
}

/** Timetable answers (runs without the sale status) by from|to|date. */
const searchCache = new Lru<string, { svc: Service; i: number; j: number }[]>(500);

function matches(fromCode: string, toCode: string, date: string): { svc: Service; i: number; j: number }[] {
  const key = `${fromCode}|${toCode}|${date}`;
  const hit = searchCache.get(key);
  if (hit) return hit;
  const toSet = new Set(searchStationsOf(toCode));
  const out: { svc: Service; i: number; j: number }[] = [];
  for (const st of searchStationsOf(fromCode)) {
    for (const { svc, idx } of SERVICES_AT.get(st) ?? []) {
      const j = svc.stops.findIndex((s, k) => k > idx && toSet.has(s.station));
      if (j > idx) out.push({ svc, i: idx, j });
    }
  }
  searchCache.set(key, out);
  return out;
}

/** Trains leaving `fromCode` (station or city) for `toCode` on `date`, by departure time. */
export function search(fromCode: string, toCode: string, date: string, nowMs: number): TrainRun[] {
  return matches(fromCode, toCode, date)
    .map(({ svc, i, j }) => runOf(svc, i, j, date, nowMs))
    .filter((r): r is TrainRun => !!r)
    .sort((a, b) => a.depAtMs - b.depAtMs || a.trainCode.localeCompare(b.trainCode));
}

/** Whether any train links the two (stations or cities), on any day. */
export function hasLine(fromCode: string, toCode: string): boolean {
  return matches(fromCode, toCode, '2000-01-01').length > 0;
}

/** The run a search gave `trainId` to (undefined when it is not one). */
export function trainById(trainId: string, nowMs: number): TrainRun | undefined {
  const [code, depDate, from, to, extra] = trainId.split('_');
  if (!code || !depDate || !from || !to || extra !== undefined) return undefined;
  const svc = SERVICE_BY_CODE.get(code);
  if (!svc) return undefined;
  const i = svc.stops.findIndex((s) => s.station === from);
  const j = svc.stops.findIndex((s) => s.station === to);
  return runOf(svc, i, j, depDate, nowMs);
}

/** The run and seat class of a seat key (undefined when it is not one). */
export function trainBySeatKey(seatKey: string, nowMs: number): { run: TrainRun; seat: RunSeat } | undefined {
  const cut = seatKey.lastIndexOf('|');
  if (cut < 0) return undefined;
  const run = trainById(seatKey.slice(0, cut), nowMs);
  const seat = run?.seats.find((s) => s.seatKey === seatKey);
  return run && seat ? { run, seat } : undefined;
}

/** The stops of a train on the day it starts (undefined for an unknown number). */
export function stops(trainCode: string, startDate: string): RunStop[] | undefined {
  const svc = SERVICE_BY_CODE.get(trainCode.trim().toUpperCase());
  if (!svc) return undefined;
  void startDate; // The timetable is the same every day.
  return svc.stops.map((s, seq) => ({
    seq,
    station: STATIONS.get(s.station) as NetStation,
    arrTime: s.arr === null ? '' : hm(s.arr),
    depTime: s.dep === null ? '' : hm(s.dep),
    stayMin: s.arr !== null && s.dep !== null ? s.dep - s.arr : 0,
    dayOffset: Math.floor((s.arr ?? s.dep ?? 0) / DAY_MIN),
  }));
}

/** Connections through a city on the way (the second train the same or the next day), shortest first. */
export function transfers(fromCode: string, toCode: string, date: string, nowMs: number, limit = 30): TransferPair[] {
  const fromCity = STATIONS.get(stationsOf(fromCode)[0] ?? '')?.cityCode;
  const toCity = STATIONS.get(stationsOf(toCode)[0] ?? '')?.cityCode;
  const toSet = new Set(stationsOf(toCode));
  const hubs = new Set<string>();
  for (const st of stationsOf(fromCode)) {
    for (const { svc, idx } of SERVICES_AT.get(st) ?? []) {
      for (const s of svc.stops.slice(idx + 1)) {
        const city = STATIONS.get(s.station)?.cityCode;
        if (city && city !== fromCity && city !== toCity && !toSet.has(s.station)) hubs.add(city);
      }
    }
  }
  const out: TransferPair[] = [];
  for (const hub of hubs) {
    const firsts = search(fromCode, hub, date, nowMs);
    if (firsts.length === 0) continue;
    const seconds = [date, addCalendarDays(date, 1)].flatMap((d) => search(hub, toCode, d, nowMs));
    for (const first of firsts) {
      let taken = 0;
      for (const second of seconds) {
        const sameStation = second.from.code === first.to.code;
        const wait = Math.round((second.depAtMs - first.arrAtMs) / 60_000);
        if (wait < (sameStation ? TRANSFER_MIN_SAME : TRANSFER_MIN_CROSS) || wait > TRANSFER_MAX_WAIT) continue;
        out.push({
          transferId: `${first.trainId}~${second.trainId}`,
          first,
          second,
          sameStation,
          waitMinutes: wait,
          totalMinutes: Math.round((second.arrAtMs - first.depAtMs) / 60_000),
        });
        taken += 1;
        if (taken >= 2) break;
      }
    }
  }
  return out.sort((a, b) => a.totalMinutes - b.totalMinutes || a.first.depAtMs - b.first.depAtMs).slice(0, limit);
}

/** The two runs of a transfer id (undefined when it is not one). */
export function transferById(transferId: string, nowMs: number): { first: TrainRun; second: TrainRun } | undefined {
  const [a, b, extra] = transferId.split('~');
  if (!a || !b || extra !== undefined) return undefined;
  const first = trainById(a, nowMs);
  const second = trainById(b, nowMs);
  return first && second ? { first, second } : undefined;
}

const keyOf = (run: TrainRun, seatType: SeatType): inventory.InventoryKey => ({
  product: TRAIN_PRODUCT,
  item: run.trainCode,
  day: run.startDate,
  classCode: seatType,
});

/** Seats left per seat key of the runs (capacity minus what was sold here). */
export async function seatsLeft(db: Kysely<Database>, runs: readonly TrainRun[]): Promise<Map<string, number>> {
  const sold = await inventory.soldMap(
    db,
    TRAIN_PRODUCT,
    runs.map((r) => r.startDate),
    runs.map((r) => r.trainCode),
  );
  const out = new Map<string, number>();
  for (const run of runs) {
    for (const s of run.seats) {
      const n = sold.get(inventory.soldKey(run.trainCode, run.startDate, s.seatType)) ?? 0;
      out.set(s.seatKey, Math.max(0, s.capacity - n));
    }
  }
  return out;
}

/** Takes `n` seats of a class of the train in `trx`; false (nothing taken) when fewer are left or unknown. */
export async function reserveSeats(
  trx: Kysely<Database>,
  trainId: string,
  seatType: SeatType,
  n: number,
  nowMs: number,
): Promise<boolean> {
  const run = trainById(trainId, nowMs);
  const seat = run?.seats.find((s) => s.seatType === seatType);
  if (!run || !seat || run.suspended) return false;
  if (n <= 0) return true;
  return inventory.reserve(trx, keyOf(run, seatType), n, seat.capacity, nowMs);
}

/** Gives `n` seats of a class of the train back in `trx`. */
export async function releaseSeats(
  trx: Kysely<Database>,
  trainId: string,
  seatType: SeatType,
  n: number,
  nowMs: number,
): Promise<void> {
  const run = trainById(trainId, nowMs);
  if (!run || n <= 0) return;
  await inventory.release(trx, keyOf(run, seatType), n, nowMs);
}
