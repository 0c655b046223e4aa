/**
 * The itinerary PDF (issue 5): GET /obt/pdf/itinerary/:id for an issued flight order (session or signed link),
 * pdf/generate, and the resend-itinerary mail (smsEmail) carrying the download link.
 */
import type { PdfGenerateResult } from '../../src/api/contract/invoice';
import { ucs2Hex } from '../../server/src/lib/pdf';
import { markOrdersPaid } from '../../server/src/modules/orders/lifecycle';
import { ZHANGSAN_ID_NO as ID_NO, bookCompliantFlight } from './helpers/bookFlight';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhangsan: string;
let fengli: string;
let orderId = '';
let orderNo = '';

async function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await login(t.app, DEMO.zhangsan.phone);
  fengli = await login(t.app, DEMO.fengli.phone);
  ({ orderId, orderNo } = await bookCompliantFlight(t.app, zhangsan));
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
      .execute((trx) => markOrdersPaid(t.app.obt, trx, [orderId], 'pay-itinerary', { nowMs: t.clock.ms }));
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
