import { existsSync } from 'fs';
import { resolve } from 'path';
import { ROUTES, SUB_PACKAGES, DEPTH, type RouteDef } from '../../../src/router/routes';
import { appPages, customRoutes, preloadRule, routeCount, subPackages } from '../../../src/router/config';
import { basePath, matchUrl } from '../../../src/router/match';
import { QUERY_ROUTES, REFUND_APPLY_ROUTES } from '../../../src/domain/orderRouting';

/** Every URL of SPEC §2, transcribed by hand in the order SPEC writes them. */
const SPEC_URLS: readonly string[] = [
  // Public
  '/login',
  '/',
  '/register',
  '/Invitation',
  '/resetPassword',
  '/resetPassword/firstStep',
  '/resetPassword/secondStep',
  '/resetPassword/thirdStep',
  // Dashboard shell and children
  '/dashboard',
  '/home',
  '/allorder',
  '/tripList',
  '/approvalList',
  '/userCenter',
  '/message',
  '/noticeList',
  '/service',
  '/userCenter/message',
  '/schedule',
  // User center
  '/schedule/histroy',
  '/userCenter/approvalList',
  '/userCenter/invitEmployees',
  '/userCenter/empList',
  '/userCenter/empEdit/:id?',
  '/userCenter/CommonInfo',
  '/userCenter/CommonInfo/EditAddress/:id?',
  '/userCenter/CommonInfo/EditVipEmpJdhy/:id?',
  '/userCenter/CommonInfo/EditContact/:id?',
  '/userCenter/NeedOrder/:id?',
  '/userCenter/trBenchList',
  '/userCenter/company',
  '/userCenter/userInfo',
  '/userCenter/settings',
  '/userCenter/settings/closeAccount',
  '/userCenter/settings/about',
  '/userCenter/settings/modifyMobile',
  '/userCenter/settings/modifyPassword',
  '/userCenter/message/order',
  '/userCenter/message/list',
  '/userCenter/noticeDetail/:id?',
  '/userCenter/Invoice/InvoiceOrderList',
  '/userCenter/Invoice/addInvoiceTitle',
  '/userCenter/Invoice/addInvoice',
  '/userCenter/Invoice/distributionDetail',
  '/userCenter/tripCarList',
  '/otherOrder',
  '/otherOrderDetail',
  // Car
  '/car/carQuery',
  '/car/carList',
  '/car/carEdit',
  '/car/carCmp',
  '/car/carOrderDetail',
  '/car/carJsycDetail/:id',
  '/car/driving',
  // Domestic flights
  '/tk/tkQuery',
  '/tk/tkList',
  '/tk/tkCabin',
  '/tk/tkCabinTransfer',
  '/tk/tkEdit',
  '/tk/tkCmp',
  '/tk/tkOrderDetail',
  '/tk/tkRefundApply',
  '/tk/tkRefundDetail',
  '/tk/tkRefundCmp',
  '/tk/tkChangeApply',
  '/tk/tkChangeEdit',
  '/tk/tkChangeDetail',
  '/tk/tkChangeCmp',
  '/tk/tkChangeFlight',
  '/tk/tkNeed',
  '/tk/tkNeedDetail',
  '/tk/strategy',
  '/tk/policy',
  '/tk/airportBus',
  // International flights
  '/tk/tkIntList',
  '/tk/tkIntCabin',
  '/tk/tkIntEdit',
  '/tk/tkIntCmp',
  '/tkIntel/policy',
  '/tkIntel/policy/detail/:id',
  // Train
  '/tr/trQuery',
  '/tr/trList',
  '/tr/trDetail',
  '/tr/trEdit',
  '/tr/trBenchEdit',
  '/tr/trCmp',
  '/tr/trBenchCmp/:id',
  '/tr/OrderDetail',
  '/tr/trBenthOrderDetail',
  '/tr/trSferOrderDetail',
  '/tr/ApplyAlter',
  '/tr/AlterCmp',
  '/tr/ChangeDetail',
  '/tr/ApplyRefund',
  '/tr/RefundCmp',
  '/tr/RefundDetail',
  '/tr/OrderService',
  // Hotel version 1
  '/ht/htQuery',
  '/ht/htList',
  '/ht/htSignList',
  '/ht/htMap',
  '/ht/htDetails',
  '/ht/htDetailsInt',
  '/ht/htMore',
  '/ht/htIntPolicy',
  '/ht/htInquiry',
  '/ht/htRemark',
  '/ht/htInquiryDetail/:id',
  '/ht/htOrder',
  '/ht/htOrderInt',
  '/ht/htOrder/htOrderDetail',
  '/ht/htOrder/htRefundDetail',
  '/ht/htOrder/htRefund',
  '/ht/htRefundComplete',
  '/ht/htComplete',
  '/ht/htOrderComplete',
  '/ht/htIntEdit',
  // Hotel version 2
  '/htV2/htQuery',
  '/htV2/htList',
  '/htV2/htRoomList',
  '/htV2/htIntRoomList',
  '/htV2/htEdit',
  '/htV2/htCmp',
  '/htV2/htSignList',
  '/htV2/htMap',
  '/htV2/htMore',
  '/htV2/htRemark',
  '/htV2/htInquiry',
  '/htV2/htInquiryDetail/:id',
  '/htV2/htComplete',
  // Trip
  '/violateList',
  '/tripAdd',
  '/tripRoute',
  '/tripChange',
  '/tripDetail',
  '/tripCarAdd',
  // Payment, approval
  '/pay/payment',
  '/pay/paySuccess',
  '/approval/Send',
  '/approval/Detail',
  // Visa: the visa list writes 'orderDetail', the order-detail targets write '/visa/OrderDetail'
  '/visa',
  '/visa/list',
  '/visa/detail',
  '/visa/edit',
  '/visa/cmp',
  '/visa/orderDetail',
  '/visa/OrderDetail',
  '/visa/OrderService',
  // Travel packages
  '/travel',
  '/travelDetail',
  '/travelFillorder',
  '/travelBook',
  '/travelCmp',
  '/travel/travelOrder/travelOrderDetail/:id?',
  // Airport services
  '/checkIn',
  '/checkIn/edit',
  '/checkIn/order',
  '/guestPass',
  '/guestPass/confirm',
  '/guestPass/edit',
  '/guestPass/order',
  '/fastCheck',
  '/fastCheck/edit',
  '/fastCheck/order',
  '/restRoom',
  '/restRoom/confirm',
  '/restRoom/edit',
  '/restRoom/order',
  // Insurance
  '/insurance/inQuery',
  '/insurance/InProductDetails',
  '/insurance/InCmp',
  '/insurance/InOrderDetail',
  '/insurance/InRefundOrderDetail',
];

/** Routes that are not in SPEC §2 on purpose. */
const INTERNAL_URLS = ['/notFound', '/agreement/user', '/agreement/privacy'];

const MAIN_PACKAGE_URLS = [
  '/login',
  '/register',
  '/Invitation',
  '/resetPassword/firstStep',
  '/resetPassword/secondStep',
  '/resetPassword/thirdStep',
  '/notFound',
  '/home',
  '/allorder',
  '/tripList',
  '/approvalList',
  '/userCenter',
  '/message',
  '/noticeList',
  '/service',
  '/userCenter/message',
  '/schedule',
];
/**
 * Screens built before trains (issue 12): each must stay built. Train screens join the build page by page and are
 * checked by rule below (any declared /tr screen whose page exists), so adding one does not touch this list.
 */
const BUILT_URLS = [
  '/login',
  '/agreement/user',
  '/agreement/privacy',
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
];
const TAB_URLS = ['/home', '/allorder', '/tripList', '/approvalList', '/message', '/userCenter'];
/** Products not built this round (visas): none of their screens may be in the build. */
const NOT_BUILT = [/^\/visa(\/|$)/];

const screens = ROUTES.filter((r) => !r.redirect);
const SRC = resolve(__dirname, '../../../src');
/** Whether the screen's page module exists in the source tree. */
const hasPage = (r: RouteDef): boolean => existsSync(resolve(SRC, `${r.page}.tsx`));
/** The train and domestic hotel screens built so far. */
const BUILT_TRAIN_URLS = screens.filter((r) => r.built && r.pkg === 'train').map((r) => r.url);
const BUILT_HOTEL_URLS = screens.filter((r) => r.built && (r.pkg === 'hotel' || r.pkg === 'hotelV2')).map((r) => r.url);
const BUILT_CAR_URLS = screens.filter((r) => r.built && r.pkg === 'car').map((r) => r.url);
/** What the build must hold: the screens built before trains, and the train, hotel and car screens built so far. */
const EXPECTED_BUILT = [...BUILT_URLS, ...BUILT_TRAIN_URLS, ...BUILT_HOTEL_URLS, ...BUILT_CAR_URLS];

describe('route registry', () => {
  it('declares every SPEC §2 route, and nothing else but /notFound', () => {
    const declared = ROUTES.map((r) => r.url);
    expect(new Set(SPEC_URLS).size).toBe(SPEC_URLS.length);
    expect(SPEC_URLS.filter((u) => !declared.includes(u))).toEqual([]);
    expect(declared.filter((u) => !SPEC_URLS.includes(u))).toEqual(INTERNAL_URLS);
  });

  it('prints the declared and built counts', () => {
    const count = routeCount();
    console.log(
      `router: ${count.declared} routes declared (${SPEC_URLS.length} SPEC §2 URLs incl. ` +
        `${ROUTES.filter((r) => r.redirect).length} redirect aliases, + /notFound), ${count.built} built`,
    );
    expect(count).toEqual({ declared: SPEC_URLS.length + INTERNAL_URLS.length, built: EXPECTED_BUILT.length });
  });

  it('builds exactly the screens whose page exists (a built URL without its page, or a page left out, fails)', () => {
    for (const r of screens) expect([r.url, hasPage(r)]).toEqual([r.url, r.built]);
    // Train screens are built one by one: each built one is a declared /tr screen with its page.
    for (const url of BUILT_TRAIN_URLS) expect(url).toMatch(/^\/tr\//);
    for (const url of BUILT_HOTEL_URLS) expect(url).toMatch(/^\/htV?2?\//);
    for (const url of BUILT_CAR_URLS) expect(url).toMatch(/^\/car\//);
    expect(BUILT_URLS.filter((u) => /^\/(tr|ht|htV2|car)\//.test(u))).toEqual([]);
  });

  it('builds every car screen (SPEC §2 Car)', () => {
    const car = screens.filter((r) => r.pkg === 'car');
    expect(car.map((r) => r.url).sort()).toEqual(
      [
        '/car/carCmp',
        '/car/carEdit',
        '/car/carJsycDetail/:id',
        '/car/carList',
        '/car/carOrderDetail',
        '/car/carQuery',
        '/car/driving',
      ].sort(),
    );
    expect(car.filter((r) => !r.built).map((r) => r.url)).toEqual([]);
  });

  it('builds no visa screen this round', () => {
    const declared = screens.filter((r) => NOT_BUILT.some((re) => re.test(r.url)));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((r) => r.built).map((r) => r.url)).toEqual([]);
  });

  it('gives no two routes the same url, and no two screens the same page (even ignoring case)', () => {
    const urls = ROUTES.map((r) => r.url);
    expect(new Set(urls).size).toBe(urls.length);
    const pages = screens.map((r) => r.page.toLowerCase());
    expect(new Set(pages).size).toBe(pages.length);
    // H5 paths too: customRoutes keys must not collide
    const paths = screens.map((r) => basePath(r));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('derives page paths from the spec URL', () => {
    const page = (url: string) => ROUTES.find((r) => r.url === url)?.page;
    expect(page('/login')).toBe('pages/login/index');
    expect(page('/resetPassword/firstStep')).toBe('pages/resetPassword/firstStep/index');
    expect(page('/tk/tkRefundApply')).toBe('packages/flight/pages/tkRefundApply/index');
    expect(page('/ht/htOrder/htOrderDetail')).toBe('packages/hotel/pages/htOrder/htOrderDetail/index');
    expect(page('/car/carJsycDetail/:id')).toBe('packages/car/pages/carJsycDetail/index');
    expect(page('/tkIntel/policy/detail/:id')).toBe('packages/flightIntl/pages/tkIntel/policy/detail/index');
    expect(page('/checkIn/edit')).toBe('packages/airport/pages/checkIn/edit/index');
    for (const r of screens) {
      expect(r.page).toMatch(r.pkg ? new RegExp(`^packages/${r.pkg}/pages/[\\w/]+/index$`) : /^pages\/[\w/]+\/index$/);
    }
  });

  it('keeps only launch, login and the dashboard in the main package', () => {
    expect(
      screens
        .filter((r) => r.pkg === null)
        .map((r) => r.url)
        .sort(),
    ).toEqual([...MAIN_PACKAGE_URLS].sort());
    for (const r of screens) if (r.pkg !== null) expect(SUB_PACKAGES).toContain(r.pkg);
  });

  it('marks the built screens, the tabs, the public routes and the required queries', () => {
    expect(
      screens
        .filter((r) => r.built)
        .map((r) => r.url)
        .sort(),
    ).toEqual([...EXPECTED_BUILT].sort());
    expect(
      ROUTES.filter((r) => r.tab)
        .map((r) => r.url)
        .sort(),
    ).toEqual([...TAB_URLS].sort());
    for (const r of ROUTES.filter((x) => x.tab)) expect(r.pkg).toBeNull();
    // SPEC lists '/' among the public routes, but it only redirects: the guard judges its target (/home).
    expect(
      ROUTES.filter((r) => r.public)
        .map((r) => r.url)
        .sort(),
    ).toEqual(
      [
        '/login',
        '/register',
        '/Invitation',
        '/resetPassword',
        '/resetPassword/firstStep',
        '/resetPassword/secondStep',
        '/resetPassword/thirdStep',
        '/notFound',
        '/agreement/user',
        '/agreement/privacy',
      ].sort(),
    );
    expect(ROUTES.find((r) => r.url === '/tripDetail')?.query).toEqual(['ccsqdId']);
    expect(ROUTES.find((r) => r.url === '/approval/Detail')?.query).toEqual(['id', 'workItemId', 'orderType']);
    expect(ROUTES.find((r) => r.url === '/tk/tkList')?.keepAlive).toBe(true);
  });

  it('declares the redirects', () => {
    const redirect = (url: string) => ROUTES.find((r) => r.url === url)?.redirect;
    expect(redirect('/')).toBe('/home');
    expect(redirect('/dashboard')).toBe('/home');
    expect(redirect('/resetPassword')).toBe('/resetPassword/firstStep');
    expect(redirect('/visa/orderDetail')).toBe('/visa/OrderDetail');
  });

  it('uses a monotone depth scheme', () => {
    const depth = (url: string) => ROUTES.find((r) => r.url === url)?.depth ?? NaN;
    expect(depth('/login')).toBe(DEPTH.entry);
    for (const t of TAB_URLS) expect(depth(t)).toBe(DEPTH.tab);
    const flows = [
      [
        '/login',
        '/home',
        '/tk/tkQuery',
        '/tk/tkList',
        '/tk/tkCabin',
        '/tk/tkEdit',
        '/tk/tkCmp',
        '/pay/payment',
        '/pay/paySuccess',
      ],
      ['/home', '/ht/htQuery', '/ht/htList', '/ht/htDetails', '/ht/htOrder', '/ht/htComplete'],
      ['/home', '/htV2/htQuery', '/htV2/htList', '/htV2/htRoomList', '/htV2/htEdit', '/htV2/htCmp'],
      ['/home', '/tr/trQuery', '/tr/trList', '/tr/trDetail', '/tr/trEdit', '/tr/trCmp'],
      ['/home', '/car/carQuery', '/car/carList', '/car/carEdit', '/car/carCmp'],
      [
        '/allorder',
        '/tk/tkOrderDetail',
        '/tk/tkChangeApply',
        '/tk/tkChangeFlight',
        '/tk/tkChangeEdit',
        '/tk/tkChangeCmp',
      ],
      ['/allorder', '/tk/tkOrderDetail', '/tk/tkRefundApply', '/tk/tkRefundCmp'],
      ['/allorder', '/tr/OrderDetail', '/tr/ApplyRefund', '/tr/RefundCmp'],
      ['/allorder', '/ht/htOrder/htOrderDetail', '/ht/htOrder/htRefund', '/ht/htRefundComplete'],
      ['/login', '/resetPassword/firstStep', '/resetPassword/secondStep', '/resetPassword/thirdStep'],
      ['/home', '/visa', '/visa/list', '/visa/detail', '/visa/edit', '/visa/cmp'],
      ['/home', '/travel', '/travelDetail', '/travelBook', '/travelFillorder', '/travelCmp'],
      ['/home', '/restRoom', '/restRoom/edit', '/restRoom/confirm'],
      ['/tripList', '/tripDetail', '/tripChange'],
      ['/userCenter', '/userCenter/CommonInfo', '/userCenter/CommonInfo/EditAddress/:id?'],
    ];
    for (const flow of flows) {
      const depths = flow.map(depth);
      for (let i = 1; i < depths.length; i++) expect([flow[i], depths[i] > depths[i - 1]]).toEqual([flow[i], true]);
    }
    for (const r of ROUTES) expect(Number.isInteger(r.depth) && r.depth >= 0 && r.depth <= DEPTH.notFound).toBe(true);
  });

  it('covers every route the domain order router can produce', () => {
    for (const url of [...Object.values(QUERY_ROUTES), ...Object.values(REFUND_APPLY_ROUTES)]) {
      expect([url, matchUrl(url)?.route.url]).toEqual([url, expect.any(String)]);
    }
  });
});

describe('generated app configuration', () => {
  it('lists built main pages, home first', () => {
    const pages = appPages();
    expect(pages[0]).toBe('pages/home/index');
    expect(pages.sort()).toEqual(
      screens
        .filter((r) => r.built && r.pkg === null)
        .map((r) => r.page)
        .sort(),
    );
  });

  it('puts every built page in pages or subPackages and no unbuilt one', () => {
    const configured = new Set([
      ...appPages(),
      ...subPackages().flatMap((p) => p.pages.map((page) => `${p.root}/${page}`)),
    ]);
    for (const r of screens) expect([r.url, configured.has(r.page)]).toEqual([r.url, r.built]);
    for (const p of subPackages()) {
      expect(p.pages.length).toBeGreaterThan(0);
      expect(p.root).toMatch(/^packages\/\w+$/);
    }
  });

  it('preloads only existing subpackages from built tabs', () => {
    const roots = new Set(subPackages().map((p) => p.root));
    const tabPages = new Set(screens.filter((r) => r.tab && r.built).map((r) => r.page));
    for (const [page, rule] of Object.entries(preloadRule())) {
      expect(tabPages.has(page)).toBe(true);
      expect(rule.packages.length).toBeGreaterThan(0);
      for (const root of rule.packages) expect(roots.has(root)).toBe(true);
    }
  });

  it('maps every built page to its spec URL for H5, keeping "/" and the original path', () => {
    const routes = customRoutes();
    expect(routes['/pages/home/index']).toEqual(expect.arrayContaining(['/home', '/', '/pages/home/index']));
    expect(routes['/pages/home/index']?.[0]).toBe('/home');
    expect(routes['/pages/login/index']).toEqual(['/login', '/pages/login/index']);
    expect(Object.keys(routes).sort()).toEqual(
      screens
        .filter((r) => r.built)
        .map((r) => '/' + r.page)
        .sort(),
    );
    const aliases = Object.values(routes).flat();
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const a of aliases) expect(a).not.toContain(':');
  });
});
