/** smsEmail (SPEC §7): the itinerary of a flight order goes to the outbox; scope and validation. */
import { bookCompliantFlight } from './helpers/bookFlight';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhangsan: string;
let sunba: string;
let orderNo: string;

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await login(t.app, DEMO.zhangsan.phone);
  sunba = await login(t.app, DEMO.sunba.phone);
  orderNo = (await bookCompliantFlight(t.app, zhangsan)).orderNo;
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
