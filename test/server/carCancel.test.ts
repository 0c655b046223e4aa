/**
 * Cancelling a car order (SPEC §4): free while calling a driver (and before: a paid pre-booked order gets everything
 * back), the class's fee once a driver accepted (asked first: without sfqx 1 the answer names the fee and nothing
 * changes), the fee kept and the rest refunded, an instant ride's fee left to pay, refused once the trip started;
 * getCancelFee says the same; a reason is required; cancelling again answers alike; another company's order is not
 * found. Dates come from the injected clock.
 */
import { CAR_USE_TYPE, type CarCancelData, type CarCancelFeeData } from '../../src/api/contract/car';
import { FARE_RULES } from '../../src/domain/car/fare';
import { toEpochMs } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { payFromCompanyAccount } from './helpers/bookHotel';
import { bookCar, newKey, orderStatus } from './helpers/bookCar';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

// Sessions time out when the clock jumps to a pre-booked ride's call time: every test logs in afresh.
beforeEach(async () => {
  t.clock.ms = START_MS;
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.fengli = await login(t.app, DEMO.fengli.phone);
});

const cancel = (body: Record<string, unknown>, url = '/obt/vehicles/order/cancel', token = tokens.zhangsan) =>
  call<CarCancelData>(t.app, url, body, { token, idempotencyKey: newKey() });
const fee = (orderId: string, token = tokens.zhangsan) =>
  call<CarCancelFeeData>(t.app, '/obt/vehicles/order/getCancelFee', { orderId }, { token });
const carRow = (id: string) =>
  t.app.obt.db.selectFrom('car_orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
const orderRow = (id: string) =>
  t.app.obt.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const balance = async () =>
  Number(
    (
      await t.app.obt.db
        .selectFrom('corp_pay_settings')
        .select('balance_fen')
        .where('corp_id', '=', DEMO.corpId)
        .executeTakeFirstOrThrow()
    ).balance_fen,
  );

/** Moves the clock by `ms` and runs the jobs due. */
async function wait(ms: number): Promise<void> {
  t.clock.advance(ms);
  await t.app.obt.jobs.runDue();
}

/** Books and pays a scheduled comfort ride; answers the company balance before it. */
async function paidScheduledRide(): Promise<{ id: string; paidFen: number; before: number }> {
  const before = await balance();
  const { orderId } = await bookCar(t.app, tokens.zhangsan!, {
    useType: CAR_USE_TYPE.scheduled,
    vehicleTypeId: 'comfort',
  });
  expect((await payFromCompanyAccount(t.app, tokens.zhangsan!, orderId)).code).toBe(1);
  return {
    id: orderId,
    paidFen: Number((await orderRow(orderId)).total_fen),
    before,
  };
}

describe('instant ride', () => {
  it('cancels for free while calling a driver (reason required, asked again answered alike)', async () => {
    const { orderId } = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.instant });
    await t.app.obt.jobs.runDue();
    const quote = await fee(orderId);
    expect(quote.code).toBe(1);
    expect(quote.data.fee).toBe(0);
    // Free until the driver the supplier sends accepts (3–8 s after calling).
    expect(quote.data.freeUntil).not.toBe('');
    expect(quote.data.reasonCodes).toContain('planChanged');
    expect((await cancel({ orderId, qxyy: '' })).code).not.toBe(1);
    expect((await cancel({ orderId, qxyy: '行程有变' }, '/obt/vehicles/order/cancel', tokens.fengli)).code).not.toBe(1);
    const res = await cancel({ orderId, qxbh: 'planChanged', qxyy: '行程有变' });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ orderId, orderStatus: 'cancelled', fee: 0, refundAmount: 0 });
    expect(await carRow(orderId)).toMatchObject({ cancel_code: 'planChanged', cancel_reason: '行程有变' });
    // The call step that was due does nothing for a cancelled order.
    await wait(20_000);
    expect(await orderStatus(t.app, orderId)).toBe('cancelled');
    expect((await carRow(orderId)).accepted_at).toBeNull();
    const again = await cancel({ orderId, qxyy: '行程有变' }, '/obt/car/cancelCarOrder');
    expect(again.data).toEqual(res.data);
  });

  it('after acceptance asks the fee first, then leaves it to pay; paid, the order ends cancelled', async () => {
    const { orderId } = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.instant });
    await t.app.obt.jobs.runDue();
    await wait(9000);
    expect(await orderStatus(t.app, orderId)).toBe('dispatched');
    const feeFen = FARE_RULES.economy.cancelFeeFen;
    expect((await fee(orderId)).data).toMatchObject({ fee: feeFen / 100, freeUntil: '' });
    const asked = await cancel({ orderId, qxyy: '不需要了' });
    expect(asked.data).toEqual({ orderId, orderStatus: 'dispatched', fee: feeFen / 100, refundAmount: 0 });
    expect(await orderStatus(t.app, orderId)).toBe('dispatched');

    const res = await cancel({ orderId, qxyy: '不需要了', sfqx: 1 }, '/obt/car/cancelCarOrder');
    expect(res.data).toEqual({ orderId, orderStatus: 'awaitingPayment', fee: feeFen / 100, refundAmount: 0 });
    expect(Number((await orderRow(orderId)).total_fen)).toBe(feeFen);
    // The journey stops: the arrival step finds the order moved on.
    await wait(60_000);
    expect(await orderStatus(t.app, orderId)).toBe('awaitingPayment');
    expect((await carRow(orderId)).arrived_at).toBeNull();
    const before = await balance();
    expect((await payFromCompanyAccount(t.app, tokens.zhangsan!, orderId)).code).toBe(1);
    expect(await orderStatus(t.app, orderId)).toBe('cancelled');
    expect(await balance()).toBe(before - feeFen);
  });

  it('refuses to cancel once the trip started', async () => {
    const { orderId } = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.instant });
    await t.app.obt.jobs.runDue();
    await wait(9000);
    await wait(41_000);
    expect(await orderStatus(t.app, orderId)).toBe('driverArrived');
    expect((await fee(orderId)).data.fee).toBe(FARE_RULES.economy.cancelFeeFen / 100);
    await wait(10_000);
    expect(await orderStatus(t.app, orderId)).toBe('inService');
    const res = await cancel({ orderId, qxyy: '不需要了', sfqx: 1 });
    expect(res.code).not.toBe(1);
    expect(res.tips).toBe('行程已开始，不能取消订单');
    expect((await fee(orderId)).code).not.toBe(1);
    expect(await orderStatus(t.app, orderId)).toBe('inService');
  });
});

describe('pre-booked ride', () => {
  it('paid and not yet called: cancelled for free with everything refunded', async () => {
    const { id, paidFen, before } = await paidScheduledRide();
    expect(await balance()).toBe(before - paidFen);
    expect((await fee(id)).data.fee).toBe(0);
    const res = await cancel({ orderId: id, qxyy: '会议取消' });
    expect(res.data).toEqual({ orderId: id, orderStatus: 'cancelled', fee: 0, refundAmount: paidFen / 100 });
    expect(await balance()).toBe(before);
    expect(Number((await carRow(id)).returned_fen)).toBe(paidFen);
  });

  it('after acceptance keeps the fee and refunds the rest', async () => {
    const { id, paidFen, before } = await paidScheduledRide();
    const useMs = toEpochMs((await carRow(id)).use_time);
    t.clock.ms = useMs - 30 * 60_000;
    await t.app.obt.jobs.runDue();
    await wait(9000);
    tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
    expect(await orderStatus(t.app, id)).toBe('dispatched');
    const feeFen = FARE_RULES.comfort.cancelFeeFen;
    const asked = await cancel({ orderId: id, qxyy: '会议取消' });
    expect(asked.data).toMatchObject({ orderStatus: 'dispatched', fee: feeFen / 100 });
    const res = await cancel({ orderId: id, qxyy: '会议取消', sfqx: 1 });
    expect(res.data).toEqual({
      orderId: id,
      orderStatus: 'cancelled',
      fee: feeFen / 100,
      refundAmount: (paidFen - feeFen) / 100,
    });
    expect(await balance()).toBe(before - feeFen);
    expect(await carRow(id)).toMatchObject({ payment_method: 'company' });
    expect(Number((await carRow(id)).cancel_fee_fen)).toBe(feeFen);
  });

  it('unpaid: cancelled for free', async () => {
    const { orderId } = await bookCar(t.app, tokens.zhangsan!, { useType: CAR_USE_TYPE.airportPickup });
    const res = await cancel({ orderId, qxyy: '航班取消' });
    expect(res.data).toEqual({ orderId, orderStatus: 'cancelled', fee: 0, refundAmount: 0 });
  });
});
