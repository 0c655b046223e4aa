/**
 * Every exported API function, called through a capturing adapter: path under /obt/, method,
 * whitelist, idempotency, and the exact paths the reference server implements now.
 */
import type { HttpRequest } from '../../../src/api/transport';
import type { FlightBookRequest } from '../../../src/api/contract/flight';
import { request } from '../../../src/api/transport';
import * as index from '../../../src/api';
import * as account from '../../../src/api/account';
import * as common from '../../../src/api/common';
import * as app from '../../../src/api/app';
import * as basedata from '../../../src/api/basedata';
import * as people from '../../../src/api/people';
import * as orders from '../../../src/api/orders';
import * as pay from '../../../src/api/pay';
import * as notices from '../../../src/api/notices';
import * as invoice from '../../../src/api/invoice';
import * as trip from '../../../src/api/trip';
import * as approval from '../../../src/api/approval';
import * as insurance from '../../../src/api/insurance';
import * as flight from '../../../src/api/flight';
import * as flightIntl from '../../../src/api/flightIntl';
import * as car from '../../../src/api/car';
import * as hotel from '../../../src/api/hotel';
import * as hotelV2 from '../../../src/api/hotelV2';
import * as hotelIntl from '../../../src/api/hotelIntl';
import * as hotelNeed from '../../../src/api/hotelNeed';
import * as train from '../../../src/api/train';
import * as trainAccount from '../../../src/api/trainAccount';
import * as trainAfterSales from '../../../src/api/trainAfterSales';
import * as trainBench from '../../../src/api/trainBench';
import * as visa from '../../../src/api/visa';
import * as tour from '../../../src/api/tour';
import * as airport from '../../../src/api/airport';
import { isPublicCall } from '../../../server/src/plugins/publicCalls';
import { setup } from './fakeTransport';

const MODULES: Record<string, Record<string, unknown>> = {
  account,
  common,
  app,
  basedata,
  people,
  orders,
  pay,
  notices,
  invoice,
  trip,
  approval,
  insurance,
  flight,
  flightIntl,
  car,
  hotel,
  hotelV2,
  hotelIntl,
  hotelNeed,
  train,
  trainAccount,
  trainAfterSales,
  trainBench,
  visa,
  tour,
  airport,
};

type Fn = (...args: unknown[]) => Promise<unknown>;

interface Captured {
  module: string;
  name: string;
  req: HttpRequest;
}

// Arguments for functions whose first parameter is not a body.
const ARGS: Record<string, unknown[]> = {
  geoFile: [10903, 'zh-CN'],
  orderLookupByNumber: ['SO2024000001'],
};

const functions = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'function')
    .map(([name, fn]) => ({ module, name, fn: fn as Fn })),
);

async function captureAll(token: string | null): Promise<{ captured: Captured[]; refused: string[] }> {
  const h = setup({ token });
  const captured: Captured[] = [];
  const refused: string[] = [];
  for (const { module, name, fn } of functions) {
    const before = h.calls.length;
    try {
      await fn(...(ARGS[name] ?? [{}]));
    } catch (e) {
      if ((e as { kind?: string }).kind === 'unauthenticated') refused.push(name);
      else throw e;
    }
    if (h.calls.length > before) captured.push({ module, name, req: h.calls[before] });
  }
  return { captured, refused };
}

let withToken: Captured[];
let publicNames: string[];
const byName = (name: string): Captured => {
  const c = withToken.find((x) => x.name === name);
  if (!c) throw new Error(`no call captured for ${name}`);
  return c;
};

beforeAll(async () => {
  withToken = (await captureAll('0123456789abcdef0123456789abcdef')).captured;
  publicNames = (await captureAll(null)).captured.map((c) => c.name);
});

describe('API modules', () => {
  it('export a healthy number of functions and every one makes exactly one call', () => {
    expect(functions.length).toBeGreaterThan(300);
    expect(withToken.map((c) => c.name)).toEqual(functions.map((f) => f.name));
  });

  it('every function calls a path under /obt/ with GET or POST', () => {
    for (const { name, req } of withToken) {
      expect({ name, ok: req.url.startsWith('/obt/') }).toEqual({ name, ok: true });
      expect(['GET', 'POST']).toContain(req.method);
    }
  });

  it('function names are unique across modules and all re-exported by the index', () => {
    const names = functions.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const idx = index as Record<string, unknown>;
    for (const { module, name, fn } of functions) {
      expect({ module, name, same: idx[name] === fn }).toEqual({ module, name, same: true });
    }
  });

  it('no two functions share a call (except the order lookup helper)', () => {
    const keys = withToken
      .filter((c) => c.name !== 'orderLookupByNumber')
      .map((c) => `${c.req.method} ${c.req.url.split('?')[0]}`);
    const dupes = keys.filter((k, i) => keys.indexOf(k) !== i);
    expect(dupes).toEqual([]);
  });

  it('the calls the reference server implements now use their exact paths', () => {
    const posts: Record<string, string> = {
      vipLogin: '/obt/vipLogin',
      smsCodeGet: '/obt/smsCodeGet',
      smsCodeCheck: '/obt/smsCodeCheck',
      getValidateCode: '/obt/getValidateCode',
      getLoginUserInfo: '/obt/getLoginUserInfo',
      vipLoginOut: '/obt/vipLoginOut',
      getCorpList: '/obt/getCorpList',
      getOpenId: '/obt/getOpenId',
      wxLogin: '/obt/wxLogin',
      qyLogin: '/obt/qyLogin',
      sso4ParnetCorpId: '/obt/sso4ParnetCorpId',
      vipCorpFindDetail: '/obt/vipCorpFindDetail',
      getSdkQx: '/obt/getSdkQx',
      etPageSetList: '/obt/etPageSetList',
      getParameter: '/obt/getParameter',
      queryParameter: '/obt/queryParameter',
      getAuthorizationPnos: '/obt/getAuthorizationPnos',
      totalCount: '/obt/totalCount',
      getComplaintPhone: '/obt/getComplaintPhone',
      submitBug: '/obt/submitBug',
      saveAppTsInfo: '/obt/saveAppTsInfo',
      allOrderList: '/obt/allOrderList',
      vipCcsqdList: '/obt/vipCcsqd/list',
      vipBpmForMyAppListNew: '/obt/vipBpmForMyAppListNew',
      vipBpmForMyAppCountNew: '/obt/vipBpmForMyAppCountNew',
      messageList: '/obt/message/list',
      messageRead: '/obt/message/read',
    };
    for (const [name, path] of Object.entries(posts)) {
      const { req } = byName(name);
      expect({ name, method: req.method, url: req.url }).toEqual({ name, method: 'POST', url: path });
    }
    expect(byName('geoFile').req).toMatchObject({
      method: 'GET',
      url: '/obt/bdc/geo/10903/zh-CN.json',
      data: undefined,
    });
  });

  it('examples of SPEC paths with group prefixes', () => {
    expect(byName('hotelV2List').req.url).toBe('/obt/hotel/gn/shopping/v2/list');
    expect(byName('vehiclesOrderList').req.url).toBe('/obt/vehicles/order/list');
    expect(byName('hbOrderBook').req.url).toBe('/obt/train/hbOrder/book');
    expect(byName('visaList').req.url).toBe('/obt/qz/shopping/visaList');
    expect(byName('tourList').req.url).toBe('/obt/tour/gn/shopping/tourList');
    expect(byName('bookOrder').req.url).toBe('/obt/airport/order/bookOrder');
    expect(byName('bookDp').req.url).toBe('/obt/bx/order/bookDp');
    expect(byName('flightQueryFlight').req.url).toBe('/obt/flight/v3/shopping/queryFlight');
    expect(byName('applyRefund').req.url).toBe('/obt/flight/order/applyRefund');
    expect(byName('trSearch').req.url).toBe('/obt/train/trSearch');
    expect(byName('hotelBook').req.url).toBe('/obt/hotel/order/book');
    expect(byName('vipWbyyList').req.url).toBe('/obt/vipWbyy/list');
  });

  it('GET exactly where SPEC §7 says GET', () => {
    const gets = withToken
      .filter((c) => c.req.method === 'GET')
      .map((c) => c.name)
      .sort();
    expect(gets).toEqual(
      [
        'geoFile',
        'cityAirportMsg',
        'findGeoByCityId',
        'findJdStaticData',
        // car
        'queryCarOrderDetail',
        'vehiclesOrderDetail',
        'carBlztList',
        // hotel v1 orders
        'hotelOrderDetail',
        'hotelOrderCancel',
        'applyHotelRefund',
        'hotelRefundAdd',
        'hotelRefundCancel',
        'hotelRefundDetail',
        'hotelRefundList',
        // train
        'trAccountGetList',
        'trAccountDel',
        'queryWcxTrOrder',
        'trOrderDetail',
        'findTrRefundOrderByIds',
        'trRefundDetail',
        'findTrChangeOrderByOrderId',
        'trChangeOrderDetail',
        'hbOrderDetail',
        'trainSferOrderDetail',
        'applyTrChange',
        'applyTrRefund',
        'trOrderCancel',
        'trainSferOrderCancel',
        'confirmTrChangeOrder',
        'cancelTrChangeOrder',
        'cancelTrRefund',
        'trHbOrderCancel',
      ].sort(),
    );
  });

  it('POST calls send a JSON body; GET calls send none', () => {
    for (const { name, req } of withToken) {
      if (req.method === 'POST') expect({ name, body: typeof req.data }).toEqual({ name, body: 'object' });
      else expect({ name, body: req.data }).toEqual({ name, body: undefined });
    }
  });
});

describe('no-token whitelist', () => {
  const WHITELIST = [
    // login and session
    'vipLogin',
    'userLogin',
    'smsCodeGet',
    'smsCodeCheck',
    'getValidateCode',
    'getCorpList',
    // mini-program, WeCom and partner sign-on
    'getOpenId',
    'getMinOpenId',
    'wxLogin',
    'qyLogin',
    'sso4ParnetCorpId',
    // registration, enterprise application, invitation QR, password reset
    'userRegister',
    'getRegisterSmsCode',
    'saveVipCorpApply',
    'queryCompId',
    'vipDeptTreeForEmpQr',
    'userRegisterForQr',
    'vipEmpResetPwd',
    // page settings, parameters, complaint phone
    'etPageSetList',
    'compPageSetList',
    'getParameter',
    'queryParameter',
    'getComplaintPhone',
    // quality reports
    'submitBug',
    'submitBugBatch',
    // base data
    'geoFile',
    'airportList',
    'cityList',
    'stationList',
    'hotCityList',
    'keywordSearch',
    'locationList',
    'cityAirportMsg',
    'findGeoByCityId',
    'findJdStaticData',
    'findStaticData',
    // demo-only simulated providers (/obt/dev/*, public on the server)
    'devProviderPay',
  ];

  it('exactly the whitelist proceeds without a token; the rest reject as unauthenticated', () => {
    expect([...publicNames].sort()).toEqual([...WHITELIST].sort());
  });

  it('matches the reference server whitelist for every path both know', () => {
    for (const { name, req } of withToken) {
      const path = req.url.split('?')[0];
      const client = publicNames.includes(name);
      // The server answers 100 for a non-whitelisted call without a token: the client must not send one.
      if (client && !path.startsWith('/obt/bdc/') && name !== 'submitBugBatch') {
        expect({ name, serverPublic: isPublicCall(path) }).toEqual({ name, serverPublic: true });
      }
      if (isPublicCall(path)) expect({ name, clientPublic: client }).toEqual({ name, clientPublic: true });
    }
  });
});

describe('idempotency', () => {
  // ARCHITECTURE §7: writes that create money or orders (book, pay, refund, change, cancel).
  const WRITES = [
    'orderCancel',
    'otherOrderCancel',
    'onlinePay',
    'payOnline',
    'kpOrderAdd',
    'bookBx',
    'bookDp',
    'bxOrderCancel',
    'bxRefundApply',
    'bookV3',
    'vipBpmSendAppNew',
    'refundAdd',
    'refundCancel',
    'tkChangeOrderAdd',
    'cancelChangeOrder',
    'cancelPnr',
    'flightNeedCancel',
    'flightIntlBookGj',
    'tkNeedOrderAdd',
    'bookCarOrder',
    'bookYyyc',
    'bookJsyc',
    'cancelCarOrder',
    'vehiclesOrderCancel',
    'saveNeedOrder',
    // A remark retried after a lost answer is written once.
    'savehtNeedNote',
    'hotelBook',
    'hotelGuarantee',
    'hotelOrderCancel',
    'hotelRefundAdd',
    'hotelRefundCancel',
    'hotelV2Book',
    'hotelV2Guarantee',
    'hotelIntlBookGj',
    'bookTransfer',
    'trBookOrder',
    'hbOrderBook',
    'applyTrChange',
    'applyTrRefund',
    'trOrderCancel',
    'trainSferOrderCancel',
    'confirmTrChangeOrder',
    'cancelTrChangeOrder',
    'cancelTrRefund',
    'trHbOrderCancel',
    'trChangeOrderAdd',
    'saveTrRefund',
    'visaBook',
    'visaOrderCancel',
    'tourBook',
    'bookOrder',
    'airportOrderCancel',
  ];

  it('money and order writes send an Idempotency-Key; nothing else does', () => {
    const keyed = withToken.filter((c) => c.req.headers['Idempotency-Key'] !== undefined).map((c) => c.name);
    expect([...keyed].sort()).toEqual([...WRITES].sort());
    for (const { name, req } of withToken.filter((c) => WRITES.includes(c.name))) {
      expect({ name, key: /^[0-9a-f-]{36}$/.test(req.headers['Idempotency-Key']) }).toEqual({ name, key: true });
    }
  });

  it('a given key is reused (a retry of one intent), a missing one is fresh per call', async () => {
    const h = setup();
    await flight.bookV3({} as FlightBookRequest, 'intent-1');
    await flight.bookV3({} as FlightBookRequest, 'intent-1');
    await flight.bookV3({} as FlightBookRequest);
    await flight.bookV3({} as FlightBookRequest);
    const keys = h.calls.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toBe('intent-1');
    expect(keys[1]).toBe('intent-1');
    expect(keys[2]).not.toBe(keys[3]);
  });
});

describe('calls with SPEC fixed values', () => {
  it('orderLookupByNumber applies dates 2000-01-01..2099-01-01, page 1, count 20, findType 2', async () => {
    const h = setup();
    await orders.orderLookupByNumber('SO123');
    expect(h.calls[0]).toMatchObject({
      method: 'POST',
      url: '/obt/allOrderList',
      data: { orderNo: 'SO123', dateStart: '2000-01-01', dateEnd: '2099-01-01', pageNum: 1, count: 20, findType: 2 },
    });
  });

  it('page sizes: projects 999, visa list 999, flights by number 160; approval count approveType 1', async () => {
    const h = setup();
    await common.projectList();
    await visa.visaList();
    await car.queryFlightByHbh({ hbh: 'CA1501', date: '2026-01-02' });
    await approval.vipBpmForMyAppCountNew();
    expect(h.calls.map((c) => c.data)).toEqual([
      { pageNum: 1, count: 999 },
      { pageNum: 1, count: 999 },
      { pageNum: 1, count: 160, hbh: 'CA1501', date: '2026-01-02' },
      { approveType: 1 },
    ]);
  });

  it('trip applications default to status 2; getOpenId passes czly 0', async () => {
    const h = setup();
    await trip.vipCcsqdList();
    await account.getOpenId({ code: 'c', companySuper: 'x', corpId: 'y', czly: 0 });
    expect(h.calls[0].data).toEqual({ status: 2 });
    expect(h.calls[1].data).toEqual({ code: 'c', companySuper: 'x', corpId: 'y', czly: 0 });
  });

  it('geoFile encodes its path segments', async () => {
    const h = setup();
    await basedata.geoFile(10910, 'en-US');
    expect(h.calls[0].url).toBe('/obt/bdc/geo/10910/en-US.json');
  });

  it('background calls are quiet (no loading indicator)', async () => {
    const h = setup();
    await orders.totalCount();
    await approval.vipBpmForMyAppCountNew();
    await app.saveAppTsInfo({ tsCid: 'cid', tsDevice: 1 });
    await app.submitBug({
      level: 'error',
      fromSys: 'h5',
      userAgent: '',
      corpName: '',
      userName: '',
      requuid: '',
      reqPath: '',
      pagePath: '',
      errCode: '',
      errMsg: '',
      tips: '',
      reqData: '',
      resData: '',
    });
    await pay.queryOnlinePayStatus({ orderIds: ['1'] });
    expect(h.loading).toEqual([]);
    await request('/obt/x');
    expect(h.loading).toEqual([true, false]);
  });
});

describe('function counts per module', () => {
  it('every module exports functions', () => {
    const counts = Object.fromEntries(
      Object.keys(MODULES).map((m) => [m, functions.filter((f) => f.module === m).length]),
    );
    for (const [m, n] of Object.entries(counts)) expect({ m, some: n > 0 }).toEqual({ m, some: true });
    if (process.env.PRINT_API_COUNTS) console.log(JSON.stringify(counts), functions.length);
  });
});
