/**
 * The route network: for every pair of cities far enough apart, a fixed set of daily services derived from a seeded
 * hash of the route (airline by hub presence, departure times 06:00–22:30, aircraft, codeshares, a few one-stop
 * services). Flight numbers are allocated once per airline (outbound odd, return even), so a number identifies one
 * service. Built once when the module loads.
 */
import { DOMESTIC_CITIES, type DomesticCity } from '../../modules/basedata/data/domestic';
import {
  AIRLINES,
  AIRLINE_BY_CODE,
  CITY_BY_CODE,
  type Airline,
  TRANSFER_HUBS,
  airportFor,
  distanceKm,
  mainAirport,
} from './data';
import { rng } from '../kit/random';

/** Shortest direct route flown (closer cities go by train). */
export const MIN_ROUTE_KM = 400;
const FIRST_DEP_MIN = 6 * 60;
const LAST_DEP_MIN = 22 * 60 + 30;

/** One daily service in one direction. */
export interface Service {
  flightNo: string;
  airline: Airline;
  /** The operating service when this number is a codeshare. */
  operating: Service | null;
  depCity: string;
  arrCity: string;
  depAirport: string;
  arrAirport: string;
  /** Minutes after midnight, China time. */
  depMin: number;
  durationMin: number;
  /** km flown (through the stop for one-stop services). */
  distanceKm: number;
  /** km between departure and arrival (fares are by this). */
  routeKm: number;
  planeType: string;
  wide: boolean;
  /** City code of the stop of a one-stop service, else ''. */
  stopCity: string;
  /** Numbers under which partners sell this service. */
  codeshares: Service[];
}

/** Block time: taxi and climb allowance plus cruise at ~720 km/h, rounded to 5 minutes. */
export function blockMinutes(km: number): number {
  return Math.round((35 + (km * 60) / 720) / 5) * 5;
}

function routeWeight(a: DomesticCity, b: DomesticCity): [number, number] {
  const score = (c: DomesticCity) => (c.tier === 1 ? 3 : c.tier === 2 ? 2 : 1) + (c.hot ? 1 : 0);
  const s = score(a) + score(b);
  if (s >= 8) return [16, 20];
  if (s >= 7) return [10, 16];
  if (s >= 6) return [6, 10];
  if (s >= 5) return [3, 7];
  if (s >= 4) return [1, 4];
  return [0, 2];
}

function airlineWeights(a: DomesticCity, b: DomesticCity): number[] {
  return AIRLINES.map((x) => {
    const w = (x.hubs[a.code] ?? 0) + (x.hubs[b.code] ?? 0);
    // Mainline carriers fly between big cities even without a hub at either end.
    const base = x.mainline && a.tier + b.tier <= 4 ? 1.5 : 0;
    return w + base;
  });
}

function stopFor(a: DomesticCity, b: DomesticCity, km: number): string {
  let best = '';
  let bestDetour = Infinity;
  for (const code of TRANSFER_HUBS) {
    if (code === a.code || code === b.code) continue;
    const hub = CITY_BY_CODE.get(code);
    if (!hub) continue;
    const h = mainAirport(hub);
    const l1 = distanceKm(mainAirport(a), h);
    const l2 = distanceKm(h, mainAirport(b));
    if (l1 < MIN_ROUTE_KM || l2 < MIN_ROUTE_KM) continue;
    const detour = l1 + l2 - km;
    if (detour < bestDetour && l1 + l2 <= km * 1.3) {
      best = code;
      bestDetour = detour;
    }
  }
  return best;
}

function pickPlane(r: ReturnType<typeof rng>, airline: Airline, km: number, trunk: boolean): [string, boolean] {
  if (airline.wide.length > 0 && trunk && r.chance(0.35)) return [r.pick(airline.wide), true];
  const narrow = km > 1200 ? airline.narrow.filter((p) => p !== 'ARJ21') : airline.narrow;
  return [r.pick(narrow), false];
}

export interface Network {
  /** Services by flight number (operating and codeshare numbers). */
  byFlightNo: ReadonlyMap<string, Service>;
  /** Services of a city pair 'DEP>ARR', operating ones first, by departure. */
  byCityPair: ReadonlyMap<string, readonly Service[]>;
}

export function buildNetwork(): Network {
  const byFlightNo = new Map<string, Service>();
  const byCityPair = new Map<string, Service[]>();
  const nextNo = new Map<string, number>(AIRLINES.map((x) => [x.code, x.firstNo]));
  const nextShare = new Map<string, number>(AIRLINES.map((x) => [x.code, x.firstCodeshareNo]));

  // A free number of an airline from a counter (skipping any already used; 4 digits wrap within 1000–9999).
  const take = (counter: Map<string, number>, airline: string): [string, string] => {
    let n = counter.get(airline) ?? 1001;
    for (;;) {
      if (n > 9998) n = 1001;
      const out = `${airline}${n}`;
      const back = `${airline}${n + 1}`;
      n += 2;
      if (!byFlightNo.has(out) && !byFlightNo.has(back)) {
        counter.set(airline, n);
        return [out, back];
      }
    }
  };

  const add = (s: Service) => {
    byFlightNo.set(s.flightNo, s);
    const key = `${s.depCity}>${s.arrCity}`;
    const list = byCityPair.get(key) ?? [];
    list.push(s);
    byCityPair.set(key, list);
  };

  const cities = DOMESTIC_CITIES.filter((c) => c.airports.length > 0);
  for (let i = 0; i < cities.length; i += 1) {
    for (let j = i + 1; j < cities.length; j += 1) {
      const a = cities[i] as DomesticCity;
      const b = cities[j] as DomesticCity;
      const km = distanceKm(mainAirport(a), mainAirport(b));
      if (km < MIN_ROUTE_KM) continue;
      const r = rng(`route|${a.code}|${b.code}`);
      const [lo, hi] = routeWeight(a, b);
      const count = r.int(lo, hi);
      if (count === 0) continue;
      const weights = airlineWeights(a, b);
      if (weights.every((w) => w === 0)) continue;
      const trunk = a.tier + b.tier <= 3 || (a.hot && b.hot && km > 1500);
      const stop = km > 1400 ? stopFor(a, b, km) : '';
      for (let k = 0; k < count; k += 1) {
        const airline = r.pick(AIRLINES, weights);
        const [planeType, wide] = pickPlane(r, airline, km, trunk);
        const oneStop = stop !== '' && !wide && r.chance(0.12);
        const stopCity = oneStop ? (CITY_BY_CODE.get(stop) as DomesticCity) : null;
        const flown = stopCity
          ? distanceKm(mainAirport(a), mainAirport(stopCity)) + distanceKm(mainAirport(stopCity), mainAirport(b))
          : km;
        const duration = stopCity
          ? blockMinutes(distanceKm(mainAirport(a), mainAirport(stopCity))) +
            50 +
            blockMinutes(distanceKm(mainAirport(stopCity), mainAirport(b)))
          : blockMinutes(km);
        // Spread departures over the day, then jitter by up to ±40 minutes on a 5-minute grid.
        const span = LAST_DEP_MIN - FIRST_DEP_MIN;
        const slot = (base: number) =>
          Math.min(LAST_DEP_MIN, Math.max(FIRST_DEP_MIN, Math.round((base + r.int(-8, 8) * 5) / 5) * 5));
        const outMin = slot(FIRST_DEP_MIN + ((k + 0.5) * span) / count);
        const backMin = slot(FIRST_DEP_MIN + ((count - k - 0.5) * span) / count);
        const depA = airportFor(a, airline.code, r.next());
        const depB = airportFor(b, airline.code, r.next());
        const [outNo, backNo] = take(nextNo, airline.code);
        const legs: [string, DomesticCity, string, DomesticCity, string, number][] = [
          [outNo, a, depA, b, depB, outMin],
          [backNo, b, depB, a, depA, backMin],
        ];
        const partner = airline.partners.length > 0 && r.chance(0.3) ? r.pick(airline.partners) : '';
        const partnerAirline = partner ? AIRLINE_BY_CODE.get(partner) : undefined;
        const shares = partnerAirline ? take(nextShare, partnerAirline.code) : null;
        legs.forEach(([no, from, fromAp, to, toAp, depMin], dir) => {
          const service: Service = {
            flightNo: no,
            airline,
            operating: null,
            depCity: from.code,
            arrCity: to.code,
            depAirport: fromAp,
            arrAirport: toAp,
            depMin,
            durationMin: duration,
            distanceKm: flown,
            routeKm: km,
            planeType,
            wide,
            stopCity: stopCity ? stopCity.code : '',
            codeshares: [],
          };
          add(service);
          if (partnerAirline && shares) {
            const share: Service = {
              ...service,
              flightNo: shares[dir] as string,
              airline: partnerAirline,
              operating: service,
              codeshares: [],
            };
            service.codeshares.push(share);
            add(share);
          }
        });
      }
    }
  }
  for (const list of byCityPair.values())
    list.sort((x, y) => x.depMin - y.depMin || x.flightNo.localeCompare(y.flightNo));
  return { byFlightNo, byCityPair };
}

let cached: Network | null = null;

/** The network (built on first use). */
export function network(): Network {
  if (!cached) cached = buildNetwork();
  return cached;
}
