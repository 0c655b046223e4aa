/**
 * The international hotel store (SPEC §2 /ht htDetailsInt, htIntPolicy, htOrderInt, htIntEdit, /htV2 htIntRoomList;
 * §7 International hotel; §9 nationality default CN, product 10910): whether the hotel query is international, the
 * 10910 city, the room conditions (occupancy per room) and the guests' nationality, and the international result
 * list. The stay, sort, keyword and filters are the search store's (one query form, two markets). The calls and the
 * storage are ports; the detail and booking screens build their per-visit stores from `api` and `now` here.
 */
import { makeAutoObservable } from 'mobx';
import type { Envelope, PageData } from '../../../api/contract/envelope';
import type { HotelListRequest, HotelSummary, HotelListData } from '../../../api/contract/hotel';
import type {
  BookGjData,
  BookGjRequest,
  IntlHotelDetail,
  IntlHotelInfoRequest,
  IntlHotelListData,
  IntlHotelListRequest,
  IntlHotelSummary,
  IntlOccupancy,
  IntlPricePlanListData,
  IntlPricePlanListRequest,
  IntlPricePlanOneData,
  IntlPricePlanOneRequest,
} from '../../../api/contract/hotelIntl';
import type { SwxxItem, SwxxListRequest } from '../../../api/contract/invoice';
import { readHistoryPart, writeHistoryPart, type HistoryStorage } from '../../../components/CityPicker/history';
import { occupancyProblem } from '../../../domain/hotel/occupancy';
import { HotelResults, type HotelListCall } from '../search/results';
import type { HotelCity, HotelSearchStore } from '../search/searchStore';
import { ONE_ADULT, copyOccupancy, nationalityOr, occupancyKey } from './occupancy';

/** The calls of the international screens (the real API in the app, fakes in tests). */
export interface HotelIntlApi {
  hotelList(body: IntlHotelListRequest): Promise<Envelope<IntlHotelListData, IntlHotelSummary>>;
  hotelInfo(body: IntlHotelInfoRequest): Promise<Envelope<IntlHotelDetail>>;
  pricePlanList(body: IntlPricePlanListRequest): Promise<Envelope<IntlPricePlanListData>>;
  pricePlanOne(body: IntlPricePlanOneRequest): Promise<Envelope<IntlPricePlanOneData>>;
  bookGj(body: BookGjRequest, idempotencyKey: string): Promise<Envelope<BookGjData>>;
  /** The booker's invoice titles. */
  swxxList(body: SwxxListRequest): Promise<Envelope<PageData, SwxxItem>>;
}

export interface HotelIntlPorts {
  api: HotelIntlApi;
  storage: HistoryStorage;
  now(): number;
}

/** Tokyo (a hot international city) until the user picks one. */
export const DEFAULT_INTL_CITY: HotelCity = {
  cityId: 'TYO',
  cityName: '东京',
  names: { 'zh-CN': '东京', 'en-US': 'Tokyo' },
};

const HISTORY_PART = 'hotelIntl';

interface StoredIntl {
  active?: boolean;
  city?: HotelCity;
  nationality?: string;
}

function isCity(v: unknown): v is HotelCity {
  const c = v as HotelCity | null;
  return !!c && typeof c === 'object' && typeof c.cityId === 'string' && !!c.cityId && typeof c.cityName === 'string';
}

export class HotelIntlStore {
  /** The query form searches international hotels. */
  active = false;
  city: HotelCity = DEFAULT_INTL_CITY;
  occupancy: IntlOccupancy[] = [{ ...ONE_ADULT, childAges: [] }];
  nationality: string;
  /** The international result list (htList when the query is international). */
  readonly list = new HotelResults();

  constructor(private readonly ports: HotelIntlPorts) {
    const stored = readHistoryPart<StoredIntl>(ports.storage, HISTORY_PART);
    this.active = stored.active === true;
    if (isCity(stored.city)) this.city = stored.city;
    this.nationality = nationalityOr(stored.nationality);
    makeAutoObservable<HotelIntlStore, 'ports'>(this, { ports: false, list: false });
  }

  get api(): HotelIntlApi {
    return this.ports.api;
  }

  now(): number {
    return this.ports.now();
  }

  get rooms(): number {
    return this.occupancy.length;
  }

  get occupancyKey(): string {
    return `${occupancyKey(this.occupancy)}|${this.nationality}`;
  }

  /** Domestic or international query (remembered). */
  setActive(active: boolean): void {
    this.active = active;
    writeHistoryPart<StoredIntl>(this.ports.storage, HISTORY_PART, { active });
  }

  setCity(city: HotelCity): void {
    this.city = city;
    writeHistoryPart<StoredIntl>(this.ports.storage, HISTORY_PART, { city });
  }

  /** The editor's result: refused (false) when the shared rule refuses the occupancy. */
  setConditions(occupancy: readonly IntlOccupancy[], nationality: string): boolean {
    if (occupancyProblem(occupancy)) return false;
    this.occupancy = copyOccupancy(occupancy);
    this.nationality = nationalityOr(nationality);
    writeHistoryPart<StoredIntl>(this.ports.storage, HISTORY_PART, { nationality: this.nationality });
    return true;
  }

  /** The list request of the search's stay, sort and filters for the international city and conditions. */
  listRequest(search: HotelSearchStore): IntlHotelListRequest {
    const base = search.listRequest;
    const r: IntlHotelListRequest = {
      cityId: this.city.cityId,
      checkIn: base.checkIn,
      checkOut: base.checkOut,
      occupancy: copyOccupancy(this.occupancy),
      nationality: this.nationality,
    };
    if (base.sort !== undefined) r.sort = base.sort;
    if (search.keyword) r.keyword = search.keyword;
    if (base.stars) r.stars = base.stars;
    if (base.priceMin !== undefined) r.priceMin = base.priceMin;
    if (base.priceMax !== undefined) r.priceMax = base.priceMax;
    if (base.facilities) r.facilities = base.facilities;
    if (base.brands) r.brands = base.brands;
    if (base.travellers) r.travellers = base.travellers;
    if (base.ccsqdId) r.ccsqdId = base.ccsqdId;
    if (base.routeId) r.routeId = base.routeId;
    return r;
  }

  /** The list call bound to a request's conditions (the shared paged result asks pages through it). */
  private listCall(request: IntlHotelListRequest): HotelListCall {
    const call = this.ports.api.hotelList;
    return (page: HotelListRequest): Promise<Envelope<HotelListData, HotelSummary>> =>
      call({
        ...request,
        ...(page.pageNum ? { pageNum: page.pageNum } : {}),
        ...(page.count ? { count: page.count } : {}),
      });
  }

  /** The first page for the search's stay and filters (again with `force`). */
  async loadList(search: HotelSearchStore, force = false): Promise<void> {
    const request = this.listRequest(search);
    await this.list.load(this.listCall(request), request, force);
  }

  async loadMore(search: HotelSearchStore, retry = false): Promise<void> {
    await this.list.loadMore(this.listCall(this.listRequest(search)), retry);
  }
}
