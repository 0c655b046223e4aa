/**
 * Car shopping on the reference server (SPEC §7 Car, §8 car messages, §9 car limits; issue 14): cities and vehicle
 * classes, estimates of instant rides, scheduled rides, airport / station transfers and day rental (deterministic,
 * priced by src/domain/car/fare, saved for 10 minutes), the policy per rank (wb), flights for transfers, saved
 * places scoped to their owner, and the product switch. Times come from the injected clock.
 */
import type {
  CarCityListData,
  CarEstimateData,
  CarFlightOrderItem,
  CarPlace,
  FavoritePlace,
  FavoritePlaceListData,
  FlightByNumberData,
  FlightByNumberItem,
  VehicleClzcDetailData,
  VehicleTypeListData,
} from '../../src/api/contract/car';
import { dayRentalFare, rideFare } from '../../src/domain/car/fare';
import { fenToYuan } from '../../src/domain/money';
import { addCalendarDays, chinaNow, chinaToday } from '../../src/domain/time';
import { findEstimate, saveEstimate, type EstimateSnapshot } from '../../server/src/suppliers/car';
import { dayFlights } from '../../server/src/suppliers/flight';
import { setCarRule } from './helpers/bookCar';
import { bookCompliantFlight } from './helpers/bookFlight';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tokens = { zhangsan: '', lisi: '', wangwu: '', fengli: '' };
const today = chinaToday(START_MS);
const inDays = (n: number, hm = '10:00') => `${addCalendarDays(today, n)} ${hm}`;

const GUOMAO: CarPlace = {
  name: '国贸',
  address: '北京市朝阳区建国门外大街1号',
  cityCode: 'BJS',
  cityName: '北京',
  lat: 39.9087,
  lng: 116.4605,
};
const WANGJING: CarPlace = {
  name: '望京SOHO',
  address: '北京市朝阳区望京街10号',
  cityCode: 'BJS',
  cityName: '北京',
  lat: 39.9965,
  lng: 116.4806,
};
const PEK: CarPlace = {
  name: '首都机场',
  address: '北京市顺义区',
  cityCode: 'BJS',
  cityName: '北京',
  lat: 40.08,
  lng: 116.59,
  kind: 'airport',
  code: 'PEK',
};
const PKX: CarPlace = {
  name: '大兴机场',
  address: '北京市大兴区',
  cityCode: 'BJS',
  cityName: '北京',
  lat: 39.51,
  lng: 116.41,
  kind: 'airport',
  code: 'PKX',
};
const BJ_SOUTH: CarPlace = {
  name: '北京南站',
  address: '北京市丰台区',
  cityCode: 'BJS',
  cityName: '北京',
  lat: 39.8652,
  lng: 116.3786,
  kind: 'station',
};
const LHASA: CarPlace = {
  name: '布达拉宫',
  address: '拉萨市城关区',
  cityCode: 'LXA',
  cityName: '拉萨',
  lat: 29.6578,
  lng: 91.1169,
};
const FUZHOU_A: CarPlace = {
  name: '五一广场',
  address: '福州市鼓楼区',
  cityCode: 'FOC',
  cityName: '福州',
  lat: 26.0745,
  lng: 119.2965,
};
const FUZHOU_B: CarPlace = {
  name: '福州站',
  address: '福州市晋安区',
  cityCode: 'FOC',
  cityName: '福州',
  lat: 26.113,
  lng: 119.317,
};

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.lisi = await login(t.app, DEMO.lisi.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

const post = <D, L = unknown>(url: string, body: unknown, token = tokens.wangwu, lang?: string) =>
  call<D, L>(t.app, url, body, { token, ...(lang ? { lang } : {}) });
const JSYC = '/obt/vehicles/shopping/estimateJsycPrice';
const YYYC = '/obt/vehicles/shopping/estimateYyycPrice';
const DAY = '/obt/car/queryDayCar';

const setMustComply = (on: boolean) => setCarRule(t.app, 'mustComply', on);

describe('cities and vehicle classes', () => {
  it('lists the served cities with their services, in the caller language', async () => {
    const zh = await post<CarCityListData>('/obt/car/vehiclesCityFindList', {});
    expect(zh.code).toBe(1);
    const bj = zh.data.list.find((c) => c.cityCode === 'BJS');
    expect(bj).toMatchObject({ cityName: '北京', useTypes: [8, 1, 2, 3, 4, 5, 6] });
    expect(zh.data.list.find((c) => c.cityCode === 'LXA')).toBeUndefined();
    const en = await post<CarCityListData>('/obt/car/vehiclesCityFindList', {}, tokens.wangwu, 'en-US');
    expect(en.data.list.find((c) => c.cityCode === 'BJS')?.cityName).toBe('Beijing');
  });

  it('answers the classes of a city; none for a missing service comes with the tip; an unknown city is refused', async () => {
    const bj = await post<VehicleTypeListData>('/obt/car/vehicleTypeFindList', { cityCode: 'BJS', useType: 8 });
    expect(bj.data.list.map((v) => v.vehicleTypeId)).toEqual(['economy', 'comfort', 'business', 'luxury', 'mpv']);
    expect(bj.data.list[4]).toMatchObject({ seats: 6, luggage: 5, image: '/obt/bdc/car/img/mpv.svg' });
    const foc = await post<VehicleTypeListData>('/obt/car/vehicleTypeFindList', { cityCode: 'FOC', useType: 1 });
    expect(foc.data.list.map((v) => v.vehicleTypeId)).not.toContain('luxury');
    // Suzhou has no airport: no airport transfer models.
    const szv = await post<VehicleTypeListData>('/obt/car/vehicleTypeFindList', { cityCode: 'SZV', useType: 2 });
    expect(szv.code).toBe(1);
    expect(szv.data.list).toEqual([]);
    expect(szv.tips).toBe('该城市暂无可用车型');
    const unknown = await post('/obt/car/vehicleTypeFindList', { cityCode: 'LXA' });
    expect(unknown.code).toBe(2);
  });

  it('serves the class pictures publicly with an immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/obt/bdc/car/img/business.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body.startsWith('<svg')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/obt/bdc/car/img/bus.svg' })).statusCode).toBe(404);
  });
});

describe('estimates', () => {
  it('prices an instant ride per class from the route and the domain fare, the same every time', async () => {
    const a = await post<CarEstimateData>(JSYC, { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(0) });
    expect(a.code).toBe(1);
    const b = await post<CarEstimateData>(JSYC, { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(0) });
    expect(a.data.list.map((e) => e.price)).toEqual(b.data.list.map((e) => e.price));
    expect(a.data.route.distance).toBeGreaterThan(9000);
    expect(a.data.route.points.length).toBeGreaterThan(2);
    const hour = chinaNow(START_MS).hour();
    for (const e of a.data.list) {
      const fare = rideFare(
        e.vehicleType.vehicleTypeId as 'economy',
        a.data.route.distance,
        a.data.route.duration,
        hour,
      );
      expect(e.price).toBe(fenToYuan(fare.totalFen));
      expect(e.parts.map((p) => p.kind)).toEqual(fare.parts.map((p) => p.kind));
      expect(e.estimateKey).not.toBe(b.data.list[0]?.estimateKey);
      expect(e.driversNearby).toBeGreaterThan(0);
      expect(e.etaSeconds).toBeGreaterThan(0);
    }
    const prices = a.data.list.map((e) => e.price);
    expect(prices[0]).toBeLessThan(prices[1] as number);
    expect(prices[2]).toBeLessThan(prices[3] as number);
  });

  it('saves every estimate for 10 minutes, for the company only', async () => {
    const res = await post<CarEstimateData>(JSYC, { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(0) });
    const e = res.data.list[0];
    if (!e) throw new Error('no estimate');
    const db = t.app.obt.db;
    const snap = await findEstimate(db, e.estimateKey, DEMO.corpId, t.clock.ms);
    expect(snap).toMatchObject({
      estimateKey: e.estimateKey,
      empId: DEMO.wangwu.id,
      useType: 8,
      vehicleTypeId: 'economy',
      priceFen: Math.round(e.price * 100),
      distance: res.data.route.distance,
      wb: 0,
    });
    expect(snap?.from.cityCode).toBe('BJS');
    expect(snap?.routePoints.length).toBe(res.data.route.points.length);
    expect(await findEstimate(db, e.estimateKey, DEMO.corp2Id, t.clock.ms)).toBeNull();
    expect(await findEstimate(db, 'nope', DEMO.corpId, t.clock.ms)).toBeNull();
    expect(await findEstimate(db, e.estimateKey, DEMO.corpId, t.clock.ms + 10 * 60_000)).not.toBeNull();
    expect(await findEstimate(db, e.estimateKey, DEMO.corpId, t.clock.ms + 10 * 60_000 + 1)).toBeNull();
    // Estimates older than a day are purged when new ones are saved.
    const old = { ...(snap as EstimateSnapshot), estimateKey: 'old-estimate', createdAt: t.clock.ms - 2 * 86_400_000 };
    await saveEstimate(db, old);
    expect(
      await db.selectFrom('car_estimates').select('id').where('id', '=', 'old-estimate').executeTakeFirst(),
    ).toBeDefined();
    await post<CarEstimateData>(JSYC, { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(0) });
    expect(
      await db.selectFrom('car_estimates').select('id').where('id', '=', 'old-estimate').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('prices a scheduled ride at its use hour (night surcharge) and checks the use time', async () => {
    const day = await post<CarEstimateData>(YYYC, {
      useType: 1,
      from: GUOMAO,
      to: WANGJING,
      useTime: inDays(2, '10:00'),
    });
    const night = await post<CarEstimateData>(YYYC, {
      useType: 1,
      from: GUOMAO,
      to: WANGJING,
      useTime: inDays(2, '23:30'),
    });
    expect(day.code).toBe(1);
    expect(night.data.list[0]?.parts.map((p) => p.kind)).toContain('night');
    expect(day.data.list[0]?.parts.map((p) => p.kind)).not.toContain('night');
    expect(night.data.list[0]?.price).toBeGreaterThan(day.data.list[0]?.price as number);
    const past = await post(YYYC, {
      useType: 1,
      from: GUOMAO,
      to: WANGJING,
      useTime: chinaNow(START_MS - 3600_000).format('YYYY-MM-DD HH:mm'),
    });
    expect(past).toMatchObject({ code: 2, tips: '用车时间已过，请重新选择' });
    const soon = await post(YYYC, {
      useType: 1,
      from: GUOMAO,
      to: WANGJING,
      useTime: chinaNow(START_MS + 10 * 60_000).format('YYYY-MM-DD HH:mm'),
    });
    expect(soon).toMatchObject({ code: 2, tips: '预约用车需在当前时间30分钟之后' });
    // The instant call refuses a pre-booked use type, the pre-booked calls an instant ride.
    expect((await post(JSYC, { useType: 1, from: GUOMAO, to: WANGJING, useTime: inDays(2) })).code).toBe(2);
    expect((await post(YYYC, { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(2) })).code).toBe(2);
    expect((await post('/obt/car/queryCar', { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(2) })).code).toBe(
      2,
    );
    const same = await post<CarEstimateData>('/obt/car/queryCar', {
      useType: 1,
      from: GUOMAO,
      to: WANGJING,
      useTime: inDays(2, '10:00'),
    });
    expect(same.data.list.map((e) => e.price)).toEqual(day.data.list.map((e) => e.price));
  });

  it('books transfers within 30 days and refuses the 31st', async () => {
    const drop30 = await post<CarEstimateData>(YYYC, {
      useType: 3,
      from: GUOMAO,
      to: PEK,
      useTime: inDays(30, '09:00'),
    });
    expect(drop30.code).toBe(1);
    const drop31 = await post(YYYC, { useType: 3, from: GUOMAO, to: PEK, useTime: inDays(31, '09:00') });
    expect(drop31).toMatchObject({ code: 2, tips: '接送机、接送站只能预订30天内的行程' });
    const station = await post<CarEstimateData>(YYYC, { useType: 4, from: BJ_SOUTH, to: GUOMAO, useTime: inDays(3) });
    expect(station.code).toBe(1);
  });

  it('resolves an airport pick-up from the place or the flight; unknown places answer SPEC §8 not found', async () => {
    const date = addCalendarDays(today, 5);
    const flight = dayFlights('SHA', 'BJS', date).find((f) => f.arrTime.startsWith(date) && f.arrAirport === 'PEK');
    if (!flight) throw new Error('no SHA-PEK flight');
    const byFlight = await post<CarEstimateData>(YYYC, {
      useType: 2,
      from: { ...GUOMAO, kind: 'poi' },
      to: WANGJING,
      useTime: flight.arrTime,
      flightNo: flight.flightNo,
    });
    expect(byFlight.code).toBe(1);
    const key = byFlight.data.list[0]?.estimateKey ?? '';
    const snap = await findEstimate(t.app.obt.db, key, DEMO.corpId, t.clock.ms);
    expect(snap?.from).toMatchObject({ code: 'PEK', kind: 'airport', cityCode: 'BJS' });
    expect(snap?.flightNo).toBe(flight.flightNo);

    const badAirport = await post(YYYC, {
      useType: 2,
      from: { ...PEK, code: 'XXX' },
      to: WANGJING,
      useTime: inDays(3),
    });
    expect(badAirport).toMatchObject({ code: 2, tips: '未找到该机场，请重新选择' });
    const notAStation = await post(YYYC, { useType: 5, from: GUOMAO, to: WANGJING, useTime: inDays(3) });
    expect(notAStation).toMatchObject({ code: 2, tips: '未找到该车站，请重新选择' });
    const far = await post(YYYC, { useType: 1, from: GUOMAO, to: LHASA, useTime: inDays(3) });
    expect(far).toMatchObject({ code: 2, tips: '未找到目的地，请重新选择' });
    const farEn = await post(YYYC, { useType: 1, from: GUOMAO, to: LHASA, useTime: inDays(3) }, tokens.wangwu, 'en-US');
    expect(farEn.tips).toBe('Destination not found, please choose again');
    const noFlight = await post(YYYC, { useType: 2, from: PEK, to: WANGJING, useTime: inDays(3), flightNo: 'ZZ9999' });
    expect(noFlight).toMatchObject({ code: 2, tips: '未找到该航班，请核对航班号和日期' });
  });

  it('prices a day rental at its package per day, without a destination', async () => {
    const res = await post<CarEstimateData>(DAY, {
      useType: 6,
      from: GUOMAO,
      useTime: inDays(1, '09:00'),
      dayPackage: 'halfDay',
      days: 3,
    });
    expect(res.code).toBe(1);
    for (const e of res.data.list) {
      expect(e.price).toBe(fenToYuan(dayRentalFare(e.vehicleType.vehicleTypeId as 'economy', 'halfDay', 3).totalFen));
      expect(e.parts).toEqual([{ kind: 'package', amount: e.price }]);
    }
    expect(res.data.route.distance).toBe(150_000);
    const same = await post<CarEstimateData>('/obt/car/queryCar', {
      useType: 6,
      from: GUOMAO,
      useTime: inDays(1, '09:00'),
      dayPackage: 'halfDay',
      days: 3,
    });
    expect(same.data.list.map((e) => e.price)).toEqual(res.data.list.map((e) => e.price));
    const eight = await post(DAY, { useType: 6, from: GUOMAO, useTime: inDays(1), dayPackage: 'fullDay', days: 8 });
    expect(eight.code).not.toBe(1);
    const noPkg = await post(DAY, { useType: 6, from: GUOMAO, useTime: inDays(1) });
    expect(noPkg).toMatchObject({ code: 2, tips: '请选择包车套餐' });
  });

  it('lists only the classes a city has (no luxury in Fuzhou)', async () => {
    const res = await post<CarEstimateData>(JSYC, { useType: 8, from: FUZHOU_A, to: FUZHOU_B, useTime: inDays(0) });
    expect(res.code).toBe(1);
    expect(res.data.list.map((e) => e.vehicleType.vehicleTypeId)).toEqual(['economy', 'comfort', 'business', 'mpv']);
  });

  it('refuses when the company has no car product', async () => {
    const res = await post(JSYC, { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(0) }, tokens.fengli);
    expect(res).toMatchObject({ code: 2, tips: '贵公司未开通用车服务' });
    expect((await post('/obt/car/vehicleTypeFindList', { cityCode: 'BJS' }, tokens.fengli)).code).toBe(2);
  });
});

describe('policy per rank', () => {
  const wbOf = (d: CarEstimateData) => Object.fromEntries(d.list.map((e) => [e.vehicleType.vehicleTypeId, e.wb]));

  it('gives staff economy and comfort under a cap, managers up to business, directors everything', async () => {
    const q = { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(0) };
    const staff = await post<CarEstimateData>(JSYC, q, tokens.zhangsan);
    expect(wbOf(staff.data)).toEqual({ economy: 0, comfort: 0, business: 1, luxury: 1, mpv: 1 });
    expect(staff.data.list[2]?.policy.violations[0]?.code).toBe('carClass');
    const manager = await post<CarEstimateData>(JSYC, q, tokens.lisi);
    expect(wbOf(manager.data)).toEqual({ economy: 0, comfort: 0, business: 0, luxury: 1, mpv: 1 });
    const director = await post<CarEstimateData>(JSYC, q, tokens.wangwu);
    expect(wbOf(director.data)).toEqual({ economy: 0, comfort: 0, business: 0, luxury: 0, mpv: 0 });
    // The director booking for the staff member: the staff member's standard applies.
    const forStaff = await post<CarEstimateData>(JSYC, { ...q, empIds: [DEMO.zhangsan.id] }, tokens.wangwu);
    expect(wbOf(forStaff.data).business).toBe(1);
  });

  it('caps a staff ride at ¥150 and blocks (wb 2) when the company makes the standard binding', async () => {
    const long = { useType: 1, from: WANGJING, to: PKX, useTime: inDays(2, '23:30') };
    const pekLong = await post<CarEstimateData>(YYYC, { ...long, useType: 3 }, tokens.zhangsan);
    const comfort = pekLong.data.list.find((e) => e.vehicleType.vehicleTypeId === 'comfort');
    expect(comfort?.price).toBeGreaterThan(150);
    expect(comfort?.wb).toBe(1);
    expect(comfort?.policy.violations.map((v) => v.code)).toEqual(['carOverCap']);
    await setMustComply(true);
    try {
      const blocked = await post<CarEstimateData>(
        JSYC,
        { useType: 8, from: GUOMAO, to: WANGJING, useTime: inDays(0) },
        tokens.zhangsan,
      );
      expect(blocked.data.list.find((e) => e.vehicleType.vehicleTypeId === 'luxury')?.wb).toBe(2);
      expect(blocked.data.list.find((e) => e.vehicleType.vehicleTypeId === 'economy')?.wb).toBe(0);
    } finally {
      await setMustComply(false);
    }
  });

  it('answers one class for one traveller (vehicleClzcDetail), another company employee as not found', async () => {
    const res = await post<VehicleClzcDetailData>('/obt/car/vehicleClzcDetail', {
      empId: DEMO.zhangsan.id,
      useTime: inDays(1),
      vehicleTypeId: 'comfort',
      price: 180,
      distance: 30000,
    });
    expect(res.data).toMatchObject({ wb: 1, allowedTypes: ['economy', 'comfort'], cap: 150 });
    const ok = await post<VehicleClzcDetailData>('/obt/car/vehicleClzcDetail', {
      empId: DEMO.zhangsan.id,
      useTime: inDays(1),
      vehicleTypeId: 'economy',
      price: 80,
      distance: 10000,
    });
    expect(ok.data).toMatchObject({ wb: 0, policy: { compliant: true, violations: [] } });
    const other = await post('/obt/car/vehicleClzcDetail', {
      empId: DEMO.fengli.id,
      vehicleTypeId: 'economy',
      price: 10,
    });
    expect(other.code).toBe(404);
    // Staff (booking for themselves only) cannot ask for a colleague.
    const outOfScope = await post(
      '/obt/car/vehicleClzcDetail',
      { empId: DEMO.lisi.id, vehicleTypeId: 'economy', price: 10 },
      tokens.zhangsan,
    );
    expect(outOfScope.code).toBe(404);
  });
});

describe('flights for transfers', () => {
  it('finds the flight of a number on a day with its airports as car places; none answers not found', async () => {
    const date = addCalendarDays(today, 4);
    const flight = dayFlights('BJS', 'SHA', date)[0];
    if (!flight) throw new Error('no BJS-SHA flight');
    const res = await post<FlightByNumberData, FlightByNumberItem>('/obt/car/queryFlightByHbh', {
      hbh: flight.flightNo,
      date,
      pageNum: 1,
      count: 160,
    });
    expect(res.code).toBe(1);
    expect(res.data.found).toBe(true);
    expect(res.list[0]).toMatchObject({
      flightNo: flight.flightNo,
      depAirport: flight.depAirport,
      arrAirport: flight.arrAirport,
      depTime: flight.depTime,
      depCityCode: 'BJS',
      arrCityCode: 'SHA',
    });
    expect(res.list[0]?.arrPlace).toMatchObject({ kind: 'airport', code: flight.arrAirport, cityCode: 'SHA' });
    const none = await post<FlightByNumberData, FlightByNumberItem>('/obt/car/queryFlightByHbh', {
      hbh: 'ZZ9999',
      date,
    });
    expect(none).toMatchObject({ code: 1, tips: '未找到该航班，请核对航班号和日期' });
    expect(none.data.found).toBe(false);
    expect(none.list).toEqual([]);
    const tooFar = await post('/obt/car/queryFlightByHbh', { hbh: flight.flightNo, date: addCalendarDays(today, 31) });
    expect(tooFar.code).toBe(2);
  });

  it("offers the caller's booked flights of the next 30 days with their airports as car places", async () => {
    const booked = await bookCompliantFlight(t.app, tokens.zhangsan, addCalendarDays(today, 7));
    const res = await post<Record<string, never>, CarFlightOrderItem>('/obt/car/getTkOrder', {}, tokens.zhangsan);
    expect(res.code).toBe(1);
    const item = res.list.find((f) => f.orderId === booked.orderId);
    expect(item?.depTime.startsWith(addCalendarDays(today, 7))).toBe(true);
    expect(item?.depPlace).toMatchObject({ kind: 'airport', cityCode: 'BJS' });
    expect(item?.arrPlace).toMatchObject({ kind: 'airport', cityCode: 'SHA' });
  });

  it('offers no flight orders to a traveller without any', async () => {
    const res = await post<Record<string, never>, CarFlightOrderItem>('/obt/car/getTkOrder', {}, tokens.lisi);
    expect(res.code).toBe(1);
    expect(res.list).toEqual([]);
  });
});

describe('saved places', () => {
  const fav = (body: unknown, token = tokens.zhangsan) =>
    post<FavoritePlace>('/obt/common/gaode/favorites', body, token);
  const mine = async (token = tokens.zhangsan) =>
    (await post<FavoritePlaceListData>('/obt/common/gaode/favoritesList', {}, token)).data.list;

  it('adds, changes and deletes the owner places; one home; another employee answers not found', async () => {
    const home = await fav({ tag: 'home', place: WANGJING });
    expect(home.code).toBe(1);
    const office = await fav({ tag: 'office', place: GUOMAO });
    // A second home replaces the first one's place.
    const home2 = await fav({ tag: 'home', place: BJ_SOUTH });
    expect(home2.data.id).toBe(home.data.id);
    let list = await mine();
    expect(list.map((f) => [f.tag, f.place.name])).toEqual([
      ['home', '北京南站'],
      ['office', '国贸'],
    ]);
    expect(await mine(tokens.lisi)).toEqual([]);
    // Another employee can neither change nor delete it.
    expect((await fav({ id: office.data.id, tag: 'other', place: WANGJING }, tokens.lisi)).code).toBe(404);
    expect((await fav({ id: office.data.id, tag: 'office', delete: true }, tokens.lisi)).code).toBe(404);
    const renamed = await fav({ id: office.data.id, tag: 'other', place: WANGJING });
    expect(renamed.data).toMatchObject({ id: office.data.id, tag: 'other' });
    expect((await fav({ id: home.data.id, tag: 'home', delete: true })).code).toBe(1);
    list = await mine();
    expect(list.map((f) => f.tag)).toEqual(['other']);
  });

  it('keeps at most 20 places', async () => {
    const before = (await mine(tokens.wangwu)).length;
    for (let i = before; i < 20; i += 1) {
      expect((await fav({ tag: 'other', place: { ...GUOMAO, name: `P${i}` } }, tokens.wangwu)).code).toBe(1);
    }
    const over = await fav({ tag: 'other', place: GUOMAO }, tokens.wangwu);
    expect(over).toMatchObject({ code: 2, tips: '常用地址最多保存20个' });
  });
});
