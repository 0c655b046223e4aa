/**
 * Credit cards and guarantees of onsite hotel plans (SPEC §7 creditcardValidate, queryCreditcard, editCreditcard,
 * guarantee, v2/guarantee): card checks (Luhn, brand, MM/YY expiry, CVV, holder), a token and the last four digits
 * only — the database and the request logs never hold the full number or the CVV —, saved cards, the guarantee
 * (first night for a late arrival) moving the order to the hotel, idempotent, and an order never guaranteed
 * cancelled after 15 minutes with its rooms back.
 */
import { Writable } from 'node:stream';
import type {
  CreditCardValidateData,
  HotelGuaranteeData,
  HotelOrderDetail,
  SavedCreditCardsData,
} from '../../src/api/contract/hotel';
import { addCalendarDays, chinaToday } from '../../src/domain/time';
import { DEMO, START_MS, call, createTestApp, login, type TestApp } from './helpers/testApp';
import { bookHotel, findPlan, getCall, newKey, roomsSold } from './helpers/bookHotel';

const CARD = '4111 1111 1111 1111';
const DIGITS = CARD.replace(/\s/g, '');
const CVV = '737';
const logLines: string[] = [];

let t: TestApp;
const tokens: Record<string, string> = {};
const today = chinaToday(START_MS);
const CAP_FEN = 50_000;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ logger: true, logStream });
  tokens.zhangsan = await login(t.app, DEMO.zhangsan.phone);
  tokens.qianqi = await login(t.app, DEMO.qianqi.phone);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  t.clock.ms = START_MS;
});

const validate = (body: Record<string, unknown>, token = tokens.zhangsan!) =>
  call<CreditCardValidateData>(
    t.app,
    '/obt/hotel/order/creditcardValidate',
    {
      cardNo: CARD,
      expiry: '12/30',
      cvv: CVV,
      holderName: 'ZHANG SAN',
      idType: 'ID',
      idNo: '110105199003150011',
      ...body,
    },
    { token },
  );
const guarantee = (orderId: string, cardToken: string, idem = newKey(), token = tokens.zhangsan!) =>
  call<HotelGuaranteeData>(
    t.app,
    '/obt/hotel/order/v2/guarantee',
    { orderId, cardToken },
    { token, idempotencyKey: idem },
  );
const status = async (orderId: string) =>
  (await t.app.obt.db.selectFrom('orders').select('order_status').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_status;

describe('credit cards', () => {
  it('checks the number, expiry, CVV and holder and answers a token with the last four digits', async () => {
    const bad = async (body: Record<string, unknown>, reason: string, message: string) => {
      const res = await validate(body);
      expect(res.data).toMatchObject({ valid: false, reason, message, cardToken: '' });
    };
    await bad({ cardNo: '4111 1111 1111 1112' }, 'number', '信用卡号无效');
    await bad({ cardNo: '9111 1111 1111 1111' }, 'number', '信用卡号无效');
    await bad({ expiry: '13/30' }, 'expiry', '有效期格式应为MM/YY');
    // The clock's month is still valid; the month before is not.
    const [y, m] = today.split('-').map(Number) as [number, number];
    const mm = (n: number) => String(n).padStart(2, '0');
    const prev = m === 1 ? `12/${mm((y - 1) % 100)}` : `${mm(m - 1)}/${mm(y % 100)}`;
    await bad({ expiry: prev }, 'expired', '信用卡已过期');
    expect((await validate({ expiry: `${mm(m)}/${mm(y % 100)}` })).data.valid).toBe(true);
    await bad({ cvv: '12' }, 'cvv', '安全码无效');
    await bad({ cardNo: '3782 822463 10005', cvv: '123' }, 'cvv', '安全码无效');
    await bad({ holderName: '  ' }, 'holder', '请填写持卡人姓名');

    const amex = await validate({ cardNo: '378282246310005', cvv: '1234' });
    expect(amex.data).toMatchObject({ valid: true, brand: 'amex', last4: '0005' });
    const ok = await validate({ save: true });
    expect(ok.data).toMatchObject({ valid: true, reason: '', brand: 'visa', last4: '1111' });
    expect(ok.data.cardToken).toMatch(/^hc_/);
    const en = await call<CreditCardValidateData>(
      t.app,
      '/obt/hotel/order/creditcardValidate',
      { cardNo: '1234', expiry: '12/30', cvv: CVV, holderName: 'Z', idType: 'ID', idNo: 'x' },
      { token: tokens.zhangsan, lang: 'en-US' },
    );
    expect(en.data.message).toBe('The card number is not valid');

    const saved = await call<SavedCreditCardsData>(
      t.app,
      '/obt/hotel/order/queryCreditcard',
      {},
      { token: tokens.zhangsan },
    );
    expect(saved.data.cards).toEqual([
      { cardToken: ok.data.cardToken, last4: '1111', brand: 'visa', holderName: 'ZHANG SAN', expiry: '12/30' },
    ]);
    // Another employee sees none of them and cannot delete them.
    const theirs = await call<SavedCreditCardsData>(
      t.app,
      '/obt/hotel/order/queryCreditcard',
      {},
      { token: tokens.qianqi },
    );
    expect(theirs.data.cards).toEqual([]);
    const steal = await call(
      t.app,
      '/obt/hotel/order/editCreditcard',
      { cardToken: ok.data.cardToken, action: 'delete' },
      { token: tokens.qianqi },
    );
    expect(steal.code).not.toBe(1);
    const del = await call<SavedCreditCardsData>(
      t.app,
      '/obt/hotel/order/editCreditcard',
      { cardToken: ok.data.cardToken, action: 'delete' },
      { token: tokens.zhangsan },
    );
    expect(del.data.cards).toEqual([]);
  });

  it('a late arrival on an onsite plan needs the guarantee of the first night; it sends the order to the hotel', async () => {
    const checkIn = addCalendarDays(today, 7);
    const checkOut = addCalendarDays(checkIn, 2);
    const { plan } = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'onsite',
      guarantee: 'late',
      maxAvgFen: 50_000,
    });
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan, { arrivalTime: '20:00' });
    expect(booked).toMatchObject({
      nextStep: 'guarantee',
      guaranteeRequired: true,
      guaranteeAmount: plan.nightlyFen[0]! / 100,
      payDeadline: '',
    });
    let d = await getCall<HotelOrderDetail>(
      t.app,
      '/obt/hotel/order/hotelOrderDetail',
      { orderId: booked.orderId },
      { token: tokens.zhangsan! },
    );
    expect(d.data).toMatchObject({
      orderStatus: 'processing',
      actions: { guarantee: true, pay: false },
      guarantee: { required: true, status: '', last4: '' },
    });
    // Not confirmed while waiting for the guarantee.
    t.clock.advance(9000);
    await t.app.obt.jobs.runDue();
    expect(await status(booked.orderId)).toBe('processing');

    const card = await validate({});
    // Another employee's token is not theirs to use.
    const foreign = await validate({}, tokens.qianqi);
    expect((await guarantee(booked.orderId, foreign.data.cardToken)).code).toBe(2);
    const key = newKey();
    const g = await guarantee(booked.orderId, card.data.cardToken, key);
    expect(g.data).toMatchObject({ orderId: booked.orderId, last4: '1111', amount: plan.nightlyFen[0]! / 100 });
    expect((await guarantee(booked.orderId, card.data.cardToken, key)).data).toEqual(g.data);
    expect((await guarantee(booked.orderId, card.data.cardToken)).data).toEqual(g.data);
    t.clock.advance(9000);
    await t.app.obt.jobs.runDue();
    d = await getCall<HotelOrderDetail>(
      t.app,
      '/obt/hotel/order/hotelOrderDetail',
      { orderId: booked.orderId },
      { token: tokens.zhangsan! },
    );
    expect(d.data).toMatchObject({
      orderStatus: 'confirmed',
      actions: { guarantee: false },
      guarantee: { required: true, status: 'held', last4: '1111', amount: plan.nightlyFen[0]! / 100 },
    });
    expect(d.data.timeline.some((e) => e.note.includes('尾号1111'))).toBe(true);

    // Cancelled in the free window: the guarantee is released.
    const c = await getCall(
      t.app,
      '/obt/hotel/order/hotelOrderCancel',
      { orderId: booked.orderId },
      {
        token: tokens.zhangsan!,
        idempotencyKey: newKey(),
      },
    );
    expect(c.data).toMatchObject({ orderStatus: 'cancelled', penalty: 0 });
    const row = await t.app.obt.db
      .selectFrom('hotel_guarantees')
      .select('status')
      .where('order_id', '=', booked.orderId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('released');
  });

  it('an order never guaranteed is cancelled after 15 minutes and its rooms given back', async () => {
    const checkIn = addCalendarDays(today, 12);
    const checkOut = addCalendarDays(checkIn, 1);
    const { plan } = await findPlan(t.app, checkIn, checkOut, START_MS, {
      payType: 'onsite',
      guarantee: 'late',
      maxAvgFen: CAP_FEN,
    });
    const sold = await roomsSold(t.app, plan, checkIn);
    const booked = await bookHotel(t.app, tokens.zhangsan!, plan, { arrivalTime: '02:00' });
    expect(booked.nextStep).toBe('guarantee');
    expect(await roomsSold(t.app, plan, checkIn)).toBe(sold + 1);
    t.clock.advance(15 * 60_000 + 1);
    await t.app.obt.jobs.runDue();
    expect(await status(booked.orderId)).toBe('cancelled');
    expect(await roomsSold(t.app, plan, checkIn)).toBe(sold);
  });

  it('keeps no full card number and no CVV in the database or the request logs', async () => {
    const db = t.app.obt.db;
    const cards = await db.selectFrom('hotel_cards').selectAll().execute();
    expect(cards.length).toBeGreaterThan(0);
    const guarantees = await db.selectFrom('hotel_guarantees').selectAll().execute();
    const idem = await db.selectFrom('idempotency_keys').select('response_json').execute();
    const events = await db.selectFrom('order_events').select('note').execute();
    for (const text of [
      JSON.stringify(cards),
      JSON.stringify(guarantees),
      JSON.stringify(idem),
      JSON.stringify(events),
      logLines.join('\n'),
    ]) {
      expect(text).not.toContain(DIGITS);
      expect(text).not.toContain(CARD);
      expect(text).not.toContain('378282246310005');
    }
    for (const card of cards) {
      expect(Object.keys(card).some((k) => /cvv|card_?no|number/i.test(k))).toBe(false);
      expect(Object.values(card).map(String)).not.toContain(CVV);
    }
    expect(logLines.join('\n')).not.toContain(`"cvv"`);
    expect(logLines.length).toBeGreaterThan(0);
  });
});
