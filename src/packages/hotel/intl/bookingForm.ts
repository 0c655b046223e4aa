/**
 * The international booking form's store for one visit of /ht/htOrderInt (one store, so one idempotency key per
 * form): the plan priced now for the room conditions and nationality (pricePlanOne by planKey, again whenever the
 * travellers or the conditions change — its wb and policy are the travellers'), every guest of every room named in
 * Latin letters (adults prefilled from the chosen travellers' English names), the latest arrival, special requests,
 * the cancellation rules ticked, the invoice (title, and e-mail or post through the kit's delivery), the trip
 * request's budget, and the submission through the shared pipeline (bookGj). API and `now` are ports.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  BookGjData,
  BookGjRequest,
  IntlGuestInput,
  IntlInvoiceRequest,
  IntlPricePlanOneData,
  IntlRatePlan,
} from '../../../api/contract/hotelIntl';
import type { SwxxItem } from '../../../api/contract/invoice';
import type { BookingFormPorts } from '../../../components/booking/useBookingForm';
import { kitCheckFields } from '../../../components/booking/formChecks';
import { kitRequestFields } from '../../../components/booking/request';
import { BookingSubmit, type SubmitOutcome, type SubmitUi } from '../../../components/booking/submit';
import { bookingFields, overBudget, type TripChoice } from '../../../components/tripRequest/tripRequestStore';
import { arrivalOptions, nightsBetween, stayDates } from '../../../domain/hotel/stay';
import type { PriceDetail } from '../../../domain/priceDetail';
import type { BookingTraveller } from '../../../stores/booking';
import { hotelPriceDetail } from '../booking/price';
import { HOTEL_CPLX } from '../detail/screens';
import { checkIntlForm, NO_INTL_PROBLEMS, type IntlFormProblems } from './checks';
import type { HotelIntlStore } from './intlStore';
import { intlSubmitAdapter } from './intlSubmit';
import { copyOccupancy } from './occupancy';

export interface IntlBookingDeps extends BookingFormPorts {
  planKey: string;
  intl: HotelIntlStore;
  newKey?: () => string;
}

export type IntlOfferStatus = 'loading' | 'ready' | 'failed' | 'missing';

export type IntlSubmitOutcome = { kind: 'invalid'; problems: IntlFormProblems } | SubmitOutcome<BookGjData, never>;

/** One guest place of the room conditions. */
export interface GuestSlot {
  key: string;
  roomIndex: number;
  isChild: boolean;
  /** 1-based within its room and kind (Adult 1, Child 2…). */
  n: number;
  age?: number;
}

export interface GuestName {
  surname: string;
  givenName: string;
}

/** 'SURNAME/GIVEN' (the traveller's English name on file) as a guest's names. */
function splitEnName(enName: string): GuestName {
  const [surname = '', givenName = ''] = enName.split('/');
  return { surname: surname.trim(), givenName: givenName.trim() };
}

const stayOfKey = (planKey: string) => {
  const parts = planKey.split('|');
  return { checkIn: parts[3] ?? '', checkOut: parts[4] ?? '' };
};

export class IntlBookingForm {
  status: IntlOfferStatus = 'loading';
  offer: IntlPricePlanOneData | null = null;
  /** Names typed per slot key (else the traveller's English name fills an adult's). */
  typed: Record<string, Partial<GuestName>> = {};
  arrivalTime = '';
  note = '';
  cancelAccepted = false;
  needInvoice = false;
  titleId = '';
  titles: SwxxItem[] = [];
  stale = false;
  checked = false;
  readonly submission: BookingSubmit<BookGjData, never, IntlRatePlan>;
  private run = 0;

  constructor(private readonly deps: IntlBookingDeps) {
    this.submission = new BookingSubmit(
      intlSubmitAdapter(deps.intl.api, {
        request: () => this.request(),
        routeBookedQuestion: deps.routeBookedQuestion,
        onStale: () => runInAction(() => (this.stale = true)),
        adoptPlan: (plan) => this.adoptPlan(plan),
      }),
      deps.newKey ? { newKey: deps.newKey } : {},
    );
    makeAutoObservable<IntlBookingForm, 'deps' | 'run'>(this, { deps: false, submission: false, run: false });
  }

  get planKey(): string {
    return this.deps.planKey;
  }

  get intl(): HotelIntlStore {
    return this.deps.intl;
  }

  get plan(): IntlRatePlan | null {
    return this.offer?.plan ?? null;
  }

  get checkIn(): string {
    return stayOfKey(this.planKey).checkIn;
  }

  get checkOut(): string {
    return stayOfKey(this.planKey).checkOut;
  }

  get nights(): number {
    return nightsBetween(this.checkIn, this.checkOut);
  }

  get travellers(): BookingTraveller[] {
    return this.deps.booking.travellers;
  }

  /** Every guest place: per room its adults, then its children with their ages. */
  get slots(): GuestSlot[] {
    return this.deps.intl.occupancy.flatMap((room, r) => [
      ...Array.from({ length: room.adults }, (_, i) => ({ key: `r${r}a${i}`, roomIndex: r, isChild: false, n: i + 1 })),
      ...room.childAges.map((age, i) => ({ key: `r${r}c${i}`, roomIndex: r, isChild: true, n: i + 1, age })),
    ]);
  }

  get adultSlots(): GuestSlot[] {
    return this.slots.filter((s) => !s.isChild);
  }

  /** The traveller whose English name fills an adult place (in order), if any. */
  travellerOf(slot: GuestSlot): BookingTraveller | null {
    if (slot.isChild) return null;
    const i = this.adultSlots.findIndex((s) => s.key === slot.key);
    return this.travellers[i] ?? null;
  }

  nameOf(slot: GuestSlot): GuestName {
    const own = this.typed[slot.key] ?? {};
    const from = splitEnName(this.travellerOf(slot)?.enName ?? '');
    return { surname: own.surname ?? from.surname, givenName: own.givenName ?? from.givenName };
  }

  setName(slotKey: string, patch: Partial<GuestName>): void {
    this.typed = { ...this.typed, [slotKey]: { ...this.typed[slotKey], ...patch } };
  }

  get arrivalChoices(): string[] {
    return this.checkIn ? arrivalOptions(this.checkIn, this.deps.intl.now()) : [];
  }

  /** International plans are prepaid: no card guarantee. */
  get guaranteeNeeded(): boolean {
    return false;
  }

  get wb(): 0 | 1 | 2 {
    return this.plan?.wb ?? 0;
  }

  get violating(): boolean {
    return this.wb > 0;
  }

  get blocked(): boolean {
    return this.wb === 2;
  }

  get violations(): string[] {
    return this.plan?.policy?.violations.map((v) => v.text) ?? [];
  }

  get detail(): PriceDetail {
    return hotelPriceDetail(this.plan, this.deps.intl.rooms, null);
  }

  /** What the price and policy depend on: the travellers and the conditions (asked again when they change). */
  get policyKey(): string {
    const refs = this.deps.booking.travellerRefs();
    return [
      this.planKey,
      this.deps.intl.occupancyKey,
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

  get travelDate(): string {
    return this.checkIn;
  }

  get tripEnd(): string {
    return this.checkOut || this.checkIn;
  }

  get problems(): IntlFormProblems {
    return this.checked ? this.validate() : NO_INTL_PROBLEMS;
  }

  validate(): IntlFormProblems {
    const b = this.deps.booking;
    return checkIntlForm(
      {
        occupancy: this.deps.intl.occupancy,
        names: this.slots.map((s) => this.nameOf(s)),
        travellerCount: this.travellers.length,
        adultCount: this.adultSlots.length,
        checkIn: this.checkIn,
        arrivalTime: this.arrivalTime,
        note: this.note,
        cancelAccepted: this.cancelAccepted,
        needInvoice: this.needInvoice,
        titleId: this.titleId,
        delivery: b.delivery,
        now: this.deps.intl.now(),
        ...kitCheckFields(b),
        violating: this.violating,
        blocked: this.blocked,
        trip: {
          required: this.tripRequired,
          choice: this.choice,
          dates: stayDates(this.checkIn, this.checkOut),
          overBudget: this.overBudget,
          reason: this.overReason,
        },
      },
      'hotelBooking.policy.blockedText',
    );
  }

  /** pricePlanOne for the conditions, nationality and travellers (the policy is theirs). */
  async checkPolicy(): Promise<void> {
    if (!this.planKey) {
      this.status = 'missing';
      return;
    }
    const run = ++this.run;
    if (!this.offer) this.status = 'loading';
    const refs = this.deps.booking.travellerRefs();
    try {
      const answer = await this.deps.intl.api.pricePlanOne({
        planKey: this.planKey,
        occupancy: copyOccupancy(this.deps.intl.occupancy),
        nationality: this.deps.intl.nationality,
        ...(refs.length > 0 ? { travellers: refs } : {}),
      });
      if (run !== this.run) return;
      runInAction(() => {
        this.offer = answer.data ?? null;
        this.status = this.offer ? 'ready' : 'missing';
        if (!this.arrivalChoices.includes(this.arrivalTime)) {
          this.arrivalTime = this.arrivalChoices.includes('18:00') ? '18:00' : (this.arrivalChoices[0] ?? '');
        }
      });
    } catch {
      if (run === this.run) runInAction(() => (this.status = 'failed'));
    }
  }

  /** The booker's invoice titles (swxx/list). */
  async loadTitles(): Promise<void> {
    try {
      const answer = await this.deps.intl.api.swxxList({ pageNum: 1, count: 50 });
      runInAction(() => {
        this.titles = answer.list ?? [];
        if (!this.titleId && this.titles[0]) this.titleId = this.titles[0].id;
      });
    } catch {
      // No titles offered; the form says so when an invoice is wanted.
    }
  }

  setArrival(time: string): void {
    this.arrivalTime = time;
  }

  setNote(note: string): void {
    this.note = note;
  }

  setCancelAccepted(value: boolean): void {
    this.cancelAccepted = value;
  }

  setNeedInvoice(value: boolean): void {
    this.needInvoice = value;
    if (value && this.deps.booking.delivery.sendMode === 0) this.deps.booking.setDelivery({ sendMode: 1 });
  }

  setTitle(id: string): void {
    this.titleId = id;
  }

  adoptPlan(plan: IntlRatePlan): void {
    if (this.offer) this.offer = { ...this.offer, plan };
  }

  async submit(ui: SubmitUi<BookGjData, never, IntlRatePlan> = {}): Promise<IntlSubmitOutcome> {
    if (this.submission.running) return { kind: 'busy' };
    const problems = this.validate();
    this.checked = true;
    if (problems.first) return { kind: 'invalid', problems };
    this.stale = false;
    return this.submission.submit(ui);
  }

  finishBooked(): void {
    this.deps.booking.reset();
    this.deps.trip.clear(HOTEL_CPLX);
  }

  private invoice(): IntlInvoiceRequest {
    if (!this.needInvoice) return { needInvoice: false };
    const d = this.deps.booking.delivery;
    const out: IntlInvoiceRequest = { needInvoice: true, titleId: this.titleId };
    if (d.sendMode === 1) out.email = d.email.trim();
    if (d.sendMode === 2 && d.address) {
      out.address = { ...d.address, recipient: d.recipient.trim(), phoneNumber: d.phone.trim() };
    }
    return out;
  }

  private guests(): IntlGuestInput[] {
    return this.slots.map((slot) => {
      const name = this.nameOf(slot);
      const g: IntlGuestInput = {
        roomIndex: slot.roomIndex,
        surname: name.surname.trim().toUpperCase(),
        givenName: name.givenName.trim().toUpperCase(),
        isChild: slot.isChild,
      };
      if (slot.isChild && slot.age !== undefined) g.age = slot.age;
      const who = this.travellerOf(slot);
      if (who?.empId) g.empId = who.empId;
      else if (who?.contactsId) g.contactsId = who.contactsId;
      return g;
    });
  }

  /** The bookGj request of the form as it is. */
  request(): BookGjRequest {
    const kit = kitRequestFields(this.deps.booking, this.violating, { insurance: false });
    const req: BookGjRequest = {
      planKey: this.planKey,
      occupancy: copyOccupancy(this.deps.intl.occupancy),
      nationality: this.deps.intl.nationality,
      guests: this.guests(),
      arrivalTime: this.arrivalTime,
      cancelRuleAccepted: this.cancelAccepted,
      avgPrice: this.plan?.avgPrice ?? 0,
      invoice: this.invoice(),
      tripType: 1,
      ...kit,
      ...bookingFields(this.choice, this.overBudget, this.overReason),
    };
    if (this.note.trim()) req.guestNote = this.note.trim();
    return req;
  }
}
