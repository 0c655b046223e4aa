/**
 * The car search store (SPEC §2 /car/carQuery and /car/carList; §7 Car and Maps; §8 car messages; §9 ride default
 * use type 8, transfers within 30 days): the query (service, pick-up, drop-off, use time, day-rental package and
 * days, flight, city), the trip request it books, the served cities and the city's vehicle classes, the pre-booking
 * check, the estimates per vehicle class with their route, and the estimate the user chose. Places and flights are
 * its two helpers (`places`, `flights`). The API, storage and `now` are ports: pages reach the server only through
 * this store, tests run it on fakes. The booking screen (/car/carEdit) reads `query`, `trip` and `estimate`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import {
  CAR_USE_TYPE,
  type CarCity,
  type CarEstimate,
  type CarEstimateData,
  type CarEstimateRequest,
  type CarPlace,
  type CarPreBookData,
  type CarService,
  type DayRentalPackage,
  type FlightByNumberItem,
  type VehicleType,
} from '../../../api/contract/car';
import { DAY_RENTAL_MAX_DAYS, checkUseTime, earliestUseTime } from '../../../domain/car/useTime';
import { ORDER_TYPE } from '../../../domain/codes';
import { chinaNow, chinaToday, toEpochMs } from '../../../domain/time';
import { CarFlights } from './flights';
import { CarPlaces, samePlace, type LoadStatus } from './places';
import { tipsOf, type CarSearchPorts } from './ports';

export type { CarSearchApi, CarSearchPorts } from './ports';
export type { LoadStatus };

/** The services in tab order (instant first: SPEC §9 default use type 8). */
export const CAR_SERVICES: readonly CarService[] = [
  'instant',
  'scheduled',
  'airportPickup',
  'airportDropoff',
  'stationPickup',
  'stationDropoff',
  'dayRental',
];

/** An estimate is good for 10 minutes (then 'estimate expired, query again'). */
export const ESTIMATE_TTL_MS = 10 * 60_000;
/** An airport pick-up starts this long after the flight lands (editable). */
export const PICKUP_AFTER_LANDING_MIN = 30;
/** An airport drop-off leaves this long before the flight departs (editable). */
export const DROPOFF_BEFORE_DEPARTURE_MIN = 180;

export interface CarQuery {
  service: CarService;
  from?: CarPlace;
  to?: CarPlace;
  /** 'YYYY-MM-DD HH:mm' China time; for instant rides the time the query was made (sent as now). */
  useTime: string;
  dayPackage: DayRentalPackage;
  days: number;
  /** Airport transfers: the flight chosen. */
  flight?: FlightByNumberItem;
  /** City of the pick-up (base-data code), '' until there is one. */
  cityCode: string;
}

/** Booking through a trip request (issue 4). */
export interface CarTrip {
  ccsqdId?: string;
  routeId?: string;
}

/** Why an estimate cannot start; each has a dictionary text 'car.v.<code>'. */
export type CarQueryProblem =
  | 'pickupRequired'
  | 'dropoffRequired'
  | 'samePlace'
  | 'past'
  | 'tooSoon'
  | 'tooFar'
  | 'flightRequired'
  | 'airportRequired'
  | 'stationRequired'
  | 'cityUnserved'
  | 'serviceUnserved'
  | 'daysInvalid';

/** Which end of the ride the service fixes at an airport or station ('' for none). */
export function fixedEnd(service: CarService): 'from' | 'to' | '' {
  if (service === 'airportPickup' || service === 'stationPickup') return 'from';
  if (service === 'airportDropoff' || service === 'stationDropoff') return 'to';
  return '';
}

export const isAirportService = (s: CarService): boolean => s === 'airportPickup' || s === 'airportDropoff';
export const isStationService = (s: CarService): boolean => s === 'stationPickup' || s === 'stationDropoff';
export const needsDropoff = (s: CarService): boolean => s !== 'dayRental';

const addMinutes = (time: string, minutes: number): string =>
  chinaNow(toEpochMs(time) + minutes * 60_000).format('YYYY-MM-DD HH:mm');

export class CarSearchStore {
  query: CarQuery;
  trip: CarTrip = {};

  cities: CarCity[] = [];
  citiesStatus: LoadStatus = 'idle';
  vehicleTypes: VehicleType[] = [];
  /** The city and use type the vehicle classes are of ('' until asked). */
  vehicleTypesFor = '';
  vehicleTypesStatus: LoadStatus = 'idle';

  /** checkPreBook of the current service (null until asked or while asking). */
  preBook: CarPreBookData | null = null;
  preBookStatus: LoadStatus = 'idle';

  estimates: CarEstimate[] = [];
  route: CarEstimateData['route'] | null = null;
  estimatesStatus: LoadStatus = 'idle';
  estimatesTips = '';
  /** When the estimates were fetched (epoch ms, the store's clock). */
  fetchedAt = 0;
  /** The estimate chosen on the list (the booking screen books it). */
  estimate: CarEstimate | null = null;

  readonly places: CarPlaces;
  readonly flights: CarFlights;

  private generation = 0;

  constructor(private readonly ports: CarSearchPorts) {
    this.query = { service: 'instant', useTime: this.nowTime(), dayPackage: 'fullDay', days: 1, cityCode: '' };
    this.places = new CarPlaces(ports);
    this.flights = new CarFlights(ports);
    makeAutoObservable<CarSearchStore, 'ports' | 'generation'>(this, {
      ports: false,
      generation: false,
      places: false,
      flights: false,
    });
  }

  // ---- clock ---------------------------------------------------------------------------------------------

  now(): number {
    return this.ports.now();
  }

  get today(): string {
    return chinaToday(this.ports.now());
  }

  private nowTime(): string {
    return chinaNow(this.ports.now()).format('YYYY-MM-DD HH:mm');
  }

  // ---- the query -----------------------------------------------------------------------------------------

  get useType(): (typeof CAR_USE_TYPE)[CarService] {
    return CAR_USE_TYPE[this.query.service];
  }

  get orderType(): number {
    return this.query.service === 'instant' ? ORDER_TYPE.carRealTime : ORDER_TYPE.car;
  }

  /** The served city of the pick-up (null when unknown or not served). */
  get city(): CarCity | null {
    return this.cities.find((c) => c.cityCode === this.query.cityCode) ?? null;
  }

  /**
   * Another service: instant rides are for now, pre-booked ones start at the earliest allowed time (kept when it is
   * still valid); an airport or station end that the new service does not fix is dropped, as is the flight.
   */
  setService(service: CarService): void {
    const before = this.query.service;
    if (service === before) return;
    const q: CarQuery = { ...this.query, service };
    if (service === 'instant') q.useTime = this.nowTime();
    else if (before === 'instant' || checkUseTime(service, q.useTime, this.ports.now()) !== 'ok') {
      q.useTime = earliestUseTime(this.ports.now());
    }
    const wasFixed = fixedEnd(before);
    if (wasFixed && wasFixed !== fixedEnd(service)) delete q[wasFixed];
    else if (wasFixed && isAirportService(before) !== isAirportService(service)) delete q[wasFixed];
    if (!isAirportService(service)) delete q.flight;
    else if (q.flight && fixedEnd(service) !== fixedEnd(before)) delete q.flight;
    if (service === 'dayRental') delete q.to;
    this.query = q;
    this.clearEstimates();
  }

  setFrom(place: CarPlace | undefined): void {
    const q: CarQuery = { ...this.query, from: place, cityCode: place?.cityCode ?? '' };
    // An airport pick-up at another airport than the flight's arrival is not that flight's any more.
    if (q.flight && q.service === 'airportPickup' && !(place && samePlace(place, q.flight.arrPlace))) delete q.flight;
    this.query = q;
    if (place) this.places.remember(place);
    this.clearEstimates();
  }

  setTo(place: CarPlace | undefined): void {
    const q: CarQuery = { ...this.query, to: place };
    if (q.flight && q.service === 'airportDropoff' && !(place && samePlace(place, q.flight.depPlace))) delete q.flight;
    this.query = q;
    if (place) this.places.remember(place);
    this.clearEstimates();
  }

  /** Swaps pick-up and drop-off (scheduled and instant rides). */
  swap(): void {
    const { from, to } = this.query;
    this.query = { ...this.query, from: to, to: from, cityCode: to?.cityCode ?? '' };
    this.clearEstimates();
  }

  /** A pre-booked ride's time: refused with the rule's reason and nothing changes. */
  setUseTime(useTime: string): 'ok' | 'past' | 'tooSoon' | 'tooFar' {
    const check = checkUseTime(this.query.service, useTime, this.ports.now());
    if (check !== 'ok') return check;
    this.query = { ...this.query, useTime };
    this.clearEstimates();
    return 'ok';
  }

  setDayPackage(dayPackage: DayRentalPackage): void {
    this.query = { ...this.query, dayPackage };
    this.clearEstimates();
  }

  setDays(days: number): void {
    if (!Number.isInteger(days) || days < 1 || days > DAY_RENTAL_MAX_DAYS) return;
    this.query = { ...this.query, days };
    this.clearEstimates();
  }

  /**
   * The flight of an airport transfer: its arrival airport becomes the pick-up (pick-up time: landing + 30 min), or
   * its departure airport the drop-off (leaving 3 hours before departure), when that time is bookable; otherwise the
   * earliest bookable time.
   */
  setFlight(flight: FlightByNumberItem | undefined): void {
    const q: CarQuery = { ...this.query, flight };
    if (flight && this.query.service === 'airportPickup') {
      q.from = flight.arrPlace;
      q.cityCode = flight.arrPlace.cityCode;
      q.useTime = addMinutes(flight.arrTime, PICKUP_AFTER_LANDING_MIN);
    } else if (flight && this.query.service === 'airportDropoff') {
      q.to = flight.depPlace;
      q.useTime = addMinutes(flight.depTime, -DROPOFF_BEFORE_DEPARTURE_MIN);
    }
    if (flight && checkUseTime(q.service, q.useTime, this.ports.now()) !== 'ok') {
      q.useTime = earliestUseTime(this.ports.now());
    }
    this.query = q;
    this.clearEstimates();
  }

  /** Booking through a trip request: its id and leg go with every estimate. */
  setTrip(trip: CarTrip): void {
    this.trip = {
      ...(trip.ccsqdId ? { ccsqdId: trip.ccsqdId } : {}),
      ...(trip.routeId ? { routeId: trip.routeId } : {}),
    };
  }

  /** An instant ride's time is always now; a stale pre-booked time moves to the earliest allowed one. */
  refreshUseTime(): void {
    let useTime = this.query.useTime;
    if (this.query.service === 'instant') useTime = this.nowTime();
    else if (checkUseTime(this.query.service, useTime, this.ports.now()) === 'past') {
      useTime = earliestUseTime(this.ports.now());
    }
    // The same query object while nothing changes (a form problem shown belongs to it).
    if (useTime !== this.query.useTime) this.query = { ...this.query, useTime };
  }

  /** The first problem of the query (SPEC §8 and §9), null when an estimate may start. */
  validate(): CarQueryProblem | null {
    const q = this.query;
    const end = fixedEnd(q.service);
    if (q.service === 'airportPickup' && !q.flight && q.from?.kind !== 'airport') {
      return q.from ? 'airportRequired' : 'flightRequired';
    }
    if (!q.from) return end === 'from' && isStationService(q.service) ? 'stationRequired' : 'pickupRequired';
    if (needsDropoff(q.service) && !q.to) {
      if (end === 'to') return isAirportService(q.service) ? 'airportRequired' : 'stationRequired';
      return 'dropoffRequired';
    }
    if (end === 'to' && isAirportService(q.service) && q.to?.kind !== 'airport') return 'airportRequired';
    if (end === 'to' && isStationService(q.service) && q.to?.kind !== 'station') return 'stationRequired';
    if (end === 'from' && isStationService(q.service) && q.from.kind !== 'station') return 'stationRequired';
    if (q.to && samePlace(q.from, q.to)) return 'samePlace';
    const time = checkUseTime(q.service, q.useTime, this.ports.now());
    if (time !== 'ok') return time;
    if (q.service === 'dayRental' && (q.days < 1 || q.days > DAY_RENTAL_MAX_DAYS)) return 'daysInvalid';
    if (this.cities.length > 0) {
      const city = this.city;
      if (!city) return 'cityUnserved';
      if (!city.useTypes.includes(this.useType)) return 'serviceUnserved';
    }
    return null;
  }

  // ---- base data -----------------------------------------------------------------------------------------

  /** The served cities (vehiclesCityFindList), once. */
  async loadCities(): Promise<void> {
    if (this.citiesStatus === 'ready' || this.citiesStatus === 'loading') return;
    this.citiesStatus = 'loading';
    try {
      const answer = await this.ports.api.vehiclesCityFindList({});
      runInAction(() => {
        this.cities = answer.data?.list ?? [];
        this.citiesStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.citiesStatus = 'error'));
    }
  }

  /** The vehicle classes of the pick-up city for the service (vehicleTypeFindList). */
  async loadVehicleTypes(): Promise<void> {
    const { cityCode } = this.query;
    const key = `${cityCode}|${this.useType}`;
    if (!cityCode || key === this.vehicleTypesFor) return;
    this.vehicleTypesFor = key;
    this.vehicleTypesStatus = 'loading';
    try {
      const answer = await this.ports.api.vehicleTypeFindList({ cityCode, useType: this.useType });
      if (key !== this.vehicleTypesFor) return;
      runInAction(() => {
        this.vehicleTypes = answer.data?.list ?? [];
        this.vehicleTypesStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        if (key !== this.vehicleTypesFor) return;
        this.vehicleTypesFor = '';
        this.vehicleTypesStatus = 'error';
      });
    }
  }

  /** The pick-up city is known to have no vehicle class for the service (SPEC §8 'city has no car models'). */
  get noModels(): boolean {
    return (
      this.vehicleTypesStatus === 'ready' &&
      this.vehicleTypesFor === `${this.query.cityCode}|${this.useType}` &&
      this.vehicleTypes.length === 0
    );
  }

  // ---- estimates -----------------------------------------------------------------------------------------

  /** The estimate request of the query (instant rides: now). */
  get estimateRequest(): CarEstimateRequest {
    const q = this.query;
    const r: CarEstimateRequest = {
      useType: this.useType,
      from: q.from as CarPlace,
      useTime: q.service === 'instant' ? this.nowTime() : q.useTime,
    };
    if (q.to && needsDropoff(q.service)) r.to = q.to;
    if (q.service === 'dayRental') {
      r.dayPackage = q.dayPackage;
      r.days = q.days;
    }
    if (q.flight && isAirportService(q.service)) r.flightNo = q.flight.flightNo;
    if (this.trip.ccsqdId) r.ccsqdId = this.trip.ccsqdId;
    if (this.trip.routeId) r.routeId = this.trip.routeId;
    return r;
  }

  /** The estimate call of the service: instant estimateJsycPrice, day rental queryDayCar, others estimateYyycPrice. */
  private estimateCall(service: CarService): CarSearchPorts['api']['estimateYyycPrice'] {
    if (service === 'instant') return this.ports.api.estimateJsycPrice;
    if (service === 'dayRental') return this.ports.api.queryDayCar;
    return this.ports.api.estimateYyycPrice;
  }

  /** Whether the estimates are older than 10 minutes (or there are none). */
  get expired(): boolean {
    return this.fetchedAt === 0 || this.ports.now() - this.fetchedAt > ESTIMATE_TTL_MS;
  }

  /** The page's list state: checking, blocked by checkPreBook, loading, the list, empty or failed. */
  get listState(): 'checking' | 'blocked' | 'loading' | 'ready' | 'empty' | 'error' | 'idle' {
    if (this.preBookStatus === 'loading') return 'checking';
    if (this.preBook && !this.preBook.ok && this.preBook.reason !== 'noModels') return 'blocked';
    if (this.preBook?.reason === 'noModels') return 'empty';
    if (this.estimatesStatus === 'loading') return 'loading';
    if (this.estimatesStatus === 'error') return 'error';
    if (this.estimatesStatus === 'ready') return this.estimates.length === 0 ? 'empty' : 'ready';
    return 'idle';
  }

  private clearEstimates(): void {
    this.generation++;
    this.estimates = [];
    this.route = null;
    this.estimatesStatus = 'idle';
    this.fetchedAt = 0;
    this.preBook = null;
    this.preBookStatus = 'idle';
  }

  /**
   * Entering the list: checkPreBook (product closed, an unpaid ride, no car models: the list shows why), then the
   * estimates of the query. Nothing is asked when the query has a problem (the page goes back to the form).
   */
  async enterList(): Promise<'ok' | 'blocked' | 'invalid' | 'failed'> {
    if (this.validate()) return 'invalid';
    const generation = ++this.generation;
    this.preBookStatus = 'loading';
    this.estimatesStatus = 'idle';
    try {
      const answer = await this.ports.api.checkPreBook({
        orderType: this.orderType,
        useType: this.useType,
        cityCode: this.query.cityCode,
      });
      if (generation !== this.generation) return 'failed';
      const data = answer.data ?? { ok: true, reason: '', message: '' };
      runInAction(() => {
        this.preBook = data as CarPreBookData;
        this.preBookStatus = 'ready';
      });
      if (!data.ok) return 'blocked';
    } catch (error) {
      if (generation !== this.generation) return 'failed';
      runInAction(() => {
        this.preBookStatus = 'error';
        this.preBook = null;
        this.estimatesStatus = 'error';
        this.estimatesTips = tipsOf(error);
      });
      return 'failed';
    }
    return (await this.loadEstimates()) ? 'ok' : 'failed';
  }

  /** The estimates per vehicle class of the query (again on retry or when expired). */
  async loadEstimates(): Promise<boolean> {
    if (this.validate()) return false;
    this.refreshUseTime();
    const generation = ++this.generation;
    const request = this.estimateRequest;
    this.estimatesStatus = 'loading';
    this.estimatesTips = '';
    try {
      const answer = await this.estimateCall(this.query.service)(request);
      if (generation !== this.generation) return false;
      runInAction(() => {
        this.estimates = answer.data?.list ?? [];
        this.route = answer.data?.route ?? null;
        this.fetchedAt = this.ports.now();
        this.estimatesStatus = 'ready';
      });
      return true;
    } catch (error) {
      if (generation !== this.generation) return false;
      runInAction(() => {
        this.estimatesStatus = 'error';
        this.estimatesTips = tipsOf(error);
      });
      return false;
    }
  }

  /**
   * The user chose a vehicle class: an expired list is queried again first and the class's fresh estimate chosen.
   * 'blocked' for a class the policy forbids (wb 2), 'gone' when the class is no longer offered.
   */
  async choose(vehicleTypeId: string): Promise<CarEstimate | 'blocked' | 'gone' | 'failed'> {
    if (this.expired && !(await this.loadEstimates())) return 'failed';
    const found = this.estimates.find((e) => e.vehicleType.vehicleTypeId === vehicleTypeId);
    if (!found) return 'gone';
    if (found.wb === 2) return 'blocked';
    runInAction(() => (this.estimate = found));
    return found;
  }

  /** The chosen estimate when it has this key (the booking screen opened by its URL). */
  estimateByKey(estimateKey: string): CarEstimate | null {
    return this.estimate?.estimateKey === estimateKey ? this.estimate : null;
  }
}
