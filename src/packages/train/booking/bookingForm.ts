/**
 * The train booking form's store for one visit of /tr/trEdit (one store, so one idempotency key per form): the
 * chosen legs from the search store, the shared booking kit's travellers and extras, the train's own parts (height
 * bands, seat preference, accept no seat, rail account), the policy of the chosen seats for the travellers
 * (trBookMatchClzc) and the submission through the shared pipeline. API and `now` are ports.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Envelope } from '../../../api/contract/envelope';
import type {
  TrainBookData,
  TrainBookRequest,
  TrainPolicyData,
  TrainPolicyRequest,
  TrainSeat,
} from '../../../api/contract/train';
import type { PolicyMatch } from '../../../api/contract';
import type { PriceDetail } from '../../../domain/priceDetail';
import { departureWarning, withinBookingHours } from '../../../domain/train/sale';
import type { MessageKey } from '../../../i18n';
import type { BookingStore, BookingTraveller } from '../../../stores/booking';
import {
  bookingFields,
  overBudget,
  type TripChoice,
  type TripRequestStore,
} from '../../../components/tripRequest/tripRequestStore';
import { BookingSubmit, type SubmitOutcome, type SubmitUi } from '../../../components/booking/submit';
import { kitCheckFields } from '../../../components/booking/formChecks';
import { checkTrainForm, NO_PROBLEMS, type TrainFormProblems } from './checks';
import { bandOf, type HeightBand } from './passengers';
import { trainBookRequest } from './request';
import { trainPriceDetail, trainPriceInput } from './price';
import { bookingPreference, togglePreference, type PreferenceKind } from './seatPreference';
import { NO_SELECTION, selectionOf, withSeats, type TrainChoiceSource, type TrainSelection } from './selection';
import {
  trainSubmitAdapter,
  type TrainBookingApi,
  type TrainDraft,
  type TrainPriceChange,
  type TrainStale,
} from './trainSubmit';

/** Product code of trains (booking rules, insurance, trip requests). */
export const TRAIN_CPLX = '10904';

/** The calls of the form: the booking pipeline's and the policy check of the seats. */
export interface TrainFormApi extends TrainBookingApi {
  trBookMatchClzc(body: TrainPolicyRequest): Promise<Envelope<TrainPolicyData>>;
}

export interface TrainBookingDeps {
  source: TrainChoiceSource;
  booking: BookingStore;
  trip: TripRequestStore;
  api: TrainFormApi;
  now(): number;
  /** bookStyle 2: booking needs a trip request (C767). */
  tripRequired(): boolean;
  /** The SPEC §5 'already booked, continue?' question in the app's language (the server's refusal tips). */
  routeBookedQuestion(): string;
  newKey?: () => string;
}

/** The policy of the chosen seats for the travellers. */
export type TrainPolicyState =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; results: { seatKey: string; wb: 0 | 1 | 2; policy: PolicyMatch }[] };

/** How a submit ended: the form's checks failed, booking hours are closed, or the pipeline's outcome. */
export type TrainSubmitOutcome =
  | { kind: 'invalid'; problems: TrainFormProblems }
  | { kind: 'maintenance' }
  /** Departing soon and the user did not confirm (SPEC §5 train). */
  | { kind: 'notConfirmed' }
  | SubmitOutcome<TrainBookData, never>;

export class TrainBookingForm {
  policy: TrainPolicyState = { status: 'idle' };
  /** Children's height bands by traveller key. */
  bands: Record<string, HeightBand> = {};
  /** Seat letters or berths, at most one per passenger. */
  seatPreference: string[] = [];
  acceptNoSeat = false;
  railAccountId: string | undefined = undefined;
  /** Rail frequent-traveller ids of the travellers in the chosen account, by traveller key. */
  railClkIds: Record<string, string> = {};
  /** The rail-account section's own verdict (e.g. a passenger not in its list). */
  railProblem: MessageKey | undefined = undefined;
  /** Seats at the price the user accepted (validOrder's 'priceChanged'). */
  repriced: TrainSeat[] = [];
  /** Why validOrder refused the last submission. */
  stale: TrainStale | null = null;
  /** After the first submit the form is checked live. */
  checked = false;
  /** The departure question is open (a second tap does nothing). */
  confirming = false;
  readonly submission: BookingSubmit<TrainBookData, never, TrainPriceChange>;
  private policyRun = 0;

  constructor(private readonly deps: TrainBookingDeps) {
    this.submission = new BookingSubmit(
      trainSubmitAdapter(deps.api, {
        draft: () => this.draft(),
        routeBookedQuestion: deps.routeBookedQuestion,
        onStale: (s) => runInAction(() => (this.stale = s)),
        adoptSeats: (seats) => this.adoptSeats(seats),
      }),
      deps.newKey ? { newKey: deps.newKey } : {},
    );
    makeAutoObservable<TrainBookingForm, 'deps' | 'policyRun'>(this, {
      deps: false,
      submission: false,
      policyRun: false,
    });
  }

  get selection(): TrainSelection {
    const s = selectionOf(this.deps.source);
    if (s === NO_SELECTION || this.repriced.length === 0) return s;
    return withSeats(s, this.repriced);
  }

  get legs(): TrainSelection['legs'] {
    return this.selection.legs;
  }

  get transfer(): boolean {
    return this.legs.length > 1;
  }

  get seatKeys(): string[] {
    return this.legs.map((l) => l.seat.seatKey);
  }

  get travellers(): BookingTraveller[] {
    return this.deps.booking.travellers;
  }

  get travelDate(): string {
    return this.legs[0]?.train.depTime.slice(0, 10) ?? '';
  }

  get tripEnd(): string {
    return this.legs[this.legs.length - 1]?.train.arrTime.slice(0, 10) ?? this.travelDate;
  }

  /** Booking hours 05:00–23:59 China time (SPEC §5 train); outside them the rail system is in maintenance. */
  get maintenance(): boolean {
    return !withinBookingHours(this.deps.now());
  }

  /** Departing within 2 hours ('soon') or 30 minutes ('imminent'): the submit asks first (SPEC §5 train). */
  departureWarning(): 'none' | 'soon' | 'imminent' {
    const dep = this.legs[0]?.train.depTime;
    return dep ? departureWarning(dep, this.deps.now()) : 'none';
  }

  get preference(): PreferenceKind {
    return bookingPreference(this.legs.map((l) => ({ train: l.train, seatType: l.seat.seatType })));
  }

  /** Identifies who and what the policy check asks about. */
  get policyKey(): string {
    const refs = this.deps.booking.travellerRefs();
    return [this.seatKeys.join(','), refs.map((r) => `${r.empId ?? ''}/${r.contactsId ?? ''}`).join(',')].join('|');
  }

  get tripRequired(): boolean {
    return this.deps.tripRequired();
  }

  /** Seats above the standard for the travellers (wb 1 or 2): from the policy check, else from the search. */
  private get wbs(): (0 | 1 | 2)[] {
    if (this.policy.status === 'ready') {
      const results = this.policy.results;
      return this.legs.map((l) => results.find((r) => r.seatKey === l.seat.seatKey)?.wb ?? l.seat.wb);
    }
    return this.legs.map((l) => l.seat.wb);
  }

  get violating(): boolean {
    return this.wbs.some((wb) => wb > 0);
  }

  /** A seat the company forbids (wb 2): the form cannot be sent. */
  get blocked(): boolean {
    return this.wbs.some((wb) => wb === 2);
  }

  /** The broken rules, for the violation card. */
  get violations(): string[] {
    if (this.policy.status !== 'ready')
      return this.legs.flatMap((l) => l.seat.policy?.violations.map((v) => v.text) ?? []);
    const texts = this.policy.results.flatMap((r) => r.policy.violations.map((v) => v.text));
    return [...new Set(texts)];
  }

  bandOf(t: BookingTraveller): HeightBand | null {
    return bandOf(t, this.travelDate, this.bands);
  }

  get detail(): PriceDetail {
    const b = this.deps.booking;
    return trainPriceDetail(
      trainPriceInput(
        this.legs.map((l) => l.seat.price),
        this.travellers.map((t) => ({ key: t.key, band: this.bandOf(t) ?? 'adult' })),
        { products: b.insuranceProducts, choices: b.insuranceChoices },
        b.rules.serviceFee,
      ),
    );
  }

  get choice(): TripChoice | null {
    return this.deps.trip.choiceFor(TRAIN_CPLX);
  }

  get overBudget(): boolean {
    return overBudget(this.choice, this.detail.totalFen);
  }

  get overReason(): { reasonId: string; text: string } {
    return this.deps.trip.reasonFor(TRAIN_CPLX);
  }

  get problems(): TrainFormProblems {
    return this.checked ? this.validate() : NO_PROBLEMS;
  }

  validate(): TrainFormProblems {
    const b = this.deps.booking;
    return checkTrainForm({
      travellers: this.travellers,
      travelDate: this.travelDate,
      tripEnd: this.tripEnd,
      bands: this.bands,
      ...kitCheckFields(b),
      violating: this.violating,
      blocked: this.blocked,
      railAccountProblem: this.railAccountId ? this.railProblem : undefined,
      trip: {
        required: this.tripRequired,
        choice: this.choice,
        dates: this.legs.map((l) => l.train.depTime.slice(0, 10)),
        overBudget: this.overBudget,
        reason: this.overReason,
      },
    });
  }

  setBand(key: string, band: HeightBand): void {
    this.bands = { ...this.bands, [key]: band };
  }

  togglePreference(option: string): void {
    const p = this.preference;
    const offered = p.kind === 'none' ? [] : (p.options as string[]);
    this.seatPreference = togglePreference(this.seatPreference, option, offered, this.travellers.length);
  }

  setAcceptNoSeat(value: boolean): void {
    this.acceptNoSeat = value;
  }

  setRailAccount(id: string | undefined): void {
    this.railAccountId = id;
    if (!id) {
      this.railClkIds = {};
      this.railProblem = undefined;
    }
  }

  /** The rail-account section's passengers in the account (traveller key → clkId) and its verdict. */
  setRailPassengers(clkIds: Record<string, string>, problem?: MessageKey): void {
    this.railClkIds = clkIds;
    this.railProblem = problem;
  }

  adoptSeats(seats: TrainSeat[]): void {
    this.repriced = seats;
  }

  /** The policy of the chosen seats for the travellers; an older answer never overwrites a newer one. */
  async checkPolicy(): Promise<void> {
    const run = ++this.policyRun;
    const refs = this.deps.booking.travellerRefs();
    if (this.seatKeys.length === 0 || refs.length === 0) {
      this.policy = { status: 'idle' };
      return;
    }
    this.policy = { status: 'loading' };
    try {
      const answer = await this.deps.api.trBookMatchClzc({ seatKeys: this.seatKeys, travellers: refs, tripType: 1 });
      if (run === this.policyRun)
        runInAction(() => (this.policy = { status: 'ready', results: answer.data?.results ?? [] }));
    } catch {
      if (run === this.policyRun) runInAction(() => (this.policy = { status: 'failed' }));
    }
  }

  /**
   * Checks the form and the booking hours, asks `confirmDeparture` when the train leaves within 2 hours, then submits
   * through the pipeline; a tap while one runs does nothing.
   */
  async submit(
    ui: SubmitUi<TrainBookData, never, TrainPriceChange> = {},
    confirmDeparture: (level: 'soon' | 'imminent') => Promise<boolean> = () => Promise.resolve(true),
  ): Promise<TrainSubmitOutcome> {
    if (this.submission.running || this.confirming) return { kind: 'busy' };
    const problems = this.validate();
    this.checked = true;
    if (problems.first) return { kind: 'invalid', problems };
    if (this.maintenance) return { kind: 'maintenance' };
    const warning = this.departureWarning();
    if (warning !== 'none') {
      this.confirming = true;
      try {
        if (!(await confirmDeparture(warning))) return { kind: 'notConfirmed' };
      } finally {
        runInAction(() => (this.confirming = false));
      }
    }
    runInAction(() => (this.stale = null));
    return this.submission.submit(ui);
  }

  /** Booked: the kit's form starts afresh and the request's leg is used up. */
  finishBooked(): void {
    this.deps.booking.reset();
    this.deps.trip.clear(TRAIN_CPLX);
  }

  request(): TrainBookRequest {
    const offered = this.preference.kind === 'none' ? [] : (this.preference.options as string[]);
    return trainBookRequest(
      this.deps.booking,
      {
        seatKeys: this.seatKeys,
        travelDate: this.travelDate,
        bands: this.bands,
        railAccountId: this.railAccountId,
        railClkIds: this.railClkIds,
        seatPreference: this.seatPreference.filter((p) => offered.includes(p)),
        acceptNoSeat: this.acceptNoSeat,
        violating: this.violating,
      },
      bookingFields(this.choice, this.overBudget, this.overReason),
    );
  }

  private draft(): TrainDraft {
    const request = this.request();
    return {
      transfer: this.transfer,
      request,
      valid: {
        seatKeys: request.seatKeys,
        psgList: request.psgList,
        ...(request.railAccountId ? { railAccountId: request.railAccountId } : {}),
        // The prices the user sees: another price today answers 'priceChanged' (asked before booking).
        prices: this.legs.map((l) => l.seat.price),
      },
    };
  }
}
