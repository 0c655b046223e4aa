/**
 * The hotel need (inquiry) store, shared by /ht and /htV2 (SPEC §7 need orders): the inquiry form with its checks
 * and one idempotency key per intent, my need orders page by page, a need with its notes thread (polled by the
 * detail while the agency works) and the traveller's remark. The API and `now` are ports: the app passes the real
 * calls and the host clock, a test its fakes.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { newIdempotencyKey } from '../../../api/helpers/idempotency';
import { ApiError } from '../../../api/transport';
import type * as NeedApi from '../../../api/hotelNeed';
import {
  HOTEL_NEED_LIMITS,
  HOTEL_NEED_OPEN,
  type HotelNeedItem,
  type HotelNeedNotesData,
  type HotelNeedStatus,
} from '../../../api/contract/hotelNeed';
import type { HotelStar } from '../../../api/contract/hotel';
import {
  checkNeedForm,
  checkRemarkText,
  newNeedForm,
  toNeedRequest,
  type HotelNeedForm,
  type NeedCity,
  type NeedProblem,
  type NeedProblems,
} from './needForm';

export type HotelNeedApi = Pick<
  typeof NeedApi,
  'saveNeedOrder' | 'hotelNeedOrderList' | 'getHtNeedOrderDetail' | 'findHtNeedNote' | 'savehtNeedNote'
>;

export interface HotelNeedPorts {
  api: HotelNeedApi;
  now(): number;
  newKey?(): string;
}

/** A need and its thread, as the detail shows them. */
export interface NeedRecord {
  need: HotelNeedItem;
  thread: HotelNeedNotesData;
}

/** How often the detail reads the thread again while the agency works, and for how long at most. */
export const NEED_POLL = { intervalMs: 5_000, forMs: 10 * 60_000 } as const;

/** Whether the agency still has to answer (the detail polls). */
export const isWaiting = (status: HotelNeedStatus): boolean => status === 'submitted' || status === 'processing';

export class HotelNeedStore {
  form: HotelNeedForm;
  problems: NeedProblems = {};
  submitting = false;
  remark = '';
  remarkProblem: NeedProblem | null = null;
  sendingRemark = false;
  /** The key of the save being attempted: kept for a retry after a lost answer, dropped once answered. */
  private saveKey: string | null = null;
  private remarkKey: string | null = null;

  constructor(private readonly ports: HotelNeedPorts) {
    this.form = newNeedForm(ports.now(), '');
    makeAutoObservable<HotelNeedStore, 'ports' | 'saveKey' | 'remarkKey'>(this, {
      ports: false,
      saveKey: false,
      remarkKey: false,
    });
  }

  // Form ---------------------------------------------------------------------------------------------------------

  /** A fresh form (a new visit of the inquiry screen), the booker as first guest and contact. */
  start(name: string): void {
    this.form = newNeedForm(this.ports.now(), name);
    this.problems = {};
    this.saveKey = null;
  }

  /**
   * What the screen was opened with (a hotel search without a fitting hotel links here with its city and stay):
   * `cityId` with `cityName`, `checkIn` with `checkOut`; anything missing keeps the defaults.
   */
  prefill(query: { cityId?: string; cityName?: string; checkIn?: string; checkOut?: string }): void {
    const { cityId, cityName, checkIn, checkOut } = query;
    if (cityId && cityName) this.form = { ...this.form, city: { code: cityId, name: cityName } };
    if (checkIn && checkOut) this.form = { ...this.form, checkIn, checkOut };
  }

  /** The booker's name once known (the session loads it after the screen): only where nothing was typed yet. */
  fillName(name: string): void {
    if (!name) return;
    const [first, ...rest] = this.form.guests;
    if (first === '') this.form = { ...this.form, guests: [name, ...rest] };
    if (this.form.linkman === '') this.form = { ...this.form, linkman: name };
  }

  private patch(next: Partial<HotelNeedForm>): void {
    this.form = { ...this.form, ...next };
    // A corrected form is checked again on submit; stale messages would mislead.
    if (Object.keys(this.problems).length > 0) this.problems = {};
  }

  setCity(city: NeedCity): void {
    this.patch({ city });
  }

  setDates(checkIn: string, checkOut: string): void {
    this.patch({ checkIn, checkOut });
  }

  setRooms(rooms: number): void {
    this.patch({ rooms: Math.max(1, Math.min(HOTEL_NEED_LIMITS.maxRooms, rooms)) });
  }

  setGuest(index: number, name: string): void {
    this.patch({ guests: this.form.guests.map((g, i) => (i === index ? name : g)) });
  }

  addGuest(): void {
    if (this.form.guests.length < HOTEL_NEED_LIMITS.maxGuests) this.patch({ guests: [...this.form.guests, ''] });
  }

  removeGuest(index: number): void {
    if (this.form.guests.length > 1) this.patch({ guests: this.form.guests.filter((_, i) => i !== index) });
  }

  toggleStar(star: HotelStar): void {
    const has = this.form.stars.includes(star);
    this.patch({ stars: has ? this.form.stars.filter((s) => s !== star) : [...this.form.stars, star] });
  }

  setText(field: 'budget' | 'area' | 'requirements' | 'linkman' | 'linkTel', value: string): void {
    this.patch({ [field]: value });
  }

  get hasProblems(): boolean {
    return Object.keys(this.problems).length > 0;
  }

  /**
   * Checks and saves the form: the new need's id, or null when the form has problems or the server refused it
   * (the transport showed the refusal). A lost answer throws; submitting again reuses the same key.
   */
  async submit(): Promise<string | null> {
    if (this.submitting) return null;
    const problems = checkNeedForm(this.form, this.ports.now());
    this.problems = problems;
    if (Object.keys(problems).length > 0) return null;
    this.submitting = true;
    this.saveKey = this.saveKey ?? (this.ports.newKey ?? newIdempotencyKey)();
    try {
      const answer = await this.ports.api.saveNeedOrder(toNeedRequest(this.form), this.saveKey);
      this.saveKey = null;
      return answer.data?.needId ?? null;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'code') {
        this.saveKey = null;
        return null;
      }
      throw e;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  // Reads --------------------------------------------------------------------------------------------------------

  /** A page of my need orders (PagedListStore's fetcher). */
  async page(pageNum: number, count: number): Promise<{ rows: HotelNeedItem[]; total: number }> {
    const answer = await this.ports.api.hotelNeedOrderList({ pageNum, count });
    return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
  }

  /** A need and its thread; `quiet` while polling. */
  async load(needId: string, quiet = false): Promise<NeedRecord | null> {
    const [detail, thread] = await Promise.all([
      this.ports.api.getHtNeedOrderDetail({ needId }, quiet),
      this.ports.api.findHtNeedNote({ needId }, quiet),
    ]);
    if (!detail.data || !thread.data) return null;
    // The thread was read with the detail; its status is the newer of the two.
    return { need: { ...detail.data, status: thread.data.status }, thread: thread.data };
  }

  // Remark -------------------------------------------------------------------------------------------------------

  startRemark(): void {
    this.remark = '';
    this.remarkProblem = null;
  }

  setRemark(text: string): void {
    this.remark = text;
    this.remarkProblem = null;
    // Another text is another remark.
    this.remarkKey = null;
  }

  /** Sends the remark: true once saved; false with `remarkProblem` or after a refusal the transport showed. */
  async sendRemark(needId: string): Promise<boolean> {
    if (this.sendingRemark) return false;
    const problem = checkRemarkText(this.remark);
    this.remarkProblem = problem;
    if (problem) return false;
    this.sendingRemark = true;
    try {
      // One key per remark: sending it again after a lost answer is the same remark, not a second one.
      this.remarkKey = this.remarkKey ?? (this.ports.newKey ?? newIdempotencyKey)();
      await this.ports.api.savehtNeedNote({ needId, content: this.remark.trim() }, this.remarkKey);
      runInAction(() => {
        this.remark = '';
        this.remarkKey = null;
      });
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'code') {
        this.remarkKey = null;
        return false;
      }
      throw e;
    } finally {
      runInAction(() => {
        this.sendingRemark = false;
      });
    }
  }
}

/** Whether remarks may still be added. */
export const acceptsRemarks = (status: HotelNeedStatus): boolean => HOTEL_NEED_OPEN.includes(status);
