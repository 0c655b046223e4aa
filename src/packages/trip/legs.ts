/** The leg screens' form (/tripRoute, /tripCarAdd) as plain data: what was typed → a trip-builder leg. */
import type { TripRouteType } from '../../api/contract/trip';
import type { GeoProductCode } from '../../api/contract/basedata';
import { ORDER_TYPE, PRODUCT } from '../../domain/codes';
import {
  AREA_PRO_TYPE,
  newLeg,
  type AddResult,
  type LegArea,
  type RequiredLegField,
  type TripLeg,
} from '../../domain/tripBuilder';
import type { MessageKey } from '../../i18n';
import { parseYuan } from './form';
import '../../i18n/parts/trip';

/** The leg kinds the screens offer (the API has flight, train, hotel and car legs). */
export const LEG_TABS = ['flight', 'train', 'hotel', 'car'] as const;
export type LegTab = (typeof LEG_TABS)[number];

export function isLegTab(v: string | undefined): v is LegTab {
  return (LEG_TABS as readonly string[]).includes(v ?? '');
}

/** Geo file of the city picker per leg kind (SPEC §9: 10901 flights, 10904 stations, 10903 hotels, 10906 car). */
export const CITY_PRODUCT: Record<LegTab, GeoProductCode> = {
  flight: 10901,
  train: 10904,
  hotel: 10903,
  car: 10906,
};

/** Hotel and car legs have one city and a date range; flight and train legs two cities and a day. */
export function isStay(tab: LegTab): boolean {
  return tab === 'hotel' || tab === 'car';
}

export interface LegDraft {
  departCity: string;
  departCityName: string;
  arriveCity: string;
  arriveCityName: string;
  departDate: string;
  arriveDate: string;
  /** Hotel: the supplier (or hotel group); car: the car supplier (optional). */
  cxr: string;
  /** Hotel name, flight or train number (optional). */
  flightNo: string;
  costText: string;
}

export function blankLegDraft(): LegDraft {
  return {
    departCity: '',
    departCityName: '',
    arriveCity: '',
    arriveCityName: '',
    departDate: '',
    arriveDate: '',
    cxr: '',
    flightNo: '',
    costText: '',
  };
}

export type LegField = 'departCity' | 'arriveCity' | 'departDate' | 'arriveDate' | 'cxr' | 'cost';
export type LegErrors = Partial<Record<LegField, MessageKey>>;

/** Text of a builder refusal, per screen field. */
export function missingToErrors(tab: LegTab, missing: readonly RequiredLegField[]): LegErrors {
  const errors: LegErrors = {};
  for (const m of missing) {
    if (m === 'departDate') errors.departDate = isStay(tab) ? 'trip.leg.error.start' : 'trip.leg.error.date';
    if (m === 'arriveDate') errors.arriveDate = 'trip.leg.error.end';
    if (m === 'departCityName') errors.departCity = isStay(tab) ? 'trip.leg.error.city' : 'trip.leg.error.from';
    if (m === 'arriveCityName') errors.arriveCity = 'trip.leg.error.to';
    if (m === 'sameCity') errors.arriveCity = 'trip.leg.error.sameCity';
    if (m === 'cxr') errors.cxr = 'trip.leg.error.supplier';
    if (m === 'fyysFen') errors.cost = tab === 'car' ? 'trip.leg.error.carCost' : 'trip.leg.error.cost';
  }
  return errors;
}

/**
 * The typed leg as a builder leg, or the errors the screen can tell before the builder: an unreadable cost and an
 * end date before the start. The builder's own rules (SPEC §4) are applied when it is added.
 */
export function legFromDraft(tab: LegTab, d: LegDraft): { leg: TripLeg | null; errors: LegErrors } {
  const errors: LegErrors = {};
  const costFen = parseYuan(d.costText);
  if (costFen === null) errors.cost = 'trip.error.budget';
  if (d.departDate && d.arriveDate && d.arriveDate < d.departDate) errors.arriveDate = 'trip.leg.error.endBeforeStart';
  if (Object.keys(errors).length > 0) return { leg: null, errors };
  const stay = isStay(tab);
  return {
    leg: newLeg(AREA_PRO_TYPE[tab], {
      departCity: d.departCity,
      departCityName: d.departCityName,
      arriveCity: stay ? '' : d.arriveCity,
      arriveCityName: stay ? '' : d.arriveCityName,
      departDate: d.departDate,
      arriveDate: stay ? d.arriveDate : '',
      cxr: d.cxr.trim(),
      flightNo: d.flightNo.trim(),
      fyysFen: costFen ?? 0,
    }),
    errors,
  };
}

/** What the screen says after an add. */
export function addOutcomeErrors(tab: LegTab, result: AddResult): LegErrors {
  if (result.outcome === 'incomplete') return missingToErrors(tab, result.missing);
  return {};
}

/**
 * The car legs an application route list implies (SPEC §4 "car legs from an application-form route list"): a car
 * at the arrival city of each flight or train leg on its day, and in the city of each hotel leg for its stay.
 */
export function carLegsFromRoutes(routes: readonly TripLeg[]): TripLeg[] {
  return routes
    .filter((r) => r.proType !== PRODUCT.car)
    .map((r) => {
      const stay = r.proType === PRODUCT.hotel;
      return newLeg(PRODUCT.car, {
        departCity: stay ? r.departCity : r.arriveCity,
        departCityName: stay ? r.departCityName : r.arriveCityName,
        departDate: r.departDate,
        arriveDate: (stay ? r.arriveDate : '') || r.departDate,
      });
    });
}

/** Legs a car can be derived from: every non-car leg of the application, with its area and index. */
export function carSourceLegs(
  lists: Readonly<Record<LegArea, readonly TripLeg[]>>,
): { area: LegArea; index: number; leg: TripLeg }[] {
  const out: { area: LegArea; index: number; leg: TripLeg }[] = [];
  for (const area of ['flight', 'intlFlight', 'train', 'hotel'] as const) {
    lists[area].forEach((leg, index) => out.push({ area, index, leg }));
  }
  return out;
}

/** Order type of an order booked on a leg (its detail screen). */
export const ROUTE_ORDER_TYPE: Record<TripRouteType, number> = {
  flight: ORDER_TYPE.flight,
  train: ORDER_TYPE.train,
  hotel: ORDER_TYPE.hotel,
  car: ORDER_TYPE.car,
};

/** Label key of a leg kind. */
export function legTabLabel(tab: LegTab | 'intlFlight'): MessageKey {
  return `trip.leg.${tab}` as MessageKey;
}
