/**
 * flight/bookingFares.ts: a booking's fares and their lowest-fare window pools in one sold-seats read of only the
 * flights within the widest window; the pool is exactly what policy.ts windowPool gives for the whole route day,
 * cut to the window (the only fares violationsFor looks at).
 */
import type { FlightStandard } from '../../src/domain/flightPolicy';
import { statementLog } from '../../server/src/db';
import { openFares, resolveBookingFares, widestWindowMin } from '../../server/src/modules/flight/bookingFares';
import { windowPool } from '../../server/src/modules/flight/policy';
import { live } from '../../server/src/modules/flight/service';
import { dayFlights } from '../../server/src/suppliers/flight';
import { soldKey } from '../../server/src/suppliers/kit/inventory';
import { compliantFareKey, dayAfter } from './helpers/bookFlight';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';

const standard = (lowestFareWindowMin: number): FlightStandard => ({
  cabinClasses: ['Y'],
  maxDiscount: 100,
  advanceDays: 0,
  lowestFareWindowMin,
});

describe('booking fares', () => {
  let t: TestApp;
  let fareKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    const token = await login(t.app, DEMO.zhangsan.phone);
    fareKey = await compliantFareKey(t.app, token, dayAfter(t.clock.ms, 6));
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes the widest window of the standards (none: 0)', () => {
    expect(widestWindowMin([null, standard(60), standard(120), standard(0)])).toBe(120);
    expect(widestWindowMin([null])).toBe(0);
  });

  it('gives the open fares as windowPool does (closed classes left out)', async () => {
    const [seg] = await t.app.obt.db.transaction().execute((trx) => resolveBookingFares(t.app.obt, trx, [fareKey], 0));
    const day = dayFlights(seg!.flight.depCity, seg!.flight.arrCity, seg!.flight.date);
    const first = day[0]!;
    const fare = first.fares[0]!;
    // One class sold out, one partly sold.
    const sold = new Map([
      [soldKey(first.flightNo, first.date, fare.cabinCode), fare.capacity],
      [soldKey(day[1]!.flightNo, day[1]!.date, day[1]!.fares[0]!.cabinCode), 1],
    ]);
    const viaLive = windowPool(
      day.map((f) => ({
        ...f,
        fares: f.fares.map((x) => ({
          ...x,
          seats: Math.max(0, x.capacity - (sold.get(soldKey(f.flightNo, f.date, x.cabinCode)) ?? 0)),
        })),
      })),
    );
    expect(openFares(day, sold)).toEqual(viaLive);
    expect(viaLive.some((p) => p.atMs === first.depAtMs && p.fare.priceFen === fare.priceFen)).toBe(false);
  });

  // The statement log is SQLite's; the pools are checked on both databases by the test above and the bookings.
  const onSqlite = process.env.DATABASE_URL ? it.skip : it;

  onSqlite('reads the seats of the fares and of the flights within the window only, in one statement', async () => {
    const db = t.app.obt.db;
    const log = statementLog(db);
    if (!log) throw new Error('no statement log on SQLite');
    const read = async (windowMin: number) => {
      const seen: string[] = [];
      log.listener = (text) => seen.push(text);
      try {
        const segs = await db.transaction().execute((trx) => resolveBookingFares(t.app.obt, trx, [fareKey], windowMin));
        return { segs, reads: seen.filter((text) => /from "supplier_inventory"/.test(text)) };
      } finally {
        log.listener = undefined;
      }
    };
    const none = await read(0);
    expect(none.reads).toHaveLength(1);
    expect(none.reads[0]).toMatch(/"item_key" in \(\?\)/);
    expect(none.segs[0]!.pool).toEqual([]);

    const hour = await read(60);
    expect(hour.reads).toHaveLength(1);
    const seg = hour.segs[0]!;
    const span = 60 * 60_000;
    const whole = windowPool(await live(db, dayFlights(seg.flight.depCity, seg.flight.arrCity, seg.flight.date)));
    const inWindow = whole.filter((p) => Math.abs(p.atMs - seg.flight.depAtMs) <= span);
    expect(seg.pool).toEqual(inWindow);
    expect(inWindow.length).toBeLessThan(whole.length);
    expect(seg.fare.cabinCode).toBe(fareKey.split('.')[2]);
  });

  it('refuses a forged key', async () => {
    const forged = fareKey.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    await expect(
      t.app.obt.db.transaction().execute((trx) => resolveBookingFares(t.app.obt, trx, [forged], 60)),
    ).rejects.toMatchObject({ key: 'fareInvalid' });
  });
});
