/**
 * Car booking on the reference server (issue 14; SPEC §7 Car bookJsyc / bookYyyc / bookCarOrder, checkPreBook,
 * checkSameOrder; §8 car and booking messages; §9 limits): one order per Idempotency-Key, the estimate looked up again
 * (unknown, expired, another company's: 'cache expired'), a changed price, the unpaid finished ride that blocks a new
 * instant ride, riders and luggage against the class, the note's length, the car policy (a reason at wb 1, blocked at
 * wb 2), a trip request's TRANSPORT budget, duplicates, the instant ride dispatching at once and the pre-booked order
 * prepaid then handed to the dispatch, and its payment expiry. Dates come from the injected clock.
 */
import type { CarPreBookData, CarSameOrderData } from '../../src/api/contract/car';
import { CAR_USE_TYPE } from '../../src/api/contract/car';
import { FARE_RULES } from '../../src/domain/car/fare';
import { ORDER_TYPE } from '../../src/domain/codes';
import { addCalendarDays, chinaToday, toEpochMs } from '../../src/domain/time';
import { seedCarStandards } from '../../server/src/modules/car/seed';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { DEMO_PEOPLE, insertApprovedRequest } from './helpers/fixtures';
import { payFromCompanyAccount } from './helpers/bookHotel';
import {
  BJ,
  bookCar,
  bookCarCall,
  carBookBody,
  insertCarReason,
  newKey,
  orderStatus,
  saveCarEstimate,
  setCarRule,
  setCarStandard,
  rideTimeIn,
} from './helpers/bookCar';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.clock.ms = START_MS;
});

const orderRow = (id: string) =>
  t.app.obt.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const carRow = (id: string) =>
  t.app.obt.db.selectFrom('car_orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();

describe('book', () => {
  it('books an instant ride once per Idempotency-Key: dispatching at once, order type 10906, paid at the end', async () => {
    const est = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.instant });
    const body = carBookBody(est, { remark: '在B口等', riders: 2, luggageStandard: 1, confirmDuplicate: true });
    const key = newKey();
    const first = await bookCarCall(t.app, tokens.zhangsan!, body, key);
    expect(first.code).toBe(1);
    expect(first.data.nextStep).toBe('ride');
    expect(first.data.payDeadline).toBe('');
    expect(first.data.orderType).toBe(ORDER_TYPE.carRealTime);
    expect(first.data.amount).toBe(est.priceFen / 100);
    const again = await bookCarCall(t.app, tokens.zhangsan!, body, key);
    expect(again.data.orderId).toBe(first.data.orderId);
    const rows = await t.app.obt.db
      .selectFrom('car_orders')
      .select('order_id')
      .where('order_id', '=', first.data.orderId)
      .execute();
    expect(rows).toHaveLength(1);

    const order = await orderRow(first.data.orderId);
    expect(order.order_status).toBe('dispatching');
    expect(order.order_type).toBe(ORDER_TYPE.carRealTime);
    expect(order.product_type).toBe(8);
    expect(order.pay_deadline).toBeNull();
    expect(order.title).toContain('国贸');
    const car = await carRow(first.data.orderId);
    expect(car.riders).toBe(2);
    expect(car.luggage_standard).toBe(1);
    expect(car.remark).toBe('在B口等');
    expect(Number(car.estimate_fen)).toBe(est.priceFen);
    expect(JSON.parse(car.route_json)).toHaveLength(2);
  });

  it('refuses an unknown, expired or other company estimate with "cache expired, query again"', async () => {
    const est = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.instant });
    const unknown = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est, { estimateKey: 'no-such-estimate' }));
    expect(unknown.code).not.toBe(1);
    expect(unknown.tips).toBe('缓存已过期，请重新查询');

    const other = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.instant, corpId: DEMO.corp2Id });
    const foreign = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(other));
    expect(foreign.tips).toBe('缓存已过期，请重新查询');

    t.clock.advance(11 * 60_000);
    const late = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est, { confirmDuplicate: true }));
    expect(late.code).not.toBe(1);
    expect(late.tips).toBe('缓存已过期，请重新查询');
  });

  it('refuses a price different from the estimate (priceChanged) and a call of another service', async () => {
    const est = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.instant });
    const res = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est, { price: est.priceFen / 100 - 5 }));
    expect(res.code).not.toBe(1);
    expect(res.tips).toContain(String(est.priceFen / 100));

    const scheduled = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.scheduled });
    const wrong = await bookCarCall(
      t.app,
      tokens.zhangsan!,
      carBookBody(scheduled),
      newKey(),
      '/obt/vehicles/order/bookJsyc',
    );
    expect(wrong.code).not.toBe(1);
    expect(wrong.tips).toBe('该预订接口不支持所选用车服务');
  });

  it('checks riders and luggage against the class and the note to the driver (50 characters)', async () => {
    const est = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.scheduled, vehicleTypeId: 'economy' });
    const seats = FARE_RULES.economy.seats;
    const tooMany = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est, { riders: seats + 1 }));
    expect(tooMany.tips).toBe(`乘车人数需在1至${seats}人之间`);
    const none = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est, { riders: 0 }));
    expect(none.code).not.toBe(1);
    // Economy takes 2 standard cases: 1 large counts as 2 (fits), 1 large + 1 standard does not.
    const fits = await bookCarCall(
      t.app,
      tokens.zhangsan!,
      carBookBody(est, { luggageLarge: 1, confirmDuplicate: true }),
    );
    expect(fits.code).toBe(1);
    const est2 = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.scheduled, vehicleTypeId: 'economy' });
    const heavy = await bookCarCall(
      t.app,
      tokens.zhangsan!,
      carBookBody(est2, { luggageLarge: 1, luggageStandard: 1 }),
    );
    expect(heavy.code).not.toBe(1);
    expect(heavy.tips).toContain('行李超出');
    const longNote = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est2, { remark: '请'.repeat(51) }));
    expect(longNote.tips).toBe('给司机的备注不能超过50个字');
  });

  it('refuses a pre-booked use time that is too soon or past', async () => {
    const soon = await saveCarEstimate(t.app, {
      useType: CAR_USE_TYPE.scheduled,
      useTime: rideTimeIn(START_MS, 0, '10:00'),
    });
    // START_MS is 10:00 China time: a ride at 10:00 is not 30 minutes ahead.
    const res = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(soon));
    expect(res.code).not.toBe(1);
    expect(['预约用车需在当前时间30分钟之后', '用车时间已过，请重新选择']).toContain(res.tips);
  });

  it('asks a reason above the car standard (wb 1) and blocks when the company must comply (wb 2)', async () => {
    await setCarStandard(t.app, DEMO.zhangsan.id, ['economy']);
    try {
      const est = await saveCarEstimate(t.app, {
        useType: CAR_USE_TYPE.scheduled,
        vehicleTypeId: 'business',
        useTime: rideTimeIn(START_MS, 3, '08:00'),
      });
      const bare = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est));
      expect(bare.code).not.toBe(1);
      expect(bare.tips).toBe('所选车型超出用车标准，请选择或填写超标原因');
      const reasonId = await insertCarReason(t.app);
      const ok = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est, { violationReasonId: reasonId }));
      expect(ok.code).toBe(1);
      const car = await carRow(ok.data.orderId);
      const items = (JSON.parse(car.violations_json) as { item: string; reason: string }[]).map((v) => v);
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]!.reason).toBe('客户接待');
      expect((await orderRow(ok.data.orderId)).violation_reason).toBe('客户接待');

      await setCarRule(t.app, 'mustComply', true);
      const est2 = await saveCarEstimate(t.app, {
        useType: CAR_USE_TYPE.scheduled,
        vehicleTypeId: 'business',
        useTime: rideTimeIn(START_MS, 4, '08:00'),
      });
      const blocked = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est2, { violationReasonId: reasonId }));
      expect(blocked.code).not.toBe(1);
      expect(blocked.tips).toBe('差旅标准违规，不能预订');
    } finally {
      await setCarRule(t.app, 'mustComply', false);
      await t.app.obt.db.deleteFrom('car_standards').execute();
      await seedCarStandards(t.app.obt.db);
    }
  });

  it('books through a trip request against its transport budget (over it: a reason, the leg booked)', async () => {
    const useTime = rideTimeIn(START_MS, 5, '09:00');
    const day = useTime.slice(0, 10);
    const { ccsqdId, routeId } = await insertApprovedRequest(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      jtysYuan: 10,
      begin: day,
      end: addCalendarDays(day, 2),
      legDate: day,
      routeType: 'car',
      product: '10906',
      createdAt: START_MS,
    });
    const est = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.scheduled, useTime });
    expect(est.priceFen).toBeGreaterThan(1000);
    const over = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est, { ccsqdId, routeId }));
    expect(over.code).not.toBe(1);
    expect(over.tips).toBe('超出出差申请的交通预算，请选择或填写超预算原因');
    const reasonId = await insertCarReason(t.app, 'car-reason-budget');
    const ok = await bookCarCall(
      t.app,
      tokens.zhangsan!,
      carBookBody(est, { ccsqdId, routeId, overBudgetReasonId: reasonId }),
    );
    expect(ok.code).toBe(1);
    const order = await orderRow(ok.data.orderId);
    expect(order.ccsqd_id).toBe(ccsqdId);
    const car = await carRow(ok.data.orderId);
    expect(car.route_id).toBe(routeId);
    expect(JSON.parse(car.violations_json)).toEqual([{ item: 'overBudget', reason: '客户接待' }]);
    const leg = await t.app.obt.db
      .selectFrom('ccsqd_routes')
      .selectAll()
      .where('id', '=', routeId)
      .executeTakeFirstOrThrow();
    expect(leg.status).toBe(3);
    expect(leg.booked_order_id).toBe(ok.data.orderId);
    expect(Number(leg.booked_amount_fen)).toBe(est.priceFen);
  });

  it('refuses a duplicate within an hour unless confirmed, and checkSameOrder lists it', async () => {
    const useTime = rideTimeIn(START_MS, 6, '14:00');
    const first = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.scheduled, useTime });
    const est = await saveCarEstimate(t.app, {
      useType: CAR_USE_TYPE.scheduled,
      useTime: rideTimeIn(START_MS, 6, '14:40'),
    });
    const dup = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est));
    expect(dup.code).not.toBe(1);
    expect(dup.tips).toContain('张三');
    const same = await call<CarSameOrderData>(
      t.app,
      '/obt/vehicles/shopping/checkSameOrder',
      { useTime: rideTimeIn(START_MS, 6, '13:30'), passengers: [{ empId: DEMO.zhangsan.id, name: '张三' }] },
      { token: tokens.zhangsan! },
    );
    expect(same.code).toBe(1);
    expect(same.data.orders.map((o) => o.orderId)).toContain(first.orderId);
    const far = await call<CarSameOrderData>(
      t.app,
      '/obt/vehicles/shopping/checkSameOrder',
      { useTime: rideTimeIn(START_MS, 6, '16:00'), passengers: [{ empId: DEMO.zhangsan.id, name: '张三' }] },
      { token: tokens.zhangsan! },
    );
    expect(far.data.orders.map((o) => o.orderId)).not.toContain(first.orderId);
  });
});

describe('approval', () => {
  it('waits for approval submission when the company approves car bookings (no dispatch, no pay deadline)', async () => {
    await setCarRule(t.app, 'approvalRequired', true);
    try {
      const instant = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.instant });
      expect(instant.nextStep).toBe('awaitingSubmission');
      expect(instant.payDeadline).toBe('');
      expect(await orderStatus(t.app, instant.orderId)).toBe('awaitingSubmission');
      expect((await carRow(instant.orderId)).called_at).toBeNull();
      const pre = await bookCar(t.app, tokens.zhangsan!, {
        useType: CAR_USE_TYPE.scheduled,
        useTime: rideTimeIn(START_MS, 10, '10:00'),
      });
      expect(pre.nextStep).toBe('awaitingSubmission');
      // Not sent within 30 minutes: cancelled.
      t.clock.advance(31 * 60_000);
      await t.app.obt.jobs.runDue();
      expect(await orderStatus(t.app, pre.orderId)).toBe('cancelled');
    } finally {
      await setCarRule(t.app, 'approvalRequired', false);
    }
  });
});

describe('unpaid ride and checkPreBook', () => {
  it('blocks a new instant ride while a finished one is unpaid; checkPreBook names it', async () => {
    const preBook = () =>
      call<CarPreBookData>(
        t.app,
        '/obt/car/checkPreBook',
        { orderType: ORDER_TYPE.carRealTime, cityCode: 'BJS' },
        { token: tokens.qianqi! },
      );
    expect((await preBook()).data).toEqual({ ok: true, reason: '', message: '' });
    const ride = await bookCar(
      t.app,
      tokens.qianqi!,
      { useType: CAR_USE_TYPE.instant, empId: DEMO.qianqi.id },
      {},
      DEMO_PEOPLE.qianqi,
    );
    // The ride ended and awaits its fare (the dispatch's finish step does this).
    await t.app.obt.db
      .updateTable('orders')
      .set({ order_status: 'awaitingPayment' })
      .where('id', '=', ride.orderId)
      .execute();
    try {
      const check = await preBook();
      expect(check.data.ok).toBe(false);
      expect(check.data.reason).toBe('unpaidRide');
      expect(check.data.unpaidOrderId).toBe(ride.orderId);
      expect(check.data.message).toBe('您有已结束但未支付的用车订单，请先完成支付');
      const est = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.instant, empId: DEMO.qianqi.id });
      const res = await bookCarCall(
        t.app,
        tokens.qianqi!,
        carBookBody(est, { confirmDuplicate: true }, DEMO_PEOPLE.qianqi),
      );
      expect(res.code).not.toBe(1);
      expect(res.tips).toBe('您有已结束但未支付的用车订单，请先完成支付');
      // A pre-booked service is not blocked by it.
      const pre = await bookCar(
        t.app,
        tokens.qianqi!,
        { useType: CAR_USE_TYPE.scheduled, empId: DEMO.qianqi.id, useTime: rideTimeIn(START_MS, 8) },
        {},
        DEMO_PEOPLE.qianqi,
      );
      expect(pre.nextStep).toBe('pay');
    } finally {
      await t.app.obt.db
        .updateTable('orders')
        .set({ order_status: 'cancelled' })
        .where('id', '=', ride.orderId)
        .execute();
    }
  });

  it('checkPreBook: a city without car models, and a company without the car product', async () => {
    const none = await call<CarPreBookData>(
      t.app,
      '/obt/car/checkPreBook',
      { orderType: ORDER_TYPE.car, useType: CAR_USE_TYPE.scheduled, cityCode: 'NOWHERE' },
      { token: tokens.zhangsan! },
    );
    expect(none.data).toMatchObject({ ok: false, reason: 'noModels', message: '该城市暂无可用车型' });
    await t.app.obt.db
      .updateTable('corp_products')
      .set({ enabled: 0 })
      .where('corp_id', '=', DEMO.corpId)
      .where('product_code', '=', '10906')
      .execute();
    try {
      const closed = await call<CarPreBookData>(
        t.app,
        '/obt/car/checkPreBook',
        { orderType: ORDER_TYPE.car },
        { token: tokens.zhangsan! },
      );
      expect(closed.data).toMatchObject({ ok: false, reason: 'productClosed' });
      const est = await saveCarEstimate(t.app, { useType: CAR_USE_TYPE.scheduled });
      const res = await bookCarCall(t.app, tokens.zhangsan!, carBookBody(est));
      expect(res.tips).toBe('企业未开通用车产品');
    } finally {
      await t.app.obt.db
        .updateTable('corp_products')
        .set({ enabled: 1 })
        .where('corp_id', '=', DEMO.corpId)
        .where('product_code', '=', '10906')
        .execute();
    }
  });
});

describe('pre-booked services', () => {
  it('awaits payment 15 minutes; paid, the dispatch calls a driver at use time − 30 minutes', async () => {
    const useTime = rideTimeIn(START_MS, 2, '09:00');
    const booked = await bookCar(t.app, tokens.zhangsan!, {
      useType: CAR_USE_TYPE.airportDropoff,
      to: BJ.pek,
      useTime,
      flightNo: 'CA1501',
    });
    expect(booked.nextStep).toBe('pay');
    expect(booked.orderType).toBe(ORDER_TYPE.car);
    expect(booked.payDeadline).not.toBe('');
    const order = await orderRow(booked.orderId);
    expect(order.product_type).toBe(CAR_USE_TYPE.airportDropoff);
    expect(order.travel_date).toBe(useTime.slice(0, 10));
    expect((await carRow(booked.orderId)).flight_no).toBe('CA1501');

    const paid = await payFromCompanyAccount(t.app, tokens.zhangsan!, booked.orderId);
    expect(paid.code).toBe(1);
    expect(await orderStatus(t.app, booked.orderId)).toBe('paid');
    // Nothing happens before use time − 30 minutes…
    t.clock.ms = toEpochMs(useTime) - 31 * 60_000;
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, booked.orderId)).toBe('paid');
    // …then the driver is called.
    t.clock.ms = toEpochMs(useTime) - 30 * 60_000 + 1000;
    await t.app.obt.jobs.runDue();
    expect(['dispatching', 'dispatched']).toContain(await orderStatus(t.app, booked.orderId));
  });

  it('cancels a pre-booked order unpaid at its deadline; books a day rental through bookCarOrder', async () => {
    // 张三's seeded standard caps a ride at ¥150: this test's standard has no cap.
    await setCarStandard(t.app, DEMO.zhangsan.id, ['economy']);
    const booked = await bookCar(t.app, tokens.zhangsan!, {
      useType: CAR_USE_TYPE.dayRental,
      dayPackage: 'fullDay',
      days: 2,
      useTime: rideTimeIn(START_MS, 9, '08:00'),
    }).finally(async () => {
      await t.app.obt.db.deleteFrom('car_standards').execute();
      await seedCarStandards(t.app.obt.db);
    });
    expect(booked.nextStep).toBe('pay');
    const order = await orderRow(booked.orderId);
    expect(order.total_fen).toBe(FARE_RULES.economy.fullDayFen * 2);
    expect(order.travel_end_date).toBe(addCalendarDays(chinaToday(START_MS), 10));
    expect(order.title).toContain('全日租');
    t.clock.advance(16 * 60_000);
    await t.app.obt.jobs.runDue();
    expect(await orderStatus(t.app, booked.orderId)).toBe('cancelled');
  });
});
