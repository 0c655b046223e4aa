/**
 * Hotel shopping on the reference server (SPEC §7 Hotel version 1 and 2, jsClzcBzz; §3 wb; §6 per-rank standards,
 * room sharing; §9 hotel: distance 15, sort 12): the paged list of a 500-hotel city, nearby search, protocol hotels,
 * the detail with rooms and plans, one plan priced now, the policy of plans and the standards, static data and the
 * public pictures. Dates come from the injected clock.
 */
import type {
  HotelDetail,
  HotelKeywordData,
  HotelListData,
  HotelPlanPolicyData,
  HotelRoomsData,
  HotelStandardData,
  HotelStaticData,
  HotelSummary,
  PricePlanListData,
  PricePlanOneData,
  RatePlan,
  SignCityData,
  HotelPlatData,
  HotelImagesData,
} from '../../src/api/contract/hotel';
import { protocolHotelIds } from '../../server/src/suppliers/hotel';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tokens = { zhangsan: '', wangwu: '', fengli: '' };
const today = chinaToday(START_MS);
const IN = addCalendarDays(today, 4);
const OUT = addCalendarDays(today, 6);
const S = '/obt/hotel/gn/shopping';

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

const post = <D, L = unknown>(url: string, body: unknown, token = tokens.wangwu, lang?: string) =>
  call<D, L>(t.app, url, body, { token, ...(lang ? { lang } : {}) });

const list = (body: Record<string, unknown>, token = tokens.wangwu) =>
  post<HotelListData, HotelSummary>(`${S}/v2/list`, { cityId: 'BJS', checkIn: IN, checkOut: OUT, ...body }, token);

const km = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

async function setMustComply(on: boolean): Promise<void> {
  const db = t.app.obt.db;
  await db
    .deleteFrom('parameters')
    .where('corp_id', '=', DEMO.corpId)
    .where('param_no', '=', 'booking.mustComply.10903')
    .execute();
  if (on) {
    await db
      .insertInto('parameters')
      .values({ corp_id: DEMO.corpId, param_no: 'booking.mustComply.10903', value: '1', name: 'hotel must comply' })
      .execute();
  }
}

describe('hotel list', () => {
  it('pages the 500 hotels of Beijing, every one once, the same answer every time', async () => {
    const seen = new Set<string>();
    for (let pageNum = 1; pageNum <= 5; pageNum += 1) {
      const res = await list({ pageNum, count: 100 });
      expect(res.code).toBe(1);
      expect(res.data).toMatchObject({ total: 500, pageNum, count: 100 });
      expect(res.list).toHaveLength(100);
      for (const h of res.list) seen.add(h.hotelId);
    }
    expect(seen.size).toBe(500);
    expect((await list({ pageNum: 6, count: 100 })).list).toEqual([]);
    const a = await list({ pageNum: 2, count: 20 });
    const b = await list({ pageNum: 2, count: 20 });
    expect(a.list).toEqual(b.list);
    expect(a.data.brands).toEqual(expect.arrayContaining(['全季', '汉庭', '万豪']));
    expect(a.data.centre.lat).toBeCloseTo(39.9, 0);
    const h = a.list[0]!;
    expect(h.image).toMatch(/^\/obt\/hotel\/img\/HBJS\d{4}-exterior-1\.svg$/);
    expect(h.cityName).toBe('北京');
  });

  it('sorts by price both ways, by star and by score', async () => {
    const asc = (await list({ sort: 1, count: 50 })).list.filter((h) => !h.full).map((h) => h.lowestPrice);
    expect(asc.length).toBeGreaterThan(10);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = (await list({ sort: 2, count: 30 })).list.map((h) => h.lowestPrice);
    expect(desc[0]!).toBeGreaterThan(asc[0]!);
    const stars = (await list({ sort: 5, count: 60 })).list.map((h) => h.star);
    expect(stars).toEqual([...stars].sort((x, y) => y - x));
    const scores = (await list({ sort: 4, count: 60 })).list.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it('filters by stars, price band and brand', async () => {
    const res = await list({ stars: [4, 5], priceMin: 500, priceMax: 1500, count: 100 });
    expect(res.list.length).toBeGreaterThan(0);
    for (const h of res.list) {
      expect([4, 5]).toContain(h.star);
      expect(h.lowestPrice).toBeGreaterThanOrEqual(500);
      expect(h.lowestPrice).toBeLessThanOrEqual(1500);
    }
    const hanting = await list({ brands: ['汉庭'], count: 100 });
    expect(hanting.list.length).toBeGreaterThan(0);
    expect(hanting.list.every((h) => h.brand === '汉庭')).toBe(true);
  });

  it('searches nearby: within the radius, distance from the centre, nearest first', async () => {
    const centre = { lat: 39.9089, lng: 116.4614 };
    const res = await list({ centre, distance: 3, sort: 3, count: 100 });
    expect(res.list.length).toBeGreaterThan(5);
    expect(res.data.total).toBe(res.list.length);
    expect(res.data.centre).toEqual(centre);
    const d = res.list.map((h) => h.distanceKm);
    expect(d).toEqual([...d].sort((x, y) => x - y));
    for (const h of res.list) {
      expect(h.distanceKm).toBeLessThanOrEqual(3);
      expect(Math.abs(h.distanceKm - km(centre, h.location))).toBeLessThan(0.05);
    }
    // The default radius is 15 km (SPEC §9).
    const wide = await list({ centre, count: 1 });
    expect(wide.data.total).toBeGreaterThan(res.data.total);
    const all = await list({ count: 1 });
    expect(wide.data.total).toBeLessThan(all.data.total);
  });

  it("shows only the company's protocol hotels with protocolOnly", async () => {
    const demo = protocolHotelIds(DEMO.corpId);
    const res = await list({ protocolOnly: true, count: 100 });
    expect(res.list.length).toBeGreaterThan(0);
    expect(res.list.every((h) => h.protocol && demo.has(h.hotelId))).toBe(true);
    expect(res.data.total).toBe([...demo].filter((id) => id.startsWith('HBJS')).length);
    // Recommended order puts them first in the full list.
    const first = await list({ count: res.data.total });
    expect(first.list.every((h) => h.protocol)).toBe(true);
    // Another company sees its own (fewer) agreements.
    const other = await list({ protocolOnly: true, count: 100 }, tokens.fengli);
    const otherIds = protocolHotelIds(DEMO.corp2Id);
    expect(other.list.every((h) => otherIds.has(h.hotelId))).toBe(true);
    expect(other.data.total).toBeLessThan(res.data.total);
  });

  it("flags each hotel's lowest price against the travellers' strictest cap", async () => {
    for (const sort of [1, 2]) {
      const res = await list({ travellers: [{ empId: DEMO.zhangsan.id }], sort, count: 100 });
      for (const h of res.list.filter((x) => !x.full)) expect(h.wb).toBe(h.lowestPrice > 500 ? 1 : 0);
      expect(res.list.some((h) => h.wb === (sort === 1 ? 0 : 1))).toBe(true);
    }
  });

  it('refuses a past check-in, check-out before check-in and an unknown city', async () => {
    const past = await list({ checkIn: addCalendarDays(today, -1) });
    expect(past.code).toBe(2);
    expect(past.tips).toBe('入住日期已过期，请重新选择');
    const back = await list({ checkIn: OUT, checkOut: IN });
    expect(back.tips).toBe('入住日期不能晚于离店日期');
    expect((await list({ cityId: 'XYZ' })).code).toBe(2);
  });

  it('needs a session', async () => {
    const res = await call(t.app, `${S}/hotelList`, { cityId: 'BJS', checkIn: IN, checkOut: OUT });
    expect(res.code).not.toBe(1);
  });
});

describe('keyword and static data', () => {
  it('suggests districts, landmarks, brands and hotels of the city', async () => {
    const res = await post<HotelKeywordData>(`${S}/v2/onlyLocalKeyword`, { cityId: 'BJS', keyword: '国贸' });
    expect(res.data.items.some((i) => i.kind === 'landmark' && i.text === '国贸' && i.location)).toBe(true);
    expect(res.data.items.some((i) => i.kind === 'hotel' && i.hotelId)).toBe(true);
    const brand = await post<HotelKeywordData>(`${S}/keyword`, { cityId: 'BJS', keyword: '亚朵' });
    expect(brand.data.items[0]).toMatchObject({ kind: 'brand', text: '亚朵' });
    const district = await post<HotelKeywordData>(`${S}/keyword`, { cityId: 'BJS', keyword: '朝阳' });
    expect(district.data.items[0]).toMatchObject({ kind: 'district', text: '朝阳区' });
  });

  it('answers the static data publicly (findStaticData) and signed in (findJdStaticByCityIdData)', async () => {
    const pub = await call<HotelStaticData>(t.app, '/obt/bdc/hotel/v2/findStaticData', { cityId: 'SHA' });
    expect(pub.code).toBe(1);
    expect(pub.data.districts).toContain('浦东新区');
    expect(pub.data.landmarks.map((l) => l.name)).toContain('外滩');
    expect(pub.data.brands.length).toBeGreaterThan(5);
    const signed = await post<HotelStaticData>(`${S}/findJdStaticByCityIdData`, { cityId: 'SHA' });
    expect(signed.data).toEqual(pub.data);
    const en = await call<HotelStaticData>(
      t.app,
      '/obt/bdc/hotel/v2/findStaticData',
      { cityId: 'SHA' },
      { lang: 'en-US' },
    );
    expect(en.data.landmarks.map((l) => l.name)).toContain('The Bund');
  });

  it('lists the cities with protocol hotels and the supplier', async () => {
    const res = await post<SignCityData>(`${S}/getSignJdCity`, {});
    const bj = res.data.cities.find((c) => c.cityId === 'BJS')!;
    expect(bj.count).toBe([...protocolHotelIds(DEMO.corpId)].filter((id) => id.startsWith('HBJS')).length);
    const plats = await post<HotelPlatData>(`${S}/v2/getBindPlat`, {});
    expect(plats.data.plats).toHaveLength(1);
    expect((await post<HotelPlatData>(`${S}/getOpenPlat`, {})).data).toEqual(plats.data);
  });
});

describe('detail, rooms and plans', () => {
  const protocolHotel = () => [...protocolHotelIds(DEMO.corpId)].find((id) => id.startsWith('HBJS'))!;

  it('answers the v2 detail with rooms and plans; protocol plans only for the company that signed', async () => {
    const hotelId = protocolHotel();
    const res = await post<HotelDetail>(`${S}/v2/detail`, { hotelId, checkIn: IN, checkOut: OUT });
    expect(res.code).toBe(1);
    const d = res.data;
    expect(d).toMatchObject({ hotelId, protocol: true, checkInFrom: '14:00', checkOutBy: '12:00' });
    expect(d.description).toContain('北京');
    expect(d.rooms.length).toBeGreaterThanOrEqual(3);
    const plans = d.rooms.flatMap((r) => r.plans);
    expect(plans.some((p) => p.protocol)).toBe(true);
    for (const p of plans) {
      expect(p.nightly.map((n) => n.date)).toEqual([IN, addCalendarDays(IN, 1)]);
      expect(p.totalPrice).toBeCloseTo(
        p.nightly.reduce((a, n) => a + n.price, 0),
        2,
      );
      expect(p.planKey).toBe(`${hotelId}|${p.roomId}|${p.planId}|${IN}|${OUT}`);
    }
    const other = await post<HotelDetail>(`${S}/v2/detail`, { hotelId, checkIn: IN, checkOut: OUT }, tokens.fengli);
    if (!protocolHotelIds(DEMO.corp2Id).has(hotelId)) {
      expect(other.data.protocol).toBe(false);
      expect(other.data.rooms.flatMap((r) => r.plans).some((p) => p.protocol)).toBe(false);
    }
  });

  it('splits the same detail over hotelInfo, imgInfo, roomInfo and pricePlanList (version 1)', async () => {
    const body = { hotelId: 'HSHA0007', checkIn: IN, checkOut: OUT };
    const v2 = (await post<HotelDetail>(`${S}/v2/detail`, body)).data;
    const info = (await post<HotelDetail>(`${S}/hotelInfo`, body)).data;
    expect(info).toEqual({ ...v2, rooms: [] });
    const imgs = (await post<HotelImagesData>(`${S}/imgInfo`, body)).data;
    expect(imgs.images).toEqual(v2.images);
    const rooms = (await post<HotelRoomsData>(`${S}/roomInfo`, body)).data;
    expect(rooms.rooms).toEqual(v2.rooms);
    const room = v2.rooms[0]!;
    const plans = (await post<PricePlanListData>(`${S}/pricePlanList`, { ...body, roomId: room.roomId })).data;
    expect(plans.plans).toEqual(room.plans);
    const unknown = await post(`${S}/hotelInfo`, { ...body, hotelId: 'HSHA9999' });
    expect(unknown.code).toBe(2);
  });

  it('prices one plan again now (pricePlanOne) and refuses an unknown or expired key', async () => {
    const d = (await post<HotelDetail>(`${S}/v2/detail`, { hotelId: 'HCTU0003', checkIn: IN, checkOut: OUT })).data;
    const plan = d.rooms.flatMap((r) => r.plans)[0]!;
    for (const path of [`${S}/pricePlanOne`, `${S}/v2/pricePlanOne`]) {
      const one = await post<PricePlanOneData>(path, { planKey: plan.planKey });
      expect(one.code).toBe(1);
      expect(one.data.plan).toEqual(plan);
      expect(one.data.room.roomId).toBe(plan.roomId);
      expect(one.data.hotel.hotelId).toBe('HCTU0003');
    }
    const bad = await post(`${S}/v2/pricePlanOne`, { planKey: 'HCTU0003|R1|P9|2020-01-01|2020-01-02' });
    expect(bad).toMatchObject({ code: 2, tips: '价格计划已过期，请重新查询' });
    // A key whose check-in day has passed expired.
    const [hotelId, roomId, planId] = plan.planKey.split('|');
    const stale = `${hotelId}|${roomId}|${planId}|${addCalendarDays(today, -1)}|${addCalendarDays(today, 1)}`;
    const expired = await post(`${S}/v2/pricePlanOne`, { planKey: stale });
    expect(expired).toMatchObject({ code: 2, tips: '价格计划已过期，请重新查询' });
  });

  it('answers in English', async () => {
    const d = (
      await post<HotelDetail>(
        `${S}/v2/detail`,
        { hotelId: 'HBJS0002', checkIn: IN, checkOut: OUT },
        tokens.wangwu,
        'en-US',
      )
    ).data;
    expect(d.cityName).toBe('Beijing');
    expect(d.rooms[0]!.name).toMatch(/Room|Suite/);
    expect(d.rooms[0]!.plans[0]!.name).toMatch(/Room only|Breakfast/);
    expect(d.description).toMatch(/Opened in \d{4}/);
  });
});

describe('policy: jsClzcBzz and clzcRatePlan', () => {
  it('gives each traveller the cap of their rank in the city tier, and the strictest', async () => {
    const travellers = [{ empId: DEMO.zhangsan.id }, { empId: DEMO.lisi.id }];
    const caps = async (cityId: string) =>
      (await post<HotelStandardData>('/obt/hotel/jsClzcBzz', { cityId, travellers })).data;
    const bj = await caps('BJS');
    expect(bj.travellers.map((x) => [x.empId, x.cap])).toEqual([
      [DEMO.zhangsan.id, 500],
      [DEMO.lisi.id, 700],
    ]);
    expect(bj).toMatchObject({ cap: 500, mustComply: false, roomSharing: true });
    expect(bj.travellers[0]!.rankName).not.toBe('');
    expect((await caps('CTU')).cap).toBe(400);
    expect((await caps('HRB')).cap).toBe(300);
    // None named: the booker's own (王五, the highest rank).
    const own = await post<HotelStandardData>('/obt/hotel/jsClzcBzz', { cityId: 'BJS', travellers: [] });
    expect(own.data.cap).toBe(1200);
  });

  it('hides room sharing at the per-traveller policy level', async () => {
    const db = t.app.obt.db;
    await db
      .insertInto('parameters')
      .values({ corp_id: DEMO.corpId, param_no: 'hotel.policyLevel', value: '1', name: 'hotel policy level' })
      .execute();
    try {
      const res = await post<HotelStandardData>('/obt/hotel/jsClzcBzz', { cityId: 'BJS', travellers: [] });
      expect(res.data.roomSharing).toBe(false);
    } finally {
      await db.deleteFrom('parameters').where('param_no', '=', 'hotel.policyLevel').execute();
    }
  });

  it('refuses a traveller outside the booking scope', async () => {
    const res = await post(
      '/obt/hotel/jsClzcBzz',
      { cityId: 'BJS', travellers: [{ empId: DEMO.lisi.id }] },
      tokens.zhangsan,
    );
    expect(res.code).not.toBe(1);
  });

  it('flags plans above the cap wb 1, or wb 2 when the company must comply', async () => {
    const plans: RatePlan[] = [];
    for (const hotelId of ['HBJS0001', 'HBJS0002', 'HBJS0003', 'HBJS0004', 'HBJS0005', 'HBJS0006']) {
      const d = (await post<HotelDetail>(`${S}/v2/detail`, { hotelId, checkIn: IN, checkOut: OUT })).data;
      plans.push(...d.rooms.flatMap((r) => r.plans));
    }
    const above = plans.find((p) => p.avgPrice > 500)!;
    const within = plans.find((p) => p.avgPrice <= 500)!;
    expect(above && within).toBeTruthy();
    const body = { planKeys: [above.planKey, within.planKey], travellers: [{ empId: DEMO.zhangsan.id }] };
    const free = await post<HotelPlanPolicyData>(`${S}/v2/clzcRatePlan`, body);
    expect(free.data.mustComply).toBe(false);
    expect(free.data.results.map((r) => r.wb)).toEqual([1, 0]);
    expect(free.data.results[0]!.policy).toMatchObject({ compliant: false });
    expect(free.data.results[0]!.policy.violations[0]!.text).toContain('500');
    await setMustComply(true);
    try {
      const strict = await post<HotelPlanPolicyData>(`${S}/v2/clzcRatePlan`, body);
      expect(strict.data.mustComply).toBe(true);
      expect(strict.data.results.map((r) => r.wb)).toEqual([2, 0]);
      // A private trip has no policy.
      const priv = await post<HotelPlanPolicyData>(`${S}/v2/clzcRatePlan`, { ...body, tripType: 2 });
      expect(priv.data.results.map((r) => r.wb)).toEqual([0, 0]);
    } finally {
      await setMustComply(false);
    }
    // A higher rank (李四, 700) is within for a plan between the two caps.
    const between = plans.find((p) => p.avgPrice > 500 && p.avgPrice <= 700);
    if (between) {
      const res = await post<HotelPlanPolicyData>(`${S}/v2/clzcRatePlan`, {
        planKeys: [between.planKey],
        travellers: [{ empId: DEMO.lisi.id }],
      });
      expect(res.data.results[0]!.wb).toBe(0);
    }
  });
});

describe('pictures', () => {
  it('serves hotel and room pictures without a session, as immutable SVG', async () => {
    const d = (await post<HotelDetail>(`${S}/v2/detail`, { hotelId: 'HBJS0010', checkIn: IN, checkOut: OUT })).data;
    for (const url of [d.image, d.rooms[0]!.images[0]!]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body.length).toBeLessThan(4000);
      expect((await t.app.inject({ method: 'GET', url })).body).toBe(res.body);
    }
    expect((await t.app.inject({ method: 'GET', url: '/obt/hotel/img/HBJS0010-room-R9.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/obt/hotel/img/evil.svg' })).statusCode).toBe(404);
  });

  it('keeps the list covers under 1 kB, however many floors the building has (issue 17: they load before the largest paint)', async () => {
    const covers = (await list({ pageNum: 1, count: 50 })).list;
    const floors = new Set<number>();
    for (const h of covers) {
      const res = await t.app.inject({ method: 'GET', url: h.image });
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(1000);
      floors.add(Number(/height="(\d+)" fill="url\(#w\)"/.exec(res.body)?.[1]));
    }
    // Buildings of several heights were drawn (the tallest made the largest file before).
    expect(floors.size).toBeGreaterThan(3);
  });
});
