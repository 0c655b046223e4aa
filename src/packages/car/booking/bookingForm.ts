/**
 * The car booking form's store for one visit of /car/carEdit (one store, so one idempotency key per form): the ride
 * and the vehicle class's estimate chosen on /car/carList (read from the search store by its estimateKey, so a cold
 * open shows the way back to the query), one passenger (the booking kit's traveller, the booker by default), riders
 * and luggage against the class, the class's policy for the passenger (vehicleClzcDetail when someone else rides),
 * the trip request's transport budget, and the submission through the shared pipeline. API and `now` are ports.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { PolicyMatch } from '../../../api/contract/booking';
import type { CarBookData, CarEstimate, CarPreBookData, CarService } from '../../../api/contract/car';
import { kitCheckFields } from '../../../components/booking/formChecks';
import { BookingSubmit, type SubmitOutcome, type SubmitUi } from '../../../components/booking/submit';
import {
  bookingFields,
  overBudget,
  type TripBookingFields,
  type TripChoice,
  type TripRequestStore,
} from '../../../components/tripRequest/tripRequestStore';
import { luggageFits, luggageUnits } from '../../../domain/car/luggage';
import { PRODUCT } from '../../../domain/codes';
import type { PriceDetail } from '../../../domain/priceDetail';
import { addCalendarDays } from '../../../domain/time';
import type { BookingStore, BookingTraveller } from '../../../stores/booking';
import type { CarQuery, CarSearchStore } from '../search/searchStore';
import type { CarBookingApi } from './api';
import { carSubmitAdapter, type CarDraft, type CarRefresh, type CarStaleReason } from './carSubmit';
import { checkCarForm, NO_PROBLEMS, type CarFormProblems } from './checks';
import { carPriceDetail, type CarPriceDetail } from './price';
import { carBookRequest, type CarRide } from './request';

/** The product code of cars (booking scope, company rules, violation reasons, trip-request choice). */
export const CAR_CPLX = String(PRODUCT.car);

/** How much before the estimate's 10 minutes run out the form estimates again (the booking call takes a moment). */
export const REFRESH_MARGIN_MS = 30_000;
/** The most cases of one size the steppers offer (more than any boot takes, so the form can say it does not fit). */
export const MAX_CASES = 9;

/** What the form reads of the search store (the query, the estimates' age, the chosen estimate). */
export type CarEstimateSource = Pick<
  CarSearchStore,
  'query' | 'trip' | 'useType' | 'fetchedAt' | 'estimateByKey' | 'validate' | 'loadEstimates' | 'choose'
>;

export interface CarBookingDeps {
  estimateKey: string;
  api: CarBookingApi;
  search: CarEstimateSource;
  booking: BookingStore;
  trip: TripRequestStore;
  now(): number;
  tripRequired(): boolean;
  routeBookedQuestion(): string;
  /** The estimate's lifetime (the search store's). */
  estimateTtlMs: number;
  newKey?: () => string;
}

export type CarPolicyState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; wb: 0 | 1 | 2; policy: PolicyMatch };

export type CarSubmitOutcome =
  { kind: 'invalid'; problems: CarFormProblems } | SubmitOutcome<CarBookData, CarPreBookData>;

export class CarBookingForm {
  /** The estimate shown and booked (a fresh one replaces it when the old one expired). */
  estimate: CarEstimate | null;
  /** When the estimate shown was made (epoch ms of the search store's fetch). */
  estimatedAt = 0;
  riders = 1;
  luggageStandard = 0;
  luggageLarge = 0;
  policy: CarPolicyState = { status: 'idle' };
  /** Why the last submission stopped before booking (the estimate is gone, forbidden or could not be renewed). */
  stale: CarStaleReason | null = null;
  /** A new price was accepted (the summary says so). */
  repriced = false;
  checked = false;
  readonly submission: BookingSubmit<CarBookData, CarPreBookData, CarEstimate>;
  private policyRun = 0;

  constructor(private readonly deps: CarBookingDeps) {
    this.estimate = deps.estimateKey ? deps.search.estimateByKey(deps.estimateKey) : null;
    this.estimatedAt = deps.search.fetchedAt;
    this.submission = new BookingSubmit(
      carSubmitAdapter(deps.api, {
        draft: () => this.draft(),
        routeBookedQuestion: deps.routeBookedQuestion,
        refresh: () => this.refresh(),
        adopt: (e) => this.adopt(e),
      }),
      deps.newKey ? { newKey: deps.newKey } : {},
    );
    makeAutoObservable<CarBookingForm, 'deps' | 'policyRun'>(this, {
      deps: false,
      submission: false,
      policyRun: false,
    });
  }

  /** Nothing chosen on the list (opened cold): the page shows the way back to the query. */
  get missing(): boolean {
    return this.estimate === null || !this.deps.search.query.from;
  }

  get query(): CarQuery {
    return this.deps.search.query;
  }

  get service(): CarService {
    return this.query.service;
  }

  get ride(): CarRide | null {
    const q = this.query;
    if (!q.from) return null;
    const ride: CarRide = { useType: this.deps.search.useType, from: q.from, useTime: q.useTime };
    if (q.to && q.service !== 'dayRental') ride.to = q.to;
    if (q.service === 'dayRental') {
      ride.dayPackage = q.dayPackage;
      ride.days = q.days;
    }
    if (q.flight && (q.service === 'airportPickup' || q.service === 'airportDropoff'))
      ride.flightNo = q.flight.flightNo;
    return ride;
  }

  get seats(): number {
    return this.estimate?.vehicleType.seats ?? 1;
  }

  get luggageCapacity(): number {
    return this.estimate?.vehicleType.luggage ?? 0;
  }

  get luggageUnits(): number {
    return luggageUnits(this.luggageStandard, this.luggageLarge);
  }

  get luggageFits(): boolean {
    return luggageFits(this.luggageStandard, this.luggageLarge, this.luggageCapacity);
  }

  get travellers(): BookingTraveller[] {
    return this.deps.booking.travellers;
  }

  /** The note to the driver (the booking kit's remark). */
  get remarkText(): string {
    return this.deps.booking.remark;
  }

  get passenger(): BookingTraveller | null {
    return this.travellers[0] ?? null;
  }

  get wb(): 0 | 1 | 2 {
    if (this.policy.status === 'ready') return this.policy.wb;
    return this.estimate?.wb ?? 0;
  }

  get violating(): boolean {
    return this.wb > 0;
  }

  get blocked(): boolean {
    return this.wb === 2;
  }

  /** The broken rules, for the policy card. */
  get violations(): string[] {
    const policy = this.policy.status === 'ready' ? this.policy.policy : this.estimate?.policy;
    return policy?.violations.map((v) => v.text) ?? [];
  }

  get price(): CarPriceDetail {
    return carPriceDetail(this.estimate);
  }

  get detail(): PriceDetail {
    return this.price.detail;
  }

  get choice(): TripChoice | null {
    return this.deps.trip.choiceFor(CAR_CPLX);
  }

  get tripRequired(): boolean {
    return this.deps.tripRequired();
  }

  get overBudget(): boolean {
    return overBudget(this.choice, this.detail.totalFen);
  }

  get overReason(): { reasonId: string; text: string } {
    return this.deps.trip.reasonFor(CAR_CPLX);
  }

  /** The day the ride starts (the booking frame's travel date). */
  get travelDate(): string {
    return this.query.useTime.slice(0, 10);
  }

  /** The last day of a day rental, else the ride's day. */
  get tripEnd(): string {
    const days = this.service === 'dayRental' ? Math.max(1, this.query.days) : 1;
    return this.travelDate ? addCalendarDays(this.travelDate, days - 1) : '';
  }

  get travelDates(): string[] {
    const out: string[] = [];
    for (let d = this.travelDate; d && d <= this.tripEnd; d = addCalendarDays(d, 1)) out.push(d);
    return out;
  }

  /** Who and what the policy check asks about. */
  get policyKey(): string {
    const p = this.passenger;
    return [this.estimate?.estimateKey ?? '', p?.empId ?? '', p?.contactsId ?? ''].join('|');
  }

  get problems(): CarFormProblems {
    return this.checked ? this.validate() : NO_PROBLEMS;
  }

  validate(): CarFormProblems {
    return checkCarForm(
      {
        travellers: this.travellers,
        travelDate: this.travelDate,
        tripEnd: this.tripEnd,
        ...kitCheckFields(this.deps.booking),
        violating: this.violating,
        blocked: this.blocked,
        trip: {
          required: this.tripRequired,
          choice: this.choice,
          dates: this.travelDates,
          overBudget: this.overBudget,
          reason: this.overReason,
        },
        riders: this.riders,
        seats: this.seats,
        luggageStandard: this.luggageStandard,
        luggageLarge: this.luggageLarge,
        luggageCapacity: this.luggageCapacity,
      },
      'carBooking.policy.blockedText',
    );
  }

  setRiders(n: number): void {
    this.riders = Math.max(1, Math.floor(n));
  }

  setLuggage(size: 'standard' | 'large', n: number): void {
    const value = Math.max(0, Math.min(MAX_CASES, Math.floor(n)));
    if (size === 'standard') this.luggageStandard = value;
    else this.luggageLarge = value;
  }

  /** The class's policy for the passenger: another employee's standard is asked; the booker's came with the estimate. */
  async checkPolicy(): Promise<void> {
    const run = ++this.policyRun;
    const empId = this.passenger?.empId ?? '';
    const estimate = this.estimate;
    if (!estimate || !empId || empId === this.deps.booking.ownerEmpId) {
      this.policy = { status: 'idle' };
      return;
    }
    this.policy = { status: 'loading' };
    try {
      const answer = await this.deps.api.vehicleClzcDetail({
        empId,
        useTime: this.query.useTime,
        vehicleTypeId: estimate.vehicleType.vehicleTypeId,
        price: estimate.price,
        distance: estimate.distance,
        ...(this.choice?.ccsqdNo ? { ccsqdNo: this.choice.ccsqdNo } : {}),
      });
      const data = answer.data;
      if (run === this.policyRun)
        runInAction(
          () => (this.policy = data ? { status: 'ready', wb: data.wb, policy: data.policy } : { status: 'idle' }),
        );
    } catch {
      if (run === this.policyRun) runInAction(() => (this.policy = { status: 'failed' }));
    }
  }

  /** Checks the form, then submits through the pipeline; a tap while one runs does nothing. */
  async submit(ui: SubmitUi<CarBookData, CarPreBookData, CarEstimate> = {}): Promise<CarSubmitOutcome> {
    if (this.submission.running) return { kind: 'busy' };
    const problems = this.validate();
    this.checked = true;
    if (problems.first) return { kind: 'invalid', problems };
    this.stale = null;
    return this.submission.submit(ui);
  }

  /** Booked: the kit's form starts afresh and the request's leg is used up. */
  finishBooked(): void {
    this.deps.booking.reset();
    this.deps.trip.clear(CAR_CPLX);
  }

  adopt(estimate: CarEstimate): void {
    if (this.estimate && estimate.price !== this.estimate.price) this.repriced = true;
    this.estimate = estimate;
    this.estimatedAt = this.deps.search.fetchedAt;
    if (this.riders > this.seats) this.riders = this.seats;
  }

  /** The estimate is about to expire: the search store estimates again and answers the class's fresh one. */
  private async refresh(): Promise<CarRefresh> {
    const search = this.deps.search;
    const estimate = this.estimate;
    if (!estimate) return 'gone';
    const age = this.deps.now() - this.estimatedAt;
    if (this.estimatedAt > 0 && age < this.deps.estimateTtlMs - REFRESH_MARGIN_MS) return null;
    if (search.validate()) {
      this.stale = 'invalid';
      return 'invalid';
    }
    const reloaded = await search.loadEstimates();
    const fresh = reloaded ? await search.choose(estimate.vehicleType.vehicleTypeId) : 'failed';
    if (typeof fresh === 'string') runInAction(() => (this.stale = fresh));
    return fresh;
  }

  private tripFields(): TripBookingFields {
    if (this.choice) return bookingFields(this.choice, this.overBudget, this.overReason);
    const t = this.deps.search.trip;
    return { ...(t.ccsqdId ? { ccsqdId: t.ccsqdId } : {}), ...(t.routeId ? { routeId: t.routeId } : {}) };
  }

  private draft(): CarDraft | null {
    const ride = this.ride;
    const estimate = this.estimate;
    const p = this.passenger;
    if (!ride || !estimate || !p) return null;
    const request = carBookRequest(
      this.deps.booking,
      ride,
      {
        estimate,
        riders: this.riders,
        luggageStandard: this.luggageStandard,
        luggageLarge: this.luggageLarge,
        violating: this.violating,
      },
      this.tripFields(),
    );
    if (!request) return null;
    const passenger: CarDraft['passenger'] = { name: p.name.trim() };
    if (p.empId) passenger.empId = p.empId;
    if (p.contactsId) passenger.contactsId = p.contactsId;
    return { request, cityCode: this.query.cityCode || ride.from.cityCode, passenger };
  }
}
