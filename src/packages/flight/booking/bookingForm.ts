/**
 * The flight booking form's store (SPEC §2 /tk/tkEdit; issue 3, issue 4): what the page shows and checks, derived
 * from the flight selection, the shared booking kit and the trip request, plus the policy check per traveller and the
 * submission through the shared pipeline. The page observes it and lends it dialogs (ARCHITECTURE §3).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { FlightBookData } from '../../../api/contract';
import type { PriceDetail } from '../../../domain/priceDetail';
import type { BookingStore, BookingTraveller } from '../../../stores/booking';
import {
  bookingFields,
  overBudget,
  type TripChoice,
  type TripRequestStore,
} from '../../../components/tripRequest/tripRequestStore';
import { psgTypeOf } from '../../../components/booking/validate';
import { BookingSubmit, type SubmitOutcome, type SubmitUi } from '../../../components/booking/submit';
import { kitCheckFields } from '../../../components/booking/formChecks';
import { passengerMix, type FareChoice, type FlightStore, type PassengerMix } from '../flightStore';
import { FLIGHT_CPLX } from '../tripRequest';
import { checkForm, NO_PROBLEMS, type FormProblems } from './checks';
import { anyViolation, combinePolicy, policyRefs, type PolicyState, type TripPolicy } from './policy';
import { priceInput, safePriceDetail } from './price';
import { bookRequest, whitelistRequest } from './request';
import { flightSubmitAdapter, type FlightBookingApi, type FlightDraft, type WhitelistRefusal } from './flightSubmit';

/** What the form is built from. */
export interface FlightBookingDeps {
  flight: FlightStore;
  booking: BookingStore;
  trip: TripRequestStore;
  api: FlightBookingApi;
  /** bookStyle 2: booking needs a trip request (C767). */
  tripRequired(): boolean;
  /** The SPEC §5 'already booked, continue?' question in the app's language (the server's refusal tips). */
  routeBookedQuestion(): string;
  newKey?: () => string;
}

/** How a submit of the form ended: the form's own checks failed, or the pipeline's outcome. */
export type FlightSubmitOutcome =
  { kind: 'invalid'; problems: FormProblems } | SubmitOutcome<FlightBookData, WhitelistRefusal>;

export class FlightBookingForm {
  policy: PolicyState = { status: 'idle' };
  /** After the first submit the form is checked live, so a fixed field loses its message as it is typed. */
  checked = false;
  readonly submission: BookingSubmit<FlightBookData, WhitelistRefusal, never>;
  private policyRun = 0;

  constructor(private readonly deps: FlightBookingDeps) {
    this.submission = new BookingSubmit(
      flightSubmitAdapter(deps.api, () => this.draft(), deps.routeBookedQuestion),
      deps.newKey ? { newKey: deps.newKey } : {},
    );
    makeAutoObservable<FlightBookingForm, 'deps' | 'policyRun'>(this, {
      deps: false,
      submission: false,
      policyRun: false,
    });
  }

  get segments(): FareChoice[] {
    return this.deps.flight.selection.segments;
  }

  get tripType(): 1 | 2 | 3 {
    return this.deps.flight.selection.tripType;
  }

  get travellers(): BookingTraveller[] {
    return this.deps.booking.travellers;
  }

  get travelDate(): string {
    return this.segments[0]?.flight.depTime.slice(0, 10) ?? '';
  }

  get tripEnd(): string {
    return this.segments[this.segments.length - 1]?.flight.arrTime.slice(0, 10) ?? this.travelDate;
  }

  /** Identifies the chosen fares ('' when none): pricing and the policy check run again when it changes. */
  get fareKeys(): string {
    return this.segments.map((s) => s.cabin.fareKey).join(',');
  }

  /** Passenger counts for patForFlight. */
  get mix(): PassengerMix {
    return passengerMix(this.travellers.map((t) => ({ psgType: psgTypeOf(t, this.travelDate) })));
  }

  /** Identifies who the policy check asks about. */
  get policyKey(): string {
    const refs = policyRefs(this.travellers, this.deps.booking.selfRef);
    return [
      this.fareKeys,
      refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(','),
      this.travellers.map((tr) => tr.key).join(','),
    ].join('|');
  }

  /** bookStyle 2: booking needs a trip request. */
  get tripRequired(): boolean {
    return this.deps.tripRequired();
  }

  get tripPolicy(): TripPolicy | null {
    return this.policy.status === 'ready' ? this.policy.policy : null;
  }

  get violating(): boolean {
    return anyViolation(this.tripPolicy, this.travellers);
  }

  /** Someone breaks the policy and the company requires compliance: the form cannot be sent. */
  get blocked(): boolean {
    return this.violating && !!this.tripPolicy?.mustComply;
  }

  get detail(): PriceDetail {
    return safePriceDetail(priceInput(this.segments, this.travellers, this.travelDate, this.deps.booking));
  }

  get choice(): TripChoice | null {
    return this.deps.trip.choiceFor(FLIGHT_CPLX);
  }

  get overBudget(): boolean {
    return overBudget(this.choice, this.detail.totalFen);
  }

  get overReason(): { reasonId: string; text: string } {
    return this.deps.trip.reasonFor(FLIGHT_CPLX);
  }

  /** The problems to show: none before the first submit, then the live checks. */
  get problems(): FormProblems {
    return this.checked ? this.validate() : NO_PROBLEMS;
  }

  validate(): FormProblems {
    const b = this.deps.booking;
    return checkForm({
      travellers: this.travellers,
      travelDate: this.travelDate,
      tripEnd: this.tripEnd,
      ...kitCheckFields(b),
      delivery: b.delivery,
      policy: this.tripPolicy,
      trip: {
        required: this.tripRequired,
        choice: this.choice,
        dates: this.segments.map((s) => s.flight.depTime.slice(0, 10)),
        overBudget: this.overBudget,
        reason: this.overReason,
      },
    });
  }

  /** A price for the chosen fares is being asked: the total may still change. */
  get pricing(): boolean {
    return this.deps.flight.pricing;
  }

  /** Prices the chosen fares for the passenger mix (patForFlight); true when the price changed since the search. */
  price(): Promise<boolean> {
    return this.deps.flight.priceSelection(this.mix);
  }

  /** The policy of every traveller on every segment (matchClbz); an older answer never overwrites a newer one. */
  async checkPolicy(): Promise<void> {
    const run = ++this.policyRun;
    const travellers = this.travellers;
    const selfRef = this.deps.booking.selfRef;
    const refs = policyRefs(travellers, selfRef);
    if (!this.fareKeys || refs.length === 0) {
      this.policy = { status: 'idle' };
      return;
    }
    this.policy = { status: 'loading' };
    try {
      const answers = await Promise.all(this.segments.map((s) => this.deps.flight.matchPolicy(s.cabin.fareKey, refs)));
      if (run === this.policyRun)
        runInAction(
          () => (this.policy = { status: 'ready', policy: combinePolicy(travellers, refs, answers, selfRef) }),
        );
    } catch {
      if (run === this.policyRun) runInAction(() => (this.policy = { status: 'failed' }));
    }
  }

  /** Checks the form, then submits it through the pipeline; a tap while a submission runs does nothing. */
  async submit(ui: SubmitUi<FlightBookData, WhitelistRefusal, never> = {}): Promise<FlightSubmitOutcome> {
    if (this.submission.running) return { kind: 'busy' };
    const problems = this.validate();
    this.checked = true;
    if (problems.first) return { kind: 'invalid', problems };
    return this.submission.submit(ui);
  }

  /** Booked: the form starts afresh and the request's leg is used up (the next search starts without it). */
  finishBooked(): void {
    this.deps.booking.reset();
    this.deps.trip.clear(FLIGHT_CPLX);
  }

  /** The quote expired: the chosen fares are forgotten (the list is searched again). */
  forgetSelection(): void {
    this.deps.flight.reset();
  }

  private draft(): FlightDraft {
    const b = this.deps.booking;
    const fareKeys = this.segments.map((s) => s.cabin.fareKey);
    const trip = bookingFields(this.choice, this.overBudget, this.overReason);
    return {
      fareKeys,
      refs: b.travellerRefs(),
      psgNames: this.travellers.map((tr) => tr.name.trim()),
      whitelist: whitelistRequest(fareKeys, this.travellers),
      request: (confirmDuplicate) =>
        bookRequest(this.segments, this.tripType, b, this.travelDate, this.violating, confirmDuplicate, trip),
    };
  }
}
