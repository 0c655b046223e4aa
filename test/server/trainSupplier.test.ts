/**
 * The simulated rail supplier (issue 12): a deterministic network over the real stations, realistic volume, seat
 * classes per train type, the sale range (SPEC §4, §9: today to today + 14, the opening time beyond), suspended
 * trains (runTime 99…), stops and transfers. Dates come from a fixed injected instant, never from the wall clock.
 */
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import {
  search,
  stops,
  trainById,
  trainBySeatKey,
  transfers,
  TRANSFER_MAX_WAIT,
  TRANSFER_MIN_SAME,
} from '../../server/src/suppliers/train';
import { START_MS } from './helpers/testApp';

const today = chinaToday(START_MS);
const day = (n: number) => addCalendarDays(today, n);

describe('train supplier: search', () => {
  it('answers the same trains, times, prices and seats for the same query', () => {
    const a = search('BJS', 'SHA', day(3), START_MS);
    const b = search('BJS', 'SHA', day(3), START_MS);
    expect(a).toEqual(b);
    expect(a.map((r) => r.trainId)).toEqual([...new Set(a.map((r) => r.trainId))]);
  });

  it('runs about 80–100 trains a day between Beijing and Shanghai, high-speed and conventional', () => {
    const runs = search('BJS', 'SHA', day(2), START_MS);
    expect(runs.length).toBeGreaterThanOrEqual(80);
    expect(runs.length).toBeLessThanOrEqual(100);
    const types = new Set(runs.map((r) => r.trainType));
    for (const t of ['G', 'D', 'Z', 'T', 'K']) expect(types).toContain(t);
    for (const r of runs) {
      expect(['BJS']).toContain(r.from.cityCode);
      expect(r.to.cityCode).toBe('SHA');
      expect(r.arrAtMs).toBeGreaterThan(r.depAtMs);
      expect(r.depTime.slice(0, 10)).toBe(day(2));
    }
    // Overnight conventional trains arrive the next day.
    expect(runs.some((r) => r.trainType === 'K' && r.arriveDays === 1)).toBe(true);
  });

  it('a station stands for its whole city, as the national rail search does', () => {
    // 北京 (BJP) → 上海 (SHH) lists the high-speed trains of 北京南 → 上海虹桥 as well as the conventional ones.
    const runs = search('BJP', 'SHH', day(2), START_MS);
    expect(runs.some((r) => r.trainType === 'G' && r.from.code === 'VNP' && r.to.code === 'AOH')).toBe(true);
    expect(runs.some((r) => r.trainType === 'K' && r.from.code === 'BJP')).toBe(true);
    expect(runs.map((r) => r.trainCode)).toEqual(search('BJS', 'SHA', day(2), START_MS).map((r) => r.trainCode));
  });

  it('sells the seat classes of each train type, priced by distance', () => {
    const runs = search('VNP', 'AOH', day(2), START_MS);
    const g = runs.find((r) => r.trainType === 'G');
    expect(g?.seats.map((s) => s.seatType)).toEqual(['9', 'M', 'O', 'WZ']);
    const price = (t: string) => g?.seats.find((s) => s.seatType === t)?.priceFen ?? 0;
    expect(price('9')).toBeGreaterThan(price('M'));
    expect(price('M')).toBeGreaterThan(price('O'));
    const k = search('BJP', 'SHH', day(2), START_MS).find((r) => r.trainType === 'K');
    expect(k?.seats.map((s) => s.seatType)).toEqual(['4', '3', '1', 'WZ']);
    const sleeper = runs.find((r) => r.trainType === 'D');
    expect(sleeper?.seats.map((s) => s.seatType)).toContain('F');
    // A shorter trip on the same line costs less.
    const short = search('VNP', 'TIP', day(2), START_MS).find((r) => r.trainCode === g?.trainCode);
    if (short) expect(short.seats.find((s) => s.seatType === 'O')!.priceFen).toBeLessThan(price('O'));
    for (const r of runs) for (const s of r.seats) expect(s.priceFen % 50).toBe(0);
  });

  it('has sold-out classes (waitlist) and suspended trains with runTime 99', () => {
    const days = Array.from({ length: 14 }, (_, i) => day(i + 1));
    const runs = days.flatMap((d) => search('BJS', 'SHA', d, START_MS));
    expect(runs.some((r) => !r.suspended && r.seats.some((s) => s.capacity === 0 && s.seatType !== 'WZ'))).toBe(true);
    const suspended = runs.filter((r) => r.suspended);
    expect(suspended.length).toBeGreaterThan(0);
    for (const r of suspended) {
      expect(r.runTime).toBe('99:59');
      expect(r.seats.every((s) => s.capacity === 0)).toBe(true);
    }
  });
});

describe('train supplier: sale range (SPEC §9: today to 14 days ahead)', () => {
  it('is reservable to today + 14, shows the opening time beyond, stops for past trains', () => {
    expect(search('VNP', 'AOH', day(14), START_MS).every((r) => r.suspended || r.saleDateTime === 'reservable')).toBe(
      true,
    );
    const later = search('VNP', 'AOH', day(15), START_MS);
    expect(later.length).toBeGreaterThan(0);
    for (const r of later) expect(r.saleDateTime).toMatch(new RegExp(`^${day(1)} \\d\\d:\\d\\d$`));
    expect(search('VNP', 'AOH', day(-1), START_MS).every((r) => r.saleDateTime === 'stopped')).toBe(true);
    // Today: trains already gone are stopped, later ones reservable (START_MS is 10:00 China time).
    const now = search('VNP', 'AOH', today, START_MS);
    expect(now.filter((r) => r.depAtMs <= START_MS).every((r) => r.saleDateTime === 'stopped')).toBe(true);
    expect(now.some((r) => r.depAtMs > START_MS && r.saleDateTime === 'reservable')).toBe(true);
  });
});

describe('train supplier: ids, stops and transfers', () => {
  it('finds a run and a seat again by their ids', () => {
    const [run] = search('BJS', 'SHA', day(4), START_MS);
    expect(run).toBeDefined();
    expect(trainById(run!.trainId, START_MS)).toEqual(run);
    const seat = run!.seats[0]!;
    expect(trainBySeatKey(seat.seatKey, START_MS)).toEqual({ run, seat });
    expect(trainById('G1_2026-01-01_XXX_AOH', START_MS)).toBeUndefined();
    expect(trainBySeatKey('nonsense', START_MS)).toBeUndefined();
  });

  it('lists the stops of a train with times matching its runs', () => {
    const run = search('VNP', 'AOH', day(2), START_MS).find((r) => r.trainType === 'G')!;
    const list = stops(run.trainCode, run.startDate)!;
    expect(list[0]!.station.code).toBe('VNP');
    expect(list[list.length - 1]!.station.code).toBe('AOH');
    expect(list[0]!.depTime).toBe(run.depTime.slice(11, 16));
    expect(list[list.length - 1]!.arrTime).toBe(run.arrTime.slice(11, 16));
    expect(stops('X999', day(2))).toBeUndefined();
  });

  it('connects Beijing and Xi’an through a city on the way', () => {
    const plans = transfers('BJS', 'SIA', day(3), START_MS);
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      expect(p.first.to.cityCode).toBe(p.second.from.cityCode);
      expect(p.waitMinutes).toBeGreaterThanOrEqual(TRANSFER_MIN_SAME);
      expect(p.waitMinutes).toBeLessThanOrEqual(TRANSFER_MAX_WAIT);
      expect(p.second.depAtMs).toBeGreaterThan(p.first.arrAtMs);
      expect(p.second.to.cityCode).toBe('SIA');
    }
  });
});
