/** smsEmail (SPEC §7): the itinerary of a flight order goes to the outbox; scope and validation. */
import { randomBytes } from 'node:crypto';
import type { FlightBookData, QueryFlightData } from '../../src/api/contract/flight';
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhangsan: string;
let sunba: string;
let orderNo: string;

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await login(t.app, DEMO.zhangsan.phone);
  sunba = await login(t.app, DEMO.sunba.phone);
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
    headers: { authorization: `Bearer ${zhangsan}`, 'idempotency-key': `mail-${randomBytes(6).toString('hex')}` },
    payload: {
      fareKeys: [flight.lowest.fareKey],
      tripType: 1,
      psgList: [
        {
          psgName: '张三',
          psgType: 1,
          idType: 'ID',
          idno: demoIdNumber('110105', '1990-03-15', 1, 'M'),
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
  orderNo = booked.data.orderNo;
});

afterAll(async () => {
  await t.close();
});

describe('smsEmail', () => {
  it('writes the itinerary to the outbox, documents still masked', async () => {
    const sent = await call(
      t.app,
      '/obt/smsEmail',
      { sendScene: 1, emailUrl: 'zs@example.com', orderNo },
      { token: zhangsan },
    );
    expect(sent.code).toBe(1);
    const outbox = await call<unknown, { to: string; subject: string; body: string }>(
      t.app,
      '/obt/dev/outbox',
      {},
      { token: zhangsan },
    );
    expect(outbox.list?.[0]).toMatchObject({ to: 'zs@example.com', subject: `行程单 ${orderNo}` });
    expect(outbox.list?.[0].body).toContain('张三');
    expect(outbox.list?.[0].body).not.toMatch(/\d{17}[\dX]/);
  });

  it('refuses a malformed address and an order outside my scope', async () => {
    const bad = await call(
      t.app,
      '/obt/smsEmail',
      { sendScene: 1, emailUrl: 'not-an-email', orderNo },
      { token: zhangsan },
    );
    expect(bad.code).toBe(2);
    const other = await call(
      t.app,
      '/obt/smsEmail',
      { sendScene: 1, emailUrl: 'x@example.com', orderNo },
      { token: sunba },
    );
    expect(other.code).toBe(404);
  });

  it('needs a session to read the outbox', async () => {
    const res = await call(t.app, '/obt/dev/outbox', {});
    expect(res.code).toBe(100);
  });
});
