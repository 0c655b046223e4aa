/**
 * The simulated hotel supplier (issue 13): hotels in every 10903 city from real parts, deterministic prices per
 * night, rooms shared by the plans of a room type and counted in the kit inventory (never oversold), planKeys that
 * expire with the stay (SPEC §5 hotel, §8 "price plan expired, re-query", §9 hotel). Dates come from the injected
 * clock, never from the wall clock.
 */
import { DOMESTIC_CITIES } from '../../server/src/modules/basedata/data/domestic';
import {
  HOTEL_CITIES,
  cityHotels,
  hotelById,
  parsePlanKey,
  planByKey,
  protocolHotelIds,
  releaseRooms,
  reserveRooms,
  roomsFor,
  searchHotels,
  type SupplierPlan,
} from '../../server/src/suppliers/hotel';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { createTestApp, START_MS, type TestApp } from './helpers/testApp';

let t: TestApp;
const today = chinaToday(START_MS);
const day = (n: number) => addCalendarDays(today, n);
const db = () => t.app.obt.db;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** The first plan (in hotel order) of a city for the stay with at least `min` rooms left. */
async function openPlan(cityId: string, checkIn: string, checkOut: string, min = 2): Promise<SupplierPlan> {
  for (const h of cityHotels(cityId)) {
    for (const offer of await roomsFor(db(), h.hotelId, checkIn, checkOut, START_MS)) {
      const plan = offer.plans.find((p) => !p.protocol);
      if (plan && offer.roomsLeft >= min) return plan;
    }
  }
  throw new Error('no open plan');
}

describe('hotel supplier: hotels', () => {
  it('sells hotels in every basedata city: 500 in the first tier, 40–120 elsewhere, each around a real centre', () => {
    expect(HOTEL_CITIES.map((c) => c.cityId).sort()).toEqual(DOMESTIC_CITIES.map((c) => c.code).sort());
    const problems: string[] = [];
    for (const city of HOTEL_CITIES) {
      const hotels = cityHotels(city.cityId);
      const expected = city.tier === 1 ? 500 : city.hot ? 120 : -1;
      if (hotels.length !== city.hotelCount || (expected > 0 && hotels.length !== expected)) problems.push(city.cityId);
      if (hotels.length < 40 || hotels.length > 500) problems.push(`${city.cityId} count`);
      for (const h of hotels) {
        const far =
          Math.abs(h.location.lat - city.centre.lat) > 0.6 || Math.abs(h.location.lng - city.centre.lng) > 0.6;
        if (far || h.rooms.length < 3 || h.rooms.length > 6 || h.cityId !== city.cityId) problems.push(h.hotelId);
      }
    }
    expect(problems).toEqual([]);
    // Beijing: real chains and real districts.
    const bj = cityHotels('BJS');
    for (const brand of ['全季', '汉庭', '如家', '亚朵', '万豪', '香格里拉'])
      expect(bj.some((h) => h.brand === brand)).toBe(true);
    expect(new Set(bj.map((h) => h.district))).toContain('朝阳区');
    expect(new Set(bj.map((h) => h.name)).size).toBe(bj.length);
  });

  it('answers the same hotels and prices for the same query', () => {
    const q = { cityId: 'SHA', checkIn: day(3), checkOut: day(5) };
    const a = searchHotels(q, START_MS);
    const b = searchHotels({ ...q }, START_MS);
    expect(a.map((h) => [h.hotel.hotelId, h.lowestAvgFen, h.distanceKm])).toEqual(
      b.map((h) => [h.hotel.hotelId, h.lowestAvgFen, h.distanceKm]),
    );
    expect(a).toHaveLength(500);
    expect(hotelById(a[0]!.hotel.hotelId)).toBe(a[0]!.hotel);
    expect(hotelById('HXXX0001')).toBeNull();
    expect(hotelById('nonsense')).toBeNull();
  });

  it('filters by star, brand, facility, keyword and radius', () => {
    const base = { cityId: 'BJS', checkIn: day(3), checkOut: day(4) };
    const five = searchHotels({ ...base, stars: [5] }, START_MS);
    expect(five.length).toBeGreaterThan(0);
    expect(five.every((h) => h.hotel.star === 5)).toBe(true);
    const ji = searchHotels({ ...base, brands: ['JI'] }, START_MS);
    expect(ji.length).toBeGreaterThan(0);
    expect(ji.every((h) => h.hotel.brand === '全季')).toBe(true);
    expect(searchHotels({ ...base, facilities: ['pool'] }, START_MS).every((h) => h.hotel.facilities.includes('pool')));
    const kw = searchHotels({ ...base, keyword: '望京' }, START_MS);
    expect(kw.length).toBeGreaterThan(0);
    const centre = { lat: 39.9089, lng: 116.4614 };
    const near = searchHotels({ ...base, centre, distanceKm: 3 }, START_MS);
    expect(near.length).toBeGreaterThan(0);
    expect(near.every((h) => h.distanceKm <= 3)).toBe(true);
    expect(searchHotels({ ...base, checkIn: day(-1), checkOut: day(1) }, START_MS)).toEqual([]);
  });

  it('prices every night, dearer at weekends, with the stay average and total in whole yuan', async () => {
    const week = Array.from({ length: 7 }, (_, i) => day(10 + i));
    const plan = await openPlan('CTU', week[0]!, day(17), 1);
    expect(plan.nightlyFen).toHaveLength(7);
    expect(plan.nights).toEqual(week);
    expect(plan.totalFen).toBe(plan.nightlyFen.reduce((a, b) => a + b, 0));
    expect(plan.avgFen).toBe(Math.round(plan.totalFen / 7));
    for (const fen of plan.nightlyFen) expect(fen % 100).toBe(0);
    expect(plan.planKey).toBe(`${plan.hotelId}|${plan.roomId}|${plan.planId}|${week[0]}|${day(17)}`);
    expect(parsePlanKey(plan.planKey)).toMatchObject({ hotelId: plan.hotelId, checkOut: day(17) });
  });

  it('has protocol hotels of the demo company in every hot city, with cheaper protocol plans', async () => {
    const ids = protocolHotelIds('10001');
    for (const city of HOTEL_CITIES.filter((c) => c.hot)) {
      expect(cityHotels(city.cityId).some((h) => ids.has(h.hotelId))).toBe(true);
    }
    const other = protocolHotelIds('10002');
    expect(other.size).toBeLessThan(ids.size);
    for (const id of other) expect(ids.has(id)).toBe(true);
    // A protocol plan costs less than the public plan of the same room with the same breakfast.
    let compared = 0;
    for (const hotelId of [...ids].filter((id) => id.startsWith('HBJS'))) {
      for (const offer of await roomsFor(db(), hotelId, day(3), day(4), START_MS)) {
        const px = offer.plans.find((p) => p.protocol)!;
        for (const p of offer.plans.filter((q) => !q.protocol && q.breakfast === px.breakfast)) {
          expect(px.avgFen).toBeLessThan(p.avgFen);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('has some room types full on some nights', async () => {
    let full = 0;
    for (const h of cityHotels('HGH').slice(0, 40)) {
      for (const o of await roomsFor(db(), h.hotelId, day(3), day(6), START_MS)) if (o.roomsLeft === 0) full += 1;
    }
    expect(full).toBeGreaterThan(0);
  });
});

describe('hotel supplier: stock', () => {
  it('never oversells: two racing reservations for the last room, exactly one wins; releasing gives it back', async () => {
    const plan = await openPlan('SZX', day(20), day(22));
    const left = plan.roomsLeft;
    // Everything but one room goes first.
    expect(
      await db()
        .transaction()
        .execute((trx) => reserveRooms(trx, plan.planKey, left - 1, START_MS)),
    ).toBe(true);
    expect((await planByKey(db(), plan.planKey, START_MS))!.plan.roomsLeft).toBe(1);
    const race = await Promise.all(
      [1, 2].map(() =>
        db()
          .transaction()
          .execute((trx) => reserveRooms(trx, plan.planKey, 1, START_MS)),
      ),
    );
    expect(race.filter(Boolean)).toHaveLength(1);
    const after = await planByKey(db(), plan.planKey, START_MS);
    expect(after!.plan.roomsLeft).toBe(0);
    // Another plan of the same room type shares the rooms.
    const siblings = (await roomsFor(db(), plan.hotelId, day(20), day(22), START_MS)).find(
      (o) => o.room.roomId === plan.roomId,
    )!;
    expect(siblings.plans.every((p) => p.roomsLeft === 0)).toBe(true);
    // Giving back one night frees that night only; both nights free the stay again.
    const oneNight = async (n: number) =>
      (await roomsFor(db(), plan.hotelId, day(n), day(n + 1), START_MS)).find((o) => o.room.roomId === plan.roomId)!
        .roomsLeft;
    const [night20, night21] = [await oneNight(20), await oneNight(21)];
    await releaseRooms(db(), plan.planKey, 1, [day(21)], START_MS);
    expect([await oneNight(20), await oneNight(21)]).toEqual([night20, night21 + 1]);
    await releaseRooms(db(), plan.planKey, 1, [day(20)], START_MS);
    expect([await oneNight(20), await oneNight(21)]).toEqual([night20 + 1, night21 + 1]);
    expect((await planByKey(db(), plan.planKey, START_MS))!.plan.roomsLeft).toBe(1);
    // Nights outside the stay are ignored.
    await releaseRooms(db(), plan.planKey, 5, [day(25)], START_MS);
    expect((await planByKey(db(), plan.planKey, START_MS))!.plan.roomsLeft).toBe(1);
  });

  it('refuses more rooms than a night has and keeps nothing taken', async () => {
    const plan = await openPlan('CAN', day(30), day(33));
    const ok = await db()
      .transaction()
      .execute((trx) => reserveRooms(trx, plan.planKey, plan.roomsLeft + 1, START_MS));
    expect(ok).toBe(false);
    expect((await planByKey(db(), plan.planKey, START_MS))!.plan.roomsLeft).toBe(plan.roomsLeft);
  });

  it('rejects unknown and expired plan keys', async () => {
    const plan = await openPlan('BJS', day(2), day(3), 1);
    const [hotelId, roomId, , checkIn, checkOut] = plan.planKey.split('|');
    expect(await planByKey(db(), plan.planKey, START_MS)).not.toBeNull();
    for (const key of [
      'nonsense',
      `${hotelId}|${roomId}|P9|${checkIn}|${checkOut}`,
      `${hotelId}|R99|P1|${checkIn}|${checkOut}`,
      `HBJS9999|R1|P1|${checkIn}|${checkOut}`,
      `${hotelId}|${roomId}|${plan.planId}|${checkOut}|${checkIn}`,
    ]) {
      expect(await planByKey(db(), key, START_MS)).toBeNull();
    }
    // Three days later the check-in day has passed: the key expired and cannot be reserved.
    const later = START_MS + 3 * 86_400_000;
    expect(await planByKey(db(), plan.planKey, later)).toBeNull();
    expect(
      await db()
        .transaction()
        .execute((trx) => reserveRooms(trx, plan.planKey, 1, later)),
    ).toBe(false);
  });
});
