/**
 * International hotels on the reference server (SPEC §7 International hotel, §9 room conditions): the gj shopping
 * calls are deterministic and take the occupancy into account; bookGj is idempotent, refuses room conditions that
 * cannot be booked (11 children, a room without an adult), names not in Latin letters, an unknown nationality, a
 * changed price, an over-standard plan without a reason, never oversells the last room, and creates a hotel order
 * (11007) the order centre lists and whose detail carries the international part. Dates from the injected clock.
 */
import type {
  BookGjData,
  BookGjRequest,
  IntlHotelDetail,
  IntlHotelListData,
  IntlHotelSummary,
  IntlOccupancy,
  IntlPricePlanListData,
  IntlPricePlanOneData,
  IntlRatePlan,
} from '../../src/api/contract/hotelIntl';
import type { HotelOrderDetail } from '../../src/api/contract/hotel';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { getCall, newKey } from './helpers/bookHotel';
import { nightCapacity } from '../../server/src/suppliers/hotel/pricing';
import { stayDates } from '../../src/domain/hotel/stay';

let t: TestApp;
const tokens: Record<string, string> = {};
const today = chinaToday(START_MS);
const IN = addCalendarDays(today, 9);
const OUT = addCalendarDays(IN, 2);
const GJ = '/obt/hotel/gj/shopping';
const ONE_ADULT: IntlOccupancy[] = [{ adults: 1, childAges: [] }];

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.clock.ms = START_MS;
});

const list = (body: Record<string, unknown>, token = tokens.zhangsan!) =>
  call<IntlHotelListData, IntlHotelSummary>(t.app, `${GJ}/hotelList`, body, { token });
const plans = (hotelId: string, occupancy: IntlOccupancy[], checkIn = IN, checkOut = OUT) =>
  call<IntlPricePlanListData>(
    t.app,
    `${GJ}/pricePlanList`,
    { hotelId, checkIn, checkOut, occupancy },
    { token: tokens.zhangsan! },
  );
const book = (body: BookGjRequest, key = newKey(), token = tokens.zhangsan!) =>
  call<BookGjData>(t.app, '/obt/hotel/order/bookGj', body, { token, idempotencyKey: key });

/** The cheapest plan of the first hotels of a city that fits the wish, with its hotel. */
async function firstPlan(
  occupancy: IntlOccupancy[],
  wish: { maxAvg?: number; minAvg?: number; checkIn?: string; checkOut?: string; sort?: number } = {},
): Promise<{ hotelId: string; plan: IntlRatePlan }> {
  const checkIn = wish.checkIn ?? IN;
  const checkOut = wish.checkOut ?? OUT;
  const res = await list({ cityId: 'TYO', checkIn, checkOut, occupancy, sort: wish.sort ?? 1, count: 40 });
  for (const h of res.list) {
    const rooms = (await plans(h.hotelId, occupancy, checkIn, checkOut)).data.rooms;
    for (const r of rooms)
      for (const p of r.plans) {
        if (p.roomsLeft < 1) continue;
        if (wish.maxAvg !== undefined && p.avgPrice > wish.maxAvg) continue;
        if (wish.minAvg !== undefined && p.avgPrice <= wish.minAvg) continue;
        return { hotelId: h.hotelId, plan: p };
      }
  }
  throw new Error('no plan');
}

const body = (plan: IntlRatePlan, over: Partial<BookGjRequest> = {}): BookGjRequest => ({
  planKey: plan.planKey,
  occupancy: ONE_ADULT,
  nationality: 'CN',
  guests: [{ roomIndex: 0, surname: 'Zhang', givenName: 'San', isChild: false, empId: DEMO.zhangsan.id }],
  arrivalTime: '20:00',
  linkman: '张三',
  linkTel: DEMO.zhangsan.phone,
  cancelRuleAccepted: true,
  avgPrice: plan.avgPrice,
  invoice: { needInvoice: true, email: 'zhangsan@example.com' },
  violationReasonText: '客户指定酒店',
  confirmDuplicate: true,
  ...over,
});

describe('gj shopping', () => {
  it('lists a 10910 city deterministically with local prices, and the plans and policies of a hotel', async () => {
    const q = { cityId: 'TYO', checkIn: IN, checkOut: OUT, occupancy: ONE_ADULT };
    const a = await list(q);
    const b = await list(q);
    expect(a.code).toBe(1);
    expect(a.data.total).toBeGreaterThanOrEqual(40);
    expect(a.data.total).toBeLessThanOrEqual(120);
    expect(a.data.currency).toBe('JPY');
    expect(a.list.map((h) => [h.hotelId, h.lowestPrice])).toEqual(b.list.map((h) => [h.hotelId, h.lowestPrice]));
    const first = a.list.find((h) => h.lowestPrice > 0)!;
    expect(first.hotelId).toMatch(/^GTYO\d{4}$/);
    expect(first.nameEn).toMatch(/^[A-Za-z0-9 '’().-]+$/);
    expect(first.currency).toBe('JPY');
    expect(first.localPrice).toBeGreaterThan(first.lowestPrice);

    const info = await call<IntlHotelDetail>(
      t.app,
      `${GJ}/hotelInfo`,
      { hotelId: first.hotelId, checkIn: IN, checkOut: OUT, occupancy: ONE_ADULT },
      { token: tokens.zhangsan!, lang: 'en-US' },
    );
    expect(info.code).toBe(1);
    expect(info.data.policies.checkInFrom).toMatch(/^\d{2}:\d{2}$/);
    expect(info.data.policies.cards.length).toBeGreaterThanOrEqual(2);
    expect(info.data.policies.notes.join(' ')).toMatch(/passport/i);
    expect(info.data.countryName).toBe('Japan');

    const rooms = (await plans(first.hotelId, ONE_ADULT)).data.rooms;
    expect(rooms.length).toBeGreaterThan(0);
    for (const r of rooms)
      for (const p of r.plans) {
        expect(p.payType).toBe('prepay');
        expect(p.currency).toBe('JPY');
        expect(p.roomsTotal).toBeCloseTo(p.totalPrice, 2);
      }
    const one = await call<IntlPricePlanOneData>(
      t.app,
      `${GJ}/pricePlanOne`,
      { planKey: rooms[0]!.plans[0]!.planKey, occupancy: ONE_ADULT },
      { token: tokens.zhangsan! },
    );
    expect(one.data.plan.avgPrice).toBe(rooms[0]!.plans[0]!.avgPrice);
    const kw = await call<{ items: { kind: string }[] }>(
      t.app,
      `${GJ}/keyword`,
      { cityId: 'TYO', keyword: 'Shinjuku' },
      { token: tokens.zhangsan! },
    );
    expect(kw.data.items.some((i) => i.kind === 'district')).toBe(true);
  });

  it('leaves out rooms that cannot take the occupancy; an occupancy no room takes lists nothing', async () => {
    const family: IntlOccupancy[] = [{ adults: 2, childAges: [4] }];
    const { hotelId } = await firstPlan(ONE_ADULT);
    const all = (await plans(hotelId, ONE_ADULT)).data.rooms;
    const fam = (await plans(hotelId, family)).data.rooms;
    expect(fam.every((r) => r.maxAdults >= 2 && r.maxChildren >= 1)).toBe(true);
    expect(fam.length).toBeLessThanOrEqual(all.length);
    const none = await list({ cityId: 'TYO', checkIn: IN, checkOut: OUT, occupancy: [{ adults: 6, childAges: [] }] });
    expect(none.code).toBe(1);
    expect(none.data.total).toBe(0);
    const refused = await list({
      cityId: 'TYO',
      checkIn: IN,
      checkOut: OUT,
      occupancy: [{ adults: 0, childAges: [5] }],
    });
    expect(refused.code).toBe(2);
  });
});

describe('bookGj', () => {
  it('books once per Idempotency-Key; the order centre lists it and its detail has the international part', async () => {
    const { plan } = await firstPlan(ONE_ADULT);
    const key = newKey();
    const a = await book(body(plan), key);
    expect(a.code).toBe(1);
    expect(['pay', 'awaitingSubmission']).toContain(a.data.nextStep);
    // The rooms for the stay plus the company's hotel service fee per room-night.
    expect(a.data.amount).toBeGreaterThanOrEqual(plan.roomsTotal);
    expect(a.data.amount).toBeLessThan(plan.roomsTotal + 100);
    const b = await book(body(plan), key);
    expect(b.data.orderId).toBe(a.data.orderId);
    const n = await t.app.obt.db
      .selectFrom('hotel_intl_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', a.data.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);

    const d = await getCall<HotelOrderDetail>(
      t.app,
      '/obt/hotel/order/hotelOrderDetail',
      { orderId: a.data.orderId },
      { token: tokens.zhangsan! },
    );
    expect(d.code).toBe(1);
    expect(d.data.intl?.nationality).toBe('CN');
    expect(d.data.intl?.guests[0]).toMatchObject({ surname: 'ZHANG', givenName: 'SAN', isChild: false });
    expect(d.data.intl?.currency).toBe('JPY');
    expect(d.data.intl?.invoice.email).not.toBe('zhangsan@example.com');
    expect(d.data.intl?.invoice.needInvoice).toBe(true);

    const centre = await call<unknown, { id: string }>(
      t.app,
      '/obt/allOrderList',
      { productGroup: 'hotel', count: 50 },
      { token: tokens.zhangsan! },
    );
    expect(centre.list.some((o) => o.id === a.data.orderId)).toBe(true);

    // Another company's employee: not found.
    const other = await getCall<HotelOrderDetail>(
      t.app,
      '/obt/hotel/order/hotelOrderDetail',
      { orderId: a.data.orderId },
      { token: tokens.fengli! },
    );
    expect(other.code).not.toBe(1);
    expect(other.data).toBeFalsy();
  });

  it('refuses room conditions, names, nationality, a missing invoice delivery and a changed price', async () => {
    const { plan } = await firstPlan(ONE_ADULT);
    const eleven = await book(
      body(plan, {
        occupancy: [
          { adults: 1, childAges: [1, 2, 3, 4, 5, 6] },
          { adults: 1, childAges: [7, 8, 9, 10, 11] },
        ],
      }),
    );
    expect(eleven.code).toBe(2);
    expect(eleven.tips).toMatch(/10/);
    const noAdult = await book(body(plan, { occupancy: [{ adults: 0, childAges: [6] }] }));
    expect(noAdult.code).toBe(2);
    const chinese = await book(
      body(plan, { guests: [{ roomIndex: 0, surname: '张', givenName: '三', isChild: false }] }),
    );
    expect(chinese.code).toBe(2);
    const nat = await book(body(plan, { nationality: 'XX' }));
    expect(nat.code).toBe(2);
    const mismatch = await book(
      body(plan, {
        guests: [
          { roomIndex: 0, surname: 'Zhang', givenName: 'San', isChild: false },
          { roomIndex: 0, surname: 'Li', givenName: 'Si', isChild: false },
        ],
      }),
    );
    expect(mismatch.code).toBe(2);
    const invoice = await book(body(plan, { invoice: { needInvoice: true } }));
    expect(invoice.code).toBe(2);
    const price = await book(body(plan, { avgPrice: plan.avgPrice + 1 }));
    expect(price.code).toBe(2);
  });

  it('asks a reason above the standard', async () => {
    const { plan } = await firstPlan(ONE_ADULT, { minAvg: 600, sort: 2 });
    const noReason = await book(body(plan, { violationReasonText: undefined, violationReasonId: undefined }));
    expect(noReason.code).not.toBe(1);
    const withReason = await book(body(plan));
    expect(withReason.code).toBe(1);
  });

  it('never oversells the last room', async () => {
    const checkIn = addCalendarDays(today, 30);
    const checkOut = addCalendarDays(checkIn, 1);
    const { hotelId, plan } = await firstPlan(ONE_ADULT, { checkIn, checkOut });
    const cap = Math.min(...stayDates(checkIn, checkOut).map((n) => nightCapacity(hotelId, plan.roomId, n)));
    const occ = (n: number): IntlOccupancy[] => Array.from({ length: n }, () => ({ adults: 1, childAges: [] }));
    const guests = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        roomIndex: i,
        surname: 'Zhang',
        givenName: 'San',
        isChild: false,
        empId: DEMO.zhangsan.id,
      }));
    // Take all but one room (at most 10 per booking), then race two bookings for the last one.
    let left = cap;
    while (left > 1) {
      const n = Math.min(10, left - 1);
      const one = plan.roomsTotal;
      const r = await book(body(plan, { occupancy: occ(n), guests: guests(n), avgPrice: plan.avgPrice }));
      expect(r.code).toBe(1);
      expect(r.data.amount).toBeGreaterThanOrEqual(one * n);
      left -= n;
    }
    const [x, y] = await Promise.all([book(body(plan)), book(body(plan))]);
    expect([x.code, y.code].filter((c) => c === 1)).toHaveLength(1);
    const again = await book(body(plan));
    expect(again.code).toBe(2);
  });
});
