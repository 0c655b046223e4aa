/**
 * The train search store (SPEC §4 train sale, §5 train, §7 Train search calls): the query form (remembered between
 * visits), the search history, the list with sort and filters, transfer plans, a train's stops, and the choice
 * carried to the booking forms (trEdit, trBenchEdit). The API, storage and `now` are ports: pages reach the server
 * only through this store, and tests run it on fakes.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '../../../api/contract/envelope';
import type { ParameterValue } from '../../../api/contract/common';
import type {
  TrSearchData,
  TrSearchRequest,
  TrSearchTransferData,
  TrSearchTransferPriceData,
  TrSearchTransferPriceRequest,
  TrSearchTransferRequest,
  TrainItem,
  TrainPolicyData,
  TrainPolicyRequest,
  TrainSeat,
  TrainStopsData,
  TrainStopsRequest,
  TransferPlan,
  TravellerRef,
} from '../../../api/contract/train';
import { PARAM_NO } from '../../../domain/codes';
import { fenToYuan, yuanToFen } from '../../../domain/money';
import { chinaToday } from '../../../domain/time';
import { checkTrainDate, defaultTrainDate, trainSaleRange } from '../../../domain/train/sale';
import {
  isRecentPlace,
  isRecentRoute,
  pushRecent,
  readHistoryPart,
  samePlace,
  sameRoute,
  writeHistoryPart,
  type HistoryStorage,
  type RecentPlace,
  type RecentRoute,
} from '../../../components/CityPicker/history';
import {
  NO_FILTERS,
  filterCount,
  filterOptions,
  sortPlans,
  visibleTrains,
  type TrainFilters,
  type TrainSort,
  type TrainSortBy,
} from './listing';

export type { RecentPlace as Station, RecentRoute as StationRoute };

/** The calls the store makes (the real API functions in the app, fakes in tests). */
export interface TrainSearchApi {
  trSearch(body: TrSearchRequest): Promise<Envelope<TrSearchData>>;
  trSearchTransfer(body: TrSearchTransferRequest): Promise<Envelope<TrSearchTransferData>>;
  trSearchTransferPrice(body: TrSearchTransferPriceRequest): Promise<Envelope<TrSearchTransferPriceData>>;
  clzcIsWb(body: TrainPolicyRequest): Promise<Envelope<TrainPolicyData>>;
  matchClzc4Transfer(body: TrainPolicyRequest): Promise<Envelope<TrainPolicyData>>;
  queryTrNumber(body: TrainStopsRequest): Promise<Envelope<TrainStopsData>>;
  getParameter(body: { paramNo: string }): Promise<Envelope<ParameterValue>>;
}

export interface TrainStorePorts {
  api: TrainSearchApi;
  storage: HistoryStorage;
  now(): number;
}

/** The query form (SPEC §7 trSearch: stations, date, ccsqdId, routeId; the travellers the policy is for). */
export interface TrainQuery {
  from: RecentPlace | null;
  to: RecentPlace | null;
  /** 'YYYY-MM-DD', China time. */
  date: string;
  /** Only G, C and D trains (SPEC §9 fast trains). */
  highSpeedOnly: boolean;
  /** Booking through a trip request (issue 4). */
  ccsqdId: string;
  routeId: string;
  travellers: TravellerRef[];
}

/** Why a search cannot start; each has a dictionary text 'train.v.<code>'. */
export type TrainQueryProblem = 'stationRequired' | 'sameStation' | 'expired' | 'outOfRange';

/** A direct train's seat chosen in the list or the detail page (read by trEdit and trBenchEdit). */
export interface TrainChoice {
  train: TrainItem;
  seat: TrainSeat;
  /** The query it was found with (trip request, travellers). */
  ccsqdId: string;
  routeId: string;
  travellers: TravellerRef[];
}

/** A connection with one seat per leg, priced (trEdit books both legs in one order). */
export interface TransferChoice {
  plan: TransferPlan;
  seats: [TrainSeat, TrainSeat];
  /** Both seats together, yuan (trSearchTransferPrice). */
  total: number;
  ccsqdId: string;
  routeId: string;
  travellers: TravellerRef[];
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The searched list of one (stations, date, travellers) key. */
interface Results {
  key: string;
  trains: TrainItem[];
}

interface StoredTrainHistory {
  query?: Partial<TrainQuery>;
  routes?: RecentRoute[];
  stations?: RecentPlace[];
}

/** The history entry's part of trains (SPEC §4 history). */
const HISTORY_PART = 'train';

const BEIJING: RecentPlace = {
  code: 'BJP',
  name: '北京',
  cityCode: 'BJP',
  names: { 'zh-CN': '北京', 'en-US': 'Beijing' },
};
const SHANGHAI: RecentPlace = {
  code: 'SHH',
  name: '上海',
  cityCode: 'SHH',
  names: { 'zh-CN': '上海', 'en-US': 'Shanghai' },
};

const refsKey = (refs: readonly TravellerRef[]): string =>
  refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');

/** The message of a failed call: the server's tips when it sent some. */
function tipsOf(error: unknown): string {
  const tips = (error as { tips?: unknown } | null)?.tips;
  return typeof tips === 'string' ? tips : '';
}

export class TrainStore {
  query: TrainQuery;
  /** Routes searched, newest first (the query page's chips). */
  history: RecentRoute[] = [];
  /** Stations picked recently (the picker's history row). */
  recentStations: RecentPlace[] = [];

  /** The search the list shows (set by startSearch and the day steps). */
  search: { from: RecentPlace; to: RecentPlace; date: string } | null = null;
  results: Results | null = null;
  status: LoadStatus = 'idle';
  /** Server tips of the last search (SPEC §8: shown in the 'prompt' dialog); '' when none. */
  tips = '';
  sort: TrainSort = { by: 'dep', dir: 'asc' };
  filters: TrainFilters = NO_FILTERS;
  /** List scroll offset, restored when the user comes back (trList keeps its state). */
  scrollTop = 0;

  /** Company parameter 11603006: connections offered. null until asked. */
  transferAllowed: boolean | null = null;
  transfers: { key: string; plans: TransferPlan[] } | null = null;
  transferStatus: LoadStatus = 'idle';

  stops: { key: string; data: TrainStopsData } | null = null;
  stopsStatus: LoadStatus = 'idle';

  choice: TrainChoice | null = null;
  transferChoice: TransferChoice | null = null;

  private generation = 0;
  /** Who the remembered results and choice belong to: another user never sees them. */
  private owner = '';

  constructor(private readonly ports: TrainStorePorts) {
    const stored = readHistoryPart<StoredTrainHistory>(ports.storage, HISTORY_PART);
    this.query = this.freshQuery(stored.query);
    this.history = (Array.isArray(stored.routes) ? stored.routes : []).filter(isRecentRoute).slice(0, 10);
    this.recentStations = (Array.isArray(stored.stations) ? stored.stations : []).filter(isRecentPlace).slice(0, 10);
    makeAutoObservable<TrainStore, 'ports' | 'generation' | 'owner'>(this, {
      ports: false,
      generation: false,
      owner: false,
      // Written on every scroll event: observing it would re-render the list while scrolling.
      scrollTop: false,
    });
  }

  /** The signed-in employee: a different one than before forgets the results and the choice. */
  bindUser(empId: string): void {
    if (empId === this.owner) return;
    const first = this.owner === '';
    this.owner = empId;
    if (!first) this.reset();
  }

  // ---- clock ---------------------------------------------------------------------------------------------

  /** The store's clock (epoch ms): rules read it, never the device clock directly. */
  now(): number {
    return this.ports.now();
  }

  get today(): string {
    return chinaToday(this.ports.now());
  }

  /** The sale range: today to 14 days ahead (SPEC §9). */
  get range(): { first: string; last: string } {
    return trainSaleRange(this.ports.now());
  }

  // ---- the form ------------------------------------------------------------------------------------------

  setFrom(station: RecentPlace): void {
    this.query = { ...this.query, from: station };
    this.rememberStation(station);
  }

  setTo(station: RecentPlace): void {
    this.query = { ...this.query, to: station };
    this.rememberStation(station);
  }

  swap(): void {
    this.query = { ...this.query, from: this.query.to, to: this.query.from };
    this.saveQuery();
  }

  setDate(date: string): void {
    this.query = { ...this.query, date };
    this.saveQuery();
  }

  setHighSpeedOnly(on: boolean): void {
    this.query = { ...this.query, highSpeedOnly: on };
    this.saveQuery();
  }

  /** Booking through a trip request: its id and leg go with every search (and the choice). */
  setTripRequest(ccsqdId: string, routeId: string): void {
    this.query = { ...this.query, ccsqdId, routeId };
  }

  /** The travellers the policy badges are for (the booking kit's travellers). */
  setTravellers(refs: TravellerRef[]): void {
    if (refsKey(refs) === refsKey(this.query.travellers)) return;
    this.query = { ...this.query, travellers: refs };
  }

  useHistory(route: RecentRoute): void {
    this.query = { ...this.query, from: route.from, to: route.to };
    this.saveQuery();
  }

  clearHistory(): void {
    this.history = [];
    writeHistoryPart<StoredTrainHistory>(this.ports.storage, HISTORY_PART, { routes: [] });
  }

  /** SPEC §5: stations required and different, the date not past and within the sale range. */
  validate(): TrainQueryProblem | null {
    const { from, to, date } = this.query;
    if (!from || !to) return 'stationRequired';
    if (from.code === to.code) return 'sameStation';
    const check = checkTrainDate(date, this.ports.now());
    return check === 'ok' ? null : check;
  }

  /** Starts a search from the form: validation first, then the route goes into the history. */
  startSearch(): TrainQueryProblem | null {
    const problem = this.validate();
    if (problem) return problem;
    const { from, to, date } = this.query as { from: RecentPlace; to: RecentPlace; date: string };
    this.history = pushRecent(this.history, { from, to }, sameRoute);
    writeHistoryPart<StoredTrainHistory>(this.ports.storage, HISTORY_PART, {
      routes: this.history,
      query: this.storedQuery(),
    });
    this.search = { from, to, date };
    this.filters = NO_FILTERS;
    this.scrollTop = 0;
    return null;
  }

  /**
   * Previous/next day or a calendar day in the list: inside the sale range the search moves there; outside it
   * the answer says why (SPEC §5: out-of-range message) and nothing moves.
   */
  changeDate(date: string): 'ok' | 'expired' | 'outOfRange' {
    const check = checkTrainDate(date, this.ports.now());
    if (check !== 'ok' || !this.search) return check;
    this.search = { ...this.search, date };
    this.query = { ...this.query, date };
    this.scrollTop = 0;
    this.saveQuery();
    return 'ok';
  }

  // ---- the list ------------------------------------------------------------------------------------------

  /** Identifies the list's answer: stations, date, travellers and trip request. */
  get searchKey(): string {
    const s = this.search;
    if (!s) return '';
    const q = this.query;
    return [s.from.code, s.to.code, s.date, refsKey(q.travellers), q.ccsqdId, q.routeId].join('|');
  }

  /** Whether the results on hand are the current search's. */
  get resultsCurrent(): boolean {
    return !!this.results && this.results.key === this.searchKey;
  }

  get trains(): TrainItem[] {
    return this.resultsCurrent ? (this.results?.trains ?? []) : [];
  }

  get visibleTrains(): TrainItem[] {
    return visibleTrains(this.trains, this.filters, this.query.highSpeedOnly, this.sort);
  }

  get options(): ReturnType<typeof filterOptions> {
    return filterOptions(this.trains);
  }

  get filterCount(): number {
    return filterCount(this.filters);
  }

  /** Runs trSearch for the current search (again with `force`). */
  async loadList(force = false): Promise<void> {
    const s = this.search;
    if (!s) return;
    const key = this.searchKey;
    if (!force && this.resultsCurrent && this.status === 'ready') return;
    const generation = ++this.generation;
    this.status = 'loading';
    this.tips = '';
    const q = this.query;
    try {
      const answer = await this.ports.api.trSearch({
        fromStation: s.from.code,
        toStation: s.to.code,
        date: s.date,
        tripType: 1,
        ...(q.ccsqdId ? { ccsqdId: q.ccsqdId } : {}),
        ...(q.routeId ? { routeId: q.routeId } : {}),
        ...(q.travellers.length > 0 ? { travellers: q.travellers } : {}),
      });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.results = { key, trains: answer.data?.trains ?? [] };
        this.tips = answer.data?.tips || answer.tips || '';
        this.status = 'ready';
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.results = null;
        this.tips = tipsOf(error);
        this.status = 'error';
      });
    }
  }

  /** The 'prompt' dialog was shown. */
  dismissTips(): void {
    this.tips = '';
  }

  setSort(by: TrainSortBy): void {
    // The same key again turns the direction round.
    this.sort = this.sort.by === by ? { by, dir: this.sort.dir === 'asc' ? 'desc' : 'asc' } : { by, dir: 'asc' };
    this.scrollTop = 0;
  }

  setFilters(filters: TrainFilters): void {
    this.filters = filters;
    this.scrollTop = 0;
  }

  setScrollTop(top: number): void {
    this.scrollTop = top;
  }

  // ---- transfers -----------------------------------------------------------------------------------------

  /** Asks company parameter 11603006 once; a failure counts as not allowed. */
  async loadTransferAllowed(): Promise<boolean> {
    if (this.transferAllowed !== null) return this.transferAllowed;
    try {
      const answer = await this.ports.api.getParameter({ paramNo: PARAM_NO.transfer });
      runInAction(() => (this.transferAllowed = answer.data?.value === '1'));
    } catch {
      runInAction(() => (this.transferAllowed = false));
    }
    return this.transferAllowed ?? false;
  }

  get transferPlans(): TransferPlan[] {
    return this.transfers && this.transfers.key === this.searchKey ? sortPlans(this.transfers.plans) : [];
  }

  /** Connections of the current search (only when the company allows them). */
  async loadTransfers(force = false): Promise<void> {
    const s = this.search;
    if (!s) return;
    if (!(await this.loadTransferAllowed())) return;
    const key = this.searchKey;
    if (!force && this.transfers?.key === key && this.transferStatus === 'ready') return;
    runInAction(() => (this.transferStatus = 'loading'));
    try {
      const answer = await this.ports.api.trSearchTransfer({
        fromStation: s.from.code,
        toStation: s.to.code,
        date: s.date,
        ...(this.query.travellers.length > 0 ? { travellers: this.query.travellers } : {}),
      });
      runInAction(() => {
        if (key !== this.searchKey) return;
        this.transfers = { key, plans: answer.data?.plans ?? [] };
        this.transferStatus = 'ready';
      });
    } catch {
      runInAction(() => {
        if (key === this.searchKey) this.transferStatus = 'error';
      });
    }
  }

  /**
   * Prices the chosen seat of each leg (trSearchTransferPrice) and checks their policy (matchClzc4Transfer); a seat
   * the company forbids (wb 2) is refused. Sets `transferChoice` and answers null, or the reason ('forbidden') or
   * the server's tips.
   */
  async chooseTransferPriced(plan: TransferPlan, seats: [TrainSeat, TrainSeat]): Promise<string | null> {
    try {
      const priced = await this.ports.api.trSearchTransferPrice({
        transferId: plan.transferId,
        seatKeys: [seats[0].seatKey, seats[1].seatKey],
      });
      const pricedSeats = priced.data?.seats ?? seats;
      const checked = await this.checkPolicy(pricedSeats, 'matchClzc4Transfer');
      if (checked.some((s) => s.wb === 2)) return 'forbidden';
      this.chooseTransfer(plan, [checked[0] as TrainSeat, checked[1] as TrainSeat], priced.data?.total);
      return null;
    } catch (error) {
      return tipsOf(error) || 'failed';
    }
  }

  // ---- one train -----------------------------------------------------------------------------------------

  /** A train of the current results by id. */
  trainById(trainId: string): TrainItem | null {
    return this.trains.find((t) => t.trainId === trainId) ?? null;
  }

  /** The stops of a train (trDetail). */
  async loadStops(train: Pick<TrainItem, 'trainCode' | 'depTime'>, force = false): Promise<void> {
    const date = train.depTime.slice(0, 10);
    const key = `${train.trainCode}|${date}`;
    if (!force && this.stops?.key === key && this.stopsStatus === 'ready') return;
    this.stopsStatus = 'loading';
    try {
      const answer = await this.ports.api.queryTrNumber({ trainCode: train.trainCode, date });
      runInAction(() => {
        this.stops = { key, data: answer.data ?? { trainCode: train.trainCode, stops: [] } };
        this.stopsStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.stopsStatus = 'error'));
    }
  }

  stopsOf(train: Pick<TrainItem, 'trainCode' | 'depTime'>): TrainStopsData | null {
    const key = `${train.trainCode}|${train.depTime.slice(0, 10)}`;
    return this.stops?.key === key ? this.stops.data : null;
  }

  /**
   * The seats' policy for the query's travellers (clzcIsWb, or matchClzc4Transfer for a connection): the seats
   * with the answer's wb and violations. Without travellers the seats are returned as searched.
   */
  async checkPolicy(
    seats: readonly TrainSeat[],
    call: 'clzcIsWb' | 'matchClzc4Transfer' = 'clzcIsWb',
  ): Promise<TrainSeat[]> {
    const travellers = this.query.travellers;
    if (travellers.length === 0) return [...seats];
    const answer = await this.ports.api[call]({ seatKeys: seats.map((s) => s.seatKey), travellers, tripType: 1 });
    const bySeat = new Map((answer.data?.results ?? []).map((r) => [r.seatKey, r]));
    return seats.map((s) => {
      const r = bySeat.get(s.seatKey);
      return r ? { ...s, wb: r.wb, policy: r.policy } : s;
    });
  }

  /**
   * Checks a seat's policy for the travellers and chooses it: null when chosen, 'forbidden' when the company
   * blocks it (wb 2), else the server's tips or 'failed'.
   */
  async chooseChecked(train: TrainItem, seat: TrainSeat): Promise<string | null> {
    try {
      const [checked] = await this.checkPolicy([seat]);
      if (!checked || checked.wb === 2) return 'forbidden';
      this.choose(train, checked);
      return null;
    } catch (error) {
      return tipsOf(error) || 'failed';
    }
  }

  // ---- the choice ----------------------------------------------------------------------------------------

  /** The seat trEdit (or, sold out, trBenchEdit) books. */
  choose(train: TrainItem, seat: TrainSeat): void {
    const q = this.query;
    this.choice = { train, seat, ccsqdId: q.ccsqdId, routeId: q.routeId, travellers: q.travellers };
    this.transferChoice = null;
  }

  /** A connection's two seats, for trEdit (one order, two legs). */
  chooseTransfer(plan: TransferPlan, seats: [TrainSeat, TrainSeat], total?: number): void {
    const q = this.query;
    this.transferChoice = {
      plan,
      seats,
      total: total ?? fenToYuan(yuanToFen(seats[0].price) + yuanToFen(seats[1].price)),
      ccsqdId: q.ccsqdId,
      routeId: q.routeId,
      travellers: q.travellers,
    };
    this.choice = null;
  }

  clearChoice(): void {
    this.choice = null;
    this.transferChoice = null;
  }

  /** Forgets results and choices (logout, another user); the form and history stay in storage. */
  reset(): void {
    this.generation += 1;
    this.search = null;
    this.results = null;
    this.status = 'idle';
    this.tips = '';
    this.transfers = null;
    this.transferStatus = 'idle';
    this.transferAllowed = null;
    this.stops = null;
    this.stopsStatus = 'idle';
    this.clearChoice();
  }

  // ---- storage -------------------------------------------------------------------------------------------

  private freshQuery(saved: Partial<TrainQuery> | undefined): TrainQuery {
    const now = this.ports.now();
    const q: TrainQuery = {
      from: BEIJING,
      to: SHANGHAI,
      date: defaultTrainDate(now),
      highSpeedOnly: false,
      ccsqdId: '',
      routeId: '',
      travellers: [],
    };
    if (saved && typeof saved === 'object') {
      if (isRecentPlace(saved.from)) q.from = saved.from;
      if (isRecentPlace(saved.to)) q.to = saved.to;
      if (typeof saved.highSpeedOnly === 'boolean') q.highSpeedOnly = saved.highSpeedOnly;
      // A remembered date that has passed (or is beyond the range) gives way to tomorrow.
      if (typeof saved.date === 'string' && checkTrainDate(saved.date, now) === 'ok') q.date = saved.date;
    }
    return q;
  }

  private storedQuery(): Partial<TrainQuery> {
    const { from, to, date, highSpeedOnly } = this.query;
    return { from, to, date, highSpeedOnly };
  }

  private saveQuery(): void {
    writeHistoryPart<StoredTrainHistory>(this.ports.storage, HISTORY_PART, { query: this.storedQuery() });
  }

  private rememberStation(station: RecentPlace): void {
    this.recentStations = pushRecent(this.recentStations, station, samePlace);
    writeHistoryPart<StoredTrainHistory>(this.ports.storage, HISTORY_PART, {
      stations: this.recentStations,
      query: this.storedQuery(),
    });
  }
}
