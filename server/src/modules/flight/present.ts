/** Supplier flights with live seats, and their contract shapes (FlightItem, FlightCabin) in the request language. */
import type { AirportRef, FlightCabin, FlightItem } from '../../../../src/api/contract/flight';
import type { PolicyMatch } from '../../../../src/api/contract/booking';
import { fenToYuan } from '../../../../src/domain/money';
import type { Locale } from '../../i18n/messages';
import {
  AIRLINE_BY_CODE,
  CITY_BY_CODE,
  CITY_OF_AIRPORT,
  type SupplierFare,
  type SupplierFlight,
} from '../../suppliers/flight';
import { encodeFareKey, flightIdOf } from './fareKey';
import { cabinName, fareRules } from './texts';

/** A fare with the seats left after real bookings. */
export interface LiveFare extends SupplierFare {
  seats: number;
}

export interface LiveFlight extends Omit<SupplierFlight, 'fares'> {
  fares: LiveFare[];
}

/** Seats shown: capacity minus sold, 0–10 (10 = more than 9). */
export function withSeats(flight: SupplierFlight, sold: ReadonlyMap<string, number>): LiveFlight {
  // The key's flight part once per flight, and no lookups when nothing is sold (a search copies tens of flights).
  const prefix = sold.size === 0 ? '' : `${flight.flightNo}|${flight.date}|`;
  return {
    ...flight,
    fares: flight.fares.map((f) => ({
      ...f,
      seats: Math.max(0, Math.min(10, f.capacity - (prefix === '' ? 0 : (sold.get(prefix + f.cabinCode) ?? 0)))),
    })),
  };
}

const CLASS_ORDER = { Y: 0, C: 1, F: 2 } as const;

/** Fares by class (economy, business, first), then price. */
export function sortFares<T extends SupplierFare>(fares: readonly T[]): T[] {
  return [...fares].sort((a, b) => CLASS_ORDER[a.cabinClass] - CLASS_ORDER[b.cabinClass] || a.priceFen - b.priceFen);
}

/** The cheapest fare with seats (or the cheapest of all when none has seats), optionally of one class. */
export function lowestFare(flight: LiveFlight, cabinClass?: 'Y' | 'C' | 'F'): LiveFare | null {
  const fares = cabinClass ? flight.fares.filter((f) => f.cabinClass === cabinClass) : flight.fares;
  if (fares.length === 0) return null;
  const open = fares.filter((f) => f.seats > 0);
  const pool = open.length > 0 ? open : fares;
  return pool.reduce((best, f) => (f.priceFen < best.priceFen ? f : best));
}

export function cityName(locale: Locale, cityCode: string): string {
  const c = CITY_BY_CODE.get(cityCode);
  if (!c) return cityCode;
  return locale === 'en-US' ? c.en : c.zh;
}

export function airportRef(locale: Locale, code: string, terminal: string): AirportRef {
  const city = CITY_OF_AIRPORT.get(code);
  const place = city?.airports.find((p) => p.code === code);
  return {
    code,
    name: place ? (locale === 'en-US' ? place.en : place.zh) : code,
    cityCode: city?.code ?? '',
    cityName: city ? (locale === 'en-US' ? city.en : city.zh) : '',
    terminal,
  };
}

export interface PresentOptions {
  locale: Locale;
  secret: string;
  searchedAt: number;
}

export function toCabin(flight: LiveFlight, fare: LiveFare, o: PresentOptions, policy?: PolicyMatch): FlightCabin {
  const rules = fareRules(o.locale, fare.cabinClass, fare.discount, flight.airline.lowCost);
  const cabin: FlightCabin = {
    fareKey: encodeFareKey(o.secret, {
      flightNo: flight.flightNo,
      date: flight.date,
      cabinCode: fare.cabinCode,
      priceFen: fare.priceFen,
      searchedAt: o.searchedAt,
    }),
    cabinCode: fare.cabinCode,
    cabinClass: fare.cabinClass,
    cabinName: cabinName(o.locale, fare.cabinClass),
    price: fenToYuan(fare.priceFen),
    discount: fare.discount,
    seats: fare.seats,
    ruleSummary: rules.summary,
  };
  if (policy) cabin.policy = policy;
  return cabin;
}

export function toFlightItem(flight: LiveFlight, lowest: FlightCabin, locale: Locale): FlightItem {
  return {
    flightId: flightIdOf(flight.flightNo, flight.date),
    flightNo: flight.flightNo,
    airline: { code: flight.airline.code, name: locale === 'en-US' ? flight.airline.en : flight.airline.zh },
    codeshareOf: flight.operatingNo,
    planeType: flight.planeType,
    dep: airportRef(locale, flight.depAirport, flight.depTerminal),
    arr: airportRef(locale, flight.arrAirport, flight.arrTerminal),
    depTime: flight.depTime,
    arrTime: flight.arrTime,
    arriveDays: flight.arriveDays,
    durationMin: flight.durationMin,
    stops: flight.stops,
    stopCity: flight.stopCity ? cityName(locale, flight.stopCity) : '',
    meal: flight.meal,
    tax: fenToYuan(flight.constructionFen + flight.fuelFen),
    lowest,
  };
}

/** What a booked segment keeps of its flight (language-neutral; rendered again in the reader's language). */
export type FlightSnapshot = Omit<SupplierFlight, 'fares' | 'airline'> & { airlineCode: string };

export function snapshotOf(flight: SupplierFlight | LiveFlight): FlightSnapshot {
  const { fares: _fares, airline, ...rest } = flight;
  return { ...rest, airlineCode: airline.code };
}

/** A stored segment as a flight with one fare (the booked one, `seats` = seats held). */
export function fromSnapshot(snapshot: FlightSnapshot, fare: SupplierFare, seats: number): LiveFlight {
  const { airlineCode, ...rest } = snapshot;
  const airline = AIRLINE_BY_CODE.get(airlineCode) ?? {
    code: airlineCode,
    zh: airlineCode,
    en: airlineCode,
    prefix: '000',
    lowCost: false,
    mainline: false,
    hubs: {},
    partners: [],
    firstNo: 0,
    firstCodeshareNo: 0,
    narrow: [],
    wide: [],
  };
  return { ...rest, airline, fares: [{ ...fare, seats }] };
}
