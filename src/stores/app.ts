import { makeAutoObservable, runInAction } from 'mobx';
import type { BadgeCounts, Envelope, PageSettings } from '../api/contract';

export interface AppPorts {
  etPageSetList(): Promise<Envelope<PageSettings>>;
  getAuthorizationPnos(): Promise<Envelope<unknown, string>>;
  totalCount(): Promise<Envelope<BadgeCounts>>;
}

const NO_COUNTS: BadgeCounts = {
  message: 0,
  readMessage: 0,
  approval: 0,
  approved: 0,
  toPay: 0,
  waitApproval: 0,
  todoTotal: 0,
};

/** Page settings, the product privileges and the badge counts the dashboard shows. */
export class AppStore {
  pageSettings: PageSettings | null = null;
  /** Product codes from getAuthorizationPnos (SPEC §6); null until loaded. */
  products: string[] | null = null;
  counts: BadgeCounts = NO_COUNTS;

  constructor(private readonly ports: AppPorts) {
    makeAutoObservable<AppStore, 'ports'>(this, { ports: false });
  }

  async loadPageSettings(): Promise<void> {
    const answer = await this.ports.etPageSetList();
    runInAction(() => {
      this.pageSettings = answer.data ?? null;
    });
  }

  async loadProducts(): Promise<void> {
    const answer = await this.ports.getAuthorizationPnos();
    runInAction(() => {
      this.products = (answer.list ?? []).map(String);
    });
  }

  async loadCounts(): Promise<void> {
    const answer = await this.ports.totalCount();
    runInAction(() => {
      this.counts = { ...NO_COUNTS, ...answer.data };
    });
  }

  /** Logout: nothing of the previous user may show to the next one. */
  reset(): void {
    this.products = null;
    this.counts = NO_COUNTS;
  }
}
