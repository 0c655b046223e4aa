/**
 * Car orders on the reference server (issue 14; SPEC §7 Car QueryCarOrderDetail, /vehicles/order/detail, list,
 * blztList; §2 real-time cars in the order centre; §9 masked phones, 10 orders a page): the detail in the caller's
 * booking scope (another employee without scope and another company: not found), the driver once accepted, the
 * journey stages and actions, the list filters, the processing steps, and car orders in the order centre, the
 * calendar, the messages and — once completed — the invoiceable orders. Dates come from the injected clock.
 */
import type { CarOrderDetail, CarOrderListItem, CarProcessStep } from '../../src/api/contract/car';
import { CAR_USE_TYPE } from '../../src/api/contract/car';
import type { InvoiceOrderItem } from '../../src/api/contract/invoice';
import type { MessageItem } from '../../src/api/contract/message';
import type { OrderListItem, ScheduleListItem } from '../../src/api/contract/orders';
import { ORDER_TYPE, rideStage } from '../../src/domain/codes';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { DEMO_PEOPLE, insertApprovedRequest } from './helpers/fixtures';
import { payFromCompanyAccount } from './helpers/bookHotel';
import { BJ, bookCar, getCall, orderStatus, rideTimeIn } from './helpers/bookCar';
import type { CarBookData } from '../../src/api/contract/car';

let t: TestApp;
const tokens: Record<string, string> = {};
let ride: CarBookData;
let airport: CarBookData;
let qianqiRide: CarBookData;
const AIRPORT_TIME = rideTimeIn(START_MS, 3, '07:30');

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
  tokens.wangwu = await login(t.app, DEMO.wangwu.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
  ride = await bookCar(t.app, tokens.zhangsan, { useType: CAR_USE_TYPE.instant, from: BJ.wangjing, to: BJ.guomao });
  airport = await bookCar(t.app, tokens.zhangsan, {
    useType: CAR_USE_TYPE.airportDropoff,
    to: BJ.pek,
    useTime: AIRPORT_TIME,
    vehicleTypeId: 'comfort',
  });
  qianqiRide = await bookCar(
    t.app,
    tokens.qianqi,
    { useType: CAR_USE_TYPE.scheduled, empId: DEMO.qianqi.id, useTime: rideTimeIn(START_MS, 4, '11:00') },
    {},
    DEMO_PEOPLE.qianqi,
  );
});

afterAll(async () => {
  await t.close();
});

const detail = (token: string, orderId: string, url = '/obt/car/QueryCarOrderDetail') =>
  getCall<CarOrderDetail>(t.app, url, { orderId }, { token });
const list = (token: string, body: Record<string, unknown> = {}) =>
  call<unknown, CarOrderListItem>(t.app, '/obt/vehicles/order/list', body, { token });

/** Runs the journey's steps, the clock moving 5 s at a time, until the order reaches `status` (at most 10 minutes). */
async function runUntil(orderId: string, status: string): Promise<void> {
  for (let i = 0; i < 120 && (await orderStatus(t.app, orderId)) !== status; i++) {
    t.clock.advance(5000);
    await t.app.obt.jobs.runDue();
  }
  expect(await orderStatus(t.app, orderId)).toBe(status);
}

describe('detail', () => {
  it('answers the booked ride with masked phones, its stage and actions; the same on both calls', async () => {
    const d = await detail(tokens.zhangsan!, ride.orderId);
    expect(d.code).toBe(1);
    expect(d.data).toMatchObject({
      orderId: ride.orderId,
      orderType: ORDER_TYPE.carRealTime,
      orderStatus: 'dispatching',
      useType: CAR_USE_TYPE.instant,
      passengerName: '张三',
      passengerPhoneMasked: '138****0001',
      linkTel: '138****0001',
      riders: 1,
      driver: null,
      actualPrice: null,
      cancelFee: 0,
      actions: { pay: false, cancel: true, track: false },
      refundAmount: 0,
    });
    expect(d.data.from.name).toBe(BJ.wangjing.name);
    expect(d.data.to?.name).toBe(BJ.guomao.name);
    expect(d.data.vehicleType.vehicleTypeId).toBe('economy');
    expect(d.data.route.length).toBeGreaterThanOrEqual(2);
    expect(d.data.timeline[0]?.status).toBe('dispatching');
    expect(d.data.priceLines).toHaveLength(1);
    expect(d.data.priceLines[0]?.amount).toBe(d.data.estimatedPrice);
    const v = await detail(tokens.zhangsan!, ride.orderId, '/obt/vehicles/order/detail');
    expect(v.data).toEqual(d.data);

    const a = await detail(tokens.zhangsan!, airport.orderId, '/obt/vehicles/order/detail');
    expect(a.data).toMatchObject({
      orderType: ORDER_TYPE.car,
      orderStatus: 'awaitingPayment',
      useTime: AIRPORT_TIME,
      actions: { pay: true, cancel: true, track: false },
      stages: [],
    });
    expect(a.data.payDeadline).not.toBe('');
  });

  it('is not found for another employee without scope and another company; the company scope sees it', async () => {
    expect((await detail(tokens.qianqi!, ride.orderId)).code).not.toBe(1);
    expect((await detail(tokens.fengli!, ride.orderId)).code).not.toBe(1);
    const steps = await getCall<unknown>(
      t.app,
      '/obt/vehicles/order/blztList',
      { orderId: ride.orderId },
      {
        token: tokens.qianqi!,
      },
    );
    expect(steps.code).not.toBe(1);
    expect((await detail(tokens.wangwu!, ride.orderId)).code).toBe(1);
  });

  it('shows the driver (phone masked), the stages reached and the track action once accepted', async () => {
    await runUntil(ride.orderId, 'dispatched');
    const d = await detail(tokens.zhangsan!, ride.orderId);
    expect(d.data.driver).not.toBeNull();
    expect(d.data.driver!.phoneMasked).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(d.data.driver!.plate).toMatch(/^京A/);
    expect(d.data.stages.map((s) => s.status)).toEqual(['dispatching', 'dispatched']);
    expect(d.data.actions).toEqual({ pay: false, cancel: true, track: true });
    expect(d.data.cancelFee).toBeGreaterThan(0);
    const steps = await t.app.inject({
      method: 'GET',
      url: '/obt/vehicles/order/blztList',
      query: { orderId: ride.orderId },
      headers: { authorization: `Bearer ${tokens.zhangsan!}` },
    });
    const body = JSON.parse(steps.body) as { code: number; list: CarProcessStep[] };
    expect(body.code).toBe(1);
    expect(body.list.map((s) => s.status)).toEqual(expect.arrayContaining(['dispatching', 'dispatched']));
    expect(body.list[0]?.note).toBe('即时用车，正在呼叫司机');
  });
});

describe('list', () => {
  it('lists the caller’s car orders with the SPEC §7 filters, 10 a page', async () => {
    const all = await list(tokens.zhangsan!);
    expect(all.code).toBe(1);
    const ids = all.list.map((r) => r.orderId);
    expect(ids).toEqual(expect.arrayContaining([ride.orderId, airport.orderId]));
    expect(ids).not.toContain(qianqiRide.orderId);
    const row = all.list.find((r) => r.orderId === airport.orderId)!;
    expect(row).toMatchObject({
      orderType: ORDER_TYPE.car,
      productType: CAR_USE_TYPE.airportDropoff,
      useType: CAR_USE_TYPE.airportDropoff,
      useTime: AIRPORT_TIME,
      toName: BJ.pek.name,
      passengerName: '张三',
      vehicleTypeId: 'comfort',
      ccsqdNo: '',
    });

    const instant = await list(tokens.zhangsan!, { orderType: ORDER_TYPE.carRealTime });
    expect(instant.list.map((r) => r.orderId)).toEqual([ride.orderId]);
    const day = await list(tokens.zhangsan!, { date: AIRPORT_TIME.slice(0, 10) });
    expect(day.list.map((r) => r.orderId)).toEqual([airport.orderId]);
    const month = await list(tokens.zhangsan!, { date: AIRPORT_TIME.slice(0, 7) });
    expect(month.list.map((r) => r.orderId)).toContain(airport.orderId);
    const byNo = await list(tokens.zhangsan!, { orderNo: airport.orderNo });
    expect(byNo.list.map((r) => r.orderId)).toEqual([airport.orderId]);
    expect((await list(tokens.zhangsan!, { empName: '钱七' })).list).toEqual([]);
    expect((await list(tokens.zhangsan!, { cityId: 'SHA' })).list).toEqual([]);
    expect((await list(tokens.zhangsan!, { tripOnly: true })).list).toEqual([]);
    // The company scope (王五, bookRange 3) sees 钱七's order too, found by the passenger's name.
    const company = await list(tokens.wangwu!, { findScope: 3, empName: '钱七' });
    expect(company.list.map((r) => r.orderId)).toEqual([qianqiRide.orderId]);
    // 钱七 (bookRange 1) asking for the company scope still sees only hers.
    const capped = await list(tokens.qianqi!, { findScope: 3 });
    expect(capped.list.map((r) => r.orderId)).toEqual([qianqiRide.orderId]);
  });

  it('tripOnly lists the orders booked through a trip request, with its number', async () => {
    const useTime = rideTimeIn(START_MS, 6, '09:00');
    const day = useTime.slice(0, 10);
    const { ccsqdId, routeId, ccsqdNo } = await insertApprovedRequest(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      jtysYuan: 5000,
      begin: day,
      end: day,
      legDate: day,
      routeType: 'car',
      product: '10906',
      createdAt: START_MS,
    });
    const booked = await bookCar(
      t.app,
      tokens.zhangsan!,
      { useType: CAR_USE_TYPE.scheduled, useTime },
      { ccsqdId, routeId },
    );
    const trip = await list(tokens.zhangsan!, { tripOnly: true });
    expect(trip.list.map((r) => [r.orderId, r.ccsqdNo])).toEqual([[booked.orderId, ccsqdNo]]);
  });
});

describe('order centre, calendar, messages and invoices', () => {
  it('lists car orders in allOrderList (a ride as product type 8 with its named stage) and the calendar', async () => {
    const centre = await call<unknown, OrderListItem>(t.app, '/obt/allOrderList', {}, { token: tokens.zhangsan! });
    expect(centre.code).toBe(1);
    const r = centre.list.find((o) => o.id === ride.orderId);
    expect(r).toMatchObject({ orderType: ORDER_TYPE.carRealTime, productType: 8 });
    expect(rideStage(r!.orderStatus)).not.toBeNull();
    expect(centre.list.find((o) => o.id === airport.orderId)).toMatchObject({ orderType: ORDER_TYPE.car });

    const cal = await call<unknown, ScheduleListItem>(
      t.app,
      '/obt/order/scheduleList',
      {},
      { token: tokens.zhangsan! },
    );
    expect(cal.code).toBe(1);
    const seg = cal.list.find((s) => s.orderId === airport.orderId);
    expect(seg).toMatchObject({
      orderType: ORDER_TYPE.car,
      date: AIRPORT_TIME.slice(0, 10),
      time: AIRPORT_TIME.slice(11, 16),
      subtitle: `送机 国贸 → ${BJ.pek.name}`,
    });
    expect(cal.list.filter((s) => s.orderId === airport.orderId)).toHaveLength(1);
  });

  it('writes the booked message, and a ride completed and paid at the end is invoiceable', async () => {
    const msgs = await call<unknown, MessageItem>(t.app, '/obt/message/list', {}, { token: tokens.zhangsan! });
    expect(msgs.list.some((m) => m.orderId === airport.orderId && m.title === '用车预订成功')).toBe(true);

    const invoiceable = async () =>
      (
        await call<unknown, InvoiceOrderItem>(t.app, '/obt/invoice/orderList', {}, { token: tokens.zhangsan! })
      ).list.map((o) => o.orderId);
    expect(await invoiceable()).not.toContain(ride.orderId);
    await runUntil(ride.orderId, 'awaitingPayment');
    const d = await detail(tokens.zhangsan!, ride.orderId);
    expect(d.data.actions.pay).toBe(true);
    expect(d.data.actualPrice).not.toBeNull();
    expect(d.data.stages.map((s) => s.status)).toEqual([
      'dispatching',
      'dispatched',
      'driverArrived',
      'inService',
      'awaitingPayment',
    ]);
    expect((await payFromCompanyAccount(t.app, tokens.zhangsan!, ride.orderId)).code).toBe(1);
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, ride.orderId)).toBe('completed');
    expect(await invoiceable()).toContain(ride.orderId);
    const done = await detail(tokens.zhangsan!, ride.orderId);
    expect(done.data.stages.at(-1)?.status).toBe('completed');
    expect(done.data.actions).toEqual({ pay: false, cancel: false, track: false });
  });
});
