/**
 * The trip builder of SPEC §4 (used by /tripAdd, /tripRoute and /tripCarAdd): the route legs of a trip application
 * per area, the accumulated budget totals (params) and the travellers. Pure and immutable: every function returns a
 * new state and never changes the one it was given. Money in integer fen (ARCHITECTURE §13).
 *
 * SPEC §4 rules implemented exactly:
 * - a hotel leg is appended if the list is empty or it differs from every existing hotel leg in the key fields,
 *   AND it has a departure date, a city name and a supplier; the accommodation total (zsys) rises by its cost;
 * - a car leg is appended only if it differs from the existing car legs and has a start date, an end date and a
 *   cost; the transport total (jtys) rises by that cost;
 * - car legs from an application-form route list are all appended with the shared cost;
 * - clear actions reset one area (flight, international flight, train, hotel, car, params, travelerList) or all.
 */
import { PRODUCT } from './codes';

/**
 * Areas of the original client's state tree (SPEC §4 "State areas"). Listed for reference: this builder keeps
 * the trip-application part (the `trip` area); the other products keep their own stores.
 */
export const STATE_AREAS = [
  'app',
  'tk',
  'tkChange',
  'tkInt',
  'tr',
  'ht',
  'htV2',
  'car',
  'visa',
  'travelInfo',
  'trip',
  'checkIn',
  'restRoom',
  'fastCheck',
  'guestPass',
  'travel',
  'inProduct',
] as const;

/** One of {@link STATE_AREAS}. */
export type StateArea = (typeof STATE_AREAS)[number];

/** Leg lists of the builder: domestic flight, international flight, train, hotel, car. */
export const LEG_AREAS = ['flight', 'intlFlight', 'train', 'hotel', 'car'] as const;
export type LegArea = (typeof LEG_AREAS)[number];

/** What a clear action resets (SPEC §4: each leg area, params, travelerList). */
export const CLEAR_AREAS = [...LEG_AREAS, 'params', 'travelerList'] as const;
export type ClearArea = (typeof CLEAR_AREAS)[number];

/** Product code of a leg (SPEC §3 proType: 10903 hotel, 10906 car; flights and trains by their product codes). */
export type TripProType =
  typeof PRODUCT.flight | typeof PRODUCT.flightIntl | typeof PRODUCT.train | typeof PRODUCT.hotel | typeof PRODUCT.car;

/** Product code of each leg area. */
export const AREA_PRO_TYPE: Readonly<Record<LegArea, TripProType>> = {
  flight: PRODUCT.flight,
  intlFlight: PRODUCT.flightIntl,
  train: PRODUCT.train,
  hotel: PRODUCT.hotel,
  car: PRODUCT.car,
};

/** Leg area of a product code (null for anything else). */
export function areaOfProType(proType: number): LegArea | null {
  return (Object.keys(AREA_PRO_TYPE) as LegArea[]).find((a) => AREA_PRO_TYPE[a] === proType) ?? null;
}

/** Car use type of a trip-application car leg (SPEC §3 useType 8; SPEC §9 ride default use type 8). */
export const CAR_USE_TYPE = 8;

/**
 * One route leg (SPEC §3 "Hotel or car route leg"; flight and train legs use the same shape). Dates 'YYYY-MM-DD'.
 * Hotel: departDate is the check-in, arriveDate the check-out, flightNo the hotel name, cabin/cabinName the room,
 * cxr/cxrId the supplier. Car: departDate is the start date, arriveDate the end date.
 */
export interface TripLeg {
  proType: TripProType;
  departCity: string;
  departCityName: string;
  arriveCity: string;
  arriveCityName: string;
  departDate: string;
  arriveDate: string;
  departEndDate: string;
  arriveEndDate: string;
  /** Supplier name and id. */
  cxr: string;
  cxrId: string;
  /** Hotel name, or flight / train number. */
  flightNo: string;
  cabin: string;
  cabinName: string;
  /** First price (fen). */
  djFen: number;
  /** Count, default 1. */
  fjs: number;
  /** Cost (fen): what the leg adds to its budget total. */
  fyysFen: number;
  /** Car use type (8). */
  useType: number;
  /** 1 when a policy violation item exists. */
  against: 0 | 1;
  violateitem: string;
  violateitemCode: string;
  wbyy: string;
  /** Set once saved on the server. */
  routeId: string;
  /** 3 = already booked. */
  routeStatus: number;
  xcxh: number;
  yroId: string;
  travelStandard: string;
  isChange: 0 | 1;
  /** Car legs carry their cost in params too (SPEC §3 params.fyys). */
  params: { fyysFen: number } | null;
}

/** Accumulated budget totals of the trip (fen): transport jtys, accommodation zsys, other qtys. */
export interface TripParams {
  jtysFen: number;
  zsysFen: number;
  qtysFen: number;
}

/** A traveller of the trip application (vipPerson). */
export interface TripTraveller {
  /** Stable key in the form ('e:<empId>' for an employee, anything unique for an outsider). */
  key: string;
  /** '' for an outsider. */
  empId: string;
  name: string;
  deptName: string;
}

/** The builder's state. */
export interface TripBuilderState {
  flight: readonly TripLeg[];
  intlFlight: readonly TripLeg[];
  train: readonly TripLeg[];
  hotel: readonly TripLeg[];
  car: readonly TripLeg[];
  params: TripParams;
  travelerList: readonly TripTraveller[];
}

/** Why a leg was not appended: same as an existing leg, or a required field missing. */
export type AddOutcome = 'added' | 'duplicate' | 'incomplete';

/** Leg fields a rule can find missing. */
export type RequiredLegField =
  'departDate' | 'arriveDate' | 'departCityName' | 'arriveCityName' | 'cxr' | 'fyysFen' | 'sameCity';

export interface AddResult {
  state: TripBuilderState;
  outcome: AddOutcome;
  /** The missing fields when `outcome` is 'incomplete'. */
  missing: readonly RequiredLegField[];
}

/** Fields that make two hotel legs the same stay. */
export const HOTEL_KEY_FIELDS = [
  'departCity',
  'departCityName',
  'departDate',
  'arriveDate',
  'cxrId',
  'cxr',
  'flightNo',
  'cabin',
] as const satisfies readonly (keyof TripLeg)[];

/** Fields that make two car legs the same use. */
export const CAR_KEY_FIELDS = [
  'departCity',
  'departCityName',
  'arriveCity',
  'arriveCityName',
  'departDate',
  'arriveDate',
  'useType',
] as const satisfies readonly (keyof TripLeg)[];

/** Fields that make two flight or train legs the same journey. */
export const TRANSPORT_KEY_FIELDS = [
  'departCity',
  'departCityName',
  'arriveCity',
  'arriveCityName',
  'departDate',
  'flightNo',
] as const satisfies readonly (keyof TripLeg)[];

const NO_PARAMS: TripParams = { jtysFen: 0, zsysFen: 0, qtysFen: 0 };

/** An empty builder. */
export function emptyTripBuilder(): TripBuilderState {
  return { flight: [], intlFlight: [], train: [], hotel: [], car: [], params: { ...NO_PARAMS }, travelerList: [] };
}

/** A leg with every field at its default (fjs 1; car legs use type 8). */
export function newLeg(proType: TripProType, patch: Partial<TripLeg> = {}): TripLeg {
  return {
    proType,
    departCity: '',
    departCityName: '',
    arriveCity: '',
    arriveCityName: '',
    departDate: '',
    arriveDate: '',
    departEndDate: '',
    arriveEndDate: '',
    cxr: '',
    cxrId: '',
    flightNo: '',
    cabin: '',
    cabinName: '',
    djFen: 0,
    fjs: 1,
    fyysFen: 0,
    useType: proType === PRODUCT.car ? CAR_USE_TYPE : 0,
    against: 0,
    violateitem: '',
    violateitemCode: '',
    wbyy: '',
    routeId: '',
    routeStatus: 0,
    xcxh: 0,
    yroId: '',
    travelStandard: '',
    isChange: 0,
    params: null,
    ...patch,
  };
}

const filled = (v: string): boolean => v.trim() !== '';
const isCost = (fen: number): boolean => Number.isSafeInteger(fen) && fen >= 0;
const norm = (v: unknown): string => (typeof v === 'string' ? v.trim() : String(v));

/** True when `a` and `b` agree in every one of `fields`. */
export function sameLeg(a: TripLeg, b: TripLeg, fields: readonly (keyof TripLeg)[]): boolean {
  return fields.every((f) => norm(a[f]) === norm(b[f]));
}

function differsFromAll(list: readonly TripLeg[], leg: TripLeg, fields: readonly (keyof TripLeg)[]): boolean {
  return list.every((existing) => !sameLeg(existing, leg, fields));
}

/** Missing fields of a hotel leg: departure (check-in) date, city name, supplier. */
export function missingHotelFields(leg: TripLeg): RequiredLegField[] {
  const missing: RequiredLegField[] = [];
  if (!filled(leg.departDate)) missing.push('departDate');
  if (!filled(leg.departCityName)) missing.push('departCityName');
  if (!filled(leg.cxr)) missing.push('cxr');
  if (!isCost(leg.fyysFen)) missing.push('fyysFen');
  return missing;
}

/** Missing fields of a car leg: start date, end date, cost (a positive amount). */
export function missingCarFields(leg: TripLeg): RequiredLegField[] {
  const missing: RequiredLegField[] = [];
  if (!filled(leg.departDate)) missing.push('departDate');
  if (!filled(leg.arriveDate)) missing.push('arriveDate');
  if (!isCost(leg.fyysFen) || leg.fyysFen === 0) missing.push('fyysFen');
  return missing;
}

/**
 * Missing fields of a flight or train leg: both cities, different from each other (SPEC §5), and the date.
 * (SPEC §4 states rules for hotel and car legs only; flight and train legs follow the same pattern.)
 */
export function missingTransportFields(leg: TripLeg): RequiredLegField[] {
  const missing: RequiredLegField[] = [];
  if (!filled(leg.departCityName)) missing.push('departCityName');
  if (!filled(leg.arriveCityName)) missing.push('arriveCityName');
  if (!filled(leg.departDate)) missing.push('departDate');
  if (!isCost(leg.fyysFen)) missing.push('fyysFen');
  const sameCode = filled(leg.departCity) && leg.departCity.trim() === leg.arriveCity.trim();
  const sameName = filled(leg.departCityName) && leg.departCityName.trim() === leg.arriveCityName.trim();
  if (sameCode || sameName) missing.push('sameCity');
  return missing;
}

/**
 * SPEC §4: appends a hotel leg if the list is empty or it differs from every existing hotel leg in the key fields,
 * and it has a departure date, city name and supplier; the accommodation total zsys rises by its cost.
 */
export function addHotelLeg(state: TripBuilderState, input: TripLeg): AddResult {
  const leg: TripLeg = { ...input, proType: PRODUCT.hotel, fjs: input.fjs > 0 ? input.fjs : 1 };
  const missing = missingHotelFields(leg);
  if (missing.length > 0) return { state, outcome: 'incomplete', missing };
  const fresh = state.hotel.length === 0 || differsFromAll(state.hotel, leg, HOTEL_KEY_FIELDS);
  if (!fresh) return { state, outcome: 'duplicate', missing: [] };
  return {
    state: {
      ...state,
      hotel: [...state.hotel, leg],
      params: { ...state.params, zsysFen: state.params.zsysFen + leg.fyysFen },
    },
    outcome: 'added',
    missing: [],
  };
}

/**
 * SPEC §4: appends a car leg only if it differs from the existing car legs and has a start date, an end date and a
 * cost; the transport total jtys rises by that cost. The leg carries its cost in params.fyys too.
 */
export function addCarLeg(state: TripBuilderState, input: TripLeg): AddResult {
  const leg = asCarLeg(input, input.fyysFen);
  const missing = missingCarFields(leg);
  if (missing.length > 0) return { state, outcome: 'incomplete', missing };
  if (!differsFromAll(state.car, leg, CAR_KEY_FIELDS)) return { state, outcome: 'duplicate', missing: [] };
  return {
    state: {
      ...state,
      car: [...state.car, leg],
      params: { ...state.params, jtysFen: state.params.jtysFen + leg.fyysFen },
    },
    outcome: 'added',
    missing: [],
  };
}

function asCarLeg(input: TripLeg, costFen: number): TripLeg {
  return {
    ...input,
    proType: PRODUCT.car,
    useType: input.useType || CAR_USE_TYPE,
    fjs: input.fjs > 0 ? input.fjs : 1,
    fyysFen: costFen,
    params: { fyysFen: costFen },
  };
}

/**
 * SPEC §4: car legs from an application-form route list are all appended with the shared cost. Every leg of the
 * list is appended (no duplicate or field check: the list was already accepted on the application form) and
 * carries the shared cost as its params.fyys. The cost is one amount for the whole list, so the transport total
 * rises by it once. A negative or fractional cost appends nothing ('incomplete').
 */
export function addCarLegsFromRoute(
  state: TripBuilderState,
  routes: readonly TripLeg[],
  sharedCostFen: number,
): AddResult {
  if (!isCost(sharedCostFen)) return { state, outcome: 'incomplete', missing: ['fyysFen'] };
  if (routes.length === 0) return { state, outcome: 'incomplete', missing: [] };
  const legs = routes.map((r) => asCarLeg(r, sharedCostFen));
  return {
    state: {
      ...state,
      car: [...state.car, ...legs],
      params: { ...state.params, jtysFen: state.params.jtysFen + sharedCostFen },
    },
    outcome: 'added',
    missing: [],
  };
}

/**
 * Appends a flight, international flight or train leg if it differs from the existing legs of its area and has
 * both cities (not the same) and a date; the transport total jtys rises by its cost (the car rule applied to
 * the other transport legs, which SPEC §4 does not spell out).
 */
export function addTransportLeg(
  state: TripBuilderState,
  area: 'flight' | 'intlFlight' | 'train',
  input: TripLeg,
): AddResult {
  const leg: TripLeg = { ...input, proType: AREA_PRO_TYPE[area], fjs: input.fjs > 0 ? input.fjs : 1 };
  const missing = missingTransportFields(leg);
  if (missing.length > 0) return { state, outcome: 'incomplete', missing };
  if (!differsFromAll(state[area], leg, TRANSPORT_KEY_FIELDS)) return { state, outcome: 'duplicate', missing: [] };
  return {
    state: {
      ...state,
      [area]: [...state[area], leg],
      params: { ...state.params, jtysFen: state.params.jtysFen + leg.fyysFen },
    },
    outcome: 'added',
    missing: [],
  };
}

/** Adds a leg by its area (hotel and car by their SPEC §4 rules). */
export function addLeg(state: TripBuilderState, area: LegArea, leg: TripLeg): AddResult {
  if (area === 'hotel') return addHotelLeg(state, leg);
  if (area === 'car') return addCarLeg(state, leg);
  return addTransportLeg(state, area, leg);
}

/** Which budget total a leg area feeds: hotels the accommodation total, every other leg the transport total. */
export function budgetOfArea(area: LegArea): 'zsysFen' | 'jtysFen' {
  return area === 'hotel' ? 'zsysFen' : 'jtysFen';
}

/**
 * Removes one leg (a leg already booked, routeStatus 3, stays) and lowers its budget total by the leg's cost,
 * never below zero. Not a SPEC §4 action: it lets the form undo one mistaken leg without clearing its area.
 */
export function removeLeg(state: TripBuilderState, area: LegArea, index: number): TripBuilderState {
  const leg = state[area][index];
  if (!leg || leg.routeStatus === 3) return state;
  const key = budgetOfArea(area);
  return {
    ...state,
    [area]: state[area].filter((_, i) => i !== index),
    params: { ...state.params, [key]: Math.max(0, state.params[key] - leg.fyysFen) },
  };
}

/** SPEC §4 clear action: resets one area (a leg list, the params totals or the traveller list). */
export function clearArea(state: TripBuilderState, area: ClearArea): TripBuilderState {
  if (area === 'params') return { ...state, params: { ...NO_PARAMS } };
  if (area === 'travelerList') return { ...state, travelerList: [] };
  return { ...state, [area]: [] };
}

/** SPEC §4 clear all: every area back to empty. */
export function clearAll(): TripBuilderState {
  return emptyTripBuilder();
}

/** Sets one budget total (a value typed in the form); a negative or fractional amount is refused (state unchanged). */
export function setBudget(state: TripBuilderState, key: keyof TripParams, fen: number): TripBuilderState {
  if (!isCost(fen)) return state;
  return { ...state, params: { ...state.params, [key]: fen } };
}

/** Replaces the traveller list (the same person twice, by key or employee id, is dropped; the first stays). */
export function setTravelers(state: TripBuilderState, list: readonly TripTraveller[]): TripBuilderState {
  const seen = new Set<string>();
  const travelerList = list.filter((p) => {
    const ids = [`k:${p.key}`, ...(p.empId ? [`e:${p.empId}`] : [])];
    if (ids.some((id) => seen.has(id))) return false;
    ids.forEach((id) => seen.add(id));
    return true;
  });
  return { ...state, travelerList };
}

/** Every leg in area order (flight, international flight, train, hotel, car): the application's vipRoute list. */
export function allLegs(state: TripBuilderState): TripLeg[] {
  return LEG_AREAS.flatMap((area) => [...state[area]]);
}

/** Number of legs in every area. */
export function legCount(state: TripBuilderState): number {
  return LEG_AREAS.reduce((n, area) => n + state[area].length, 0);
}

/**
 * A builder holding saved legs (editing a draft): each leg goes to its area as it is, the totals are the saved
 * budgets (they already include the legs), legs of an unknown product are dropped.
 */
export function loadTripBuilder(
  legs: readonly TripLeg[],
  params: TripParams,
  travelers: readonly TripTraveller[],
): TripBuilderState {
  const state = emptyTripBuilder();
  const lists: Record<LegArea, TripLeg[]> = { flight: [], intlFlight: [], train: [], hotel: [], car: [] };
  for (const leg of legs) {
    const area = areaOfProType(leg.proType);
    if (area) lists[area].push(leg);
  }
  const safe = (fen: number) => (isCost(fen) ? fen : 0);
  return setTravelers(
    {
      ...state,
      ...lists,
      params: { jtysFen: safe(params.jtysFen), zsysFen: safe(params.zsysFen), qtysFen: safe(params.qtysFen) },
    },
    travelers,
  );
}
