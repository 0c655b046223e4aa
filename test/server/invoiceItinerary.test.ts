/**
 * The itinerary PDF (issue 5): GET /obt/pdf/itinerary/:id for an issued flight order (session or signed link),
 * pdf/generate, and the resend-itinerary mail (smsEmail) carrying the download link.
 */
import { randomBytes } from 'node:crypto';
import type { FlightBookData, QueryFlightData } from '../../src/api/contract/flight';
import type { PdfGenerateResult } from '../../src/api/contract/invoice';
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { ucs2Hex } from '../../server/src/lib/pdf';
import { markOrdersPaid } from '../../server/src/modules/orders/lifecycle';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhangsan: string;
let fengli: string;
let orderId = '';
let orderNo = '';
const ID_NO = demoIdNumber('110105', '1990-03-15', 1, 'M');

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await login(t.app, DEMO.zhangsan.phone);
  fengli = await login(t.app, DEMO.fengli.phone);
  const search = await call<QueryFlightData>(
    t.app,
    '/obt/flight/v3/shopping/queryFlight',
    {
      depCity: 'BJS',
      arrCity: 'SHA',
      depDate: '2026-03-09',
      cabinClass: 'Y',
      travellers: [{ empId: DEMO.zhangsan.id }],
    },
    { token: zhangsan },
  );
  const flight = search.data.flights.find((f) => f.lowest.policy?.compliant && f.lowest.seats >= 1);
  if (!flight) throw new Error('no compliant flight');
  const res = await t.app.inject({
    method: 'POST',
    url: '/obt/flight/order/bookV3',
    headers: { authorization: `Bearer ${zhangsan}`, 'idempotency-key': `itin-${randomBytes(6).toString('hex')}` },
    payload: {
      fareKeys: [flight.lowest.fareKey],
      tripType: 1,
      psgList: [
        {
          psgName: '张三',
          psgType: 1,
          idType: 'ID',
          idno: ID_NO,
          sex: 'M',
          born: '1990-03-15',
          phoneNumber: '13800000001',
          empId: DEMO.zhangsan.id,
        },
      ],
      linkman: '张三',
      linkTel: '13800000001',
    },
  });
  const booked = JSON.parse(res.body) as { code: number; data: FlightBookData };
  expect(booked.code).toBe(1);
  orderId = booked.data.orderId;
  orderNo = booked.data.orderNo;
});

afterAll(async () => {
  await t.close();
});

describe('itinerary PDF', () => {
  it('is not available before the tickets are issued', async () => {
    expect((await get(`/obt/pdf/itinerary/${orderId}`, zhangsan)).statusCode).toBe(404);
    const link = await call(t.app, '/obt/pdf/generate', { type: 'itinerary', id: orderId }, { token: zhangsan });
    expect(link.code).toBe(2);
    // The resend mail of an order without tickets has no PDF link.
    await call(t.app, '/obt/smsEmail', { sendScene: 1, emailUrl: 'zs@example.com', orderNo }, { token: zhangsan });
    const outbox = await call<unknown, { body: string }>(t.app, '/obt/dev/outbox', {}, { token: zhangsan });
    expect(outbox.list[0]?.body).not.toContain('/obt/pdf/itinerary/');
  });

  it('downloads once issued: passengers with masked documents, segment, ticket number and price', async () => {
    await t.app.obt.db
      .transaction()
      .execute((trx) => markOrdersPaid(trx, [orderId], 'pay-itinerary', { nowMs: t.clock.ms }));
    t.clock.advance(3_000);
    await t.app.obt.jobs.runDue();
    t.clock.advance(4_000);
    await t.app.obt.jobs.runDue();

    const res = await get(`/obt/pdf/itinerary/${orderId}`, zhangsan);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="itinerary-${orderNo}.pdf"`);
    const pdf = res.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(ucs2Hex('电子行程单'));
    expect(pdf).toContain(ucs2Hex('张三'));
    expect(pdf).toMatch(/\(\d{13}\) Tj/);
    expect(pdf).not.toContain(ID_NO);
    expect(pdf).not.toContain(ucs2Hex(ID_NO));
  });

  it('pdf/generate answers a signed link that works without the header, for my scope only', async () => {
    const link = await call<PdfGenerateResult>(
      t.app,
      '/obt/pdf/generate',
      { type: 'itinerary', id: orderId },
      { token: zhangsan },
    );
    expect(link.code).toBe(1);
    expect(link.data.url.startsWith(`/obt/pdf/itinerary/${orderId}?t=`)).toBe(true);
    expect((await get(link.data.url)).statusCode).toBe(200);
    expect((await get(`/obt/pdf/itinerary/${orderId}`, fengli)).statusCode).toBe(404);
    expect((await call(t.app, '/obt/pdf/generate', { type: 'itinerary', id: orderId }, { token: fengli })).code).toBe(
      404,
    );
  });

  it('the resend-itinerary mail carries the PDF link', async () => {
    const sent = await call(
      t.app,
      '/obt/smsEmail',
      { sendScene: 1, emailUrl: 'zs@example.com', orderNo },
      { token: zhangsan, host: 'obt.example.com' },
    );
    expect(sent.code).toBe(1);
    const outbox = await call<unknown, { body: string }>(t.app, '/obt/dev/outbox', {}, { token: zhangsan });
    const body = outbox.list[0]?.body ?? '';
    const url = /http:\/\/obt\.example\.com(\/obt\/pdf\/itinerary\/\S+)/.exec(body)?.[1];
    expect(url).toBeDefined();
    expect(body).not.toMatch(/\d{17}[\dX]/);
    const res = await get(url as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});
