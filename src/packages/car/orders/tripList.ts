/**
 * The car orders booked through trip applications (SPEC §2 /userCenter/tripCarList) with the SPEC §7
 * /vehicles/order/list filters: use date (a month or a day), order number, passenger, phone, city, order type and
 * scope. The filters being edited are a draft; `apply` checks and sends them, and the list starts over.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CarCity, CarOrderListItem, CarOrderListRequest } from '../../../api/contract/car';
import type { FindScope } from '../../../api/contract/orders';
import { ORDER_TYPE } from '../../../domain/codes';
import { LIMITS } from '../../../domain/limits';
import { PagedListStore } from '../../../stores/pagedList';
import type { CarOrderStore } from './store';

export interface TripCarFilters {
  date: string;
  orderNo: string;
  empName: string;
  linkTel: string;
  cityId: string;
  /** 0: both order types. */
  orderType: 0 | typeof ORDER_TYPE.car | typeof ORDER_TYPE.carRealTime;
  findScope: FindScope;
}

export const EMPTY_FILTERS: TripCarFilters = {
  date: '',
  orderNo: '',
  empName: '',
  linkTel: '',
  cityId: '',
  orderType: 0,
  findScope: 1,
};

/** 'YYYY-MM' or 'YYYY-MM-DD' (month 01–12, day 01–31), or empty. */
export function validDateFilter(date: string): boolean {
  const d = date.trim();
  return d === '' || /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(d);
}

/** The list request of some filters (empty ones left out). */
export function listRequest(f: TripCarFilters, pageNum: number, count: number): CarOrderListRequest {
  const text = (v: string) => v.trim() || undefined;
  const body: CarOrderListRequest = { pageNum, count, tripOnly: true, findScope: f.findScope };
  const fields: Partial<CarOrderListRequest> = {
    date: text(f.date),
    orderNo: text(f.orderNo),
    empName: text(f.empName),
    linkTel: text(f.linkTel),
    cityId: text(f.cityId),
    orderType: f.orderType || undefined,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) Object.assign(body, { [k]: v });
  return body;
}

export class TripCarList {
  /** The filters the list shows. */
  applied: TripCarFilters = { ...EMPTY_FILTERS };
  /** The filters being edited in the sheet. */
  draft: TripCarFilters = { ...EMPTY_FILTERS };
  dateInvalid = false;
  cities: CarCity[] = [];
  readonly list: PagedListStore<CarOrderListItem>;

  constructor(private readonly store: CarOrderStore) {
    this.list = new PagedListStore<CarOrderListItem>(this.fetcher(), LIMITS.pageSize.orders, (r) => r.orderId);
    makeAutoObservable<TripCarList, 'store'>(this, { store: false, list: false });
  }

  private fetcher() {
    const filters = { ...this.applied };
    return async (pageNum: number, count: number) => this.store.list(listRequest(filters, pageNum, count));
  }

  /** First page and the city filter's cities. */
  async open(): Promise<void> {
    await Promise.all([this.list.refresh(), this.loadCities()]);
  }

  private async loadCities(): Promise<void> {
    if (this.cities.length > 0) return;
    const cities = await this.store.cities().catch(() => []);
    runInAction(() => (this.cities = cities));
  }

  edit(patch: Partial<TripCarFilters>): void {
    this.draft = { ...this.draft, ...patch };
    if ('date' in patch) this.dateInvalid = false;
  }

  /** Starts editing from what is shown. */
  beginEdit(): void {
    this.draft = { ...this.applied };
    this.dateInvalid = false;
  }

  /** Sends the draft; false (nothing sent) when the date is not a month or a day. */
  apply(): boolean {
    if (!validDateFilter(this.draft.date)) {
      this.dateInvalid = true;
      return false;
    }
    this.applied = { ...this.draft, date: this.draft.date.trim() };
    void this.list.reset(this.fetcher());
    return true;
  }

  /** Back to no filters (the scope stays). */
  reset(): void {
    this.draft = { ...EMPTY_FILTERS, findScope: this.draft.findScope };
    this.dateInvalid = false;
  }

  /** The scope chips apply at once. */
  setScope(scope: FindScope): void {
    this.draft = { ...this.draft, findScope: scope };
    this.applied = { ...this.applied, findScope: scope };
    void this.list.reset(this.fetcher());
  }

  /** How many filters (besides the scope) are applied. */
  get activeCount(): number {
    const a = this.applied;
    return (
      [a.date, a.orderNo, a.empName, a.linkTel, a.cityId].filter((v) => v.trim() !== '').length + (a.orderType ? 1 : 0)
    );
  }
}
