/**
 * The hotel search store of both versions (SPEC §2 /ht and /htV2 htQuery, htList, htSignList, htMap; §5 hotel;
 * §7 Hotel version 1 and 2, jsClzcBzz; §9 hotel defaults): the query (city, stay, keyword, stars, price, sort,
 * nearby), the filters, the travellers and trip request the policy is for, the paged list, the protocol-hotel list
 * and the travel standard. The API, storage and `now` are ports: pages reach the server only through this store,
 * tests run it on fakes. The detail and booking screens read `stay`, `city`, `travellers` and `trip` from it.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '../../../api/contract/envelope';
import type { ReverseGeocodeData, ReverseGeocodeRequest } from '../../../api/contract/maps';
import type {
  FacilityCode,
  GeoPoint,
  HotelKeywordData,
  HotelKeywordItem,
  HotelKeywordRequest,
  HotelListRequest,
  HotelSort,
  HotelStandardData,
  HotelStandardRequest,
  HotelStar,
  HotelStaticData,
  HotelStaticRequest,
  HotelSummary,
  SignCityData,
  TravellerRef,
} from '../../../api/contract/hotel';
import { readHistoryPart, writeHistoryPart, type HistoryStorage } from '../../../components/CityPicker/history';
import { HOTEL_RULES, checkStay, defaultStay, nightsBetween } from '../../../domain/hotel/stay';
import { chinaToday } from '../../../domain/time';
import { HotelResults, tipsOf, type HotelListCall, type LoadStatus } from './results';
import {
  DEFAULT_CITY,
  HOTEL_HISTORY_PART,
  NO_FILTERS,
  NO_PRICE,
  hotelListRequest,
  rememberedHotelCity,
  type StoredHotelHistory,
} from './listQuery';

export type { LoadStatus };
export { HotelResults };

/** Hotel version of the route: /ht is 1, /htV2 is 2 (SPEC §6 default 2). */
export type HotelVersion = 1 | 2;

/** The calls the store makes (the real API functions in the app, fakes in tests). */
export interface HotelSearchApi {
  hotelList: HotelListCall;
  hotelV2List: HotelListCall;
  hotelKeyword(body: HotelKeywordRequest): Promise<Envelope<HotelKeywordData>>;
  onlyLocalKeyword(body: HotelKeywordRequest): Promise<Envelope<HotelKeywordData>>;
  findJdStaticByCityIdData(body: HotelStaticRequest): Promise<Envelope<HotelStaticData>>;
  findStaticData(body: HotelStaticRequest): Promise<Envelope<HotelStaticData>>;
  getSignJdCity(body: Record<string, never>): Promise<Envelope<SignCityData>>;
  jsClzcBzz(body: HotelStandardRequest): Promise<Envelope<HotelStandardData>>;
  /** The city a position lies in (nearby search from the current location). */
  reverseGeocode(body: ReverseGeocodeRequest): Promise<Envelope<ReverseGeocodeData>>;
}

export interface HotelSearchPorts {
  api: HotelSearchApi;
  storage: HistoryStorage;
  now(): number;
}

/** A city of product 10903 (basedata geo); `names` keeps both languages when the picker knows them. */
export interface HotelCity {
  cityId: string;
  cityName: string;
  names?: Partial<Record<'zh-CN' | 'en-US', string>>;
}

export interface HotelStay {
  checkIn: string;
  checkOut: string;
}

/** Average nightly price band, yuan; null ends are open. */
export interface PriceBand {
  min: number | null;
  max: number | null;
}

/** A nearby search: the centre (the user's position, a landmark or the map's centre) and the radius in km. */
export interface NearbySearch {
  centre: GeoPoint;
  distance: number;
  /** What the centre is ('' for the current position). */
  label: string;
}

/** Booking through a trip request (issue 4). */
export interface HotelTrip {
  ccsqdId?: string;
  routeId?: string;
}

/** The list filters of the filter sheet (the query's stars and price are filters too). */
export interface HotelFilters {
  brands: string[];
  facilities: FacilityCode[];
  /** Districts of the city (findStaticData); searched as the keyword. */
  district: string;
}

/** Why a search cannot start; each has a dictionary text 'hotel.v.<code>'. */
export type HotelQueryProblem = 'cityRequired' | 'pastCheckIn' | 'checkOutNotAfter' | 'tooLong' | 'tooFar';

// In listQuery.ts (no mobx there: the list routes' first-call builders use them too).
export { DEFAULT_CITY, NO_FILTERS, NO_PRICE };

const HISTORY_PART = HOTEL_HISTORY_PART;
const RECENT_KEYWORDS = 10;

const refsKey = (refs: readonly TravellerRef[]): string =>
  refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',');

export class HotelSearchStore {
  version: HotelVersion = 2;
  city: HotelCity = DEFAULT_CITY;
  stay: HotelStay;
  rooms: number = HOTEL_RULES.defaultRooms;
  keyword = '';
  stars: HotelStar[] = [];
  price: PriceBand = NO_PRICE;
  sort: HotelSort = HOTEL_RULES.defaultSort as HotelSort;
  nearby: NearbySearch | null = null;
  filters: HotelFilters = NO_FILTERS;
  travellers: TravellerRef[] = [];
  trip: HotelTrip = {};
  recentKeywords: string[] = [];

  /** The search list (htList, htMap). */
  readonly list = new HotelResults();
  /** Protocol hotels (htSignList). */
  readonly protocol = new HotelResults();
  /** The city the protocol list shows (from getSignJdCity). */
  protocolCity: HotelCity | null = null;
  signCities: SignCityData['cities'] = [];
  signCitiesStatus: LoadStatus = 'idle';

  /** Keyword suggestions of the text being typed. */
  suggestions: HotelKeywordItem[] = [];
  suggestionsFor = '';

  /** City filter data (districts, landmarks, brands). */
  staticData: HotelStaticData | null = null;

  /** jsClzcBzz of the travellers in the city (null until asked, or without travellers). */
  standard: HotelStandardData | null = null;
  /** The city and travellers whose standard is settled (answered, failed, or none without travellers). */
  private standardFor = '';
  private standardKey = '';

  /** List scroll offset, restored when the user comes back (htList keeps its state). */
  scrollTop = 0;

  private suggestGeneration = 0;
  /** The city whose static data is on its way. */
  private staticFor = '';
  private owner = '';

  constructor(private readonly ports: HotelSearchPorts) {
    this.stay = defaultStay(ports.now());
    this.city = rememberedHotelCity(ports.storage) ?? DEFAULT_CITY;
    const stored = readHistoryPart<StoredHotelHistory>(ports.storage, HISTORY_PART);
    if (Array.isArray(stored.keywords)) {
      this.recentKeywords = stored.keywords.filter((k): k is string => typeof k === 'string').slice(0, RECENT_KEYWORDS);
    }
    makeAutoObservable<
      HotelSearchStore,
      'ports' | 'standardKey' | 'suggestGeneration' | 'owner' | 'staticFor' | 'standardFor'
    >(this, {
      staticFor: false,
      // Private, yet observed: the list's body waits on it (standardSettled).
      standardFor: true,
      ports: false,
      standardKey: false,
      suggestGeneration: false,
      owner: false,
      list: false,
      protocol: false,
      // Written on every scroll event: observing it would re-render the list while scrolling.
      scrollTop: false,
    });
  }

  /** The signed-in employee: a different one than before forgets the results, travellers and trip. */
  bindUser(empId: string): void {
    if (empId === this.owner) return;
    const first = this.owner === '';
    this.owner = empId;
    if (first) return;
    this.list.clear();
    this.protocol.clear();
    this.travellers = [];
    this.trip = {};
    this.standard = null;
    this.standardKey = '';
  }

  // ---- clock ---------------------------------------------------------------------------------------------

  /** The store's clock (epoch ms): rules read it, never the device clock directly. */
  now(): number {
    return this.ports.now();
  }

  get today(): string {
    return chinaToday(this.ports.now());
  }

  get nights(): number {
    return nightsBetween(this.stay.checkIn, this.stay.checkOut);
  }

  // ---- the query -----------------------------------------------------------------------------------------

  /** The screen's version (from its route). */
  setVersion(version: HotelVersion): void {
    this.version = version;
  }

  setCity(city: HotelCity): void {
    if (city.cityId !== this.city.cityId) {
      // Landmarks, districts and a nearby centre belong to the old city.
      this.nearby = null;
      this.filters = NO_FILTERS;
      this.keyword = '';
      this.staticData = null;
      this.suggestions = [];
    }
    this.city = city;
    writeHistoryPart<StoredHotelHistory>(this.ports.storage, HISTORY_PART, { city });
  }

  /**
   * A stay from the calendar or a link: refused with the rule's reason (SPEC §5 check-in not after check-out, a
   * past check-in, over 30 nights, over 180 days ahead) and nothing changes.
   */
  setStay(checkIn: string, checkOut: string): 'ok' | Exclude<HotelQueryProblem, 'cityRequired'> {
    const check = checkStay(checkIn, checkOut, this.ports.now());
    if (check !== 'ok') return check;
    this.stay = { checkIn, checkOut };
    return 'ok';
  }

  setRooms(rooms: number): void {
    if (Number.isInteger(rooms) && rooms >= 1 && rooms <= HOTEL_RULES.maxGuests) this.rooms = rooms;
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword.trim();
  }

  setStars(stars: HotelStar[]): void {
    this.stars = [...stars].sort();
  }

  setPrice(price: PriceBand): void {
    const { min, max } = price;
    this.price = min !== null && max !== null && min > max ? { min: max, max: min } : price;
  }

  setSort(sort: HotelSort): void {
    this.sort = sort;
    this.scrollTop = 0;
  }

  /** Nearby search around a point (null turns it off); the radius defaults to 15 km (SPEC §9). */
  setNearby(centre: GeoPoint | null, label = '', distance: number = HOTEL_RULES.defaultDistance): void {
    this.nearby = centre ? { centre, distance, label } : null;
    if (centre && !label) this.keyword = '';
    this.scrollTop = 0;
  }

  setFilters(filters: HotelFilters): void {
    this.filters = filters;
    this.scrollTop = 0;
  }

  /** The travellers the policy badges and the standard are for (the booking kit's travellers). */
  setTravellers(refs: TravellerRef[]): void {
    if (refsKey(refs) === refsKey(this.travellers)) return;
    this.travellers = refs;
  }

  /** Booking through a trip request: its id and leg go with every search. */
  setTrip(trip: HotelTrip): void {
    this.trip = {
      ...(trip.ccsqdId ? { ccsqdId: trip.ccsqdId } : {}),
      ...(trip.routeId ? { routeId: trip.routeId } : {}),
    };
  }

  /**
   * Nearby search from the user's position (already located by the page through the map adapter): the city it lies
   * in becomes the search city, the position the centre (radius 15 km, sort 12). 'outsideChina' and 'failed' change
   * nothing.
   */
  async searchNearMe(point: GeoPoint): Promise<'ok' | 'outsideChina' | 'failed'> {
    try {
      const answer = await this.ports.api.reverseGeocode({ lat: point.lat, lng: point.lng, poiCount: 0 });
      const place = answer.data;
      if (!place) return 'failed';
      if (place.outsideChina || !place.cityCode) return 'outsideChina';
      runInAction(() => {
        if (place.cityCode !== this.city.cityId) this.setCity({ cityId: place.cityCode, cityName: place.cityName });
        this.sort = HOTEL_RULES.defaultSort as HotelSort;
        this.setNearby({ lat: point.lat, lng: point.lng });
      });
      return 'ok';
    } catch {
      return 'failed';
    }
  }

  /** Back to the defaults of SPEC §9 (one night from today, sort 12, no filters), keeping the city. */
  resetQuery(): void {
    this.stay = defaultStay(this.ports.now());
    this.rooms = HOTEL_RULES.defaultRooms;
    this.keyword = '';
    this.stars = [];
    this.price = NO_PRICE;
    this.sort = HOTEL_RULES.defaultSort as HotelSort;
    this.nearby = null;
    this.filters = NO_FILTERS;
  }

  /** SPEC §5: a city, and a stay the rules accept (the stay may have gone stale since it was chosen). */
  validate(): HotelQueryProblem | null {
    if (!this.city.cityId) return 'cityRequired';
    const check = checkStay(this.stay.checkIn, this.stay.checkOut, this.ports.now());
    return check === 'ok' ? null : check;
  }

  /** Starts a search from the form: validation first, then the keyword goes into the history. */
  startSearch(): HotelQueryProblem | null {
    const problem = this.validate();
    if (problem) return problem;
    if (this.keyword) {
      const k = this.keyword;
      this.recentKeywords = [k, ...this.recentKeywords.filter((x) => x !== k)].slice(0, RECENT_KEYWORDS);
      writeHistoryPart<StoredHotelHistory>(this.ports.storage, HISTORY_PART, { keywords: this.recentKeywords });
    }
    this.scrollTop = 0;
    return null;
  }

  /** A stale stay (the day turned since it was chosen) moves to the default one. */
  refreshStay(): void {
    if (checkStay(this.stay.checkIn, this.stay.checkOut, this.ports.now()) !== 'ok') {
      this.stay = defaultStay(this.ports.now());
    }
  }

  // ---- keyword suggestions ------------------------------------------------------------------------------

  /** Suggestions while typing (keyword v1, onlyLocalKeyword v2); the newest text wins. */
  async suggest(text: string): Promise<void> {
    const keyword = text.trim();
    const generation = ++this.suggestGeneration;
    if (!keyword) {
      this.suggestions = [];
      this.suggestionsFor = '';
      return;
    }
    const call = this.version === 1 ? this.ports.api.hotelKeyword : this.ports.api.onlyLocalKeyword;
    try {
      const answer = await call({ cityId: this.city.cityId, keyword });
      if (generation !== this.suggestGeneration) return;
      runInAction(() => {
        this.suggestions = answer.data?.items ?? [];
        this.suggestionsFor = keyword;
      });
    } catch {
      if (generation !== this.suggestGeneration) return;
      runInAction(() => {
        this.suggestions = [];
        this.suggestionsFor = keyword;
      });
    }
  }

  /**
   * A suggestion picked: a hotel answers its id (the page opens its detail); a landmark searches nearby it; a
   * district or a brand searches with it as the keyword.
   */
  pickSuggestion(item: HotelKeywordItem): { hotelId: string } | null {
    this.suggestions = [];
    if (item.kind === 'hotel' && item.hotelId) return { hotelId: item.hotelId };
    if (item.kind === 'landmark' && item.location) {
      this.keyword = '';
      this.nearby = { centre: item.location, distance: HOTEL_RULES.defaultDistance, label: item.text };
      return null;
    }
    this.keyword = item.text;
    return null;
  }

  clearRecentKeywords(): void {
    this.recentKeywords = [];
    writeHistoryPart<StoredHotelHistory>(this.ports.storage, HISTORY_PART, { keywords: [] });
  }

  // ---- the list ------------------------------------------------------------------------------------------

  /** The list call of the version. */
  private get listCall(): HotelListCall {
    return this.version === 1 ? this.ports.api.hotelList : this.ports.api.hotelV2List;
  }

  /** The list request of the current query (without paging; the list routes' first-call builders use the same). */
  get listRequest(): HotelListRequest {
    return hotelListRequest(this);
  }

  get hotels(): HotelSummary[] {
    return this.list.hotels;
  }

  /** How many filters of the sheet are on (stars, price, brands, facilities, district). */
  get filterCount(): number {
    return (
      this.stars.length +
      (this.price.min !== null || this.price.max !== null ? 1 : 0) +
      this.filters.brands.length +
      this.filters.facilities.length +
      (this.filters.district ? 1 : 0)
    );
  }

  /** The first page of the current query (again with `force`), and the standard for the travellers. */
  async loadList(force = false): Promise<void> {
    void this.loadStandard();
    await this.list.load(this.listCall, this.listRequest, force);
  }

  async loadMore(retry = false): Promise<void> {
    await this.list.loadMore(this.listCall, retry);
  }

  setScrollTop(top: number): void {
    this.scrollTop = top;
  }

  /** The brands of the filter: the city's static data, else what the list answered. */
  get brandOptions(): string[] {
    return this.staticData?.brands.length ? this.staticData.brands : this.list.brands;
  }

  /** Districts, landmarks and brands of the city (findJdStaticByCityIdData v1, findStaticData v2), once a city. */
  async loadStatic(): Promise<void> {
    const cityId = this.city.cityId;
    if (this.staticData?.cityId === cityId || this.staticFor === cityId) return;
    this.staticFor = cityId;
    const call = this.version === 1 ? this.ports.api.findJdStaticByCityIdData : this.ports.api.findStaticData;
    try {
      const answer = await call({ cityId });
      if (cityId !== this.city.cityId || !answer.data) return;
      const data = answer.data;
      runInAction(() => (this.staticData = { ...data, cityId }));
    } catch {
      // The filter sheet still offers stars, price, facilities and the list's brands; asked again next time.
    } finally {
      if (this.staticFor === cityId) this.staticFor = '';
    }
  }

  // ---- the travel standard -------------------------------------------------------------------------------

  /** The strictest nightly cap of the travellers in the city (yuan), null when none or unknown. */
  get cap(): number | null {
    return this.standard?.cap ?? null;
  }

  /** The standard of the city and travellers is known (or known to be unknown): its line will not come later. */
  get standardSettled(): boolean {
    return this.standardFor === `${this.city.cityId}|${refsKey(this.travellers)}`;
  }

  /** jsClzcBzz for the travellers in the city (once per city and travellers; none without travellers). */
  async loadStandard(): Promise<void> {
    const travellers = this.travellers;
    const key = `${this.city.cityId}|${refsKey(travellers)}`;
    if (key === this.standardKey) return;
    this.standardKey = key;
    if (travellers.length === 0) {
      this.standard = null;
      this.standardFor = key;
      return;
    }
    try {
      const answer = await this.ports.api.jsClzcBzz({ cityId: this.city.cityId, travellers });
      if (key !== this.standardKey) return;
      runInAction(() => {
        this.standard = answer.data ?? null;
        this.standardFor = key;
      });
    } catch {
      if (key !== this.standardKey) return;
      // Unknown standard: the list shows no cap line (the server's wb badges still apply); asked again next time.
      this.standardKey = '';
      runInAction(() => {
        this.standard = null;
        this.standardFor = key;
      });
    }
  }

  // ---- protocol hotels -----------------------------------------------------------------------------------

  /** Cities with protocol hotels of the caller's company (getSignJdCity); the first one, or the search city. */
  async loadSignCities(): Promise<void> {
    this.signCitiesStatus = 'loading';
    try {
      const answer = await this.ports.api.getSignJdCity({});
      runInAction(() => {
        this.signCities = answer.data?.cities ?? [];
        this.signCitiesStatus = 'ready';
        if (!this.protocolCity || !this.signCities.some((c) => c.cityId === this.protocolCity?.cityId)) {
          const same = this.signCities.find((c) => c.cityId === this.city.cityId) ?? this.signCities[0];
          this.protocolCity = same ? { cityId: same.cityId, cityName: same.cityName } : null;
        }
      });
    } catch (error) {
      runInAction(() => {
        this.signCitiesStatus = 'error';
        this.protocol.tips = tipsOf(error);
      });
    }
  }

  setProtocolCity(city: HotelCity): void {
    this.protocolCity = city;
  }

  /** Protocol hotels of the protocol city for the stay (protocolOnly list). */
  async loadProtocol(force = false): Promise<void> {
    const city = this.protocolCity;
    if (!city) return;
    const r: HotelListRequest = {
      cityId: city.cityId,
      checkIn: this.stay.checkIn,
      checkOut: this.stay.checkOut,
      sort: HOTEL_RULES.defaultSort as HotelSort,
      protocolOnly: true,
    };
    if (this.travellers.length > 0) r.travellers = this.travellers;
    if (this.trip.ccsqdId) r.ccsqdId = this.trip.ccsqdId;
    if (this.trip.routeId) r.routeId = this.trip.routeId;
    await this.protocol.load(this.listCall, r, force);
  }

  async loadMoreProtocol(retry = false): Promise<void> {
    await this.protocol.loadMore(this.listCall, retry);
  }
}
