/**
 * The flight search store (ARCHITECTURE §6: a domain store living in its subpackage, talking to the API through
 * injected ports). It owns the search form (remembered between visits), the search history (last 10 routes), the
 * list of the current leg with its sort and filters (kept while the user looks at cabins: SPEC §2 tkList keeps
 * its state) and the fares chosen so far: one-way, round trip (outbound then return) or a connection.
 *
 * Persisted pieces live inside the SPEC §4 history entry (`STORAGE_KEYS.history`), so logout and the 48-hour
 * rule clear them with everything else.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '../../api/contract/envelope';
import type {
  DayPrice,
  FarePriceData,
  FarePriceRequest,
  FareRuleData,
  FareRuleRequest,
  FlightCabin,
  FlightItem,
  MatchClbzData,
  MatchClbzRequest,
  PassengerTypePrice,
  QueryCabinData,
  QueryCabinRequest,
  QueryFlightData,
  QueryFlightRequest,
  TransferItinerary,
  TravellerRef,
  WeekPriceRequest,
} from '../../api/contract/flight';
import {
  isRecentPlace,
  pushRecent,
  RECENT_SIZE,
  readHistoryPart,
  samePlace,
  writeHistoryPart,
  type HistoryStorage,
} from '../../components/CityPicker/history';
import { chinaToday } from '../../domain/time';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  activeFilterCount,
  byCodePoint,
  byPriceFen,
  filterFlights,
  filterOptions,
  filterTransfers,
  sortFlights,
  type FlightFilters,
  type FlightSort,
} from './listing';
import { FLIGHT_HISTORY_PART, queryFlightRequest, rememberedQuery } from './firstList';
import {
  addDays,
  isHistoryItem,
  pushHistory,
  validateQuery,
  type CityRef,
  type FlightQuery,
  type QueryProblem,
  type SearchHistoryItem,
  type SearchTripType,
} from './query';

export type { CityRef, FlightQuery, SearchHistoryItem, SearchTripType } from './query';
export type { FlightFilters, FlightSort } from './listing';

/** The calls the store makes (the real API functions in the app, fakes in tests). */
export interface FlightApi {
  flightQueryFlight(body: QueryFlightRequest): Promise<Envelope<QueryFlightData>>;
  queryCabin(body: QueryCabinRequest): Promise<Envelope<QueryCabinData>>;
  weekPrice(body: WeekPriceRequest): Promise<Envelope<unknown, DayPrice>>;
  matchClbz(body: MatchClbzRequest): Promise<Envelope<MatchClbzData>>;
  ruleText(body: FareRuleRequest): Promise<Envelope<FareRuleData>>;
  patForFlight(body: FarePriceRequest): Promise<Envelope<FarePriceData>>;
}

/** Key-value storage (hosts/storage in the app). */
export type FlightStorage = HistoryStorage;

export interface FlightPorts {
  api: FlightApi;
  storage: FlightStorage;
  now(): number;
}

/** One chosen fare of one segment, with its price per passenger type once priced (patForFlight). */
export interface FareChoice {
  flight: FlightItem;
  cabin: FlightCabin;
  prices?: PassengerTypePrice[];
  /** matchClbz per traveller when the fare was checked at choice time (who violates and why). */
  policy?: MatchClbzData;
}

/** What tkEdit books: 1 one-way, 2 round trip (outbound, return), 3 connection (two legs). */
export interface FlightSelection {
  tripType: 1 | 2 | 3;
  segments: FareChoice[];
  /** patForFlight said the fare changed since the search (SPEC §8 'flight price changed'). */
  priceChanged: boolean;
}

/** Passenger counts by type for pricing. */
export interface PassengerMix {
  adults: number;
  children: number;
  infants: number;
}

/** Passenger counts by type (patForFlight); at least one adult is priced. */
export function passengerMix(list: readonly { psgType: 1 | 2 | 3 }[]): PassengerMix {
  const count = (t: 1 | 2 | 3) => list.filter((x) => x.psgType === t).length;
  return { adults: Math.max(1, count(1)), children: count(2), infants: count(3) };
}

export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The search of one list leg (leg 1 of a round trip flies back on the return date). */
export interface LegSearch {
  depCity: CityRef;
  arrCity: CityRef;
  date: string;
}

/** Departure and arrival codes of a route. */
export interface RouteCodes {
  dep: string;
  arr: string;
}

/** What the store keeps in its part ('flight') of the shared history entry (SPEC §4 history). */
interface StoredFlightHistory {
  routes?: SearchHistoryItem[];
  cities?: CityRef[];
  query?: Partial<FlightQuery>;
}

const HISTORY_PART = FLIGHT_HISTORY_PART;

export class FlightStore {
  /** The search form (set from the device's history by `restore`). */
  query!: FlightQuery;
  history: SearchHistoryItem[] = [];
  /** Cities chosen recently (CityPicker history). */
  recentCities: CityRef[] = [];

  /** Which leg the list shows: 0 outbound (or one-way), 1 the return of a round trip. */
  leg: 0 | 1 = 0;
  status: ListStatus = 'idle';
  /** Results of the current leg; `key` says which search they answer. */
  results: { key: string; travellersKey: string; flights: FlightItem[]; transfers: TransferItinerary[] } | null = null;
  sort: FlightSort = DEFAULT_SORT;
  filters: FlightFilters = NO_FILTERS;
  /** List scroll offset, restored when the user comes back to the list. */
  scrollTop = 0;
  /** Lowest price per day around the leg's date (the low-price strip). */
  dayPrices: Record<string, number | null> = {};

  selection: FlightSelection = { tripType: 1, segments: [], priceChanged: false };
  /** How many patForFlight calls are in flight: the booking form's total is not final while one is. */
  pricingCalls = 0;
  /** The connection whose cabins tkCabinTransfer shows. */
  transfer: TransferItinerary | null = null;

  /** Who the remembered results belong to: another user never sees them. */
  private owner = '';
  private generation = 0;

  constructor(private readonly ports: FlightPorts) {
    this.restore();
    makeAutoObservable<FlightStore, 'ports' | 'owner' | 'generation'>(this, {
      ports: false,
      owner: false,
      generation: false,
      // Written on every scroll event: observing it would re-render the page while scrolling.
      scrollTop: false,
    });
  }

  // ---- derived -------------------------------------------------------------------------------------------

  get today(): string {
    return chinaToday(this.ports.now());
  }

  /** The store's clock in epoch ms: rules such as the 40-minute cut-off read it, never the device clock directly. */
  now(): number {
    return this.ports.now();
  }

  /** The search the list shows now. Null before a valid form exists. */
  get legSearch(): LegSearch | null {
    const { depCity, arrCity, depDate, retDate } = this.query;
    if (!depCity || !arrCity) return null;
    return this.leg === 0 ? { depCity, arrCity, date: depDate } : { depCity: arrCity, arrCity: depCity, date: retDate };
  }

  /** Identifies the current leg's search; results answer exactly one key. */
  get searchKey(): string {
    const s = this.legSearch;
    if (!s) return '';
    return [this.query.tripType, this.leg, s.depCity.code, s.arrCity.code, s.date, this.query.cabinClass].join('|');
  }

  /** Whether the shown results answer the current search. */
  get resultsCurrent(): boolean {
    return this.results !== null && this.results.key === this.searchKey;
  }

  /** The list as shown: filtered, then sorted. */
  get visibleFlights(): FlightItem[] {
    if (!this.resultsCurrent || !this.results) return [];
    return sortFlights(filterFlights(this.results.flights, this.filters), this.sort);
  }

  /** Connections (one-way searches only: a connection is booked as tripType 3). */
  get visibleTransfers(): TransferItinerary[] {
    if (!this.resultsCurrent || !this.results || this.query.tripType !== 1) return [];
    const list = filterTransfers(this.results.transfers, this.filters);
    const sign = this.sort.dir === 'asc' ? 1 : -1;
    return [...list].sort((a, b) =>
      this.sort.by === 'price' ? sign * byPriceFen(a, b) : sign * byCodePoint(a.legs[0].depTime, b.legs[0].depTime),
    );
  }

  get options() {
    return filterOptions(this.resultsCurrent && this.results ? this.results.flights : []);
  }

  get filterCount(): number {
    return activeFilterCount(this.filters);
  }

  /** Earliest date the current leg may move to: today, or the outbound date for the return. */
  get legMinDate(): string {
    return this.leg === 1 ? this.query.depDate : this.today;
  }

  /** The outbound fare of a round trip once chosen. */
  get outbound(): FareChoice | null {
    return this.query.tripType === 2 && this.selection.tripType === 2 ? (this.selection.segments[0] ?? null) : null;
  }

  // ---- the form ------------------------------------------------------------------------------------------

  /** Forgets everything of another user (a different login on the same device). */
  bindUser(empId: string): void {
    if (empId === this.owner) return;
    const first = this.owner === '';
    this.owner = empId;
    if (!first) {
      this.reset();
      this.restore();
    }
  }

  setTripType(tripType: SearchTripType): void {
    this.query = { ...this.query, tripType };
    this.saveQuery();
  }

  setDepCity(city: CityRef): void {
    this.query = { ...this.query, depCity: city };
    this.rememberCity(city);
  }

  setArrCity(city: CityRef): void {
    this.query = { ...this.query, arrCity: city };
    this.rememberCity(city);
  }

  swapCities(): void {
    this.query = { ...this.query, depCity: this.query.arrCity, arrCity: this.query.depCity };
    this.saveQuery();
  }

  /** Sets the departure (and for a round trip the return) date; a return before the departure follows it. */
  setDates(depDate: string, retDate?: string): void {
    // An explicit return is kept as given (validation names a wrong one); an old one follows the departure.
    let ret = retDate ?? this.query.retDate;
    if (retDate === undefined && (!ret || ret < depDate)) ret = addDays(depDate, 2);
    this.query = { ...this.query, depDate, retDate: ret };
    this.saveQuery();
  }

  setCabinClass(cabinClass: FlightQuery['cabinClass']): void {
    this.query = { ...this.query, cabinClass };
    this.saveQuery();
  }

  /** Reuses a history route (dates and cabin stay as they are). */
  useHistory(item: SearchHistoryItem): void {
    this.query = { ...this.query, tripType: item.tripType, depCity: item.depCity, arrCity: item.arrCity };
    this.saveQuery();
  }

  clearHistory(): void {
    this.history = [];
    this.writeStored({ routes: [] });
  }

  validate(): QueryProblem | null {
    return validateQuery(this.query, this.today);
  }

  /**
   * Starts a search from the form: validation first (SPEC §5), then the route goes into the history and the
   * list starts at the outbound leg with nothing chosen. Returns the problem, or null when the list may open.
   */
  startSearch(): QueryProblem | null {
    const problem = this.validate();
    if (problem) return problem;
    const { tripType, depCity, arrCity } = this.query;
    if (depCity && arrCity) this.history = pushHistory(this.history, { tripType, depCity, arrCity });
    this.leg = 0;
    this.selection = { tripType, segments: [], priceChanged: false };
    this.transfer = null;
    this.filters = NO_FILTERS;
    this.scrollTop = 0;
    this.writeStored({ routes: this.history, query: this.query });
    return null;
  }

  // ---- the list ------------------------------------------------------------------------------------------

  /**
   * Loads the current leg unless its results are already here (coming back to the list keeps them) or `force`.
   * Answers of an older search are dropped. `locale` is the UI language the answer's names are in.
   */
  async loadList(travellers: TravellerRef[], force = false, locale = ''): Promise<void> {
    const s = this.legSearch;
    if (!s) return;
    const key = this.searchKey;
    // Policy badges are computed for the travellers and names come in the UI language: either changes the answer.
    const travellersKey = `${locale}|${travellers.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',')}`;
    const same = this.resultsCurrent && this.results?.travellersKey === travellersKey;
    if (!force && same && this.status === 'ready') return;
    const generation = ++this.generation;
    this.status = 'loading';
    if (!same) this.scrollTop = 0;
    try {
      // legSearch is set, so both cities are: the body is there (firstList.ts, shared with the early first call).
      const answer = await this.ports.api.flightQueryFlight(queryFlightRequest(this.query, this.leg, travellers)!);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.results = {
          key,
          travellersKey,
          flights: answer.data?.flights ?? [],
          transfers: answer.data?.transfers ?? [],
        };
        this.status = 'ready';
      });
    } catch {
      if (generation === this.generation) runInAction(() => (this.status = 'error'));
    }
  }

  /**
   * Lowest price per day of a route from `startDate` (the low-price strip: 7 days; the calendar: 31). A failure
   * only leaves the days without prices.
   */
  async loadDayPrices(route: RouteCodes, startDate: string, days = 7): Promise<void> {
    try {
      const answer = await this.ports.api.weekPrice({ depCity: route.dep, arrCity: route.arr, startDate, days });
      runInAction(() => {
        const next = { ...this.dayPrices };
        for (const d of answer.list ?? []) next[`${route.dep}|${route.arr}|${d.date}`] = d.price;
        this.dayPrices = next;
      });
    } catch {
      // The strip and the calendar still work as date pickers.
    }
  }

  /** Known low prices of a route by date (yuan; null: no flight that day). */
  pricesFor(route: RouteCodes | null): Record<string, number | null> {
    if (!route) return {};
    const prefix = `${route.dep}|${route.arr}|`;
    const out: Record<string, number | null> = {};
    for (const [k, v] of Object.entries(this.dayPrices)) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
    return out;
  }

  /** The current leg's route codes (for the strip). */
  get legRoute(): RouteCodes | null {
    const s = this.legSearch;
    return s ? { dep: s.depCity.code, arr: s.arrCity.code } : null;
  }

  /** Moves the current leg to another day (the strip, previous/next day). */
  changeLegDate(date: string): void {
    if (this.leg === 0) this.setDates(date, this.query.retDate < date ? date : this.query.retDate);
    else this.setDates(this.query.depDate, date);
  }

  setSort(by: FlightSort['by']): void {
    // Tapping the active key flips the direction; a new key starts ascending.
    this.sort = this.sort.by === by ? { by, dir: this.sort.dir === 'asc' ? 'desc' : 'asc' } : { by, dir: 'asc' };
    this.scrollTop = 0;
  }

  setFilters(filters: FlightFilters): void {
    this.filters = filters;
    this.scrollTop = 0;
  }

  setScrollTop(top: number): void {
    this.scrollTop = top;
  }

  // ---- cabins and the selection ---------------------------------------------------------------------------

  async loadCabins(flightId: string, travellers: TravellerRef[]): Promise<QueryCabinData> {
    const answer = await this.ports.api.queryCabin({ flightId, ...(travellers.length > 0 ? { travellers } : {}) });
    if (!answer.data) throw new Error('queryCabin: no data');
    return answer.data;
  }

  async matchPolicy(fareKey: string, travellers: TravellerRef[]): Promise<MatchClbzData> {
    const answer = await this.ports.api.matchClbz({ fareKey, travellers });
    return answer.data ?? { results: [], mustComply: false };
  }

  async fareRules(fareKey: string): Promise<FareRuleData | null> {
    const answer = await this.ports.api.ruleText({ fareKey });
    return answer.data ?? null;
  }

  /** Opens a connection for tkCabinTransfer. */
  openTransfer(transfer: TransferItinerary): void {
    this.transfer = transfer;
  }

  /**
   * Records the fare of a leg. Leg 0 starts a new selection (choosing the outbound again drops the return);
   * a round trip's leg 1 completes it. Returns what comes next: the return list or the booking form.
   */
  selectFare(flight: FlightItem, cabin: FlightCabin, leg: 0 | 1, policy?: MatchClbzData): 'returnList' | 'book' {
    const tripType = this.query.tripType;
    const choice: FareChoice = policy ? { flight, cabin, policy } : { flight, cabin };
    // A return without an outbound (a deep link) cannot complete a round trip: it starts over as the outbound.
    if (leg === 0 || !this.selection.segments[0]) {
      this.selection = { tripType, segments: [choice], priceChanged: false };
      leg = 0;
    } else this.selection = { tripType: 2, segments: [this.selection.segments[0], choice], priceChanged: false };
    if (tripType === 2 && leg === 0) {
      this.leg = 1;
      this.filters = NO_FILTERS;
      this.scrollTop = 0;
      return 'returnList';
    }
    return 'book';
  }

  /** Both legs of a connection (tkCabinTransfer). */
  selectTransfer(choices: [FareChoice, FareChoice]): void {
    this.selection = { tripType: 3, segments: [...choices], priceChanged: false };
  }

  /**
   * Prices the chosen fares for the passenger mix (patForFlight) and stores the price per passenger type on each
   * segment. Returns whether the price changed since the search.
   */
  async priceSelection(mix: PassengerMix): Promise<boolean> {
    const segments = this.selection.segments;
    if (segments.length === 0) return false;
    this.pricingCalls += 1;
    const answer = await this.ports.api
      .patForFlight({ fareKeys: segments.map((s) => s.cabin.fareKey), ...mix })
      .finally(() => runInAction(() => (this.pricingCalls -= 1)));
    const data = answer.data;
    if (!data) return false;
    runInAction(() => {
      this.selection = {
        ...this.selection,
        segments: this.selection.segments.map((s) => ({
          ...s,
          prices: data.segments.find((p) => p.fareKey === s.cabin.fareKey)?.prices ?? s.prices,
        })),
        priceChanged: data.priceChanged,
      };
    });
    return data.priceChanged;
  }

  /** Whether a price for the chosen fares is being asked (the total shown may still change). */
  get pricing(): boolean {
    return this.pricingCalls > 0;
  }

  /** Round trip: back to choosing the outbound flight (the chosen return is dropped). */
  backToOutbound(): void {
    this.leg = 0;
    this.selection = { tripType: this.query.tripType, segments: [], priceChanged: false };
    this.scrollTop = 0;
  }

  /** Forgets results and choices (logout, another user); the form and history stay in storage. */
  reset(): void {
    this.generation += 1;
    this.leg = 0;
    this.status = 'idle';
    this.results = null;
    this.sort = DEFAULT_SORT;
    this.filters = NO_FILTERS;
    this.scrollTop = 0;
    this.dayPrices = {};
    this.selection = { tripType: 1, segments: [], priceChanged: false };
    this.transfer = null;
  }

  // ---- storage -------------------------------------------------------------------------------------------

  /** The form, routes and cities kept on the device (what an older build wrote is checked first). */
  private restore(): void {
    const stored = readHistoryPart<StoredFlightHistory>(this.ports.storage, HISTORY_PART);
    const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
    this.query = rememberedQuery(this.ports.storage, this.today);
    this.history = list(stored.routes).filter(isHistoryItem).slice(0, RECENT_SIZE);
    this.recentCities = list(stored.cities).filter(isRecentPlace).slice(0, RECENT_SIZE);
  }

  private rememberCity(city: CityRef): void {
    this.recentCities = pushRecent(this.recentCities, city, samePlace);
    this.writeStored({ cities: this.recentCities, query: this.query });
  }

  private saveQuery(): void {
    this.writeStored({ query: this.query });
  }

  private writeStored(patch: StoredFlightHistory): void {
    writeHistoryPart<StoredFlightHistory>(this.ports.storage, HISTORY_PART, patch);
  }
}
