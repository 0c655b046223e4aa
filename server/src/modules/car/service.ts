/**
 * Car shopping (SPEC §7 Car, issue 14): served cities and their vehicle classes, estimates of every class for a query
 * (instant, scheduled, airport / station transfers, day rental) with each class's policy verdict for the travellers,
 * the policy of one class, flights by number and the caller's upcoming flights for transfers, and saved places.
 * Booking reads the estimates back (findEstimate) in modules/carOrders.
 */
import {
  CAR_USE_TYPE,
  type CarCityListData,
  type CarEstimate,
  type CarEstimateData,
  type CarEstimateRequest,
  type CarFlightOrderItem,
  type CarPlace,
  type CarService,
  type CarUseType,
  type FavoritePlace,
  type FavoritePlaceListData,
  type FavoritePlaceRequest,
  type FlightByNumberData,
  type FlightByNumberItem,
  type FlightByNumberRequest,
  type VehicleClzcDetailData,
  type VehicleClzcDetailRequest,
  type VehicleTypeListData,
  type VehicleTypeListRequest,
} from '../../../../src/api/contract/car';
import { DAY_RENTAL_PACKAGES } from '../../../../src/api/contract/car';
import { isVehicleClass } from '../../../../src/domain/car/fare';
import {
  CAR_BOOKING_DAYS,
  CAR_MIN_LEAD_MINUTES,
  DAY_RENTAL_MAX_DAYS,
  checkUseTime,
  transferBookable,
} from '../../../../src/domain/car/useTime';
import { fenToYuan, yuanToFen } from '../../../../src/domain/money';
import { addCalendarDays, chinaNow, chinaToday, toEpochMs } from '../../../../src/domain/time';
import type { AppContext } from '../../context';
import type { Locale, MsgKey } from '../../i18n/messages';
import { newId } from '../../lib/crypto';
import { BizError, invalid, notFound } from '../../lib/errors';
import {
  CAR_CITIES,
  carCity,
  carCityName,
  carRoute,
  driversNearby,
  estimateFen,
  vehicleTypesFor,
} from '../../suppliers/car';
import { loadBookingRules } from '../booking/service';
import type { Lang } from '../maps/gazetteer';
import { lookupOf, type LookupFlight } from '../orders/products';
import { employeeInBookingScope } from '../people/repository';
import type { AuthInfo } from '../session/service';
import { saveEstimate, type EstimateSnapshot } from './estimates';
import { airportPlace, resolveHub, resolvePlace } from './places';
import { carPolicyFor, carProductEnabled, carStandardOf, CPLX_CAR, judge } from './policy';
import { carRepository } from './repository';
import '../../i18n/parts/car';

/** Saved places per employee. */
export const MAX_FAVORITES = 20;

const langOf = (locale: Locale): Lang => (locale === 'en-US' ? 'en' : 'zh');

const SERVICE_OF: Readonly<Record<CarUseType, CarService>> = {
  8: 'instant',
  1: 'scheduled',
  2: 'airportPickup',
  3: 'airportDropoff',
  4: 'stationPickup',
  5: 'stationDropoff',
  6: 'dayRental',
};

const isTransfer = (u: CarUseType) => u >= 2 && u <= 5;

/** The estimate call families: each accepts some use types. */
export type EstimateFamily = 'instant' | 'yyyc' | 'day' | 'prebooked';
/** Saved estimates older than this are purged when new ones are saved (bookings copy what they need). */
const ESTIMATE_KEEP_MS = 24 * 3600_000;
const FAMILY_TYPES: Readonly<Record<EstimateFamily, readonly CarUseType[]>> = {
  instant: [CAR_USE_TYPE.instant],
  yyyc: [1, 2, 3, 4, 5],
  day: [CAR_USE_TYPE.dayRental],
  prebooked: [1, 2, 3, 4, 5, 6],
};

function biz(key: MsgKey, params: Record<string, string | number> = {}): BizError {
  return invalid(key, params);
}

export function carShopping(ctx: AppContext) {
  const db = ctx.db;
  const repo = carRepository(db);

  async function requireProduct(auth: AuthInfo): Promise<void> {
    if (!(await carProductEnabled(db, auth.corpId))) throw biz('car.productClosed');
  }

  /** The travellers whose policy applies: the booker when none; others must be in the booker's scope. */
  async function travellerIds(auth: AuthInfo, empIds: readonly string[] | undefined): Promise<string[]> {
    const ids = [...new Set((empIds ?? []).filter(Boolean))];
    if (ids.length === 0) return [auth.empId];
    for (const id of ids) {
      if (id !== auth.empId && !(await employeeInBookingScope(db, auth.corpId, auth.empId, id))) throw notFound();
    }
    return ids;
  }

  /** The flights of a number around a day (departing that day), or [] when no flight product is registered. */
  function flightsOn(flightNo: string, date: string, locale: Locale): LookupFlight[] {
    const lookup = lookupOf(ctx.products, 'flightsByNumber');
    return lookup ? lookup(flightNo, date, locale) : [];
  }

  /** Resolves and checks the places and time of a query (SPEC §8, §9); the query as estimated. */
  function checkQuery(req: CarEstimateRequest, family: EstimateFamily, nowMs: number, locale: Locale) {
    const lang = langOf(locale);
    const useType = req.useType;
    if (!FAMILY_TYPES[family].includes(useType)) throw biz('fieldInvalid', { field: 'useType' });
    const service = SERVICE_OF[useType];
    const useTime = useType === CAR_USE_TYPE.instant ? chinaNow(nowMs).format('YYYY-MM-DD HH:mm') : req.useTime;
    if (useType !== CAR_USE_TYPE.instant) {
      const problem = checkUseTime(service, useTime, nowMs);
      if (problem === 'past') throw biz('car.useTime.past');
      if (problem === 'tooSoon') throw biz('car.useTime.tooSoon', { minutes: CAR_MIN_LEAD_MINUTES });
      if (problem === 'tooFar') {
        throw biz(isTransfer(useType) ? 'car.transfer.tooFar' : 'car.useTime.tooFar', { days: CAR_BOOKING_DAYS });
      }
      if (isTransfer(useType) && !transferBookable(useTime, nowMs)) {
        throw biz('car.transfer.tooFar', { days: CAR_BOOKING_DAYS });
      }
    }
    // Pick-up: an airport / station for a pick-up transfer (a flight's arrival airport when only the flight is given).
    let from: CarPlace | null;
    if (useType === CAR_USE_TYPE.airportPickup) {
      from = resolveHub(req.from, 'airport', lang);
      if (!from && req.flightNo) {
        const f = flightsOn(req.flightNo, useTime.slice(0, 10), locale)[0];
        from = f ? airportPlace(f.arr.code, lang, f.arr.terminal) : null;
      }
      if (!from) throw biz('car.notFound.airport');
    } else if (useType === CAR_USE_TYPE.stationPickup) {
      from = resolveHub(req.from, 'station', lang);
      if (!from) throw biz('car.notFound.station');
    } else {
      from = resolvePlace(req.from, lang);
      if (!from) throw biz('car.notFound.pickup');
    }
    if (req.flightNo && (useType === CAR_USE_TYPE.airportPickup || useType === CAR_USE_TYPE.airportDropoff)) {
      const day = useTime.slice(0, 10);
      const lookup = lookupOf(ctx.products, 'flightsByNumber');
      const known =
        !lookup ||
        flightsOn(req.flightNo, day, locale).length > 0 ||
        flightsOn(req.flightNo, addCalendarDays(day, -1), locale).length > 0;
      if (!known) throw biz('car.flightNotFound');
    }
    let to: CarPlace | null | undefined;
    if (useType === CAR_USE_TYPE.dayRental) {
      to = undefined;
      if (!req.dayPackage) throw biz('car.dayRental.package');
      const days = req.days ?? 1;
      if (!Number.isInteger(days) || days < 1 || days > DAY_RENTAL_MAX_DAYS) {
        throw biz('car.dayRental.days', { max: DAY_RENTAL_MAX_DAYS });
      }
    } else {
      if (!req.to) throw biz('car.destinationRequired');
      if (useType === CAR_USE_TYPE.airportDropoff) {
        to = resolveHub(req.to, 'airport', lang);
        if (!to) throw biz('car.notFound.airport');
      } else if (useType === CAR_USE_TYPE.stationDropoff) {
        to = resolveHub(req.to, 'station', lang);
        if (!to) throw biz('car.notFound.station');
      } else {
        to = resolvePlace(req.to, lang);
        if (!to) throw biz('car.notFound.destination');
      }
      if (Math.abs(to.lat - from.lat) < 1e-5 && Math.abs(to.lng - from.lng) < 1e-5) throw biz('car.samePlace');
    }
    const types = vehicleTypesFor(from.cityCode, useType);
    if (types.length === 0) throw biz('car.noModels');
    return { useType, useTime, from, to: to ?? undefined, types };
  }

  async function estimate(
    auth: AuthInfo,
    req: CarEstimateRequest,
    family: EstimateFamily,
    locale: Locale,
  ): Promise<CarEstimateData> {
    await requireProduct(auth);
    const nowMs = ctx.now().getTime();
    const q = checkQuery(req, family, nowMs, locale);
    const empIds = await travellerIds(auth, req.empIds);
    const isDay = q.useType === CAR_USE_TYPE.dayRental;
    const days = isDay ? (req.days ?? 1) : undefined;
    const pkg = isDay ? req.dayPackage : undefined;
    const route =
      isDay || !q.to
        ? {
            distance: pkg ? DAY_RENTAL_PACKAGES[pkg].km * 1000 * (days ?? 1) : 0,
            duration: pkg ? DAY_RENTAL_PACKAGES[pkg].hours * 3600 * (days ?? 1) : 0,
            points: [{ lat: q.from.lat, lng: q.from.lng }],
          }
        : await carRoute(ctx, q.from, q.to);
    const [std, rules] = await Promise.all([
      carStandardOf(db, auth.corpId, empIds),
      loadBookingRules(db, auth.corpId, CPLX_CAR),
    ]);
    const driversAt = q.useType === CAR_USE_TYPE.instant ? nowMs : toEpochMs(q.useTime);
    const snapshots: EstimateSnapshot[] = [];
    const list: CarEstimate[] = q.types.map((vt) => {
      const fare = estimateFen({
        useType: q.useType,
        vehicleTypeId: vt.vehicleTypeId,
        distance: route.distance,
        duration: route.duration,
        useTime: q.useTime,
        dayPackage: pkg,
        days,
      });
      const verdict = judge(std, vt.vehicleTypeId, fare.totalFen, rules.rules.mustComply, locale);
      const near = isDay ? { count: 0, etaSeconds: 0 } : driversNearby(q.from, vt.vehicleTypeId, driversAt);
      const estimateKey = newId(nowMs);
      snapshots.push({
        estimateKey,
        corpId: auth.corpId,
        empId: auth.empId,
        useType: q.useType,
        vehicleTypeId: vt.vehicleTypeId,
        from: q.from,
        to: q.to,
        useTime: q.useTime,
        dayPackage: pkg,
        days,
        flightNo: req.flightNo,
        priceFen: fare.totalFen,
        distance: route.distance,
        duration: route.duration,
        routePoints: route.points,
        wb: verdict.wb,
        violations: verdict.policy.violations,
        createdAt: nowMs,
      });
      return {
        estimateKey,
        vehicleType: vt,
        price: fenToYuan(fare.totalFen),
        parts: fare.parts.map((p) => ({ kind: p.kind, amount: fenToYuan(p.fen) })),
        distance: route.distance,
        duration: route.duration,
        driversNearby: near.count,
        etaSeconds: near.etaSeconds,
        wb: verdict.wb,
        policy: verdict.policy,
      };
    });
    await db.transaction().execute(async (trx) => {
      await carRepository(trx).deleteEstimatesBefore(nowMs - ESTIMATE_KEEP_MS);
      await saveEstimate(trx, snapshots);
    });
    return { route, list };
  }

  function cityLabel(cityCode: string, locale: Locale): string {
    return carCityName(cityCode, langOf(locale));
  }

  function toFlightItem(f: LookupFlight, locale: Locale): FlightByNumberItem | null {
    const lang = langOf(locale);
    const depPlace = airportPlace(f.dep.code, lang, f.dep.terminal);
    const arrPlace = airportPlace(f.arr.code, lang, f.arr.terminal);
    if (!depPlace || !arrPlace) return null;
    return {
      flightNo: f.flightNo,
      airlineName: f.airlineName,
      depAirport: f.dep.code,
      depAirportName: f.dep.name,
      depTerminal: f.dep.terminal,
      depCityName: f.dep.cityName,
      depCityCode: f.dep.cityCode,
      arrAirport: f.arr.code,
      arrAirportName: f.arr.name,
      arrTerminal: f.arr.terminal,
      arrCityName: f.arr.cityName,
      arrCityCode: f.arr.cityCode,
      depTime: f.depTime,
      arrTime: f.arrTime,
      depPlace,
      arrPlace,
    };
  }

  function favoriteOf(row: { id: string; tag: string; place_json: string }): FavoritePlace {
    return { id: row.id, tag: row.tag as FavoritePlace['tag'], place: JSON.parse(row.place_json) as CarPlace };
  }

  return {
    cities(locale: Locale): CarCityListData {
      return { list: CAR_CITIES.map((c) => ({ ...c, cityName: cityLabel(c.cityCode, locale) })) };
    },

    /** The classes of a city; an empty list comes with the SPEC §8 tip. Unknown city: refused. */
    async vehicleTypes(
      auth: AuthInfo,
      req: VehicleTypeListRequest,
    ): Promise<{ data: VehicleTypeListData; tipKey: MsgKey | null }> {
      await requireProduct(auth);
      const city = carCity(req.cityCode);
      if (!city) throw biz('car.unknownCity');
      const list = vehicleTypesFor(city.cityCode, req.useType ?? CAR_USE_TYPE.instant);
      return { data: { list }, tipKey: list.length === 0 ? 'car.noModels' : null };
    },

    estimate,

    async classPolicy(auth: AuthInfo, req: VehicleClzcDetailRequest, locale: Locale): Promise<VehicleClzcDetailData> {
      if (!isVehicleClass(req.vehicleTypeId)) throw biz('fieldInvalid', { field: 'vehicleTypeId' });
      const [empId] = await travellerIds(auth, [req.empId]);
      const p = await carPolicyFor(
        db,
        auth.corpId,
        [empId ?? auth.empId],
        req.vehicleTypeId,
        yuanToFen(req.price),
        req.useTime,
        locale,
      );
      return {
        wb: p.wb,
        allowedTypes: p.allowedTypes,
        cap: p.capFen === null ? null : fenToYuan(p.capFen),
        policy: p.policy,
      };
    },

    /** The flights of a number departing on a day (within the 30-day transfer window). */
    flightsByNumber(
      req: FlightByNumberRequest,
      locale: Locale,
    ): { data: FlightByNumberData; list: FlightByNumberItem[] } {
      const nowMs = ctx.now().getTime();
      if (req.date < chinaToday(nowMs)) throw biz('car.useTime.past');
      if (!transferBookable(req.date, nowMs)) throw biz('car.transfer.tooFar', { days: CAR_BOOKING_DAYS });
      const no = req.hbh.trim().toUpperCase();
      const all = flightsOn(no, req.date, locale)
        .filter((f) => !req.depAirport || f.dep.code === req.depAirport.toUpperCase())
        .filter((f) => !req.arrAirport || f.arr.code === req.arrAirport.toUpperCase())
        .flatMap((f) => toFlightItem(f, locale) ?? []);
      const count = Math.min(Math.max(1, req.count ?? 160), 160);
      const pageNum = Math.max(1, req.pageNum ?? 1);
      const list = all.slice((pageNum - 1) * count, pageNum * count);
      return { data: { total: all.length, pageNum, count, found: all.length > 0 }, list };
    },

    /** The caller's booked flights departing from now to 30 days ahead (for a transfer). */
    async flightOrders(auth: AuthInfo, locale: Locale): Promise<CarFlightOrderItem[]> {
      const lookup = lookupOf(ctx.products, 'upcomingFlights');
      if (!lookup) return [];
      const nowMs = ctx.now().getTime();
      const today = chinaToday(nowMs);
      const now = chinaNow(nowMs).format('YYYY-MM-DD HH:mm');
      const flights = await lookup(
        ctx,
        auth,
        { dateStart: today, dateEnd: addCalendarDays(today, CAR_BOOKING_DAYS) },
        locale,
      );
      return flights.flatMap((f) => {
        if (f.depTime < now || !f.orderId) return [];
        const item = toFlightItem(f, locale);
        if (!item) return [];
        return [
          {
            orderId: f.orderId,
            flightNo: f.flightNo,
            depTime: f.depTime,
            arrTime: f.arrTime,
            depAirportName: f.dep.name,
            arrAirportName: f.arr.name,
            depPlace: item.depPlace,
            arrPlace: item.arrPlace,
          },
        ];
      });
    },

    async favorites(auth: AuthInfo): Promise<FavoritePlaceListData> {
      // Home first, then the office, then the others in the order they were saved.
      const rank = (tag: string) => (tag === 'home' ? 0 : tag === 'office' ? 1 : 2);
      const rows = await repo.favorites(auth.corpId, auth.empId);
      return {
        list: rows
          .map((r, i) => ({ r, i }))
          .sort((a, b) => rank(a.r.tag) - rank(b.r.tag) || a.i - b.i)
          .map((x) => favoriteOf(x.r)),
      };
    },

    /**
     * Adds, changes or (delete) removes a saved place of the caller. One home and one office: saving another home
     * (office) replaces the place of the existing one. Another employee's id answers not found.
     */
    async saveFavorite(auth: AuthInfo, req: FavoritePlaceRequest): Promise<FavoritePlace | Record<string, never>> {
      const nowMs = ctx.now().getTime();
      return db.transaction().execute(async (trx) => {
        const r = carRepository(trx);
        const mine = await r.favorites(auth.corpId, auth.empId);
        const current = req.id ? mine.find((f) => f.id === req.id) : undefined;
        if (req.id && !current) throw notFound();
        if (req.delete) {
          if (!current) throw notFound();
          await r.deleteFavorite(current.id, auth.corpId, auth.empId);
          return {};
        }
        if (!req.place) throw biz('car.favorite.placeRequired');
        const placeJson = JSON.stringify(req.place);
        const sameTag = req.tag === 'other' ? undefined : mine.find((f) => f.tag === req.tag && f.id !== req.id);
        if (current) {
          if (sameTag) await r.deleteFavorite(sameTag.id, auth.corpId, auth.empId);
          await r.updateFavorite(current.id, auth.corpId, auth.empId, req.tag, placeJson, nowMs);
          return favoriteOf({ id: current.id, tag: req.tag, place_json: placeJson });
        }
        if (sameTag) {
          await r.updateFavorite(sameTag.id, auth.corpId, auth.empId, req.tag, placeJson, nowMs);
          return favoriteOf({ id: sameTag.id, tag: req.tag, place_json: placeJson });
        }
        if (mine.length >= MAX_FAVORITES) throw biz('car.favorite.tooMany', { max: MAX_FAVORITES });
        const id = newId(nowMs);
        await r.insertFavorite({
          id,
          corp_id: auth.corpId,
          emp_id: auth.empId,
          tag: req.tag,
          place_json: placeJson,
          created_at: nowMs,
          updated_at: nowMs,
        });
        return favoriteOf({ id, tag: req.tag, place_json: placeJson });
      });
    },
  };
}

export type CarShopping = ReturnType<typeof carShopping>;
