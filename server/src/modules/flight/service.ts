/**
 * Domestic flight search and pre-booking checks (SPEC §7 Flights): queryFlight, queryCabin, weekPrice, rule,
 * pricing per passenger type, matchClbz, transferCity, validateTimeOut, checkSameOrder, checkXyhBmd, and the
 * traveller's flight policy. Everything is scoped to the caller's company and booking scope.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import type {
  CheckSameOrderData,
  CheckSameOrderRequest,
  CheckXyhBmdData,
  CheckXyhBmdRequest,
  DayPrice,
  FareRuleData,
  FarePriceData,
  FarePriceRequest,
  FlightCabin,
  FlightItem,
  FlightPolicyData,
  FlightPolicyItem,
  MatchClbzData,
  MatchClbzRequest,
  QueryCabinData,
  QueryCabinRequest,
  QueryFlightData,
  QueryFlightRequest,
  TransferCityItem,
  TransferCityRequest,
  TransferItinerary,
  TravellerRef,
  ValidateTimeOutData,
  WeekPriceRequest,
} from '../../../../src/api/contract/flight';
import type { FlightStandard } from '../../../../src/domain/flightPolicy';
import { isFlightBookable } from '../../../../src/domain/bookingWindows';
import { passengerFareFen, passengerTaxFen } from '../../../../src/domain/flightPricing';
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import { invalid, invalidField } from '../../lib/errors';
import { addDays, chinaDay, isCalendarDate } from '../../lib/time';
import {
  AIRLINE_BY_CODE,
  SALE_HORIZON_DAYS,
  connections,
  dayFlights,
  dayFlightsWhere,
  flightOn,
  resolvePlace,
  transferCities,
  type SupplierConnection,
  type SupplierFlight,
} from '../../suppliers/flight';
import { bookingRepository } from '../booking/repository';
import { loadBookingRules } from '../booking/service';
import { documentByRef } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { decodeFareKey, parseFlightId, type FareKeyParts } from './fareKey';
import {
  distinctStandards,
  policyOf,
  toMatch,
  travellerStandards,
  violationsFor,
  windowPool,
  type PoolFare,
  type TravellerStandard,
} from './policy';
import {
  type LiveFare,
  type LiveFlight,
  cityName,
  lowestFare,
  sortFares,
  toCabin,
  toFlightItem,
  withSeats,
} from './present';
import { fareFlights } from './fareFlights';
import { flightRepository } from './repository';
import { searchInputs, transferAllowed } from './searchInputs';
import { MissLane, SearchAnswerCache, inventorySequence } from './searchCache';
import { openFares, widestWindowMin } from './bookingFares';
import { fareRules } from './texts';
import { requestsWaiting } from '../../plugins/admission';

/** Life of a search answer (validateTimeOut 'cacheExpired'). */
export const SEARCH_CACHE_MS = 20 * 60_000;
const WEEK_MAX_DAYS = 31;

/** A fare found again from its key: the flight with live seats and the fare. */
export interface ResolvedFare {
  key: FareKeyParts;
  flight: LiveFlight;
  fare: LiveFare;
}

/** A resolved fare with, when asked for, the live direct flights of its city pair that day. */
/** Live seats for supplier flights (one query). */
export async function live(db: Db, flights: readonly SupplierFlight[]): Promise<LiveFlight[]> {
  const sold = await flightRepository(db).sold(flights);
  return flights.map((f) => withSeats(f, sold));
}

/**
 * The fare behind each key, with live seats; 'fareInvalid' when a key is forged or its fare no longer exists.
 */
export async function resolveFares(ctx: AppContext, db: Db, fareKeys: readonly string[]): Promise<ResolvedFare[]> {
  const { keys, flights } = fareFlights(ctx.config.codeSecret, fareKeys);
  const sold = await flightRepository(db).sold(flights);
  return flights.map((f, i) => {
    const flight = withSeats(f, sold);
    const key = keys[i] as FareKeyParts;
    const fare = flight.fares.find((x) => x.cabinCode === key.cabinCode) as LiveFare;
    return { key, flight, fare };
  });
}

/** Direct flights of the city pair of a flight that day (the lowest-fare window compares against them). */
export async function routeDay(db: Db, flight: LiveFlight): Promise<LiveFlight[]> {
  return live(db, dayFlights(flight.depCity, flight.arrCity, flight.date));
}

function checkQueryDate(date: string, nowMs: number, field: string): 'ok' | 'beyond' {
  if (!isCalendarDate(date)) throw invalidField(field, 'fieldFormat');
  const today = chinaDay(nowMs);
  if (date < today) throw invalid('flightQueryPastDate');
  return date > addDays(today, SALE_HORIZON_DAYS) ? 'beyond' : 'ok';
}

function resolveRoute(depCity: string, arrCity: string) {
  const dep = resolvePlace(depCity);
  if (!dep) throw invalidField('depCity');
  const arr = resolvePlace(arrCity);
  if (!arr) throw invalidField('arrCity');
  if (dep.city.code === arr.city.code) throw invalid('flightSameCity');
  return { dep, arr };
}

export function flightService(ctx: AppContext) {
  const db = ctx.db;
  const repo = flightRepository(db);
  const nowMs = () => ctx.now().getTime();
  // See searchCache.ts: bookV3 re-checks price and seats from the fare key, so a ≤30 s old list is safe.
  const answers = new SearchAnswerCache<QueryFlightData>();
  const misses = new MissLane<QueryFlightData>(() => requestsWaiting() > 0);

  async function standardsOf(auth: AuthInfo, refs: readonly TravellerRef[] | undefined) {
    if (!refs || refs.length === 0) return null;
    return travellerStandards(db, auth, refs);
  }

  /** FlightItem with its lowest fare (and the policy of that fare when travellers were named). */
  function item(
    flight: LiveFlight,
    locale: Locale,
    searchedAt: number,
    standards: (FlightStandard | null)[] | null,
    pool: ReturnType<typeof windowPool>,
    cabinClass?: 'Y' | 'C' | 'F',
  ): FlightItem | null {
    const fare = lowestFare(flight, cabinClass);
    if (!fare) return null;
    const policy = standards ? policyOf(locale, flight, fare, standards, pool, nowMs()) : undefined;
    const cabin = toCabin(flight, fare, { locale, secret: ctx.config.codeSecret, searchedAt }, policy);
    return toFlightItem(flight, cabin, locale);
  }

  /** A search answer computed afresh (a memo miss), stored in the memo. */
  async function computeAnswer(
    req: QueryFlightRequest,
    locale: Locale,
    depCity: string,
    arrCity: string,
    transfer: boolean,
    standards: (FlightStandard | null)[] | null,
    cacheKey: string,
  ): Promise<QueryFlightData> {
    // Read when the miss gets its turn: the departures still ahead and the fare keys' time are those of now.
    const now = nowMs();
    const seq = inventorySequence();
    const searchedAt = now;
    const directFlights = dayFlights(req.depCity, req.arrCity, req.depDate).filter((f) => f.depAtMs > now);
    let found: SupplierConnection[] = [];
    if (transfer) {
      found = connections(depCity, arrCity, req.depDate).filter((c) => c.legs[0].depAtMs > now);
    }
    // With travellers, each leg is judged against the flights of its own route's day within the widest lowest-fare
    // window of any leg on that route (lowestInWindow reads nothing farther; no window: no comparison, no pool).
    const span = standards ? widestWindowMin(standards) * 60_000 : 0;
    const legRoutes = new Map<string, SupplierFlight[]>();
    if (span > 0) {
      const legsByRoute = new Map<string, SupplierFlight[]>();
      for (const c of found) {
        for (const l of c.legs) {
          const k = `${l.depCity}>${l.arrCity}|${l.date}`;
          const legs = legsByRoute.get(k);
          if (legs) legs.push(l);
          else legsByRoute.set(k, [l]);
        }
      }
      for (const [k, legs] of legsByRoute) {
        const l0 = legs[0] as SupplierFlight;
        const near = dayFlightsWhere(l0.depCity, l0.arrCity, l0.date, (at) =>
          legs.some((l) => Math.abs(at - l.depAtMs) <= span),
        );
        legRoutes.set(k, near);
      }
    }
    // Live seats of everything shown or compared, in one read; each flight copied with its seats once (a leg is
    // shared by several connections).
    const read = [...directFlights, ...found.flatMap((c) => c.legs), ...[...legRoutes.values()].flat()];
    const sold = await repo.sold(read);
    const liveOf = new Map<string, LiveFlight>();
    const seated = (f: SupplierFlight): LiveFlight => {
      const k = `${f.flightNo}|${f.date}`;
      let l = liveOf.get(k);
      if (!l) {
        l = withSeats(f, sold);
        liveOf.set(k, l);
      }
      return l;
    };
    const direct = directFlights.map(seated);
    const pool = span > 0 ? windowPool(direct) : [];
    const flights = direct
      .map((f) => item(f, locale, searchedAt, standards, pool, req.cabinClass))
      .filter((x): x is FlightItem => x !== null);

    const transfers: TransferItinerary[] = [];
    const pools = new Map<string, PoolFare[]>();
    const poolOf = (f: LiveFlight): PoolFare[] => {
      const k = `${f.depCity}>${f.arrCity}|${f.date}`;
      let p = pools.get(k);
      if (!p) {
        p = openFares(legRoutes.get(k) ?? [], sold);
        pools.set(k, p);
      }
      return p;
    };
    // A leg shared by several connections is presented once.
    const legItems = new Map<string, FlightItem | null>();
    const legItem = (f: LiveFlight) => {
      const k = `${f.flightNo}|${f.date}`;
      if (!legItems.has(k)) {
        legItems.set(k, item(f, locale, searchedAt, standards, standards ? poolOf(f) : [], req.cabinClass));
      }
      return legItems.get(k) ?? null;
    };
    for (const c of found) {
      const l1 = seated(c.legs[0]);
      const l2 = seated(c.legs[1]);
      const a = legItem(l1);
      const b = legItem(l2);
      if (!a || !b) continue;
      transfers.push({
        transferId: `${l1.flightNo}_${l2.flightNo}_${req.depDate}`,
        legs: [a, b],
        transferCity: cityName(locale, c.hubCity),
        layoverMin: c.layoverMin,
        price: fenToYuan(Math.round(a.lowest.price * 100) + Math.round(b.lowest.price * 100)),
      });
    }
    const answer = { flights, transfers };
    answers.set(cacheKey, answer, now, seq, [...new Set(read.map((f) => `${f.flightNo}|${f.date}`))]);
    return answer;
  }

  return {
    async queryFlight(auth: AuthInfo, req: QueryFlightRequest, locale: Locale): Promise<QueryFlightData> {
      const { dep, arr } = resolveRoute(req.depCity, req.arrCity);
      if (checkQueryDate(req.depDate, nowMs(), 'depDate') === 'beyond') return { flights: [], transfers: [] };
      // The travellers' standards and the connection setting in one read (searchInputs.ts).
      let travellers: TravellerStandard[] | null = null;
      let transfer = false;
      if (req.travellers && req.travellers.length > 0) {
        const empIds = [auth.empId, ...req.travellers.map((r) => r.empId).filter((x): x is string => !!x)];
        const inputs = await searchInputs(db, auth.corpId, empIds, req.withTransfer === true);
        travellers = await travellerStandards(db, auth, req.travellers, inputs.standards);
        transfer = inputs.transfer;
      } else if (req.withTransfer) {
        transfer = await transferAllowed(db, auth.corpId);
      }
      const standards = travellers ? distinctStandards(travellers) : null;
      const now = nowMs();
      // Everything that shapes the answer: travellers only through their (distinct) standards.
      const cacheKey = JSON.stringify([
        locale,
        req.depCity,
        req.arrCity,
        req.depDate,
        req.cabinClass ?? '',
        transfer,
        standards,
      ]);
      const cached = answers.get(cacheKey, now);
      if (cached) return cached;
      // A miss waits for its turn (searchCache.ts MissLane), so a burst of misses does not stall the hits.
      return misses.run(cacheKey, () =>
        computeAnswer(req, locale, dep.city.code, arr.city.code, transfer, standards, cacheKey),
      );
    },

    async queryCabin(auth: AuthInfo, req: QueryCabinRequest, locale: Locale): Promise<QueryCabinData> {
      const id = parseFlightId(req.flightId);
      const supplier = id ? flightOn(id.flightNo, id.date) : null;
      if (!supplier) throw invalid('flightNotFound');
      const travellers = await standardsOf(auth, req.travellers);
      const standards = travellers ? distinctStandards(travellers) : null;
      const [flight] = await live(db, [supplier]);
      const f = flight as LiveFlight;
      const pool = standards ? windowPool(await routeDay(db, f)) : [];
      const searchedAt = nowMs();
      const opts = { locale, secret: ctx.config.codeSecret, searchedAt };
      const cabins: FlightCabin[] = sortFares(f.fares).map((fare) =>
        toCabin(f, fare, opts, standards ? policyOf(locale, f, fare, standards, pool, searchedAt) : undefined),
      );
      const lowest = lowestFare(f);
      const lowestCabin = cabins.find((c) => c.cabinCode === lowest?.cabinCode) ?? (cabins[0] as FlightCabin);
      return {
        flight: toFlightItem(f, lowestCabin, locale),
        cabins,
        bookable: isFlightBookable(f.depTime, searchedAt),
      };
    },

    async weekPrice(req: WeekPriceRequest): Promise<DayPrice[]> {
      resolveRoute(req.depCity, req.arrCity);
      if (!isCalendarDate(req.startDate)) throw invalidField('startDate', 'fieldFormat');
      const now = nowMs();
      const today = chinaDay(now);
      const last = addDays(today, SALE_HORIZON_DAYS);
      const days = Math.min(WEEK_MAX_DAYS, Math.max(1, req.days ?? 7));
      const dates = Array.from({ length: days }, (_, i) => addDays(req.startDate, i));
      const byDay = new Map<string, SupplierFlight[]>();
      for (const d of dates) {
        if (d < today || d > last) continue;
        byDay.set(
          d,
          dayFlights(req.depCity, req.arrCity, d).filter((f) => f.depAtMs > now),
        );
      }
      const all = await live(db, [...byDay.values()].flat());
      let i = 0;
      return dates.map((date) => {
        const flights = byDay.get(date);
        if (!flights) return { date, price: null };
        const lives = all.slice(i, i + flights.length);
        i += flights.length;
        let min: number | null = null;
        for (const f of lives) {
          for (const fare of f.fares) {
            if (fare.seats > 0 && (min === null || fare.priceFen < min)) min = fare.priceFen;
          }
        }
        return { date, price: min === null ? null : fenToYuan(min) };
      });
    },

    async rule(fareKey: string, locale: Locale): Promise<FareRuleData> {
      const [r] = await resolveFares(ctx, db, [fareKey]);
      const { flight, fare } = r as ResolvedFare;
      const rules = fareRules(locale, fare.cabinClass, fare.discount, flight.airline.lowCost);
      return {
        refundRule: rules.refundRule,
        changeRule: rules.changeRule,
        baggage: rules.baggage,
        endorse: rules.endorse,
      };
    },

    /** patForFlight / getAddConPrice / queryFlightPrice: prices per passenger type from the current fares. */
    async price(req: FarePriceRequest): Promise<FarePriceData> {
      const resolved = await resolveFares(ctx, db, req.fareKeys);
      const types = ([1, 2, 3] as const).filter(
        (t) => (t === 1 ? req.adults : t === 2 ? req.children : req.infants) > 0,
      );
      const wanted = types.length > 0 ? types : ([1] as const);
      return {
        segments: resolved.map(({ flight, fare }, i) => ({
          fareKey: req.fareKeys[i] ?? '',
          prices: wanted.map((psgType) => ({
            psgType,
            fare: fenToYuan(passengerFareFen(psgType, fare.priceFen, fare.classFullFen)),
            tax: fenToYuan(passengerTaxFen(psgType, flight.constructionFen, flight.fuelFen)),
          })),
        })),
        priceChanged: resolved.some(({ key, fare }) => key.priceFen !== fare.priceFen),
      };
    },

    async matchClbz(auth: AuthInfo, req: MatchClbzRequest, locale: Locale): Promise<MatchClbzData> {
      const [r] = await resolveFares(ctx, db, [req.fareKey]);
      const { flight, fare } = r as ResolvedFare;
      const travellers = await travellerStandards(db, auth, req.travellers);
      const pool = windowPool(await routeDay(db, flight));
      const now = nowMs();
      const rules = await loadBookingRules(db, auth.corpId, '10901');
      return {
        results: travellers.map((t: TravellerStandard) => ({
          traveller: t.ref,
          name: t.name,
          policy: toMatch(locale, violationsFor(flight, fare, t.standard, pool, now)),
        })),
        mustComply: rules.rules.mustComply,
      };
    },

    transferCity(req: TransferCityRequest, locale: Locale): TransferCityItem[] {
      const { dep, arr } = resolveRoute(req.depCity, req.arrCity);
      if (req.depDate !== undefined && !isCalendarDate(req.depDate)) throw invalidField('depDate', 'fieldFormat');
      return transferCities(dep.city.code, arr.city.code, req.depDate).map((c) => ({
        cityCode: c.code,
        cityName: locale === 'en-US' ? c.en : c.zh,
      }));
    },

    validateTimeOut(fareKeys: readonly string[]): ValidateTimeOutData {
      const now = nowMs();
      const keys = fareKeys.map((k) => decodeFareKey(ctx.config.codeSecret, k));
      if (keys.some((k) => !k || now - k.searchedAt > SEARCH_CACHE_MS || k.searchedAt > now + 60_000)) {
        return { valid: false, reason: 'cacheExpired' };
      }
      for (const k of keys as FareKeyParts[]) {
        const f = flightOn(k.flightNo, k.date);
        if (!f) return { valid: false, reason: 'cacheExpired' };
        if (!isFlightBookable(f.depTime, now)) return { valid: false, reason: 'tooClose' };
      }
      return { valid: true, reason: '' };
    },

    async checkSameOrder(auth: AuthInfo, req: CheckSameOrderRequest): Promise<CheckSameOrderData> {
      const resolved = await resolveFares(ctx, db, req.fareKeys);
      const flights = resolved.flatMap(({ flight }) => [
        { flightNo: flight.flightNo, date: flight.date },
        ...(flight.operatingNo ? [{ flightNo: flight.operatingNo, date: flight.date }] : []),
      ]);
      const empIds = req.travellers.map((t) => t.empId).filter((x): x is string => !!x);
      const names = req.psgNames.map((n) => n.trim()).filter((n) => n !== '');
      const rows = await repo.duplicates(auth.corpId, flights, empIds, names);
      const seen = new Set<string>();
      const duplicates: CheckSameOrderData['duplicates'] = [];
      for (const r of rows) {
        const key = `${r.order_id}|${r.psg_name}|${r.flight_no}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const dep = resolved.find((x) => x.flight.date === r.dep_date)?.flight;
        duplicates.push({
          orderId: r.order_id,
          orderNo: r.order_no,
          psgName: r.psg_name,
          flightNo: r.flight_no,
          depTime: dep && (dep.flightNo === r.flight_no || dep.operatingNo === r.flight_no) ? dep.depTime : r.dep_date,
        });
      }
      return { duplicates };
    },

    async checkXyhBmd(auth: AuthInfo, req: CheckXyhBmdRequest, locale: Locale): Promise<CheckXyhBmdData> {
      const resolved = await resolveFares(ctx, db, req.fareKeys);
      const airlines = [...new Set(resolved.map((r) => r.flight.airline.code))];
      const rows = await repo.whitelist(auth.corpId, airlines);
      const agreements = new Set(rows.map((r) => r.airline_code));
      if (agreements.size === 0) return { passed: true, list: [] };
      const list: CheckXyhBmdData['list'] = [];
      for (const p of req.psgList) {
        let idno = (p.idno ?? '').trim().toUpperCase();
        if (p.documentRef) {
          const doc = await documentByRef(db, auth.corpId, auth.empId, p.documentRef);
          idno = doc ? doc.idno.toUpperCase() : '';
        }
        const name = p.psgName.trim().toUpperCase();
        for (const code of agreements) {
          const ok = rows.some(
            (w) =>
              w.airline_code === code &&
              w.psg_name.trim().toUpperCase() === name &&
              (idno === '' || idno.includes('*') || w.idno.toUpperCase() === idno),
          );
          if (!ok) {
            const airline = AIRLINE_BY_CODE.get(code);
            list.push({
              psgName: p.psgName,
              airline: airline ? (locale === 'en-US' ? airline.en : airline.zh) : code,
              reason: locale === 'en-US' ? 'Not on the agreement whitelist' : '不在三方协议白名单内',
            });
          }
        }
      }
      return { passed: list.length === 0, list };
    },

    /** policy/detail and policy/list: the flight standard of travellers (hidden per company setting). */
    async policies(auth: AuthInfo, refs: readonly TravellerRef[], locale: Locale): Promise<FlightPolicyItem[]> {
      const list = await travellerStandards(db, auth, refs.length > 0 ? refs : [{ empId: auth.empId }]);
      const hidden = await bookingRepository(db).hidesTravelStandard(auth.corpId);
      return list.map((t) => {
        const s = t.standard;
        const data: FlightPolicyData = hidden
          ? { rankName: '', cabinClasses: [], maxDiscount: 0, advanceDays: 0, lowestFareWindowMin: 0, hidden: true }
          : {
              rankName: locale === 'en-US' && t.rankEnName ? t.rankEnName : t.rankName,
              cabinClasses: s ? [...s.cabinClasses] : ['Y', 'C', 'F'],
              maxDiscount: s ? s.maxDiscount : 100,
              advanceDays: s ? s.advanceDays : 0,
              lowestFareWindowMin: s ? s.lowestFareWindowMin : 0,
              hidden: false,
            };
        return { ...data, empId: t.ref.empId ?? '', contactsId: t.ref.contactsId ?? '', name: t.name };
      });
    },
  };
}

export type FlightService = ReturnType<typeof flightService>;
