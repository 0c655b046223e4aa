/** Round trips, connections, documents on file and the three-party-agreement whitelist. */
import { randomBytes } from 'node:crypto';
import type { TravellerCandidate } from '../../src/api/contract/booking';
import type {
  CheckXyhBmdData,
  FlightBookData,
  FlightItem,
  FlightOrderDetail,
  QueryFlightData,
} from '../../src/api/contract/flight';
import { seedFlightDemo } from '../../server/src/modules/flight/seed';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let wangwu: string;
let fengli: string;
let zhaoliu2: string;

beforeAll(async () => {
  t = await createTestApp();
  wangwu = await login(t.app, DEMO.wangwu.phone);
  fengli = await login(t.app, DEMO.fengli.phone);
  zhaoliu2 = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
});
afterAll(async () => {
  await t.close();
});

/** The project's `call` with the token and idempotency key these tests pass positionally. */
const post = <D>(url: string, body: unknown, token: string, idem?: string) =>
  call<D>(t.app, url, body, { token, idempotencyKey: idem });

const key = () => `trip-${randomBytes(8).toString('hex')}`;

async function flights(token: string, body: Record<string, unknown>) {
  const res = await call<QueryFlightData>(t.app, '/obt/flight/v3/shopping/queryFlight', body, { token });
  if (res.code !== 1) throw new Error(JSON.stringify(res));
  return res.data;
}

/** 王五 with the ID card on file (documentRef), as the traveller picker hands him over. */
async function wangwuOnFile() {
  const res = await call<unknown, TravellerCandidate>(
    t.app,
    '/obt/empFindList',
    { keyword: '王五' },
    { token: wangwu },
  );
  const me = res.list.find((c) => c.empId === DEMO.wangwu.id)!;
  const doc = me.documents.find((d) => d.idType === 'ID')!;
  return {
    psgName: '王五',
    psgType: 1,
    idType: 'ID',
    idno: '',
    documentRef: doc.ref,
    sex: 'M',
    born: '1978-11-23',
    phoneNumber: me.phoneNumber,
    empId: DEMO.wangwu.id,
  };
}

const cheapest = (list: FlightItem[], after = '') =>
  [...list]
    .filter((f) => f.lowest.seats > 0 && f.depTime > after && f.stops === 0)
    .sort((a, b) => a.lowest.price - b.lowest.price)[0]!;

describe('round trip', () => {
  it('books outbound and return in one order, with the documents on file', async () => {
    const out = cheapest((await flights(wangwu, { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-10' })).flights);
    const back = cheapest((await flights(wangwu, { depCity: 'SHA', arrCity: 'BJS', depDate: '2026-03-12' })).flights);
    const psg = await wangwuOnFile();
    expect(psg.phoneNumber).toContain('*');
    const res = await post<FlightBookData>(
      '/obt/flight/order/bookV3',
      {
        fareKeys: [out.lowest.fareKey, back.lowest.fareKey],
        tripType: 2,
        psgList: [psg],
        linkman: '王五',
        linkTel: '13800000003',
      },
      wangwu,
      key(),
    );
    expect(res.code).toBe(1);
    expect(res.data.amount).toBeCloseTo(out.lowest.price + out.tax + back.lowest.price + back.tax + 40, 2);
    const d = await post<FlightOrderDetail>('/obt/flight/order/orderDetail', { orderId: res.data.orderId }, wangwu);
    expect(d.data.tripType).toBe(2);
    expect(d.data.ranges.map((r) => r.flight.flightNo)).toEqual([out.flightNo, back.flightNo]);
    expect(d.data.passengers[0]!.idno).toMatch(/^440\*+/);
    expect(d.data.passengers[0]!.phoneNumber).toBe('138****0003');
    expect(d.data.priceLines.filter((l) => l.kind === 'fare').map((l) => l.label)).toEqual([
      '去程成人票价',
      '返程成人票价',
    ]);
    // The document is stored once, on the order's traveller row (the product kit's order_travellers).
    const stored = await t.app.obt.db
      .selectFrom('order_travellers')
      .select(['idno', 'phone'])
      .where('order_id', '=', res.data.orderId)
      .executeTakeFirstOrThrow();
    expect(stored.idno).toMatch(/^440305197811/);
    expect(stored.phone).toBe('13800000003');
    const order = await t.app.obt.db
      .selectFrom('orders')
      .select(['title', 'travel_date'])
      .where('id', '=', res.data.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ title: `北京⇌上海 ${out.flightNo}/${back.flightNo}`, travel_date: '2026-03-10' });
  });

  it('refuses a return before the outbound and a document of someone else', async () => {
    const out = cheapest((await flights(wangwu, { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-12' })).flights);
    const back = cheapest((await flights(wangwu, { depCity: 'SHA', arrCity: 'BJS', depDate: '2026-03-10' })).flights);
    const psg = await wangwuOnFile();
    const base = { tripType: 2, psgList: [psg], linkman: '王五', linkTel: '13800000003' };
    const early = await post(
      '/obt/flight/order/bookV3',
      { ...base, fareKeys: [out.lowest.fareKey, back.lowest.fareKey] },
      wangwu,
      key(),
    );
    expect(early.code).toBe(2);
    const wrong = await post(
      '/obt/flight/order/bookV3',
      {
        ...base,
        tripType: 1,
        fareKeys: [out.lowest.fareKey],
        psgList: [{ ...psg, empId: DEMO.zhangsan.id, psgName: '张三' }],
      },
      wangwu,
      key(),
    );
    expect(wrong.code).toBe(2);
  });
});

describe('connection', () => {
  it('books both legs of a connection', async () => {
    const data = await flights(wangwu, { depCity: 'KWL', arrCity: 'HRB', depDate: '2026-03-10', withTransfer: true });
    const c = data.transfers.find((x) => x.legs.every((l) => l.lowest.seats > 0))!;
    const psg = await wangwuOnFile();
    const res = await post<FlightBookData>(
      '/obt/flight/order/bookV3',
      {
        fareKeys: c.legs.map((l) => l.lowest.fareKey),
        tripType: 3,
        psgList: [psg],
        linkman: '王五',
        linkTel: '13800000003',
      },
      wangwu,
      key(),
    );
    expect(res.code).toBe(1);
    const order = await t.app.obt.db
      .selectFrom('orders')
      .select(['title', 'transfer_flag'])
      .where('id', '=', res.data.orderId)
      .executeTakeFirstOrThrow();
    expect(order.transfer_flag).toBe(1);
    expect(order.title).toContain('桂林-');
  });
});

describe('checkXyhBmd', () => {
  it('passes everyone for a company without an agreement', async () => {
    const f = cheapest((await flights(wangwu, { depCity: 'BJS', arrCity: 'CAN', depDate: '2026-03-10' })).flights);
    const res = await call<CheckXyhBmdData>(
      t.app,
      '/obt/flight/checkXyhBmd',
      { fareKeys: [f.lowest.fareKey], psgList: [{ psgName: '王五', idno: '440305197811230011' }] },
      { token: wangwu },
    );
    expect(res.data).toEqual({ passed: true, list: [] });
  });

  it('checks passengers against the agreement airline whitelist', async () => {
    await seedFlightDemo(t.app.obt.db, START_MS);
    const all = (await flights(fengli, { depCity: 'BJS', arrCity: 'CAN', depDate: '2026-03-10' })).flights;
    const cz = all.find((f) => f.airline.code === 'CZ' && !f.codeshareOf)!;
    const other = all.find((f) => f.airline.code !== 'CZ')!;
    const doc = await t.app.obt.db
      .selectFrom('employee_documents')
      .select('id_no')
      .where('emp_id', '=', DEMO.fengli.id)
      .where('id_type', '=', 'ID')
      .executeTakeFirstOrThrow();
    const check = (fareKey: string, psgList: unknown[], token = fengli) =>
      call<CheckXyhBmdData>(t.app, '/obt/flight/checkXyhBmd', { fareKeys: [fareKey], psgList }, { token });
    expect((await check(cz.lowest.fareKey, [{ psgName: '冯立', idno: doc.id_no }])).data).toEqual({
      passed: true,
      list: [],
    });
    const bad = await check(cz.lowest.fareKey, [
      { psgName: '冯立', idno: doc.id_no },
      { psgName: '赵六', idno: '' },
    ]);
    expect(bad.data.passed).toBe(false);
    expect(bad.data.list).toEqual([{ psgName: '赵六', airline: '中国南方航空', reason: '不在三方协议白名单内' }]);
    expect((await check(other.lowest.fareKey, [{ psgName: '赵六' }], zhaoliu2)).data.passed).toBe(true);
  });
});
