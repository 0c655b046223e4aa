/**
 * The simulated car supplier (issue 14; SPEC §4 car journey stages, §7 Car): served cities and services, classes per
 * city, fares from src/domain/car/fare, deterministic drivers nearby and dispatch plans (with the documented
 * "nobody accepts" rule), routes through the maps provider with a straight-line fallback, demo time compression and
 * the class pictures.
 */
import type { AppContext } from '../../server/src/context';
import {
  CAR_CITIES,
  DEMO_TIME_FACTOR,
  carCity,
  carImageSvg,
  carRoute,
  cityOfPoint,
  demoDurationMs,
  dispatchPlan,
  driversNearby,
  estimateFen,
  vehicleTypesFor,
} from '../../server/src/suppliers/car';
import { distanceM } from '../../server/src/modules/maps/gazetteer';
import { dayRentalFare, rideFare } from '../../src/domain/car/fare';

const GUOMAO = { lat: 39.9087, lng: 116.4605, name: '国贸', cityCode: 'BJS' };
const WANGJING = { lat: 39.9965, lng: 116.4806 };
const NOW = Date.parse('2026-03-02T02:00:00.000Z');

describe('cities and services', () => {
  it('serves the base-data car cities (tiers 1 and 2) with instant and scheduled rides everywhere', () => {
    expect(CAR_CITIES.length).toBe(23);
    for (const c of CAR_CITIES) expect(c.useTypes.slice(0, 2)).toEqual([8, 1]);
    expect(carCity('bjs')?.useTypes).toEqual([8, 1, 2, 3, 4, 5, 6]);
    expect(carCity('LXA')).toBeNull();
    // Suzhou has no airport: no airport transfers; no day rental outside the big cities.
    expect(carCity('SZV')?.useTypes).toEqual([8, 1, 4, 5]);
  });

  it('finds the served city of a point within 80 km, none elsewhere', () => {
    expect(cityOfPoint(GUOMAO)?.cityCode).toBe('BJS');
    expect(cityOfPoint({ lat: 31.23, lng: 121.47 })?.cityCode).toBe('SHA');
    expect(cityOfPoint({ lat: 29.6578, lng: 91.1169 })).toBeNull();
    expect(cityOfPoint({ lat: 20, lng: 160 })).toBeNull();
  });

  it('offers every class in big cities, fewer in smaller ones, none for a missing service', () => {
    expect(vehicleTypesFor('BJS', 8).map((v) => v.vehicleTypeId)).toEqual([
      'economy',
      'comfort',
      'business',
      'luxury',
      'mpv',
    ]);
    expect(vehicleTypesFor('FOC', 8).map((v) => v.vehicleTypeId)).toEqual(['economy', 'comfort', 'business', 'mpv']);
    expect(vehicleTypesFor('NGB', 8).map((v) => v.vehicleTypeId)).toEqual(['economy', 'comfort', 'business']);
    expect(vehicleTypesFor('SZV', 2)).toEqual([]);
    expect(vehicleTypesFor('XXX', 8)).toEqual([]);
    const mpv = vehicleTypesFor('SHA', 6).find((v) => v.vehicleTypeId === 'mpv');
    expect(mpv).toMatchObject({ seats: 6, luggage: 5, image: '/obt/bdc/car/img/mpv.svg' });
    expect(mpv?.models).toContain('Buick GL8');
  });
});

describe('fares', () => {
  it('prices rides with the domain fare at the use hour and day rentals by package', () => {
    const q = {
      useType: 1 as const,
      vehicleTypeId: 'comfort',
      distance: 20_000,
      duration: 2400,
      useTime: '2026-03-05 23:10',
    };
    expect(estimateFen(q)).toEqual(rideFare('comfort', 20_000, 2400, 23));
    expect(estimateFen({ ...q, useTime: '2026-03-05 10:10' })).toEqual(rideFare('comfort', 20_000, 2400, 10));
    expect(estimateFen({ ...q, useType: 6, dayPackage: 'fullDay', days: 2 })).toEqual(
      dayRentalFare('comfort', 'fullDay', 2),
    );
    expect(() => estimateFen({ ...q, vehicleTypeId: 'tank' })).toThrow();
  });
});

describe('drivers', () => {
  it('counts drivers near a point the same within a 5-minute slot', () => {
    const a = driversNearby(GUOMAO, 'economy', NOW);
    expect(driversNearby(GUOMAO, 'economy', NOW + 60_000)).toEqual(a);
    expect(a.count).toBeGreaterThanOrEqual(3);
    expect(a.etaSeconds).toBeGreaterThan(0);
    const slots = new Set(
      Array.from({ length: 12 }, (_, i) => JSON.stringify(driversNearby(GUOMAO, 'economy', NOW + i * 300_000))),
    );
    expect(slots.size).toBeGreaterThan(1);
    expect(driversNearby({ lat: 29.6578, lng: 91.1169 }, 'economy', NOW)).toEqual({ count: 0, etaSeconds: 0 });
    // No luxury fleet in Guangzhou (nobody accepts it there).
    expect(driversNearby({ lat: 23.13, lng: 113.26 }, 'luxury', NOW).count).toBe(0);
  });

  it('plans the same driver for the same order, with the city plate, a rating of 4.6–5 and a start 0.5–3 km away', () => {
    const a = dispatchPlan('order-1', 'comfort', GUOMAO, '2026-03-02 10:00');
    expect(dispatchPlan('order-1', 'comfort', GUOMAO, '2026-03-02 10:00')).toEqual(a);
    if (!a) throw new Error('no plan');
    expect(a.driver.plate.startsWith('京A')).toBe(true);
    expect(a.driver.plate).toHaveLength(7);
    expect(a.driver.rating).toBeGreaterThanOrEqual(4.6);
    expect(a.driver.rating).toBeLessThanOrEqual(5);
    expect(a.driver.phone).toMatch(/^1\d{10}$/);
    expect(a.acceptAfterMs).toBeGreaterThanOrEqual(3000);
    expect(a.acceptAfterMs).toBeLessThanOrEqual(8000);
    const d = distanceM(GUOMAO, a.start);
    expect(d).toBeGreaterThanOrEqual(450);
    expect(d).toBeLessThanOrEqual(3050);
    const names = new Set(
      Array.from({ length: 20 }, (_, i) => dispatchPlan(`o${i}`, 'economy', GUOMAO, '')?.driver.plate),
    );
    expect(names.size).toBeGreaterThan(10);
    const sh = dispatchPlan('order-2', 'economy', { lat: 31.23, lng: 121.47 }, '2026-03-02 10:00');
    expect(sh?.driver.plate.startsWith('沪A')).toBe(true);
  });

  it('has nobody accept a pick-up named 无人接单 / NoDriver, or luxury outside Beijing and Shanghai', () => {
    expect(dispatchPlan('o', 'economy', { ...GUOMAO, name: '国贸（无人接单）' }, '')).toBeNull();
    expect(dispatchPlan('o', 'economy', { ...GUOMAO, name: 'Test nodriver gate' }, '')).toBeNull();
    expect(dispatchPlan('o', 'luxury', { lat: 23.13, lng: 113.26, name: '天河', cityCode: 'CAN' }, '')).toBeNull();
    expect(dispatchPlan('o', 'luxury', GUOMAO, '')).not.toBeNull();
    expect(dispatchPlan('o', 'luxury', { lat: 31.23, lng: 121.47, name: '人民广场' }, '')).not.toBeNull();
  });
});

describe('demo time and routes', () => {
  it('compresses approaches into 20–40 s and rides into 30–60 s', () => {
    expect(demoDurationMs('approach', 300)).toBe(Math.round(300 * 1000 * DEMO_TIME_FACTOR));
    expect(demoDurationMs('approach', 10)).toBe(20_000);
    expect(demoDurationMs('approach', 3600)).toBe(40_000);
    expect(demoDurationMs('ride', 60)).toBe(30_000);
    expect(demoDurationMs('ride', 7200)).toBe(60_000);
  });

  // The demo maps provider (no map key), as the reference server runs offline.
  const ctx = { config: { mapWebKey: '' }, log: { warn: () => undefined } } as unknown as AppContext;

  it('routes through the demo maps provider', async () => {
    const r = await carRoute(ctx, GUOMAO, WANGJING);
    expect(r.distance).toBeGreaterThan(distanceM(GUOMAO, WANGJING));
    expect(r.duration).toBeGreaterThan(0);
    expect(r.points.length).toBeGreaterThan(2);
    expect(r.points[0]).toEqual({ lat: GUOMAO.lat, lng: GUOMAO.lng });
  });

  it('falls back to a straight line when the provider answers nothing', async () => {
    // The demo provider answers nothing beyond 3000 km.
    const r = await carRoute(ctx, GUOMAO, { lat: 20, lng: 160 });
    expect(r.points).toHaveLength(2);
    expect(r.distance).toBeGreaterThan(3_000_000);
  });
});

describe('pictures', () => {
  it('draws a picture per class and nothing else', () => {
    expect(carImageSvg('economy.svg')).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    expect(carImageSvg('mpv.svg')).not.toBe(carImageSvg('economy.svg'));
    expect(carImageSvg('tank.svg')).toBeUndefined();
    expect(carImageSvg('../economy.svg')).toBeUndefined();
  });
});
