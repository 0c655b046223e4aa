/**
 * The booking form every product shares (issue 3 "shared booking kit"): who travels, contacts, cost centre,
 * project, violation reason, insurance, delivery and remark, plus the company's reference data the form needs.
 * Product pages (tkEdit, later trains and hotels) read and write it; C1's tkQuery reads `travellers` and
 * `travellerRefs()` for the policy badges. The API is injected (ARCHITECTURE §12), so a test builds its own store.
 */
import { createContext, useContext } from 'react';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  Address,
  BookingRules,
  CostCenter,
  EmpInfo,
  Envelope,
  IdType,
  InsuranceProduct,
  PageData,
  Project,
  TravellerCandidate,
  TravellerRef,
  TravellerSearchRequest,
  ViolationReason,
} from '../api/contract';
import { costCenterFindList, projectList, queryVipParameter, vipWbyyList } from '../api/common';
import { empFindList, vipEmpAddrList, vipEmpContactsPage } from '../api/people';
import { getBxcpById, getBxcpList } from '../api/insurance';
import { LIMITS } from '../domain/limits';
import type { Page } from './pagedList';
import { clock } from '../hosts/clock';

/** The calls the booking form makes (the real API in the app, fakes in tests). */
export interface BookingPorts {
  queryVipParameter(req: { cplx: string }): Promise<Envelope<BookingRules>>;
  costCenterFindList(req: { pageNum: number; count: number }): Promise<Envelope<PageData, CostCenter>>;
  projectList(req: { pageNum: number; count: number }): Promise<Envelope<PageData, Project>>;
  vipWbyyList(req: { cplx: string }): Promise<Envelope<unknown, ViolationReason>>;
  empFindList(req: TravellerSearchRequest): Promise<Envelope<PageData, TravellerCandidate>>;
  vipEmpContactsPage(req: TravellerSearchRequest): Promise<Envelope<PageData, TravellerCandidate>>;
  vipEmpAddrList(req: { pageNum: number; count: number }): Promise<Envelope<PageData, Address>>;
  getBxcpList(req: { cplx: string }): Promise<Envelope<unknown, InsuranceProduct>>;
  getBxcpById(req: { bxid: string }): Promise<Envelope<InsuranceProduct>>;
}

/** Where the picker searches: employees within my booking scope, or my frequent travellers. */
export type TravellerSource = 'employee' | 'contact';

/**
 * A traveller of this booking: the person as found (a {@link TravellerCandidate}, so `travellers` stays a
 * candidate list for other screens) plus what this booking uses or the user typed in.
 */
export interface BookingTraveller extends TravellerCandidate {
  /** Stable key in the form: 'e:<empId>', 'c:<contactsId>' or 'n:<n>' for a person added in this form. */
  key: string;
  /** Document travelled with. */
  idType: IdType;
  /** Number typed in ('' when a document on file is used through `documentRef`). */
  idno: string;
  /** A document on file (its masked number is in `documents`). */
  documentRef: string;
  /** Document expiry 'YYYY-MM-DD' (required for a passport). */
  expiry: string;
  nationality: string;
  placeOfIssue: string;
  birthPlace: string;
  /** Mobile typed in; '' keeps the (masked) number on file in `phoneNumber`. */
  phone: string;
}

/** Company rules before queryVipParameter answered: nothing extra required. */
export const NO_RULES: BookingRules = {
  costCenterRequired: false,
  projectRequired: false,
  remarkRequired: false,
  mustComply: false,
  freeTextReason: false,
  serviceFee: 0,
  hideTravelStandard: false,
  approvalRequired: false,
};

export interface ContactInfo {
  linkman: string;
  linkTel: string;
  linkEmail: string;
}

/** Itinerary delivery (SPEC §3 sendMode, reciPient, reciPhone, reciAddr): 0 none, 1 e-mail, 2 post. */
export interface DeliveryInfo {
  sendMode: 0 | 1 | 2;
  recipient: string;
  /** Recipient phone; a masked one comes from a saved address. */
  phone: string;
  /** E-mail address (mode 1). */
  email: string;
  /** Saved address chosen (mode 2). */
  address: Address | null;
}

/** The chosen violation reason: a listed one (`reasonId`) or a typed text. */
export interface ViolationChoice {
  reasonId: string;
  text: string;
}

const EMPTY_DELIVERY: DeliveryInfo = { sendMode: 0, recipient: '', phone: '', email: '', address: null };

/** Form key of a person on file. */
export function travellerKey(c: Pick<TravellerCandidate, 'empId' | 'contactsId'>): string {
  if (c.empId) return `e:${c.empId}`;
  return `c:${c.contactsId}`;
}

// Preferred document on file: ID card, then passport, then whatever there is.
function preferredDocument(c: TravellerCandidate): TravellerCandidate['documents'][number] | undefined {
  return (
    c.documents.find((d) => d.idType === 'ID') ?? c.documents.find((d) => d.idType === 'PASSPORT') ?? c.documents[0]
  );
}

/** A found person as a traveller of this booking, travelling with their preferred document on file. */
export function fromCandidate(c: TravellerCandidate): BookingTraveller {
  const doc = preferredDocument(c);
  return {
    ...c,
    documents: [...c.documents],
    key: travellerKey(c),
    idType: doc?.idType ?? 'ID',
    idno: '',
    documentRef: doc?.ref ?? '',
    expiry: doc?.expiry ?? '',
    nationality: '',
    placeOfIssue: '',
    birthPlace: '',
    phone: '',
  };
}

/** The signed-in employee as a candidate (documents come later from empFindList). */
export function selfCandidate(emp: EmpInfo): TravellerCandidate {
  return {
    clkFlag: 2,
    empId: emp.empId,
    contactsId: '',
    name: emp.empName,
    enName: '',
    deptName: emp.deptName,
    empRank: emp.empRank,
    sex: '',
    born: '',
    phoneNumber: emp.phoneNumber,
    email: emp.email,
    documents: [],
  };
}

let newCounter = 0;

/** A blank traveller for the inline add form (a person not on file; needs bookOutside). */
export function blankTraveller(): BookingTraveller {
  newCounter += 1;
  return {
    ...fromCandidate({
      clkFlag: 0,
      empId: '',
      contactsId: '',
      name: '',
      enName: '',
      deptName: '',
      empRank: '',
      sex: '',
      born: '',
      phoneNumber: '',
      email: '',
      documents: [],
    }),
    key: `n:${clock.now().toString(36)}${newCounter}`,
  };
}

/** The number a traveller travels with as the rules see it: typed, else the masked one on file. */
export function documentNumber(t: BookingTraveller): string {
  if (t.idno) return t.idno;
  return t.documents.find((d) => d.ref === t.documentRef)?.masked ?? '';
}

/** The mobile as the rules see it: typed, else the masked one on file. */
export function travellerPhone(t: BookingTraveller): string {
  return t.phone || t.phoneNumber;
}

/** Shared form state of the booking screens. */
export class BookingStore {
  /** Employee the state belongs to: another login starts afresh. */
  ownerEmpId = '';
  travellers: BookingTraveller[] = [];
  contact: ContactInfo = { linkman: '', linkTel: '', linkEmail: '' };
  costCenter: CostCenter | null = null;
  project: Project | null = null;
  violation: ViolationChoice = { reasonId: '', text: '' };
  /** Traveller key → insurance product ids the user chose (travellers without an entry get the default products). */
  insurance: Record<string, string[]> = {};
  delivery: DeliveryInfo = EMPTY_DELIVERY;
  remark = '';

  /** Product code the reference data below was loaded for. */
  product = '';
  /** Travellers the open product's form takes (set by each form through useBookingFormPorts). */
  travellerLimit: number = LIMITS.booking.maxTickets;
  rules: BookingRules = NO_RULES;
  rulesLoaded = false;
  /** The reference data is being loaded: the form's total may still change (service fee, default insurance). */
  referenceLoading = false;
  costCenters: CostCenter[] = [];
  projects: Project[] = [];
  reasons: ViolationReason[] = [];
  insuranceProducts: InsuranceProduct[] = [];
  addresses: Address[] = [];
  private self: TravellerCandidate | null = null;

  constructor(private readonly ports: BookingPorts) {
    makeAutoObservable<BookingStore, 'ports' | 'self'>(this, { ports: false, self: false });
  }

  /**
   * Prepares the form for the signed-in employee: on first use or after another login the form starts afresh with
   * that employee as the traveller and contact. The form of the same employee is kept (back and forth between
   * screens). Then fetches the employee's own record (documents on file) in the background.
   */
  begin(emp: EmpInfo): void {
    if (this.ownerEmpId !== emp.empId) {
      this.ownerEmpId = emp.empId;
      this.self = selfCandidate(emp);
      this.clearForm();
      this.product = '';
      this.rulesLoaded = false;
    } else if (!this.self) {
      this.self = selfCandidate(emp);
    }
    void this.refreshSelf(emp).catch(() => undefined);
  }

  /** After a booking: back to myself as the only traveller, nothing else filled in; reference data stays. */
  reset(): void {
    this.clearForm();
  }

  /** Logout: nothing of the previous user may show to the next one. */
  forget(): void {
    this.ownerEmpId = '';
    this.self = null;
    this.clearForm();
    this.product = '';
    this.rules = NO_RULES;
    this.rulesLoaded = false;
    this.costCenters = [];
    this.projects = [];
    this.reasons = [];
    this.insuranceProducts = [];
    this.addresses = [];
  }

  private clearForm(): void {
    this.travellers = this.self ? [fromCandidate(this.self)] : [];
    this.contact = {
      linkman: this.self?.name ?? '',
      // Phones on file come masked (SPEC §9): the contact mobile is typed in.
      linkTel: '',
      linkEmail: this.self?.email ?? '',
    };
    this.costCenter = null;
    this.project = null;
    this.violation = { reasonId: '', text: '' };
    this.insurance = {};
    this.delivery = EMPTY_DELIVERY;
    this.remark = '';
  }

  // The employee's own record: documents, sex and birth date on file. Merged into the self traveller unless the
  // user already typed something for it.
  private async refreshSelf(emp: EmpInfo): Promise<void> {
    const answer = await this.ports.empFindList({ keyword: emp.empName, kind: 'employee', pageNum: 1, count: 20 });
    const found = (answer.list ?? []).find((c) => c.empId === emp.empId);
    if (!found || this.ownerEmpId !== emp.empId) return;
    runInAction(() => {
      this.self = found;
      this.travellers = this.travellers.map((t) =>
        t.key === travellerKey(found) && !t.idno && !t.documentRef ? { ...fromCandidate(found), phone: t.phone } : t,
      );
    });
  }

  /** Loads the company's rules and lists for a product (cplx, e.g. '10901'); each list fails on its own. */
  async loadReference(cplx: string): Promise<void> {
    if (this.product === cplx && this.rulesLoaded) return;
    this.product = cplx;
    this.referenceLoading = true;
    const page = { pageNum: 1, count: LIMITS.pageSize.projects };
    const [rules, costCenters, projects, reasons, products, addresses] = await Promise.allSettled([
      this.ports.queryVipParameter({ cplx }),
      this.ports.costCenterFindList(page),
      this.ports.projectList(page),
      this.ports.vipWbyyList({ cplx }),
      this.ports.getBxcpList({ cplx }),
      this.ports.vipEmpAddrList({ pageNum: 1, count: LIMITS.pageSize.list }),
    ]);
    runInAction(() => {
      // Another product's form opened while this loaded: its own load fills the form, this answer is dropped.
      if (this.product !== cplx) return;
      if (rules.status === 'fulfilled') {
        this.rules = { ...NO_RULES, ...rules.value.data };
        this.rulesLoaded = true;
      }
      if (costCenters.status === 'fulfilled') this.costCenters = costCenters.value.list ?? [];
      if (projects.status === 'fulfilled') this.projects = projects.value.list ?? [];
      if (reasons.status === 'fulfilled') this.reasons = reasons.value.list ?? [];
      if (addresses.status === 'fulfilled') {
        this.addresses = addresses.value.list ?? [];
        this.pickDefaultAddress();
      }
      if (products.status === 'fulfilled') this.insuranceProducts = products.value.list ?? [];
      this.referenceLoading = false;
    });
  }

  /** One page of people to pick from. */
  async searchTravellers(
    source: TravellerSource,
    keyword: string,
    pageNum: number,
    count: number = LIMITS.pageSize.list,
  ): Promise<Page<TravellerCandidate>> {
    const req: TravellerSearchRequest = { keyword: keyword.trim() || undefined, pageNum, count, kind: source };
    const answer = source === 'employee' ? await this.ports.empFindList(req) : await this.ports.vipEmpContactsPage(req);
    return { rows: answer.list ?? [], total: answer.data?.total ?? answer.list?.length ?? 0 };
  }

  /** An insurance product with its details and terms. */
  async insuranceDetail(bxid: string): Promise<InsuranceProduct | null> {
    const answer = await this.ports.getBxcpById({ bxid });
    return answer.data ?? null;
  }

  /** Who the policy and duplicate checks are for (persons added in this form have no reference yet). */
  travellerRefs(): TravellerRef[] {
    return this.travellers
      .filter((t) => t.empId || t.contactsId)
      .map((t) => (t.empId ? { empId: t.empId } : { contactsId: t.contactsId }));
  }

  /** The signed-in employee's reference (whose standard applies to persons not on file). */
  get selfRef(): TravellerRef | null {
    return this.ownerEmpId ? { empId: this.ownerEmpId } : null;
  }

  /** How many travellers the open product's form takes (9 tickets; a hotel takes 10 guests). */
  setTravellerLimit(max: number): void {
    this.travellerLimit = max;
    if (this.travellers.length > max) this.setTravellers(this.travellers);
  }

  setTravellers(list: BookingTraveller[]): void {
    this.travellers = list.slice(0, this.travellerLimit);
    // Choices of removed travellers go; new ones start with the default products (see insuranceChoices).
    const keys = new Set(this.travellers.map((t) => t.key));
    this.insurance = Object.fromEntries(Object.entries(this.insurance).filter(([k]) => keys.has(k)));
  }

  /** Replaces one traveller (after an inline edit), or appends a new one. */
  saveTraveller(t: BookingTraveller): void {
    const i = this.travellers.findIndex((x) => x.key === t.key);
    const list = [...this.travellers];
    if (i >= 0) list[i] = t;
    else list.push(t);
    this.setTravellers(list);
  }

  removeTraveller(key: string): void {
    this.setTravellers(this.travellers.filter((t) => t.key !== key));
  }

  setContact(patch: Partial<ContactInfo>): void {
    this.contact = { ...this.contact, ...patch };
  }

  setCostCenter(value: CostCenter | null): void {
    this.costCenter = value;
  }

  setProject(value: Project | null): void {
    this.project = value;
  }

  setViolation(value: ViolationChoice): void {
    this.violation = value;
  }

  /** Insurance per traveller key as booked: the user's choice, else the products offered by default. */
  get insuranceChoices(): Record<string, string[]> {
    const offered = new Set(this.insuranceProducts.map((p) => p.bxid));
    const defaults = this.insuranceProducts.filter((p) => p.defaultOn).map((p) => p.bxid);
    return Object.fromEntries(
      this.travellers.map((t) => [t.key, (this.insurance[t.key] ?? defaults).filter((id) => offered.has(id))]),
    );
  }

  setInsurance(value: Record<string, string[]>): void {
    this.insurance = value;
  }

  setDelivery(patch: Partial<DeliveryInfo>): void {
    this.delivery = { ...this.delivery, ...patch };
  }

  setRemark(value: string): void {
    this.remark = value;
  }

  private pickDefaultAddress(): void {
    if (this.delivery.address) return;
    const preferred = this.addresses.find((a) => a.isDefault === 1);
    if (preferred) {
      this.delivery = {
        ...this.delivery,
        address: preferred,
        recipient: preferred.recipient,
        phone: preferred.phoneNumber,
      };
    }
  }
}

/** The real API behind the app's booking store. */
export const bookingPorts: BookingPorts = {
  queryVipParameter: (req) => queryVipParameter(req),
  costCenterFindList: (req) => costCenterFindList(req),
  projectList: (req) => projectList(req),
  vipWbyyList: (req) => vipWbyyList(req),
  empFindList: (req) => empFindList(req),
  vipEmpContactsPage: (req) => vipEmpContactsPage(req),
  vipEmpAddrList: (req) => vipEmpAddrList(req),
  getBxcpList: (req) => getBxcpList(req),
  getBxcpById: (req) => getBxcpById(req),
};

/** The app's booking form (one at a time: a booking screen is a single stack entry). */
export const bookingStore = new BookingStore(bookingPorts);

/** Lets a test render a booking screen with its own store (built with fake ports). */
export const BookingStoreContext = createContext<BookingStore>(bookingStore);

/** The booking store of the screen (the app's one unless a test provides another). */
export function useBookingStore(): BookingStore {
  return useContext(BookingStoreContext);
}
