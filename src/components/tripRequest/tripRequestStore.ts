/**
 * Booking through a trip request (issue 4, SPEC §4 trip-request date rules, §5 "trip application number cannot be
 * blank" / C767, §6 bookStyle): the request and route (leg) the booker chose for a product, what it pre-fills, and
 * the checks every product's query and booking screens share. Product-agnostic: a product passes its code
 * ('10901' domestic flights, '10904' train, '10903' hotel…) and maps the pre-fill values onto its own form.
 *
 * The store talks to the API through injected ports (the real calls in the app, fakes in tests).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope, PageData } from '../../api/contract';
import type {
  CcsqdBookItem,
  CcsqdDetail4Book,
  CcsqdDetail4BookRequest,
  CcsqdList4BookRequest,
  TripBookRoute,
  TripPerson,
} from '../../api/contract/trip';
import { yuanToFen } from '../../domain/money';
import { isTripOverBudget } from '../../domain/tripBudget';
import { firstDateOutsideTripWindow } from '../../domain/tripDateRules';
import type { ViolationChoice } from '../../stores/booking';

/** The calls the mechanism makes. */
export interface TripRequestPorts {
  list4Book(req: CcsqdList4BookRequest): Promise<Envelope<PageData, CcsqdBookItem>>;
  detail4Book(req: CcsqdDetail4BookRequest): Promise<Envelope<CcsqdDetail4Book>>;
}

/** Company booking style (SPEC §6): 1 books freely, 2 books through a trip request. */
export type BookStyle = 1 | 2;

/** Which area budget a product's bookings draw on: hotels accommodation, everything else transport. */
export type BudgetArea = 'transport' | 'accommodation';

/** Product code of hotels (SPEC §9): the only product drawing on the accommodation budget. */
const HOTEL_PRODUCTS: readonly string[] = ['10903'];

export function budgetAreaOf(product: string): BudgetArea {
  return HOTEL_PRODUCTS.includes(product) ? 'accommodation' : 'transport';
}

/** The request and leg a booking goes through; what the booking screens show and send. */
export interface TripChoice {
  product: string;
  ccsqdId: string;
  ccsqdNo: string;
  ccsy: string;
  mdd: string;
  dateBegin: string;
  dateEnd: string;
  /** The chosen leg ('' / null when booking against the request as a whole). */
  routeId: string;
  route: TripBookRoute | null;
  /** Inclusive booking window (the leg's when a leg is chosen, SPEC §4 date rules). */
  windowFrom: string;
  windowTo: string;
  /** What is left of the budget area the product draws on, fen (may be negative). */
  remainingFen: number;
  area: BudgetArea;
  travellers: TripPerson[];
  /** The leg was already booked (status 3) and the booker chose to continue. */
  confirmedBooked: boolean;
}

/** What a query screen fills in from the choice. Cities are the leg's codes and names ('' when none). */
export interface TripPrefill {
  depCity: string;
  depCityName: string;
  arrCity: string;
  arrCityName: string;
  /** First day to search: the leg's (or request's) start, moved into the window and not before today. */
  date: string;
  /** The leg's (or request's) end day, '' when the leg has none. */
  endDate: string;
  travellers: TripPerson[];
}

/** SPEC §6 bookStyle 2 (C767): a trip request is required before searching. */
export function tripRequestRequired(bookStyle: number | undefined): boolean {
  return bookStyle === 2;
}

/** The choice for a request detail and one of its legs (null or unknown id: the request as a whole). */
export function choiceOf(
  product: string,
  detail: CcsqdDetail4Book,
  routeId: string | null,
  confirmedBooked = false,
): TripChoice {
  const route = routeId ? (detail.routes.find((r) => r.routeId === routeId) ?? null) : null;
  const area = budgetAreaOf(product);
  const remaining = area === 'accommodation' ? detail.remainingAccommodation : detail.remainingTransport;
  return {
    product,
    ccsqdId: detail.ccsqdId,
    ccsqdNo: detail.ccsqdNo,
    ccsy: detail.ccsy,
    mdd: detail.mdd,
    dateBegin: detail.dateBegin,
    dateEnd: detail.dateEnd,
    routeId: route?.routeId ?? '',
    route,
    windowFrom: route?.windowFrom || detail.windowFrom,
    windowTo: route?.windowTo || detail.windowTo,
    remainingFen: yuanToFen(remaining),
    area,
    travellers: [...detail.travellers],
    confirmedBooked: confirmedBooked && route?.status === 3,
  };
}

/** Clamps a day into [from, to] (string compare works on 'YYYY-MM-DD'). */
function clampDay(day: string, from: string, to: string): string {
  if (from && day < from) return from;
  if (to && day > to) return to;
  return day;
}

/** What a query screen pre-fills from a choice, for `today` (China date). */
export function prefillOf(choice: TripChoice, today: string): TripPrefill {
  const r = choice.route;
  const start = r?.dateBegin || choice.dateBegin;
  let date = clampDay(start, choice.windowFrom, choice.windowTo);
  // A window that began in the past: the first day still bookable.
  if (date < today) date = today > choice.windowTo ? date : today;
  const end = r ? r.dateEnd : choice.dateEnd;
  return {
    depCity: r?.depCity ?? '',
    depCityName: r?.depCityName ?? '',
    arrCity: r?.arrCity ?? '',
    arrCityName: r?.arrCityName ?? '',
    date,
    endDate: end && end >= date ? clampDay(end, choice.windowFrom, choice.windowTo) : '',
    travellers: [...choice.travellers],
  };
}

/** The first of the travel dates outside the choice's window, or null when they all fit (or there is no choice). */
export function dateOutsideWindow(choice: TripChoice | null, dates: readonly string[]): string | null {
  if (!choice || !choice.windowFrom || !choice.windowTo) return null;
  return firstDateOutsideTripWindow({ from: choice.windowFrom, to: choice.windowTo }, dates.filter(Boolean));
}

/** Whether a booking of `amountFen` exceeds what is left of the request's budget (violation item overBudget). */
export function overBudget(choice: TripChoice | null, amountFen: number): boolean {
  if (!choice) return false;
  return isTripOverBudget(Math.round(choice.remainingFen), Math.round(amountFen));
}

/** The bookV3-style fields a booking through the choice sends. */
export interface TripBookingFields {
  ccsqdId?: string;
  routeId?: string;
  confirmRouteBooked?: boolean;
  overBudgetReasonId?: string;
  overBudgetReasonText?: string;
}

export function bookingFields(choice: TripChoice | null, over: boolean, reason: ViolationChoice): TripBookingFields {
  if (!choice) return {};
  const out: TripBookingFields = { ccsqdId: choice.ccsqdId };
  if (choice.routeId) out.routeId = choice.routeId;
  if (choice.confirmedBooked) out.confirmRouteBooked = true;
  if (over) {
    if (reason.reasonId) out.overBudgetReasonId = reason.reasonId;
    else if (reason.text.trim()) out.overBudgetReasonText = reason.text.trim();
  }
  return out;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

const PAGE_SIZE = 20;
const NO_REASON: ViolationChoice = { reasonId: '', text: '' };

/** The chosen request per product, plus the picker's lists. One instance for the app. */
export class TripRequestStore {
  /** Product → choice (a flight choice never leaks into the hotel form). */
  choices: Record<string, TripChoice> = {};
  /** Over-budget reason of the booking form, per product. */
  reasons: Record<string, ViolationChoice> = {};

  // The picker: requests of a product, then one request's legs.
  listProduct = '';
  list: CcsqdBookItem[] = [];
  listTotal = 0;
  listPage = 0;
  listStatus: LoadStatus = 'idle';
  detail: CcsqdDetail4Book | null = null;
  detailStatus: LoadStatus = 'idle';

  private owner = '';
  private generation = 0;

  constructor(private readonly ports: TripRequestPorts) {
    makeAutoObservable<TripRequestStore, 'ports' | 'owner' | 'generation'>(this, {
      ports: false,
      owner: false,
      generation: false,
    });
  }

  /** Another login on the device forgets everything. */
  bindUser(empId: string): void {
    if (empId === this.owner) return;
    const first = this.owner === '';
    this.owner = empId;
    if (!first) this.forget();
  }

  forget(): void {
    this.generation += 1;
    this.choices = {};
    this.reasons = {};
    this.list = [];
    this.listTotal = 0;
    this.listPage = 0;
    this.listProduct = '';
    this.listStatus = 'idle';
    this.detail = null;
    this.detailStatus = 'idle';
  }

  choiceFor(product: string): TripChoice | null {
    return this.choices[product] ?? null;
  }

  reasonFor(product: string): ViolationChoice {
    return this.reasons[product] ?? NO_REASON;
  }

  setReason(product: string, value: ViolationChoice): void {
    this.reasons = { ...this.reasons, [product]: value };
  }

  choose(choice: TripChoice): void {
    this.choices = { ...this.choices, [choice.product]: choice };
    this.reasons = { ...this.reasons, [choice.product]: NO_REASON };
  }

  clear(product: string): void {
    const { [product]: _gone, ...rest } = this.choices;
    const { [product]: _reason, ...reasons } = this.reasons;
    this.choices = rest;
    this.reasons = reasons;
  }

  get hasMore(): boolean {
    return this.list.length < this.listTotal;
  }

  /** First page (or the next with `more`) of the requests usable for booking `product`. */
  async loadList(product: string, more = false): Promise<void> {
    const generation = ++this.generation;
    const pageNum = more && this.listProduct === product ? this.listPage + 1 : 1;
    if (pageNum === 1) {
      this.list = [];
      this.listTotal = 0;
    }
    this.listProduct = product;
    this.listStatus = 'loading';
    try {
      const answer = await this.ports.list4Book({ product, pageNum, count: PAGE_SIZE });
      if (generation !== this.generation) return;
      runInAction(() => {
        const rows = answer.list ?? [];
        this.list = pageNum === 1 ? rows : [...this.list, ...rows];
        this.listTotal = answer.data?.total ?? this.list.length;
        this.listPage = pageNum;
        this.listStatus = 'ready';
      });
    } catch {
      if (generation === this.generation) runInAction(() => (this.listStatus = 'error'));
    }
  }

  /** One request's legs of `product` with their windows and the remaining budgets. */
  async loadDetail(ccsqdId: string, product: string): Promise<CcsqdDetail4Book | null> {
    this.detailStatus = 'loading';
    try {
      const answer = await this.ports.detail4Book({ ccsqdId, product });
      const detail = answer.data ?? null;
      runInAction(() => {
        this.detail = detail;
        this.detailStatus = detail ? 'ready' : 'error';
      });
      return detail;
    } catch {
      runInAction(() => (this.detailStatus = 'error'));
      return null;
    }
  }

  /** Back from a request's legs to the list. */
  closeDetail(): void {
    this.detail = null;
    this.detailStatus = 'idle';
  }

  /**
   * A deep link (`?ccsqdId=…&routeId=…`, e.g. "book this leg" on /tripDetail): loads the request and chooses it
   * with that leg. A leg already booked is chosen only when `confirmBooked` answers yes. Null when the request could
   * not be loaded or the booker declined.
   */
  async chooseById(
    product: string,
    ccsqdId: string,
    routeId: string,
    confirmBooked: () => Promise<boolean>,
  ): Promise<TripChoice | null> {
    const current = this.choiceFor(product);
    if (current && current.ccsqdId === ccsqdId && current.routeId === routeId) return current;
    const detail = await this.loadDetail(ccsqdId, product);
    if (!detail) return null;
    const route = detail.routes.find((r) => r.routeId === routeId) ?? null;
    let confirmed = false;
    if (route?.status === 3) {
      if (!(await confirmBooked())) return null;
      confirmed = true;
    }
    const choice = choiceOf(product, detail, route ? route.routeId : null, confirmed);
    this.choose(choice);
    return choice;
  }
}
