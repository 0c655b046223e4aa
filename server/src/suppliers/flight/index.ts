/**
 * The deterministic domestic flight supplier (ARCHITECTURE §8, §13): real cities, airports and airlines; which
 * services operate on a day, their fares and their seats per booking class come from a seeded hash of
 * (flight, date), so the same query gives the same answer all day. Seats sold are NOT here: the flight module
 * subtracts the seats sold in the supplier kit's inventory ({@link seatKey}) from `capacity`. Amounts in fen; times
 * China local.
 */
import type { DomesticCity } from '../../modules/basedata/data/domestic';
import { isCalendarDate } from '../../lib/time';
import { Lru } from '../kit/cache';
import type { InventoryKey } from '../kit/inventory';
import { CITY_BY_CODE, CITY_OF_AIRPORT, TRANSFER_HUBS, type Airline, distanceKm, terminalFor } from './data';
import { MIN_ROUTE_KM, network, type Service } from './network';
import { firstDraw, rng } from '../kit/random';

export type CabinClass = 'Y' | 'C' | 'F';

/** One booking class of a flight on a day. */
export interface SupplierFare {
  cabinCode: string;
  cabinClass: CabinClass;
  /** Percent of the cabin class's full fare (economy: of the full economy fare). */
  discount: number;
  /** Adult fare. */
  priceFen: number;
  /** Full fare of the cabin class (child and infant fares are a share of it). */
  classFullFen: number;
  /** Seats the supplier opens in this class that day (0–10; 10 means 'more than 9'). */
  capacity: number;
}

/** A service on a day. */
export interface SupplierFlight {
  flightNo: string;
  date: string;
  airline: Airline;
  /** Operating flight number of a codeshare, else ''. */
  operatingNo: string;
  planeType: string;
  depCity: string;
  arrCity: string;
  depAirport: string;
  arrAirport: string;
  depTerminal: string;
  arrTerminal: string;
  /** 'YYYY-MM-DD HH:mm'. */
  depTime: string;
  arrTime: string;
  depAtMs: number;
  arrAtMs: number;
  arriveDays: number;
  durationMin: number;
  stops: number;
  stopCity: string;
  meal: boolean;
  routeKm: number;
  constructionFen: number;
  fuelFen: number;
  yFullFen: number;
  fares: SupplierFare[];
}

/** Product name of flight seats in the supplier kit's inventory (`supplier_inventory.product`). */
export const SEAT_PRODUCT = 'flight';

/** The inventory key of a booking class of a flight on its departure date. */
export const seatKey = (flightNo: string, date: string, cabinCode: string): InventoryKey => ({
  product: SEAT_PRODUCT,
  item: flightNo,
  day: date,
  classCode: cabinCode,
});

/** Days ahead the supplier sells (ARCHITECTURE §13: flights 365 days). */
export const SALE_HORIZON_DAYS = 365;
/** Airport construction fee per adult. */
export const CONSTRUCTION_FEE_FEN = 5000;

/** Fuel surcharge per adult by route length. */
export function fuelSurchargeFen(routeKm: number): number {
  return routeKm <= 800 ? 1000 : 2000;
}

const ceil10Yuan = (fen: number): number => Math.ceil(fen / 1000) * 1000;

/** Full economy fare from the route length. */
export function fullEconomyFen(routeKm: number): number {
  return ceil10Yuan((480 + 1.25 * routeKm) * 100);
}

/** Economy booking classes and their discount (percent of the full fare). */
export const ECONOMY_CLASSES: readonly (readonly [string, number])[] = [
  ['B', 90],
  ['M', 85],
  ['H', 80],
  ['K', 75],
  ['L', 70],
  ['Q', 65],
  ['G', 60],
  ['S', 55],
  ['V', 50],
  ['U', 45],
  ['T', 40],
  ['E', 35],
  ['Z', 30],
];

const pad2 = (n: number): string => String(n).padStart(2, '0');

// China time is UTC+8 all year (no daylight saving since 1991): plain arithmetic, no time-zone library in the hot path.
const CHINA_OFFSET_MS = 8 * 3600_000;

function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Epoch ms of 00:00 China time on a calendar date. */
export function chinaMidnightMs(date: string): number {
  return utcDay(date) - CHINA_OFFSET_MS;
}

/** The calendar date `days` after a calendar date. */
export function plusDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);
}
const hhmm = (min: number): string => `${pad2(Math.floor(min / 60) % 24)}:${pad2(min % 60)}`;

function dayOfWeek(date: string): number {
  return new Date(utcDay(date)).getUTCDay();
}

/** Demand 0 (quiet) … 2 (busy) from the weekday and the time of day. */
function demandOf(date: string, depMin: number): number {
  const dow = dayOfWeek(date);
  let d = dow === 5 || dow === 0 ? 1 : dow === 2 || dow === 3 ? -1 : 0;
  if ((depMin >= 420 && depMin <= 600) || (depMin >= 1020 && depMin <= 1200)) d += 1;
  return Math.max(0, Math.min(2, d + 1));
}

function faresOf(service: Service, date: string, yFull: number): SupplierFare[] {
  const r = rng(`fare|${service.flightNo}|${date}`);
  const op = service.operating ?? service;
  const demand = demandOf(date, op.depMin);
  const lowCost = service.airline.lowCost || op.airline.lowCost;
  const fares: SupplierFare[] = [];
  const economy = (code: string, discount: number, capacity: number) =>
    fares.push({
      cabinCode: code,
      cabinClass: 'Y',
      discount,
      priceFen: ceil10Yuan((yFull * discount) / 100),
      classFullFen: yFull,
      capacity,
    });

  economy('Y', 100, r.chance(0.8) ? 10 : r.int(3, 9));
  const floorBase = lowCost ? 30 : ([40, 50, 60][demand] ?? 50);
  const floor = Math.min(90, floorBase + r.int(0, 3) * 5);
  const open = ECONOMY_CLASSES.filter(([, d]) => d >= floor);
  const count = Math.min(open.length, r.int(3, 6));
  const cheapest = open[open.length - 1];
  const chosen = new Set<string>(cheapest ? [cheapest[0]] : []);
  while (chosen.size < count) chosen.add(r.pick(open)[0]);
  for (const [code, discount] of open) {
    if (!chosen.has(code)) continue;
    const capacity = code === cheapest?.[0] ? r.int(0, 6) : r.chance(0.15) ? 0 : r.int(1, 10);
    economy(code, discount, capacity);
  }

  if (!lowCost) {
    const cFull = ceil10Yuan(yFull * 2.4);
    fares.push({
      cabinCode: 'C',
      cabinClass: 'C',
      discount: 100,
      priceFen: cFull,
      classFullFen: cFull,
      capacity: r.chance(0.1) ? 0 : r.int(2, 8),
    });
    if (r.chance(0.5)) {
      const discount = r.pick([60, 70, 80]);
      fares.push({
        cabinCode: 'J',
        cabinClass: 'C',
        discount,
        priceFen: ceil10Yuan((cFull * discount) / 100),
        classFullFen: cFull,
        capacity: r.int(1, 6),
      });
    }
  }
  if (op.wide && op.airline.mainline && !lowCost) {
    const fFull = ceil10Yuan(yFull * 3.6);
    fares.push({
      cabinCode: 'F',
      cabinClass: 'F',
      discount: 100,
      priceFen: fFull,
      classFullFen: fFull,
      capacity: r.int(1, 8),
    });
    if (r.chance(0.3)) {
      fares.push({
        cabinCode: 'A',
        cabinClass: 'F',
        discount: 85,
        priceFen: ceil10Yuan(fFull * 0.85),
        classFullFen: fFull,
        capacity: r.int(1, 4),
      });
    }
  }
  return fares;
}

/** Whether a service flies on a day (a few rotations are cancelled on some days). */
function operates(service: Service, date: string): boolean {
  const op = service.operating ?? service;
  return firstDraw(`ops|${op.flightNo}|${date}`) >= 0.06;
}

function instance(service: Service, date: string): SupplierFlight {
  const op = service.operating ?? service;
  const arrMin = op.depMin + op.durationMin;
  const arriveDays = Math.floor(arrMin / 1440);
  const dayStart = chinaMidnightMs(date);
  const yFull = fullEconomyFen(op.routeKm);
  return {
    flightNo: service.flightNo,
    date,
    airline: service.airline,
    operatingNo: service.operating ? service.operating.flightNo : '',
    planeType: op.planeType,
    depCity: op.depCity,
    arrCity: op.arrCity,
    depAirport: op.depAirport,
    arrAirport: op.arrAirport,
    depTerminal: terminalFor(op.depAirport, op.airline.code),
    arrTerminal: terminalFor(op.arrAirport, op.airline.code),
    depTime: `${date} ${hhmm(op.depMin)}`,
    arrTime: `${plusDays(date, arriveDays)} ${hhmm(arrMin % 1440)}`,
    depAtMs: dayStart + op.depMin * 60_000,
    arrAtMs: dayStart + arrMin * 60_000,
    arriveDays,
    durationMin: op.durationMin,
    stops: op.stopCity ? 1 : 0,
    stopCity: op.stopCity,
    meal: op.durationMin >= 120 || op.wide,
    routeKm: op.routeKm,
    constructionFen: CONSTRUCTION_FEE_FEN,
    fuelFen: fuelSurchargeFen(op.routeKm),
    yFullFen: yFull,
    fares: faresOf(service, date, yFull),
  };
}

/** A city code (BJS, SHA…) or an airport code (PEK, PVG…): the city and the airports it stands for. */
export function resolvePlace(code: string): { city: DomesticCity; airports: string[] } | null {
  const upper = code.trim().toUpperCase();
  const city = CITY_BY_CODE.get(upper);
  if (city && city.airports.length > 0) return { city, airports: city.airports.map((p) => p.code) };
  const of = CITY_OF_AIRPORT.get(upper);
  if (of) return { city: of, airports: [upper] };
  return null;
}

/*
 * Answers are memoised per route-day, flight-day and connection query (the supplier is deterministic; seats sold are
 * not part of them). Bounded: a route-day is ~25 KB (about 20 flights), so the route-day memo holds at most ~50 MB.
 * Cached flights are frozen and every call returns a fresh array: callers copy (withSeats), never change.
 */
const ROUTE_DAY_CACHE = 2048;
const FLIGHT_DAY_CACHE = 4096;
const CONNECTIONS_CACHE = 1024;
const routeDays = new Lru<string, readonly SupplierFlight[]>(ROUTE_DAY_CACHE);
const flightDays = new Lru<string, SupplierFlight | null>(FLIGHT_DAY_CACHE);
const connectionDays = new Lru<string, readonly SupplierConnection[]>(CONNECTIONS_CACHE);
/** Which services fly on a route-day: references only (a few hundred bytes each), so more of them are kept. */
const serviceDays = new Lru<string, readonly Service[]>(ROUTE_DAY_CACHE * 4);

function frozen(f: SupplierFlight): SupplierFlight {
  for (const fare of f.fares) Object.freeze(fare);
  Object.freeze(f.fares);
  return Object.freeze(f);
}

/** Empties the supplier's memos (tests). */
export function clearSupplierCache(): void {
  routeDays.clear();
  flightDays.clear();
  connectionDays.clear();
  serviceDays.clear();
}

function computeDayFlights(depCode: string, arrCode: string, date: string): SupplierFlight[] {
  return dayServices(depCode, arrCode, date).map((s) => flightOf(s, date));
}

/** Direct services (operating and codeshare) between two places on a day, by departure time. */
export function dayFlights(depCode: string, arrCode: string, date: string): SupplierFlight[] {
  const key = `${depCode}>${arrCode}|${date}`;
  let flights = routeDays.get(key);
  if (!flights) {
    // Each flight is frozen by flightOf.
    flights = Object.freeze(computeDayFlights(depCode, arrCode, date));
    routeDays.set(key, flights);
  }
  return flights.slice();
}

/** One flight by number and departure date; null when no such service flies that day. */
export function flightOn(flightNo: string, date: string): SupplierFlight | null {
  const key = `${flightNo}|${date}`;
  const hit = flightDays.get(key);
  if (hit !== undefined) return hit;
  let flight: SupplierFlight | null = null;
  if (isCalendarDate(date)) {
    const service = network().byFlightNo.get(flightNo.trim().toUpperCase());
    if (service && operates(service, date)) flight = frozen(instance(service, date));
  }
  flightDays.set(key, flight);
  return flight;
}

/** A service flying on a day (checked by the caller) as a flight, through the flight-day memo. */
function flightOf(service: Service, date: string): SupplierFlight {
  const key = `${service.flightNo}|${date}`;
  const hit = flightDays.get(key);
  if (hit) return hit;
  const flight = frozen(instance(service, date));
  flightDays.set(key, flight);
  return flight;
}

/** Departure (epoch ms) of a service on a day, as its flight's `depAtMs`. */
function depAtOn(service: Service, dayStart: number): number {
  return dayStart + (service.operating ?? service).depMin * 60_000;
}

/** The services between two places that fly on a day, in {@link dayFlights}' order (without making flights). */
function dayServices(depCode: string, arrCode: string, date: string): readonly Service[] {
  const key = `${depCode}>${arrCode}|${date}`;
  let services = serviceDays.get(key);
  if (!services) {
    services = Object.freeze(computeDayServices(depCode, arrCode, date));
    serviceDays.set(key, services);
  }
  return services;
}

function computeDayServices(depCode: string, arrCode: string, date: string): Service[] {
  if (!isCalendarDate(date)) return [];
  const dep = resolvePlace(depCode);
  const arr = resolvePlace(arrCode);
  if (!dep || !arr || dep.city.code === arr.city.code) return [];
  const services = network().byCityPair.get(`${dep.city.code}>${arr.city.code}`) ?? [];
  return services.filter(
    (s) => dep.airports.includes(s.depAirport) && arr.airports.includes(s.arrAirport) && operates(s, date),
  );
}

/**
 * The flights of {@link dayFlights} whose departure (epoch ms) `keep` accepts, making only those (a lowest-fare
 * window compares a flight with a few neighbours, not with the whole day: issue 17, a search's cost on a new day).
 */
export function dayFlightsWhere(
  depCode: string,
  arrCode: string,
  date: string,
  keep: (depAtMs: number) => boolean,
): SupplierFlight[] {
  const memo = routeDays.get(`${depCode}>${arrCode}|${date}`);
  if (memo) return memo.filter((f) => keep(f.depAtMs));
  const dayStart = chinaMidnightMs(date);
  return dayServices(depCode, arrCode, date)
    .filter((s) => keep(depAtOn(s, dayStart)))
    .map((s) => flightOf(s, date));
}

/** A connection of two operating nonstop flights through a hub. */
export interface SupplierConnection {
  legs: [SupplierFlight, SupplierFlight];
  hubCity: string;
  layoverMin: number;
}

export const MIN_LAYOVER_MIN = 60;
export const MAX_LAYOVER_MIN = 240;

/** Hub cities a route may connect through (by distance: no long detour). */
export function hubCandidates(depCity: string, arrCity: string): string[] {
  const dep = resolvePlace(depCity);
  const arr = resolvePlace(arrCity);
  if (!dep || !arr) return [];
  const direct = distanceKm(dep.airports[0] ?? '', arr.airports[0] ?? '');
  return TRANSFER_HUBS.filter((h) => {
    if (h === dep.city.code || h === arr.city.code) return false;
    const hub = CITY_BY_CODE.get(h);
    const ap = hub?.airports[0]?.code ?? '';
    const l1 = distanceKm(dep.airports[0] ?? '', ap);
    const l2 = distanceKm(ap, arr.airports[0] ?? '');
    return l1 >= MIN_ROUTE_KM && l2 >= MIN_ROUTE_KM && l1 + l2 <= Math.max(direct * 1.6, direct + 800);
  });
}

/** A nonstop operating service on a day with its times: what connecting needs, before any fare is made. */
interface Hop {
  service: Service;
  depAtMs: number;
  arrAtMs: number;
}

/** The nonstop operating flights of a route-day ({@link dayFlights} without codeshares and stops) as hops. */
function nonstopHops(depCode: string, arrCode: string, date: string): Hop[] {
  const dayStart = chinaMidnightMs(date);
  const hops: Hop[] = [];
  for (const s of dayServices(depCode, arrCode, date)) {
    if (s.operating || s.stopCity) continue;
    hops.push({
      service: s,
      depAtMs: dayStart + s.depMin * 60_000,
      arrAtMs: dayStart + (s.depMin + s.durationMin) * 60_000,
    });
  }
  return hops;
}

/**
 * Pairs are matched on the services' times, and flights (with their fares) made only for the legs kept: a day's
 * connections look at every hub's two route-days, tens of services each, and keep at most three pairs per hub.
 */
function computeConnections(depCode: string, arrCode: string, date: string, max: number): SupplierConnection[] {
  const out: SupplierConnection[] = [];
  for (const hub of hubCandidates(depCode, arrCode)) {
    const first = nonstopHops(depCode, hub, date);
    if (first.length === 0) continue;
    const second = nonstopHops(hub, arrCode, date);
    const found: { legs: [Hop, Hop]; layoverMin: number }[] = [];
    for (const l1 of first) {
      const l2 = second.find((f) => {
        const layover = (f.depAtMs - l1.arrAtMs) / 60_000;
        return (
          f.service.depAirport === l1.service.arrAirport && layover >= MIN_LAYOVER_MIN && layover <= MAX_LAYOVER_MIN
        );
      });
      if (l2) found.push({ legs: [l1, l2], layoverMin: (l2.depAtMs - l1.arrAtMs) / 60_000 });
    }
    found.sort((x, y) => x.legs[1].arrAtMs - x.legs[0].depAtMs - (y.legs[1].arrAtMs - y.legs[0].depAtMs));
    for (const c of found.slice(0, 3)) {
      out.push({
        legs: [flightOf(c.legs[0].service, date), flightOf(c.legs[1].service, date)],
        hubCity: hub,
        layoverMin: c.layoverMin,
      });
    }
  }
  out.sort((x, y) => x.legs[0].depAtMs - y.legs[0].depAtMs || x.legs[0].flightNo.localeCompare(y.legs[0].flightNo));
  return out.slice(0, max);
}

/** Connections on a day: per hub the best few (shortest total time), overall by departure. */
export function connections(depCode: string, arrCode: string, date: string, max = 24): SupplierConnection[] {
  const key = `${depCode}>${arrCode}|${date}|${max}`;
  let found = connectionDays.get(key);
  if (!found) {
    found = Object.freeze(
      computeConnections(depCode, arrCode, date, max).map((c) => {
        Object.freeze(c.legs);
        return Object.freeze(c);
      }),
    );
    connectionDays.set(key, found);
  }
  return found.slice();
}

/** Hub cities a route can connect through (on a day when given: only those with a connection that day). */
export function transferCities(depCode: string, arrCode: string, date?: string): DomesticCity[] {
  const hubs = date
    ? [...new Set(connections(depCode, arrCode, date, 1000).map((c) => c.hubCity))]
    : hubCandidates(depCode, arrCode).filter(
        (h) =>
          (network().byCityPair.get(`${resolvePlace(depCode)?.city.code}>${h}`) ?? []).length > 0 &&
          (network().byCityPair.get(`${h}>${resolvePlace(arrCode)?.city.code}`) ?? []).length > 0,
      );
  return hubs.map((h) => CITY_BY_CODE.get(h)).filter((c): c is DomesticCity => c !== undefined);
}

export { AIRLINES, AIRLINE_BY_CODE, CITY_BY_CODE, CITY_OF_AIRPORT } from './data';
export type { Airline } from './data';
