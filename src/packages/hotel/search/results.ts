/**
 * One paged hotel result (SPEC §7 hotelList / v2 list, SPEC §9 page size): rows appended page by page for the
 * infinite scroll, the centre distances are measured from, the brands of the city, and the load state. The search
 * store keeps two: the search list (htList, htMap) and the protocol-hotel list (htSignList).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { Envelope } from '../../../api/contract/envelope';
import type { GeoPoint, HotelListData, HotelListRequest, HotelSummary } from '../../../api/contract/hotel';
import { LIMITS } from '../../../domain/limits';
import { hotelListPage } from './listQuery';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The list call of the store's version. */
export type HotelListCall = (body: HotelListRequest) => Promise<Envelope<HotelListData, HotelSummary>>;

/** The message of a failed call: the server's tips when it sent some. */
export function tipsOf(error: unknown): string {
  const tips = (error as { tips?: unknown } | null)?.tips;
  return typeof tips === 'string' ? tips : '';
}

/** Settles in a later task (after what the current one still does, and a chance for the browser to paint). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export class HotelResults {
  hotels: HotelSummary[] = [];
  total = 0;
  /** Last page loaded (0 before the first). */
  page = 0;
  status: LoadStatus = 'idle';
  /** A next page is on its way (the first page shows the skeleton instead). */
  loadingMore = false;
  /** The last next page failed: the list shows a retry instead of loading on scroll. */
  moreFailed = false;
  /** The server's tips of the last failure ('' when none: the page says it generically). */
  tips = '';
  centre: GeoPoint | null = null;
  brands: string[] = [];
  /** The request (without paging) the rows answer. */
  key = '';

  private generation = 0;
  private request: HotelListRequest | null = null;

  constructor(readonly pageSize: number = LIMITS.pageSize.list) {
    // The answer's rows, centre and brands are replaced whole, never changed in place: observed by reference, not
    // made deeply observable, which took a page of rows 5-15 ms in one task on the list's first load (issue 17).
    makeAutoObservable<HotelResults, 'generation' | 'request'>(this, {
      generation: false,
      request: false,
      hotels: observable.ref,
      centre: observable.ref,
      brands: observable.ref,
    });
  }

  get hasMore(): boolean {
    return this.status === 'ready' && !this.moreFailed && this.hotels.length < this.total;
  }

  get empty(): boolean {
    return this.status === 'ready' && this.hotels.length === 0;
  }

  /** The first page of a request (nothing when the same request is already loaded, unless forced). */
  async load(call: HotelListCall, request: HotelListRequest, force = false): Promise<void> {
    const key = JSON.stringify(request);
    if (!force && key === this.key && (this.status === 'ready' || this.status === 'loading')) return;
    const generation = ++this.generation;
    this.key = key;
    this.request = request;
    this.hotels = [];
    this.total = 0;
    this.page = 0;
    this.status = 'loading';
    this.loadingMore = false;
    this.moreFailed = false;
    this.tips = '';
    await this.fetch(call, 1, generation);
  }

  /** The next page of the current request (infinite scroll). */
  async loadMore(call: HotelListCall, retry = false): Promise<void> {
    if (retry) this.moreFailed = false;
    if (!this.hasMore || this.loadingMore || !this.request) return;
    this.loadingMore = true;
    await this.fetch(call, this.page + 1, this.generation);
  }

  /** Forgets the rows (another user, another search). */
  clear(): void {
    this.generation += 1;
    this.hotels = [];
    this.total = 0;
    this.page = 0;
    this.status = 'idle';
    this.loadingMore = false;
    this.moreFailed = false;
    this.tips = '';
    this.key = '';
    this.request = null;
  }

  private async fetch(call: HotelListCall, pageNum: number, generation: number): Promise<void> {
    const request = this.request;
    if (!request) return;
    try {
      const answer = await call(hotelListPage(request, pageNum, this.pageSize));
      // The answer goes in a task of its own: one already at hand (the list's early first call, issue 17) otherwise
      // landed in the task that asked for it, with the rows' first render, one task of 15+ ms (Lighthouse TBT).
      await nextTask();
      if (generation !== this.generation) return;
      runInAction(() => {
        const rows = answer.list ?? [];
        const seen = new Set(this.hotels.map((h) => h.hotelId));
        this.hotels = pageNum === 1 ? rows : [...this.hotels, ...rows.filter((h) => !seen.has(h.hotelId))];
        this.total = answer.data?.total ?? this.hotels.length;
        // A short page ends the list whatever the total says.
        if (rows.length < this.pageSize) this.total = this.hotels.length;
        this.page = pageNum;
        if (answer.data?.centre) this.centre = answer.data.centre;
        if (answer.data?.brands) this.brands = answer.data.brands;
        this.status = 'ready';
        this.loadingMore = false;
      });
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => {
        this.tips = tipsOf(error);
        this.loadingMore = false;
        // A failed next page keeps the rows on hand; a failed first page is an error screen with a retry.
        if (pageNum === 1) this.status = 'error';
        else this.moreFailed = true;
      });
    }
  }
}
