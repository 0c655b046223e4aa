/**
 * Waitlist ('bench', 候补) orders on the client (SPEC §4 ticket grabbing, §7 /train/hbOrder/*, §9): the form of
 * /tr/trBenchEdit (the sold-out class chosen in the list, alternatives of the same route and day, the latest
 * departure, prepayment) submitted through the shared booking pipeline under one idempotency key, and the reads and
 * cancel of /tr/trBenchCmp/:id and /tr/trBenthOrderDetail. The API and `now` are ports (a test builds its own store).
 */
import { createContext, useContext } from 'react';
import { makeAutoObservable } from 'mobx';
import type { Envelope, PageData } from '../../../api/contract/envelope';
import type { TrainItem, TrainSeat } from '../../../api/contract/train';
import {
  BENCH_MAX_CANDIDATES,
  type BenchBookData,
  type BenchBookRequest,
  type BenchListItem,
  type BenchListRequest,
  type BenchOrderDetail,
  type BenchOrderIdRequest,
} from '../../../api/contract/trainBench';
import { hbOrderBook, hbOrderDetail, hbOrderList, trHbOrderCancel } from '../../../api/trainBench';
import { kitRequestFields } from '../../../components/booking/request';
import { BookingSubmit, type NextStep, type SubmitAdapter } from '../../../components/booking/submit';
import { checkTravellerList } from '../../../components/booking/validate';
import { checkMobile } from '../../../domain/validators';
import { yuanToFen } from '../../../domain/money';
import { benchOpen, withinBookingHours } from '../../../domain/train/sale';
import { clock } from '../../../hosts/clock';
import type { MessageKey } from '../../../i18n';
import type { BookingStore } from '../../../stores/booking';
import { trainPsgList } from '../booking/passengers';

/** The calls of the waitlist screens (the real API in the app, fakes in tests). */
export interface BenchApi {
  hbOrderBook(body: BenchBookRequest, idempotencyKey: string): Promise<Envelope<BenchBookData>>;
  hbOrderDetail(query: BenchOrderIdRequest): Promise<Envelope<BenchOrderDetail>>;
  hbOrderList(body: BenchListRequest): Promise<Envelope<PageData, BenchListItem>>;
  trHbOrderCancel(query: BenchOrderIdRequest, idempotencyKey: string): Promise<Envelope<BenchOrderDetail>>;
}

export interface BenchPorts {
  api: BenchApi;
  now(): number;
  /** Idempotency keys (tests give fixed ones). */
  newKey?: () => string;
}

/** One accepted seat class: a train of the list and one of its classes. */
export interface BenchCandidate {
  train: TrainItem;
  seat: TrainSeat;
}

/** What the form refuses, in the order it checks. */
export interface BenchProblem {
  key: MessageKey;
  values?: Record<string, string>;
  /** The traveller concerned, by name and by place in the list. */
  traveller?: string;
  index?: number;
  /** Where it shows: the travellers card, the contact card, the latest departure or the page's alert. */
  area: 'hours' | 'travellers' | 'contact' | 'costCenter' | 'project' | 'remark' | 'latest' | 'candidates';
}

/** The form's source of travellers, contact and cost assignment: the shared booking store. */
export type BenchBookingSource = Pick<
  BookingStore,
  'travellers' | 'contact' | 'costCenter' | 'project' | 'violation' | 'insuranceChoices' | 'remark' | 'rules'
>;

/** Statuses the grab is still running in (the result screen keeps polling). */
export const BENCH_LIVE_STATUSES: readonly string[] = ['paid', 'grabbing', 'seatSecured'];

/** 'YYYY-MM-DD HH:mm' of a train's departure. */
const depOf = (c: BenchCandidate): string => c.train.depTime.slice(0, 16);

/** Where a booked waitlist order goes next: the cashier (it is prepaid). */
export function benchNextStep(booked: Pick<BenchBookData, 'orderId'>): NextStep {
  return { kind: 'cashier', url: '/pay/payment', query: { orderIds: booked.orderId } };
}

/** The form of /tr/trBenchEdit. */
export class BenchForm {
  primary: BenchCandidate | null = null;
  extras: BenchCandidate[] = [];
  /** The latest acceptable departure, 'YYYY-MM-DD HH:mm'. */
  latest = '';
  /** Problems show once the user tried to submit. */
  tried = false;
  readonly submission: BookingSubmit<BenchBookData>;

  constructor(
    private readonly ports: BenchPorts,
    private readonly booking: BenchBookingSource,
  ) {
    const adapter: SubmitAdapter<BenchBookData> = {
      intent: () => JSON.stringify(this.request()),
      // The server checks the classes again; nothing to re-quote or whitelist before a waitlist order.
      freshness: () => Promise.resolve({ fresh: true }),
      duplicates: () => Promise.resolve([]),
      eligibility: () => Promise.resolve({ eligible: true }),
      book: async (key) => {
        const answer = await this.ports.api.hbOrderBook(this.request(), key);
        if (!answer.data) throw new Error('hbOrder/book answered without data');
        return { kind: 'booked', result: answer.data };
      },
      next: benchNextStep,
    };
    this.submission = new BookingSubmit(adapter, ports.newKey ? { newKey: ports.newKey } : {});
    makeAutoObservable<BenchForm, 'ports' | 'booking'>(this, { ports: false, booking: false, submission: false });
  }

  now(): number {
    return this.ports.now();
  }

  /** Opens the form on the list's choice (null: nothing chosen, e.g. after a reload); the same choice keeps the form. */
  start(choice: BenchCandidate | null): void {
    if (choice?.seat.seatKey === this.primary?.seat.seatKey) return;
    this.primary = choice;
    this.extras = [];
    this.latest = choice ? depOf(choice) : '';
    this.tried = false;
  }

  get candidates(): BenchCandidate[] {
    return this.primary ? [this.primary, ...this.extras] : [];
  }

  get depDate(): string {
    return this.primary ? this.primary.train.depTime.slice(0, 10) : '';
  }

  /** Classes of other trains (or the same train) of the same route and day the user may add. */
  alternatives(trains: readonly TrainItem[]): BenchCandidate[] {
    const p = this.primary;
    if (!p) return [];
    const out: BenchCandidate[] = [];
    for (const train of trains) {
      if (
        train.from.code !== p.train.from.code ||
        train.to.code !== p.train.to.code ||
        train.depTime.slice(0, 10) !== this.depDate ||
        train.saleDateTime !== 'reservable'
      ) {
        continue;
      }
      for (const seat of train.seats) {
        if (seat.seatKey === p.seat.seatKey || seat.wb === 2) continue;
        if (seat.isBench || seat.seatCount > 0) out.push({ train, seat });
      }
    }
    return out;
  }

  isChosen(seatKey: string): boolean {
    return this.candidates.some((c) => c.seat.seatKey === seatKey);
  }

  /** Adds or removes an alternative; the latest departure follows the latest train chosen. */
  toggle(candidate: BenchCandidate): void {
    const key = candidate.seat.seatKey;
    if (this.extras.some((c) => c.seat.seatKey === key)) {
      this.extras = this.extras.filter((c) => c.seat.seatKey !== key);
      const last = this.departures[this.departures.length - 1] ?? '';
      if (this.latest > last) this.latest = last;
      return;
    }
    if (this.candidates.length >= BENCH_MAX_CANDIDATES) return;
    this.extras = [...this.extras, candidate];
    const dep = depOf(candidate);
    if (dep > this.latest) this.latest = dep;
  }

  /** The departures of the chosen trains, earliest first: the choices of the latest departure. */
  get departures(): string[] {
    return [...new Set(this.candidates.map(depOf))].sort();
  }

  setLatest(value: string): void {
    this.latest = value;
  }

  /** The prepayment per passenger: the highest chosen price, fen. */
  get unitFen(): number {
    return Math.max(0, ...this.candidates.map((c) => yuanToFen(c.seat.price)));
  }

  get totalFen(): number {
    return this.unitFen * this.booking.travellers.length;
  }

  /** The first thing that stops the submission (null: none). */
  get problem(): BenchProblem | null {
    const now = this.ports.now();
    if (!withinBookingHours(now)) return { key: 'trainBench.edit.maintenance', area: 'hours' };
    const travellers = this.booking.travellers;
    if (travellers.length === 0) return { key: 'trainBench.error.noTravellers', area: 'travellers' };
    const listProblem = checkTravellerList(travellers, this.depDate, this.depDate);
    if (listProblem) {
      const who = listProblem.index !== undefined ? travellers[listProblem.index]?.name : undefined;
      return {
        key: listProblem.key,
        area: 'travellers',
        ...(who ? { traveller: who, index: listProblem.index } : {}),
      };
    }
    const { linkman, linkTel } = this.booking.contact;
    if (linkman.trim() === '') return { key: 'trainBench.error.linkman', area: 'contact' };
    if (checkMobile(linkTel.trim()) !== null) return { key: 'trainBench.error.linkTel', area: 'contact' };
    // The company's rules of every booking form (queryVipParameter for trains).
    const rules = this.booking.rules;
    if (rules.costCenterRequired && !this.booking.costCenter) {
      return { key: 'booking.error.costCenterRequired', area: 'costCenter' };
    }
    if (rules.projectRequired && !this.booking.project)
      return { key: 'booking.error.projectRequired', area: 'project' };
    if (rules.remarkRequired && this.booking.remark.trim() === '') {
      return { key: 'booking.error.remarkRequired', area: 'remark' };
    }
    const first = this.departures[0];
    if (!first || this.latest < first) return { key: 'trainBench.error.latestBeforeTrains', area: 'latest' };
    if (!benchOpen(this.latest, now)) return { key: 'trainBench.error.tooLate', area: 'latest' };
    if (this.candidates.length > BENCH_MAX_CANDIDATES) {
      return { key: 'trainBench.error.tooMany', values: { max: String(BENCH_MAX_CANDIDATES) }, area: 'candidates' };
    }
    return null;
  }

  /** The problem to show (after a first attempt). */
  get shownProblem(): BenchProblem | null {
    return this.tried ? this.problem : null;
  }

  request(): BenchBookRequest {
    // No policy check and no insurance with a waitlist order: the kit's contact, cost centre, project and remark.
    return {
      seatKeys: this.candidates.map((c) => c.seat.seatKey),
      latestDepTime: this.latest,
      psgList: trainPsgList(this.booking.travellers, this.depDate, {}),
      ...kitRequestFields(this.booking, false, { insurance: false }),
    };
  }

  markTried(): void {
    this.tried = true;
  }

  /** Resets after a booking (the list's choice is consumed). */
  finish(): void {
    this.primary = null;
    this.extras = [];
    this.latest = '';
    this.tried = false;
  }
}

/** Reads and cancel of waitlist orders. */
export class BenchOrders {
  constructor(private readonly ports: BenchPorts) {}

  now(): number {
    return this.ports.now();
  }

  async load(orderId: string): Promise<BenchOrderDetail | null> {
    const answer = await this.ports.api.hbOrderDetail({ orderId });
    return answer.data ?? null;
  }

  /** Cancels under `key` (one key per cancel intent); rejects when refused (the transport showed why). */
  async cancel(orderId: string, key: string): Promise<BenchOrderDetail | null> {
    const answer = await this.ports.api.trHbOrderCancel({ orderId }, key);
    return answer.data ?? null;
  }
}

export interface BenchStores {
  orders: BenchOrders;
  /** A new form for a booking screen. */
  newForm(booking: BenchBookingSource): BenchForm;
}

export function createBenchStores(ports: BenchPorts): BenchStores {
  return { orders: new BenchOrders(ports), newForm: (booking) => new BenchForm(ports, booking) };
}

/** The app's waitlist stores: the real API and clock. */
export const benchStores = createBenchStores({
  api: { hbOrderBook, hbOrderDetail, hbOrderList, trHbOrderCancel },
  now: () => clock.now(),
});

/** Lets a test render the waitlist screens with its own stores. */
export const BenchStoresContext = createContext<BenchStores>(benchStores);

export function useBenchStores(): BenchStores {
  return useContext(BenchStoresContext);
}
