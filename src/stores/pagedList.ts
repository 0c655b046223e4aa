import { makeAutoObservable, observable, runInAction } from 'mobx';

export interface Page<T> {
  rows: T[];
  total: number;
}

export type FetchPage<T> = (pageNum: number, count: number) => Promise<Page<T>>;

/** A source with no rows: a list's source until its screen sets one (components/PagedList/listSource.ts). */
export const noRows: FetchPage<never> = async () => ({ rows: [], total: 0 });

/**
 * One paged list (infinite scroll + pull to refresh). Requests that answer after a newer refresh are dropped,
 * so switching tabs quickly never mixes two lists.
 *
 * The rows are kept as the server sent them (a shallow observable array): MobX does not turn each row into observable
 * objects, which cost /allorder about 27 ms of the 4× CPU before its first rows painted (issue 17). So a row never
 * changes in place: `update` / `updateAll` put a changed copy in its slot, and the list re-renders.
 */
export class PagedListStore<T> {
  items: T[] = [];
  total = 0;
  pageNum = 0;
  loading = false;
  failed = false;
  private generation = 0;

  constructor(
    private fetchPage: FetchPage<T>,
    readonly pageSize: number,
    private readonly keyOf: (item: T) => string,
  ) {
    makeAutoObservable<PagedListStore<T>, 'fetchPage' | 'generation' | 'keyOf'>(this, {
      items: observable.shallow,
      fetchPage: false,
      generation: false,
      keyOf: false,
    });
  }

  get loaded(): boolean {
    return this.pageNum > 0;
  }

  get hasMore(): boolean {
    return this.items.length < this.total;
  }

  get empty(): boolean {
    return this.loaded && this.items.length === 0;
  }

  /** Replaces the row with this key by `change(row)` (a new object; rows are never changed in place). */
  update(key: string, change: (row: T) => T): void {
    const index = this.items.findIndex((row) => this.keyOf(row) === key);
    if (index >= 0) this.items[index] = change(this.items[index]!);
  }

  /** Replaces every row by `change(row)` (e.g. all marked read). */
  updateAll(change: (row: T) => T): void {
    this.items = this.items.map(change);
  }

  /**
   * Replace the source (a new tab or filter) and load its first page. The old rows go at once: they answer another
   * question, and showing them under the new tab (orders still ticketing under 已完成) would mislead; the skeleton
   * shows until the new page arrives. A refresh of the same source keeps its rows meanwhile.
   */
  reset(fetchPage: FetchPage<T>): Promise<void> {
    this.fetchPage = fetchPage;
    this.items = [];
    this.total = 0;
    this.pageNum = 0;
    return this.refresh();
  }

  async refresh(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.fetchPage(1, this.pageSize);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.items = page.rows;
        this.total = page.total;
        this.pageNum = 1;
      });
    } catch {
      if (generation === this.generation) runInAction(() => (this.failed = true));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    const generation = this.generation;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.fetchPage(this.pageNum + 1, this.pageSize);
      if (generation !== this.generation) return;
      runInAction(() => {
        // Stable server order (newest first, then id) means no overlap; the id guard covers inserts meanwhile.
        const seen = new Set(this.items.map(this.keyOf));
        this.items = [...this.items, ...page.rows.filter((row) => !seen.has(this.keyOf(row)))];
        this.total = page.total;
        this.pageNum += 1;
      });
    } catch {
      if (generation === this.generation) runInAction(() => (this.failed = true));
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }
}
