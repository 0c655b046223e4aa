/** Flight search: the deterministic supplier, search shapes, policy badges per rank, pricing, airport data. */
import type {
  DayPrice,
  FareRuleData,
  FarePriceData,
  FlightItem,
  MatchClbzData,
  QueryCabinData,
  QueryFlightData,
  ValidateTimeOutData,
} from '../../src/api/contract/flight';
import { chinaDayStartMs } from '../../server/src/lib/time';
import { chinaMidnightMs, connections, dayFlights, flightOn, plusDays } from '../../server/src/suppliers/flight';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhangsan: string;
let wangwu: string;
let fengli: string;
/** A week after the test clock's day (2026-03-02): outside every advance-days rule. */
const DATE = '2026-03-09';

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await login(t.app, DEMO.zhangsan.phone);
  wangwu = await login(t.app, DEMO.wangwu.phone);
  fengli = await login(t.app, DEMO.fengli.phone);
});
afterAll(async () => {
  await t.close();
});

const shop = (path: string, body: unknown, token = zhangsan, lang?: string) =>
  call<Record<string, unknown>, Record<string, unknown>>(t.app, `/obt/flight/v3/shopping/${path}`, body, {
    token,
    lang,
  });

describe('supplier', () => {
  it('gives the same schedule and fares for the same route and day', () => {
    const a = dayFlights('BJS', 'SHA', DATE);
    const b = dayFlights('BJS', 'SHA', DATE);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThanOrEqual(6);
    expect(a.length).toBeLessThanOrEqual(40);
    for (const f of a) {
      expect(f.depTime >= `${DATE} 06:00` && f.depTime <= `${DATE} 22:30`).toBe(true);
      expect(f.fares.some((x) => x.cabinCode === 'Y' && x.discount === 100)).toBe(true);
      expect(f.constructionFen).toBe(5000);
      for (const x of f.fares) {
        expect(x.capacity).toBeGreaterThanOrEqual(0);
        expect(x.capacity).toBeLessThanOrEqual(10);
        expect(x.priceFen % 1000).toBe(0);
      }
    }
    expect(dayFlights('BJS', 'SHA', '2026-03-10')).not.toEqual(a);
  });

  it('finds a flight by number and day, and knows the airports of a city', () => {
    const [first] = dayFlights('BJS', 'SHA', DATE);
    expect(flightOn(first!.flightNo, DATE)).toEqual(first);
    expect(['PEK', 'PKX']).toContain(first!.depAirport);
    expect(['PVG', 'SHA']).toContain(first!.arrAirport);
    expect(dayFlights('PEK', 'SHA', DATE).every((f) => f.depAirport === 'PEK')).toBe(true);
  });

  it('computes China midnights and dates like the time library', () => {
    for (const d of ['2026-03-09', '2026-12-31', '2027-02-28', '2028-02-29']) {
      expect(chinaMidnightMs(d)).toBe(chinaDayStartMs(d));
    }
    expect(plusDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('connects through a hub with a 60–240 minute layover', () => {
    const list = connections('KWL', 'HRB', DATE);
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) {
      expect(c.layoverMin).toBeGreaterThanOrEqual(60);
      expect(c.layoverMin).toBeLessThanOrEqual(240);
      expect(c.legs[0].arrAirport).toBe(c.legs[1].depAirport);
    }
  });
});

describe('queryFlight', () => {
  it('answers the contract shape, same answer for the same query', async () => {
    const res = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: DATE });
    expect(res.code).toBe(1);
    const data = res.data as unknown as QueryFlightData;
    expect(data.flights.length).toBeGreaterThan(5);
    const f = data.flights[0] as FlightItem;
    expect(f).toMatchObject({
      flightId: `${f.flightNo}_${DATE}`,
      airline: { code: expect.any(String), name: expect.any(String) },
      dep: { cityCode: 'BJS', cityName: '北京' },
      arr: { cityCode: 'SHA' },
      stops: expect.any(Number),
      lowest: { cabinClass: expect.stringMatching(/^[YCF]$/), fareKey: expect.any(String) },
    });
    expect(f.lowest.policy).toBeUndefined();
    const again = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: DATE });
    const strip = (d: QueryFlightData) => d.flights.map((x) => ({ ...x, lowest: { ...x.lowest, fareKey: '' } }));
    expect(strip(again.data as unknown as QueryFlightData)).toEqual(strip(data));
  });

  it('answers in English when asked', async () => {
    const res = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: DATE }, zhangsan, 'en-US');
    const f = (res.data as unknown as QueryFlightData).flights[0] as FlightItem;
    expect(f.dep.cityName).toBe('Beijing');
  });

  it('refuses a past date and the same city (code 2)', async () => {
    const past = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-01' });
    expect(past.code).toBe(2);
    const same = await shop('queryFlight', { depCity: 'PEK', arrCity: 'PKX', depDate: DATE });
    expect(same.code).toBe(2);
    const unknown = await shop('queryFlight', { depCity: 'XXX', arrCity: 'SHA', depDate: DATE });
    expect(unknown.code).toBe(2);
  });

  it('answers nothing beyond the 365-day sale horizon', async () => {
    const res = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: '2027-03-10' });
    expect(res.code).toBe(1);
    expect((res.data as unknown as QueryFlightData).flights).toEqual([]);
  });

  it('hides flights that already left today', async () => {
    const res = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-02' });
    const flights = (res.data as unknown as QueryFlightData).flights;
    expect(flights.every((f) => f.depTime > '2026-03-02 10:00')).toBe(true);
  });

  it('offers connections when asked and the company allows them', async () => {
    const res = await shop('queryFlight', { depCity: 'KWL', arrCity: 'HRB', depDate: DATE, withTransfer: true });
    const data = res.data as unknown as QueryFlightData;
    expect(data.transfers.length).toBeGreaterThan(0);
    const tr = data.transfers[0]!;
    expect(tr.legs).toHaveLength(2);
    expect(tr.price).toBeCloseTo(tr.legs[0].lowest.price + tr.legs[1].lowest.price, 2);
    const cities = await shop('transferCity', { depCity: 'KWL', arrCity: 'HRB', depDate: DATE });
    expect(cities.list.map((c) => c.cityName)).toContain(tr.transferCity);
  });
});

describe('policy badges', () => {
  const firstWith = (flights: FlightItem[], pred: (f: FlightItem) => boolean) => flights.find(pred);

  it('marks business class as a violation for an L1 employee but not for the L3 administrator', async () => {
    const body = { depCity: 'BJS', arrCity: 'SHA', depDate: DATE, cabinClass: 'C' };
    const mine = await shop('queryFlight', { ...body, travellers: [{ empId: DEMO.zhangsan.id }] });
    const flights = (mine.data as unknown as QueryFlightData).flights;
    expect(flights.length).toBeGreaterThan(0);
    const c = firstWith(flights, (f) => f.lowest.cabinClass === 'C')!;
    expect(c.lowest.policy?.compliant).toBe(false);
    expect(c.lowest.policy?.violations.map((v) => v.code)).toContain('cabinClass');
    expect(c.lowest.policy?.violations[0]?.text).toMatch(/公务舱/);

    const admin = await shop('queryFlight', { ...body, travellers: [{ empId: DEMO.wangwu.id }] }, wangwu);
    const adminFlights = (admin.data as unknown as QueryFlightData).flights;
    expect(adminFlights.every((f) => f.lowest.policy?.compliant === true)).toBe(true);
  });

  it('aggregates to the strictest traveller', async () => {
    const res = await shop(
      'queryFlight',
      {
        depCity: 'BJS',
        arrCity: 'SHA',
        depDate: DATE,
        cabinClass: 'C',
        travellers: [{ empId: DEMO.wangwu.id }, { empId: DEMO.zhangsan.id }],
      },
      wangwu,
    );
    const flights = (res.data as unknown as QueryFlightData).flights;
    expect(flights.every((f) => f.lowest.policy?.compliant === false)).toBe(true);
  });

  it('answers not found for a traveller of another company or outside my scope', async () => {
    const other = await shop('queryFlight', {
      depCity: 'BJS',
      arrCity: 'SHA',
      depDate: DATE,
      travellers: [{ empId: DEMO.fengli.id }],
    });
    expect(other.code).toBe(404);
    const colleague = await shop('queryFlight', {
      depCity: 'BJS',
      arrCity: 'SHA',
      depDate: DATE,
      travellers: [{ empId: DEMO.lisi.id }],
    });
    expect(colleague.code).toBe(404);
  });

  it('matchClbz answers per traveller, with mustComply from the company', async () => {
    const q = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: DATE, cabinClass: 'C' }, wangwu);
    const fare = (q.data as unknown as QueryFlightData).flights[0]!.lowest;
    const res = await shop(
      'matchClbz',
      { fareKey: fare.fareKey, travellers: [{ empId: DEMO.wangwu.id }, { empId: DEMO.zhangsan.id }] },
      wangwu,
    );
    const data = res.data as unknown as MatchClbzData;
    expect(data.mustComply).toBe(false);
    expect(data.results.map((r) => [r.name, r.policy.compliant])).toEqual([
      ['王五', true],
      ['张三', false],
    ]);
    const demo2 = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: DATE }, fengli);
    const f2 = (demo2.data as unknown as QueryFlightData).flights[0]!.lowest;
    const m2 = await shop('matchClbz', { fareKey: f2.fareKey, travellers: [{ empId: DEMO.fengli.id }] }, fengli);
    expect((m2.data as unknown as MatchClbzData).mustComply).toBe(true);
  });
});

describe('cabins, rules and prices', () => {
  let flight: FlightItem;
  beforeAll(async () => {
    const res = await shop('queryFlight', { depCity: 'SHA', arrCity: 'CAN', depDate: DATE });
    flight = (res.data as unknown as QueryFlightData).flights[0]!;
  });

  it('lists every fare of a flight, by class then price, bookable outside 40 minutes', async () => {
    const res = await shop('queryCabin', { flightId: flight.flightId, travellers: [{ empId: DEMO.zhangsan.id }] });
    const data = res.data as unknown as QueryCabinData;
    expect(data.bookable).toBe(true);
    expect(data.flight.flightNo).toBe(flight.flightNo);
    expect(data.cabins.length).toBeGreaterThan(2);
    const classes = data.cabins.map((c) => c.cabinClass).join('');
    expect(classes).toMatch(/^Y+C*F*$/);
    expect(data.cabins.every((c) => c.policy !== undefined)).toBe(true);
    const missing = await shop('queryCabin', { flightId: `XX9999_${DATE}` });
    expect(missing.code).toBe(2);
  });

  it('is not bookable within 40 minutes of departure', async () => {
    const today = await shop('queryFlight', { depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-02' });
    const soon = (today.data as unknown as QueryFlightData).flights[0]!;
    const depMs = Date.parse(`${soon.depTime.replace(' ', 'T')}:00+08:00`);
    const clock = t.clock.ms;
    t.clock.ms = depMs - 39 * 60_000;
    try {
      const res = await shop('queryCabin', { flightId: soon.flightId });
      expect((res.data as unknown as QueryCabinData).bookable).toBe(false);
      t.clock.ms = depMs - 41 * 60_000;
      const ok = await shop('queryCabin', { flightId: soon.flightId });
      expect((ok.data as unknown as QueryCabinData).bookable).toBe(true);
    } finally {
      t.clock.ms = clock;
    }
  });

  it('gives the fare rules in the request language', async () => {
    const zh = await shop('rule', { fareKey: flight.lowest.fareKey });
    expect((zh.data as unknown as FareRuleData).refundRule).toMatch(/60%/);
    const en = await shop('ruleText', { fareKey: flight.lowest.fareKey }, zhangsan, 'en-US');
    expect((en.data as unknown as FareRuleData).changeRule).toMatch(/40%/);
    const forged = await shop('rule', { fareKey: flight.lowest.fareKey.replace(/.$/, '0') + 'x' });
    expect(forged.code).toBe(2);
  });

  it('prices children at 50% and infants at 10% of the class full fare, with their taxes', async () => {
    const res = await shop('patForFlight', { fareKeys: [flight.lowest.fareKey], adults: 1, children: 1, infants: 1 });
    const data = res.data as unknown as FarePriceData;
    expect(data.priceChanged).toBe(false);
    const [adult, child, infant] = data.segments[0]!.prices;
    expect(adult).toMatchObject({ psgType: 1, fare: flight.lowest.price, tax: flight.tax });
    expect(child!.psgType).toBe(2);
    expect(child!.tax).toBe((flight.tax - 50) / 2);
    expect(infant).toMatchObject({ psgType: 3, tax: 0 });
    expect(infant!.fare % 10).toBe(0);
    const same = await shop('getAddConPrice', {
      fareKeys: [flight.lowest.fareKey],
      adults: 1,
      children: 1,
      infants: 1,
    });
    expect(same.data).toEqual(res.data);
  });

  it('weekPrice answers one lowest price per day, null outside the sale window', async () => {
    const res = await shop('weekPrice', { depCity: 'BJS', arrCity: 'SHA', startDate: '2026-02-28', days: 7 });
    const list = res.list as unknown as DayPrice[];
    expect(list.map((d) => d.date)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ]);
    expect(list[0]!.price).toBeNull();
    expect(list[3]!.price).toEqual(expect.any(Number));
  });

  it('validateTimeOut: valid, then cacheExpired after 20 minutes', async () => {
    const ok = await call<ValidateTimeOutData>(
      t.app,
      '/obt/flight/validateTimeOut',
      { fareKeys: [flight.lowest.fareKey] },
      { token: zhangsan },
    );
    expect(ok.data).toEqual({ valid: true, reason: '' });
    t.clock.advance(21 * 60_000);
    try {
      const late = await call<ValidateTimeOutData>(
        t.app,
        '/obt/flight/validateTimeOut',
        { fareKeys: [flight.lowest.fareKey] },
        { token: zhangsan },
      );
      expect(late.data).toEqual({ valid: false, reason: 'cacheExpired' });
    } finally {
      t.clock.ms = START_MS;
    }
  });
});

describe('policy and airport info', () => {
  it('shows my flight standard', async () => {
    const res = await call(t.app, '/obt/policy/detail', {}, { token: zhangsan });
    expect(res.data).toMatchObject({
      rankName: '员工',
      cabinClasses: ['Y'],
      maxDiscount: 80,
      advanceDays: 3,
      hidden: false,
    });
    const list = await call(t.app, '/obt/policy/list', { travellers: [{ empId: DEMO.wangwu.id }] }, { token: wangwu });
    expect(list.list[0]).toMatchObject({ name: '王五', cabinClasses: ['Y', 'C'] });
  });

  it('hides the standard for a company configured to hide it', async () => {
    await t.app.obt.db
      .updateTable('companies')
      .set({ hide_travel_standard: 1 })
      .where('id', '=', DEMO.corpId)
      .execute();
    try {
      const res = await call(t.app, '/obt/policy/detail', {}, { token: zhangsan });
      expect(res.data).toMatchObject({ hidden: true, cabinClasses: [] });
    } finally {
      await t.app.obt.db
        .updateTable('companies')
        .set({ hide_travel_standard: 0 })
        .where('id', '=', DEMO.corpId)
        .execute();
    }
  });

  it('answers airport buses, terminals, airlines and transport', async () => {
    const buses = await call(t.app, '/obt/airportBus/query', { airportCode: 'PEK' }, { token: zhangsan });
    expect(buses.list.length).toBeGreaterThan(3);
    expect(buses.list[0]).toMatchObject({ airportCode: 'PEK', line: expect.any(String), price: expect.any(Number) });
    const trn = await call(t.app, '/obt/flight/airport/queryApTrnInfo', { threeCode: 'PVG' }, { token: zhangsan });
    expect(trn.list.map((x) => x.terminal)).toEqual(['T1', 'T2']);
    const air = await call(
      t.app,
      '/obt/flight/airport/queryApAirlineInfo',
      { threeCode: 'PVG', terminal: 'T1' },
      {
        token: zhangsan,
      },
    );
    expect(air.list.map((x) => x.airlineCode)).toContain('MU');
    const trf = await call(
      t.app,
      '/obt/flight/airport/queryApTrfInfo',
      { threeCode: 'PVG', trfType: 4 },
      {
        token: zhangsan,
      },
    );
    expect(trf.list[0]).toMatchObject({ name: '上海磁浮', price: 50 });
    const detail = await call(
      t.app,
      '/obt/flight/airport/queryApTrfDetail',
      { id: String(trf.list[0]!.id) },
      {
        token: zhangsan,
      },
    );
    expect(detail.data).toMatchObject({ stops: ['浦东机场', '龙阳路'] });
    const bad = await call(t.app, '/obt/flight/airport/queryApTrnInfo', { threeCode: 'ZZZ' }, { token: zhangsan });
    expect(bad.code).toBe(2);
  });
});
