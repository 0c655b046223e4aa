/**
 * The route registry: every SPEC §2 screen exactly once, the single source of truth for `app.config.ts`
 * (pages, subPackages, preloadRule) and the H5 `customRoutes` (see `./config.ts`).
 *
 * PURE DATA: Node imports this file at build time from `config/index.ts` and `src/app.config.ts`, so it
 * imports nothing (no Taro, no React, no other module).
 *
 * Depth index (SPEC §2: comparing two depths picks the transition; deeper = turn-on, shallower = turn-off,
 * equal = none). Levels follow the booking flow, so moving forward in a flow always slides on:
 *
 *   0 ENTRY     /login; the public flows count on from it (register, Invitation, reset step 1 = 1, step 2 = 2, step 3 = 3)
 *   1 TAB       dashboard tabs (/home /allorder /tripList /approvalList /message /userCenter), '/', '/dashboard'
 *   2 HUB       query screens (tkQuery trQuery htQuery carQuery visa travel checkIn … inQuery), dashboard shell
 *               children that are not tabs, user-center first-level screens (settings, CommonInfo …)
 *   3 LIST      result and record lists (tkList trList htList carList, order/notice/message/employee lists)
 *   4 DETAIL    item and order details (cabins, hotel details and room lists, maps, every order/refund/change detail)
 *   5 FORM      booking, apply and edit forms (tkEdit htOrder carEdit tkRefundApply empEdit modifyPassword …)
 *   6 CONFIRM   confirm / complete screens (…Cmp, …Complete, …/confirm)
 *   7 PAY       cashier (/pay/payment)
 *   8 RESULT    payment result (/pay/paySuccess)
 *   9 NOT_FOUND the internal /notFound screen (always "forward" when entered, "back" when left)
 *
 * A flow with more steps than its level names counts on by one per step, e.g. flight change:
 * tkOrderDetail 4 → tkChangeApply 5 → tkChangeFlight 6 → tkChangeEdit 7 → tkChangeCmp 8.
 *
 * Page paths are derived from the spec URL so a reader can grep from SPEC to code:
 *   main package  '/resetPassword/firstStep'   → 'pages/resetPassword/firstStep/index'
 *   subpackage    '/ht/htOrder/htOrderDetail'  → 'packages/hotel/pages/htOrder/htOrderDetail/index'
 * The subpackage's own URL prefix (tk, tr, ht, htV2, car, pay, approval, insurance, userCenter, visa, travel) is
 * dropped when more segments follow; path parameters are dropped (they travel as query keys).
 *
 * Spelling note: SPEC §2 lists the visa order detail as 'orderDetail' in the visa screen list but writes
 * '/visa/OrderDetail' in the order-detail targets. '/visa/OrderDetail' is the screen; '/visa/orderDetail' is
 * declared as a redirect alias to it so both spellings work.
 */

/** Product-domain subpackages (weapp subpackage roots are `packages/<name>`). */
export type SubPackage =
  | 'flight'
  | 'flightIntl'
  | 'train'
  | 'hotel'
  | 'hotelV2'
  | 'car'
  | 'visa'
  | 'travel'
  | 'insurance'
  | 'airport'
  | 'trip'
  | 'approval'
  | 'pay'
  | 'user'
  | 'order'
  | 'message'
  | 'agreement';

/** Every subpackage name, in a stable order. */
export const SUB_PACKAGES: readonly SubPackage[] = [
  'flight',
  'flightIntl',
  'train',
  'hotel',
  'hotelV2',
  'car',
  'visa',
  'travel',
  'insurance',
  'airport',
  'trip',
  'approval',
  'pay',
  'user',
  'order',
  'message',
  'agreement',
];

/** One screen (or redirect alias) of SPEC §2. */
export interface RouteDef {
  /** Spec URL exactly as SPEC §2 writes it, with path params: '/car/carJsycDetail/:id', '/userCenter/empEdit/:id?' */
  url: string;
  /**
   * Taro page path without leading slash: main package 'pages/login/index'; subpackage
   * 'packages/flight/pages/tkQuery/index'. A redirect alias carries its target's page.
   */
  page: string;
  /** Subpackage; null = main package. */
  pkg: SubPackage | null;
  /** Transition depth index (scheme at the top of this file). */
  depth: number;
  /** No login needed. */
  public?: true;
  /** State is kept when the screen is left (SPEC §2: tkList and the other search-result lists). */
  keepAlive?: true;
  /** Required query keys. */
  query?: readonly string[];
  /** The page file exists in this build (a redirect alias: its target is built). */
  built: boolean;
  /** Dashboard tab (not a native tabBar: the dashboard draws its own tab bar). */
  tab?: true;
  /** Spec URL this alias redirects to ('/' → '/home'). */
  redirect?: string;
}

/** Depth levels (see the scheme above). */
export const DEPTH = {
  entry: 0,
  tab: 1,
  hub: 2,
  list: 3,
  detail: 4,
  form: 5,
  confirm: 6,
  pay: 7,
  result: 8,
  notFound: 9,
} as const;

/** Pages that exist in this build (by spec URL): main package, then subpackages. */
const BUILT: ReadonlySet<string> = new Set([
  '/login',
  '/home',
  '/allorder',
  '/tripList',
  '/approvalList',
  '/userCenter',
  '/message',
  '/notFound',
  '/tk/tkQuery',
  '/tk/tkList',
  '/tk/tkCabin',
  '/tk/tkCabinTransfer',
  '/tk/tkEdit',
  '/pay/payment',
  '/pay/paySuccess',
  '/tk/tkCmp',
  '/tk/tkOrderDetail',
  '/tk/tkRefundApply',
  '/tk/tkRefundDetail',
  '/tk/tkRefundCmp',
  '/tk/tkChangeApply',
  '/tk/tkChangeFlight',
  '/tk/tkChangeEdit',
  '/tk/tkChangeCmp',
  '/tk/tkChangeDetail',
  '/tk/tkNeed',
  '/tk/tkNeedDetail',
  '/tk/strategy',
  '/tk/policy',
  '/tk/airportBus',
  '/tr/trEdit',
  '/tr/trCmp',
  '/tr/OrderDetail',
  '/tr/trSferOrderDetail',
  '/tr/OrderService',
  '/tr/trQuery',
  '/tr/trList',
  '/tr/trDetail',
  '/tr/ApplyRefund',
  '/tr/RefundCmp',
  '/tr/RefundDetail',
  '/tr/ApplyAlter',
  '/tr/AlterCmp',
  '/tr/ChangeDetail',
  '/tr/trBenchEdit',
  '/tr/trBenchCmp/:id',
  '/tr/trBenthOrderDetail',
  '/ht/htOrder/htOrderDetail',
  '/ht/htOrder/htRefund',
  '/ht/htRefundComplete',
  '/ht/htOrder/htRefundDetail',
  '/htV2/htRoomList',
  '/ht/htDetails',
  '/htV2/htMore',
  '/ht/htMore',
  '/htV2/htEdit',
  '/ht/htOrder',
  '/htV2/htCmp',
  '/ht/htComplete',
  '/ht/htOrderComplete',
  '/htV2/htComplete',
  '/register',
  '/Invitation',
  '/resetPassword/firstStep',
  '/resetPassword/secondStep',
  '/resetPassword/thirdStep',
  '/userCenter/settings',
  '/userCenter/settings/closeAccount',
  '/userCenter/settings/about',
  '/userCenter/settings/modifyMobile',
  '/userCenter/settings/modifyPassword',
  '/userCenter/userInfo',
  '/userCenter/company',
  '/service',
  '/userCenter/empList',
  '/userCenter/empEdit/:id?',
  '/userCenter/invitEmployees',
  '/userCenter/CommonInfo',
  '/userCenter/CommonInfo/EditContact/:id?',
  '/userCenter/CommonInfo/EditAddress/:id?',
  '/userCenter/CommonInfo/EditVipEmpJdhy/:id?',
  '/userCenter/NeedOrder/:id?',
  '/userCenter/trBenchList',
  '/userCenter/tripCarList',
  '/userCenter/Invoice/InvoiceOrderList',
  '/userCenter/Invoice/addInvoiceTitle',
  '/userCenter/Invoice/addInvoice',
  '/userCenter/Invoice/distributionDetail',
  '/noticeList',
  '/userCenter/message',
  '/userCenter/message/order',
  '/userCenter/message/list',
  '/userCenter/noticeDetail/:id?',
  '/schedule',
  '/schedule/histroy',
  '/otherOrder',
  '/otherOrderDetail',
  '/approval/Send',
  '/approval/Detail',
  '/userCenter/approvalList',
  '/violateList',
  '/tripAdd',
  '/tripRoute',
  '/tripChange',
  '/tripDetail',
  '/tripCarAdd',
  '/htV2/htInquiry',
  '/htV2/htInquiryDetail/:id',
  '/htV2/htRemark',
  '/ht/htInquiry',
  '/ht/htInquiryDetail/:id',
  '/ht/htRemark',
  '/htV2/htQuery',
  '/htV2/htList',
  '/htV2/htSignList',
  '/htV2/htMap',
  '/ht/htQuery',
  '/ht/htList',
  '/ht/htSignList',
  '/ht/htMap',
  '/ht/htIntEdit',
  '/ht/htDetailsInt',
  '/htV2/htIntRoomList',
  '/ht/htIntPolicy',
  '/ht/htOrderInt',
  '/car/carQuery',
  '/car/carList',
  '/car/carOrderDetail',
  '/car/carJsycDetail/:id',
  '/car/driving',
  '/car/carEdit',
  '/car/carCmp',
  '/agreement/user',
  '/agreement/privacy',
]);

/** URL prefix a subpackage drops from its page paths (only when more segments follow). */
const PREFIX: Partial<Record<SubPackage, string>> = {
  flight: 'tk',
  flightIntl: 'tk',
  train: 'tr',
  hotel: 'ht',
  hotelV2: 'htV2',
  car: 'car',
  pay: 'pay',
  approval: 'approval',
  insurance: 'insurance',
  user: 'userCenter',
  message: 'userCenter',
  visa: 'visa',
  travel: 'travel',
  agreement: 'agreement',
};

type Flags = Pick<RouteDef, 'public' | 'keepAlive' | 'query' | 'tab'>;

/** URL segments without path parameters. */
function staticSegments(url: string): string[] {
  return url.split('/').filter((s) => s !== '' && !s.startsWith(':'));
}

function mainRoute(url: string, depth: number, flags: Flags = {}): RouteDef {
  return {
    url,
    page: `pages/${staticSegments(url).join('/')}/index`,
    pkg: null,
    depth,
    ...flags,
    built: BUILT.has(url),
  };
}

function subRoute(pkg: SubPackage, url: string, depth: number, flags: Flags = {}): RouteDef {
  let segs = staticSegments(url);
  if (segs.length > 1 && segs[0] === PREFIX[pkg]) segs = segs.slice(1);
  return { url, page: `packages/${pkg}/pages/${segs.join('/')}/index`, pkg, depth, ...flags, built: BUILT.has(url) };
}

/** Shorthand: the same subpackage for a list of [url, depth, flags?] rows. */
function inPackage(pkg: SubPackage, rows: ReadonlyArray<readonly [string, number, Flags?]>): RouteDef[] {
  return rows.map(([url, depth, flags]) => subRoute(pkg, url, depth, flags));
}

const { entry, tab, hub, list, detail, form, confirm, pay, result, notFound } = DEPTH;
const PUBLIC = { public: true } as const;
const KEEP = { keepAlive: true } as const;
const TAB = { tab: true } as const;

/** Screens (every non-redirect entry). */
const SCREENS: RouteDef[] = [
  // Public (no login)
  mainRoute('/login', entry, PUBLIC),
  mainRoute('/register', entry + 1, PUBLIC),
  mainRoute('/Invitation', entry + 1, PUBLIC),
  mainRoute('/resetPassword/firstStep', entry + 1, PUBLIC),
  mainRoute('/resetPassword/secondStep', entry + 2, PUBLIC),
  mainRoute('/resetPassword/thirdStep', entry + 3, PUBLIC),
  // Internal (not in SPEC): unknown URLs and screens missing from this build land here.
  mainRoute('/notFound', notFound, PUBLIC),
  // Internal (issue 15, PIPL): the user agreement and privacy policy, read before sign-in and registration.
  ...inPackage('agreement', [
    ['/agreement/user', entry + 1, PUBLIC],
    ['/agreement/privacy', entry + 1, PUBLIC],
  ]),

  // Dashboard shell children: tabs, then the other children
  mainRoute('/home', tab, TAB),
  mainRoute('/allorder', tab, TAB),
  mainRoute('/tripList', tab, TAB),
  mainRoute('/approvalList', tab, TAB),
  mainRoute('/message', tab, TAB),
  mainRoute('/userCenter', tab, TAB),
  mainRoute('/noticeList', list),
  mainRoute('/service', hub),
  mainRoute('/userCenter/message', hub),
  mainRoute('/schedule', hub),

  // User center
  ...inPackage('user', [
    ['/schedule/histroy', list],
    ['/userCenter/approvalList', list],
    ['/userCenter/invitEmployees', form],
    ['/userCenter/empList', list],
    ['/userCenter/empEdit/:id?', form],
    ['/userCenter/CommonInfo', hub],
    ['/userCenter/CommonInfo/EditAddress/:id?', form],
    ['/userCenter/CommonInfo/EditVipEmpJdhy/:id?', form],
    ['/userCenter/CommonInfo/EditContact/:id?', form],
    ['/userCenter/NeedOrder/:id?', detail],
    ['/userCenter/trBenchList', list],
    ['/userCenter/company', detail],
    ['/userCenter/userInfo', detail],
    ['/userCenter/settings', hub],
    ['/userCenter/settings/closeAccount', form],
    ['/userCenter/settings/about', detail],
    ['/userCenter/settings/modifyMobile', form],
    ['/userCenter/settings/modifyPassword', form],
    ['/userCenter/Invoice/InvoiceOrderList', list],
    ['/userCenter/Invoice/addInvoiceTitle', form],
    ['/userCenter/Invoice/addInvoice', form],
    ['/userCenter/Invoice/distributionDetail', detail],
    ['/userCenter/tripCarList', list],
  ]),
  ...inPackage('message', [
    ['/userCenter/message/order', list],
    ['/userCenter/message/list', list],
    ['/userCenter/noticeDetail/:id?', detail],
  ]),
  ...inPackage('order', [
    ['/otherOrder', list],
    ['/otherOrderDetail', detail],
  ]),

  // Car
  ...inPackage('car', [
    ['/car/carQuery', hub],
    ['/car/carList', list],
    ['/car/carEdit', form],
    ['/car/carCmp', confirm],
    ['/car/carOrderDetail', detail],
    ['/car/carJsycDetail/:id', detail],
    ['/car/driving', form],
  ]),

  // Domestic flights
  ...inPackage('flight', [
    ['/tk/tkQuery', hub],
    ['/tk/tkList', list, KEEP],
    ['/tk/tkCabin', detail],
    ['/tk/tkCabinTransfer', detail],
    ['/tk/tkEdit', form],
    ['/tk/tkCmp', confirm],
    ['/tk/tkOrderDetail', detail],
    ['/tk/tkRefundApply', form],
    ['/tk/tkRefundDetail', detail],
    ['/tk/tkRefundCmp', confirm],
    ['/tk/tkChangeApply', form],
    ['/tk/tkChangeFlight', form + 1],
    ['/tk/tkChangeEdit', form + 2],
    ['/tk/tkChangeCmp', form + 3],
    ['/tk/tkChangeDetail', detail],
    ['/tk/tkNeed', form],
    ['/tk/tkNeedDetail', detail],
    ['/tk/strategy', detail],
    ['/tk/policy', detail],
    ['/tk/airportBus', detail],
  ]),

  // International flights (searched from /tk/tkQuery)
  ...inPackage('flightIntl', [
    ['/tk/tkIntList', list, KEEP],
    ['/tk/tkIntCabin', detail],
    ['/tk/tkIntEdit', form],
    ['/tk/tkIntCmp', confirm],
    ['/tkIntel/policy', detail],
    ['/tkIntel/policy/detail/:id', detail + 1],
  ]),

  // Train
  ...inPackage('train', [
    ['/tr/trQuery', hub],
    ['/tr/trList', list, KEEP],
    ['/tr/trDetail', detail],
    ['/tr/trEdit', form],
    ['/tr/trBenchEdit', form],
    ['/tr/trCmp', confirm],
    ['/tr/trBenchCmp/:id', confirm],
    ['/tr/OrderDetail', detail],
    ['/tr/trBenthOrderDetail', detail],
    ['/tr/trSferOrderDetail', detail],
    ['/tr/ApplyAlter', form],
    ['/tr/AlterCmp', confirm],
    ['/tr/ChangeDetail', detail],
    ['/tr/ApplyRefund', form],
    ['/tr/RefundCmp', confirm],
    ['/tr/RefundDetail', detail],
    ['/tr/OrderService', form],
  ]),

  // Hotel version 1
  ...inPackage('hotel', [
    ['/ht/htQuery', hub],
    ['/ht/htList', list, KEEP],
    ['/ht/htSignList', list],
    ['/ht/htMap', detail],
    ['/ht/htDetails', detail],
    ['/ht/htDetailsInt', detail],
    ['/ht/htMore', detail],
    ['/ht/htIntPolicy', form],
    ['/ht/htInquiry', form],
    ['/ht/htRemark', confirm],
    ['/ht/htInquiryDetail/:id', detail],
    ['/ht/htOrder', form],
    ['/ht/htOrderInt', form],
    ['/ht/htOrder/htOrderDetail', detail],
    ['/ht/htOrder/htRefundDetail', detail],
    ['/ht/htOrder/htRefund', form],
    ['/ht/htRefundComplete', confirm],
    ['/ht/htComplete', confirm],
    ['/ht/htOrderComplete', confirm],
    ['/ht/htIntEdit', form],
  ]),

  // Hotel version 2
  ...inPackage('hotelV2', [
    ['/htV2/htQuery', hub],
    ['/htV2/htList', list, KEEP],
    ['/htV2/htRoomList', detail],
    ['/htV2/htIntRoomList', detail],
    ['/htV2/htEdit', form],
    ['/htV2/htCmp', confirm],
    ['/htV2/htSignList', list],
    ['/htV2/htMap', detail],
    ['/htV2/htMore', detail],
    ['/htV2/htRemark', confirm],
    ['/htV2/htInquiry', form],
    ['/htV2/htInquiryDetail/:id', detail],
    ['/htV2/htComplete', confirm],
  ]),

  // Trip applications (ccsqd)
  ...inPackage('trip', [
    ['/violateList', list],
    ['/tripAdd', form],
    ['/tripRoute', form + 1],
    ['/tripChange', form],
    ['/tripDetail', detail, { query: ['ccsqdId'] }],
    ['/tripCarAdd', form + 1],
  ]),

  // Payment
  ...inPackage('pay', [
    ['/pay/payment', pay],
    ['/pay/paySuccess', result],
  ]),

  // Approval
  ...inPackage('approval', [
    ['/approval/Send', form],
    ['/approval/Detail', detail, { query: ['id', 'workItemId', 'orderType'] }],
  ]),

  // Visa
  ...inPackage('visa', [
    ['/visa', hub],
    ['/visa/list', list],
    ['/visa/detail', detail],
    ['/visa/edit', form],
    ['/visa/cmp', confirm],
    ['/visa/OrderDetail', detail],
    ['/visa/OrderService', form],
  ]),

  // Travel packages (tours)
  ...inPackage('travel', [
    ['/travel', hub],
    ['/travelDetail', detail],
    ['/travelBook', form],
    ['/travelFillorder', form + 1],
    ['/travelCmp', form + 2],
    ['/travel/travelOrder/travelOrderDetail/:id?', detail],
  ]),

  // Airport services
  ...inPackage('airport', [
    ['/checkIn', hub],
    ['/checkIn/edit', form],
    ['/checkIn/order', detail],
    ['/guestPass', hub],
    ['/guestPass/edit', form],
    ['/guestPass/confirm', confirm],
    ['/guestPass/order', detail],
    ['/fastCheck', hub],
    ['/fastCheck/edit', form],
    ['/fastCheck/order', detail],
    ['/restRoom', hub],
    ['/restRoom/edit', form],
    ['/restRoom/confirm', confirm],
    ['/restRoom/order', detail],
  ]),

  // Insurance
  ...inPackage('insurance', [
    ['/insurance/inQuery', hub],
    ['/insurance/InProductDetails', detail],
    ['/insurance/InCmp', confirm],
    ['/insurance/InOrderDetail', detail],
    ['/insurance/InRefundOrderDetail', detail],
  ]),
];

/** Redirect aliases: [alias, target spec URL]. */
const REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/', '/home'],
  ['/dashboard', '/home'],
  ['/resetPassword', '/resetPassword/firstStep'],
  ['/visa/orderDetail', '/visa/OrderDetail'],
];

function redirectRoute(url: string, to: string): RouteDef {
  const target = SCREENS.find((r) => r.url === to);
  if (!target) throw new Error(`router: redirect ${url} → unknown ${to}`);
  // An alias shares its target's page, package, depth and access; it is never a tab or kept alive itself.
  const alias: RouteDef = {
    url,
    page: target.page,
    pkg: target.pkg,
    depth: target.depth,
    built: target.built,
    redirect: to,
  };
  if (target.public) alias.public = true;
  return alias;
}

/** Every route: SPEC §2 screens, the internal /notFound, then the redirect aliases. */
export const ROUTES: readonly RouteDef[] = [...SCREENS, ...REDIRECTS.map(([url, to]) => redirectRoute(url, to))];

/** Spec URL of the screen shown for unknown and unbuilt URLs. */
export const NOT_FOUND_URL = '/notFound';
/** Spec URLs the router itself needs. */
export const HOME_URL = '/home';
export const LOGIN_URL = '/login';
