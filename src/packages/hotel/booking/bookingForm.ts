/**
 * The hotel booking form's store for one visit of /htV2/htEdit or /ht/htOrder (one store, so one idempotency key per
 * form): the plan priced now (pricePlanOne by planKey, so the form stands alone), rooms and the guests of each room
 * (the booking kit's travellers), the latest arrival with the 4-hour lead, the guest note, the membership card, the
 * cancellation rules ticked (H083), room sharing when the policy level shows it, the service fee (fwf/matchQuery),
 * the plan's policy for the guests (clzcRatePlan), the trip request's accommodation budget, and the submission
 * through the shared pipeline. API and `now` are ports.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  HotelBookData,
  HotelStandardData,
  PricePlanOneData,
  RatePlan,
  ServiceFeeData,
} from '../../../api/contract/hotel';
import type { HotelMembership, PolicyMatch } from '../../../api/contract';
import type { PriceDetail } from '../../../domain/priceDetail';
import { arrivalOptions, guaranteeNeeded, HOTEL_RULES, nightsBetween, stayDates } from '../../../domain/hotel/stay';
import type { BookingStore, BookingTraveller } from '../../../stores/booking';
import {
  bookingFields,
  overBudget,
  type TripChoice,
  type TripRequestStore,
} from '../../../components/tripRequest/tripRequestStore';
import { BookingSubmit, type SubmitOutcome, type SubmitUi } from '../../../components/booking/submit';
import { HOTEL_CPLX, type HotelScreens } from '../detail/screens';
import type { HotelBookingApi } from './api';
import { kitCheckFields } from '../../../components/booking/formChecks';
import { checkHotelForm, NO_PROBLEMS, type HotelFormProblems } from './checks';
import { hotelPriceDetail } from './price';
import { hotelBookRequest } from './request';
import { hotelSubmitAdapter, type HotelDraft, type HotelStale } from './hotelSubmit';

export interface HotelBookingDeps {
  planKey: string;
  screens: HotelScreens;
  api: HotelBookingApi;
  booking: BookingStore;
  trip: TripRequestStore;
  now(): number;
  tripRequired(): boolean;
  routeBookedQuestion(): string;
  newKey?: () => string;
}

export type OfferStatus = 'loading' | 'ready' | 'failed' | 'missing';

export type HotelPolicyState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; wb: 0 | 1 | 2; policy: PolicyMatch | null };

export type HotelSubmitOutcome = { kind: 'invalid'; problems: HotelFormProblems } | SubmitOutcome<HotelBookData, never>;

/** 'hotelId|roomId|planId|checkIn|checkOut' (the contract's planKey). */
function stayOfKey(planKey: string): { checkIn: string; checkOut: string } {
  const parts = planKey.split('|');
  return { checkIn: parts[3] ?? '', checkOut: parts[4] ?? '' };
}

export class HotelBookingForm {
  status: OfferStatus = 'loading';
  offer: PricePlanOneData | null = null;
  rooms: number = HOTEL_RULES.defaultRooms;
  /** Room index chosen per traveller key (default: the traveller's place, up to the last room). */
  roomOf: Record<string, number> = {};
  arrivalTime = '';
  note = '';
  membershipId = '';
  memberships: HotelMembership[] = [];
  cancelAccepted = false;
  roomSharing = false;
  standard: HotelStandardData | null = null;
  fee: ServiceFeeData | null = null;
  policy: HotelPolicyState = { status: 'idle' };
  stale: HotelStale | null = null;
  /** The plan was priced again at the user's yes (priceChanged). */
  repriced = false;
  checked = false;
  readonly submission: BookingSubmit<HotelBookData, never, RatePlan>;
  private policyRun = 0;
  private feeRun = 0;
  private membersOf = '';

  constructor(private readonly deps: HotelBookingDeps) {
    this.submission = new BookingSubmit(
      hotelSubmitAdapter(deps.api, deps.screens, {
        draft: () => this.draft(),
        routeBookedQuestion: deps.routeBookedQuestion,
        onStale: (s) => runInAction(() => (this.stale = s)),
        adoptPlan: (plan) => this.adoptPlan(plan),
      }),
      deps.newKey ? { newKey: deps.newKey } : {},
    );
    makeAutoObservable<HotelBookingForm, 'deps' | 'policyRun' | 'feeRun' | 'membersOf'>(this, {
      deps: false,
      submission: false,
      policyRun: false,
      feeRun: false,
      membersOf: false,
    });
  }

  get screens(): HotelScreens {
    return this.deps.screens;
  }

  get planKey(): string {
    return this.deps.planKey;
  }

  get plan(): RatePlan | null {
    return this.offer?.plan ?? null;
  }

  get checkIn(): string {
    return this.plan?.nightly[0]?.date ?? stayOfKey(this.planKey).checkIn;
  }

  get checkOut(): string {
    return stayOfKey(this.planKey).checkOut;
  }

  get nights(): number {
    return nightsBetween(this.checkIn, this.checkOut);
  }

  get nightDates(): string[] {
    return stayDates(this.checkIn, this.checkOut);
  }

  get travellers(): BookingTraveller[] {
    return this.deps.booking.travellers;
  }

  /** Rooms the form offers: what is left, and never more rooms than the 10 guests could fill. */
  get maxRooms(): number {
    return Math.max(1, Math.min(this.plan?.roomsLeft ?? 1, HOTEL_RULES.maxGuests));
  }

  /** The room of each traveller (same order as the kit's list). */
  get roomIndexes(): number[] {
    return this.travellers.map((t, i) => Math.min(this.roomOf[t.key] ?? i, this.rooms - 1));
  }

  get guestsPerRoom(): number[] {
    const counts = Array.from({ length: this.rooms }, () => 0);
    for (const r of this.roomIndexes) counts[r] = (counts[r] ?? 0) + 1;
    return counts;
  }

  /** The latest-arrival choices now (SPEC §5: at least 4 hours ahead when checking in today). */
  get arrivalChoices(): string[] {
    return this.checkIn ? arrivalOptions(this.checkIn, this.deps.now()) : [];
  }

  /** The plan asks for a card guarantee at this arrival time. */
  get guaranteeNeeded(): boolean {
    return this.plan ? guaranteeNeeded(this.plan, this.arrivalTime) : false;
  }

  get wb(): 0 | 1 | 2 {
    if (this.policy.status === 'ready') return this.policy.wb;
    return this.plan?.wb ?? 0;
  }

  get violating(): boolean {
    return this.wb > 0;
  }

  get blocked(): boolean {
    return this.wb === 2;
  }

  /** The broken rules, for the violation card. */
  get violations(): string[] {
    const policy = this.policy.status === 'ready' ? this.policy.policy : (this.plan?.policy ?? null);
    return policy?.violations.map((v) => v.text) ?? [];
  }

  get detail(): PriceDetail {
    return hotelPriceDetail(this.plan, this.rooms, this.fee);
  }

  /** What the fee depends on: rooms, nights and the amount. */
  get feeKey(): string {
    return this.plan ? `${this.planKey}|${this.rooms}|${this.plan.avgPrice}` : '';
  }

  /** Who and what the policy check asks about. */
  get policyKey(): string {
    const refs = this.deps.booking.travellerRefs();
    return [
      this.planKey,
      this.plan?.avgPrice ?? '',
      refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(','),
    ].join('|');
  }

  get choice(): TripChoice | null {
    return this.deps.trip.choiceFor(HOTEL_CPLX);
  }

  get tripRequired(): boolean {
    return this.deps.tripRequired();
  }

  get overBudget(): boolean {
    return overBudget(this.choice, this.detail.totalFen);
  }

  get overReason(): { reasonId: string; text: string } {
    return this.deps.trip.reasonFor(HOTEL_CPLX);
  }

  /** The booking frame's travel dates: check-in to the last night. */
  get travelDate(): string {
    return this.checkIn;
  }

  get tripEnd(): string {
    return this.checkOut || this.checkIn;
  }

  get problems(): HotelFormProblems {
    return this.checked ? this.validate() : NO_PROBLEMS;
  }

  validate(): HotelFormProblems {
    const b = this.deps.booking;
    return checkHotelForm(
      {
        travellers: this.travellers,
        checkIn: this.checkIn,
        checkOut: this.checkOut,
        rooms: this.rooms,
        guestsPerRoom: this.guestsPerRoom,
        arrivalTime: this.arrivalTime,
        note: this.note,
        cancelAccepted: this.cancelAccepted,
        now: this.deps.now(),
        ...kitCheckFields(b),
        violating: this.violating,
        blocked: this.blocked,
        trip: {
          required: this.tripRequired,
          choice: this.choice,
          dates: this.nightDates,
          overBudget: this.overBudget,
          reason: this.overReason,
        },
      },
      'hotelBooking.policy.blockedText',
    );
  }

  /** pricePlanOne: the plan, its room and hotel priced now. */
  async load(): Promise<void> {
    if (!this.planKey) {
      this.status = 'missing';
      return;
    }
    this.status = 'loading';
    try {
      const refs = this.deps.booking.travellerRefs();
      const answer = await this.deps.api.pricePlanOne({
        planKey: this.planKey,
        ...(refs.length > 0 ? { travellers: refs } : {}),
      });
      runInAction(() => {
        this.offer = answer.data ?? null;
        this.status = this.offer ? 'ready' : 'missing';
        this.rooms = Math.min(this.rooms, this.maxRooms);
        if (!this.arrivalChoices.includes(this.arrivalTime)) this.arrivalTime = this.defaultArrival();
      });
      if (this.offer) await this.loadStandard();
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** 18:00 when it is offered (no late-arrival guarantee), else the first time offered. */
  private defaultArrival(): string {
    const choices = this.arrivalChoices;
    return choices.includes('18:00') ? '18:00' : (choices[0] ?? '');
  }

  setRooms(n: number): void {
    this.rooms = Math.max(1, Math.min(Math.floor(n), this.maxRooms));
  }

  setRoomOf(key: string, room: number): void {
    this.roomOf = { ...this.roomOf, [key]: Math.max(0, Math.min(room, this.rooms - 1)) };
  }

  setArrival(time: string): void {
    this.arrivalTime = time;
  }

  setNote(note: string): void {
    this.note = note;
  }

  setMembership(id: string): void {
    this.membershipId = id;
  }

  setCancelAccepted(value: boolean): void {
    this.cancelAccepted = value;
  }

  setRoomSharing(value: boolean): void {
    this.roomSharing = value && this.standard?.roomSharing === true;
  }

  adoptPlan(plan: RatePlan): void {
    if (!this.offer) return;
    this.offer = { ...this.offer, plan };
    this.repriced = true;
  }

  /** jsClzcBzz: whether room sharing shows for the guests (SPEC §6). */
  async loadStandard(): Promise<void> {
    const cityId = this.offer?.hotel.cityId;
    const refs = this.deps.booking.travellerRefs();
    if (!cityId || refs.length === 0) return;
    try {
      const answer = await this.deps.api.jsClzcBzz({ cityId, travellers: refs });
      runInAction(() => {
        this.standard = answer.data ?? null;
        if (!this.standard?.roomSharing) this.roomSharing = false;
      });
    } catch {
      // No room sharing offered.
    }
  }

  /** The plan's policy for the guests; an older answer never overwrites a newer one. */
  async checkPolicy(): Promise<void> {
    const run = ++this.policyRun;
    const refs = this.deps.booking.travellerRefs();
    if (!this.plan || refs.length === 0) {
      this.policy = { status: 'idle' };
      return;
    }
    this.policy = { status: 'loading' };
    try {
      const answer = await this.deps.api.clzcRatePlan({ planKeys: [this.planKey], travellers: refs, tripType: 1 });
      const result = answer.data?.results.find((r) => r.planKey === this.planKey);
      if (run === this.policyRun)
        runInAction(
          () =>
            (this.policy = result
              ? { status: 'ready', wb: result.wb, policy: result.policy }
              : { status: 'ready', wb: this.plan?.wb ?? 0, policy: this.plan?.policy ?? null }),
        );
    } catch {
      if (run === this.policyRun) runInAction(() => (this.policy = { status: 'failed' }));
    }
    void this.loadStandard();
  }

  /** fwf/matchQuery for the rooms, nights and amount. */
  async loadFee(): Promise<void> {
    const run = ++this.feeRun;
    if (!this.plan) return;
    try {
      const answer = await this.deps.api.fwfMatchQuery({
        productType: Number(HOTEL_CPLX),
        nights: this.nights,
        rooms: this.rooms,
        amount: hotelPriceDetail(this.plan, this.rooms, null).totalFen / 100,
      });
      if (run === this.feeRun) runInAction(() => (this.fee = answer.data ?? null));
    } catch {
      if (run === this.feeRun) runInAction(() => (this.fee = null));
    }
  }

  /** The first guest's hotel memberships (SPEC §3), asked again when the first guest changes. */
  async loadMemberships(): Promise<void> {
    const empId = this.travellers[0]?.empId ?? '';
    if (empId === this.membersOf) return;
    this.membersOf = empId;
    if (!empId) {
      this.memberships = [];
      this.membershipId = '';
      return;
    }
    try {
      const answer = await this.deps.api.vipEmpJdhyList({ empId, pageNum: 1, count: 20 });
      if (this.membersOf !== empId) return;
      runInAction(() => {
        this.memberships = answer.list ?? [];
        if (!this.memberships.some((m) => m.id === this.membershipId)) this.membershipId = '';
      });
    } catch {
      runInAction(() => (this.memberships = []));
    }
  }

  /** Checks the form, then submits through the pipeline; a tap while one runs does nothing. */
  async submit(ui: SubmitUi<HotelBookData, never, RatePlan> = {}): Promise<HotelSubmitOutcome> {
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
    this.deps.trip.clear(HOTEL_CPLX);
  }

  private draft(): HotelDraft {
    const plan = this.plan;
    return {
      checkIn: this.checkIn,
      checkOut: this.checkOut,
      request: hotelBookRequest(
        this.deps.booking,
        {
          planKey: this.planKey,
          checkIn: this.checkIn,
          rooms: this.rooms,
          roomIndexes: this.roomIndexes,
          arrivalTime: this.arrivalTime,
          note: this.note,
          membershipId: this.membershipId,
          cancelAccepted: this.cancelAccepted,
          avgPrice: plan?.avgPrice ?? 0,
          roomSharing: this.roomSharing,
          violating: this.violating,
        },
        bookingFields(this.choice, this.overBudget, this.overReason),
      ),
    };
  }
}
