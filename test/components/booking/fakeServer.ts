/**
 * A fake reference server for the booking-kit tests, behind the real transport: every API function of the app runs
 * as in production and the answers come from here. Requests (with their headers, e.g. Idempotency-Key) are recorded.
 */
import { configureTransport, type HttpRequest, type HttpResponse, type Outcome } from '../../../src/api/transport';
import type {
  Address,
  BookingRules,
  CheckSameOrderData,
  CheckXyhBmdData,
  CostCenter,
  FlightBookData,
  InsuranceProduct,
  MatchClbzData,
  MatchClbzRequest,
  Project,
  TravellerCandidate,
  TravellerSearchRequest,
  ValidateTimeOutData,
  ViolationReason,
} from '../../../src/api/contract';

export const TOKEN = 'f'.repeat(32);

/** An answer: an envelope, or a thrown network failure. */
type Reply = { code: number; tips?: string; data?: unknown; list?: unknown[] } | 'network';

export interface FakeServerState {
  calls: HttpRequest[];
  outcomes: Outcome[];
  employees: TravellerCandidate[];
  contacts: TravellerCandidate[];
  rules: BookingRules;
  costCenters: CostCenter[];
  projects: Project[];
  reasons: ViolationReason[];
  insurance: InsuranceProduct[];
  addresses: Address[];
  /** matchClbz answer per request (default: everybody compliant). */
  policy: (req: MatchClbzRequest) => MatchClbzData;
  validate: ValidateTimeOutData;
  sameOrder: CheckSameOrderData;
  whitelist: CheckXyhBmdData;
  /** bookV3 answers, consumed in order; the last one repeats. */
  book: Reply[];
  /** Holds bookV3 answers until released (a slow server, for double taps). */
  holdBook: boolean;
  releaseBook: () => void;
  /** Holds patForFlight answers until released (a slow price). */
  holdPrice: boolean;
  releasePrice: () => void;
}

export const RULES: BookingRules = {
  costCenterRequired: false,
  projectRequired: false,
  remarkRequired: false,
  mustComply: false,
  freeTextReason: true,
  serviceFee: 20,
  hideTravelStandard: false,
  approvalRequired: false,
};

export function candidate(partial: Partial<TravellerCandidate> & { name: string }): TravellerCandidate {
  return {
    clkFlag: 2,
    empId: '',
    contactsId: '',
    enName: '',
    deptName: '',
    empRank: '',
    sex: 'M',
    born: '1990-03-15',
    phoneNumber: '138****0001',
    email: '',
    documents: [],
    ...partial,
  };
}

/** The signed-in demo employee (DEMO_USER e1) with an ID card on file. */
export const SELF = candidate({
  name: '张三',
  empId: 'e1',
  deptName: '研发部',
  phoneNumber: '138****0001',
  documents: [{ idType: 'ID', masked: '110***********1234', ref: 'doc-e1', expiry: '' }],
});

export const COLLEAGUE = candidate({
  name: '李四',
  empId: 'e2',
  deptName: '研发部',
  sex: 'M',
  born: '1985-07-08',
  phoneNumber: '138****0002',
  documents: [{ idType: 'ID', masked: '310***********5678', ref: 'doc-e2', expiry: '' }],
});

export const CONTACT = candidate({
  name: '王五',
  clkFlag: 1,
  contactsId: 'c1',
  sex: 'F',
  born: '1993-02-02',
  phoneNumber: '139****0003',
  documents: [{ idType: 'PASSPORT', masked: 'E1*****78', ref: 'doc-c1', expiry: '2033-01-01' }],
});

export { CABIN, FLIGHT } from '../../fixtures/flightFare';

export function startFakeServer(patch: Partial<FakeServerState> = {}): FakeServerState {
  let release: (() => void) | null = null;
  let releasePrice: (() => void) | null = null;
  const state: FakeServerState = {
    calls: [],
    outcomes: [],
    employees: [SELF, COLLEAGUE],
    contacts: [CONTACT],
    rules: RULES,
    costCenters: [
      { costCenterId: 'cc1', code: 'CC-RD', name: '研发成本中心' },
      { costCenterId: 'cc2', code: 'CC-MKT', name: '市场成本中心' },
    ],
    projects: [{ projectId: 'p1', code: 'P-1', name: '新一代预订平台' }],
    reasons: [
      { id: 'r1', cplx: '10901', text: '会议时间紧急' },
      { id: 'r2', cplx: '10901', text: '客户指定航班' },
    ],
    insurance: [
      {
        bxid: 'bx1',
        bxmc: '航空意外险',
        bxxz: '意外险',
        bxgs: '平安',
        saleprice: 20,
        besm: '保额300万',
        bxtk: '条款正文',
        defaultOn: true,
      },
      {
        bxid: 'bx2',
        bxmc: '航班延误险',
        bxxz: '延误险',
        bxgs: '人保',
        saleprice: 30,
        besm: '延误2小时赔200元',
        bxtk: '延误条款',
        defaultOn: false,
      },
    ],
    addresses: [],
    policy: (req) => ({
      results: req.travellers.map((traveller) => ({
        traveller,
        name: '',
        policy: { compliant: true, violations: [] },
      })),
      mustComply: false,
    }),
    validate: { valid: true, reason: '' },
    sameOrder: { duplicates: [] },
    whitelist: { passed: true, list: [] },
    book: [
      {
        code: 1,
        data: { orderId: 'O1', orderNo: 'NO1', amount: 1150, nextStep: 'pay', payDeadline: '' } as FlightBookData,
      },
    ],
    holdBook: false,
    releaseBook: () => release?.(),
    holdPrice: false,
    releasePrice: () => releasePrice?.(),
    ...patch,
  };

  const page = <T>(rows: T[], body: TravellerSearchRequest): Reply => {
    const k = (body.keyword ?? '').trim();
    const hit = k ? rows.filter((r) => JSON.stringify(r).includes(k)) : rows;
    return { code: 1, data: { total: hit.length, pageNum: 1, count: 20 }, list: hit };
  };

  const answer = async (req: HttpRequest): Promise<Reply> => {
    const body = (req.data ?? {}) as Record<string, unknown>;
    const path = req.url.split('?')[0];
    switch (path) {
      case '/obt/empFindList':
        return page(body.kind === 'contact' ? state.contacts : state.employees, body);
      case '/obt/vipEmpContactsPage':
        return page(state.contacts, body);
      case '/obt/queryVipParameter':
        return { code: 1, data: state.rules };
      case '/obt/costCenterFindList':
        return { code: 1, data: { total: state.costCenters.length }, list: state.costCenters };
      case '/obt/projectList':
        return { code: 1, data: { total: state.projects.length }, list: state.projects };
      case '/obt/vipWbyy/list':
        return { code: 1, list: state.reasons };
      case '/obt/bx/getBxcpList':
        return { code: 1, list: state.insurance };
      case '/obt/bx/getBxcpById':
        return { code: 1, data: state.insurance.find((p) => p.bxid === body.bxid) };
      case '/obt/vipEmpAddr/list':
        return { code: 1, data: { total: state.addresses.length }, list: state.addresses };
      case '/obt/flight/v3/shopping/matchClbz':
        return { code: 1, data: state.policy(body as unknown as MatchClbzRequest) };
      case '/obt/flight/v3/shopping/patForFlight':
        if (state.holdPrice) await new Promise<void>((resolve) => (releasePrice = resolve));
        return {
          code: 1,
          data: {
            segments: ((body.fareKeys as string[]) ?? []).map((fareKey) => ({
              fareKey,
              prices: [
                { psgType: 1, fare: 1000, tax: 110 },
                { psgType: 2, fare: 500, tax: 30 },
                { psgType: 3, fare: 100, tax: 0 },
              ],
            })),
            priceChanged: false,
          },
        };
      case '/obt/flight/validateTimeOut':
        return { code: 1, data: state.validate };
      case '/obt/flight/checkSameOrder':
        return { code: 1, data: state.sameOrder };
      case '/obt/flight/checkXyhBmd':
        return { code: 1, data: state.whitelist };
      case '/obt/flight/order/bookV3': {
        if (state.holdBook) await new Promise<void>((resolve) => (release = resolve));
        const next = state.book.length > 1 ? (state.book.shift() as Reply) : (state.book[0] as Reply);
        return next;
      }
      default:
        return { code: 1 };
    }
  };

  configureTransport({
    baseUrl: '',
    adapter: async (req): Promise<HttpResponse> => {
      state.calls.push(req);
      const reply = await answer(req);
      if (reply === 'network') throw { kind: 'network', status: 0 };
      return { status: 200, data: reply };
    },
    getToken: () => TOKEN,
    getLocale: () => 'zh-CN',
    onLoadingChange: () => undefined,
    present: (outcome) => state.outcomes.push(outcome),
    bugContext: () => ({
      corpName: '',
      userName: '',
      pagePath: '',
      userAgent: 'jest',
      host: 'localhost',
      fromSys: 'h5',
    }),
  });
  return state;
}

/** Requests made to one path. */
export function callsTo(state: FakeServerState, path: string): HttpRequest[] {
  return state.calls.filter((c) => c.url.split('?')[0] === path);
}
