/**
 * Issue 16 defect 10: writes anyone can make are rate limited, atomically (parallel calls cannot all pass):
 * submitBug (per IP anonymous, per employee signed in), getValidateCode (per IP) and smsEmail (per employee and per
 * recipient address). A refusal is the project's too-many-requests business answer (code 2, both languages).
 */
import { BUG_LIMITS } from '../../server/src/modules/app/service';
import { SEND_LIMITS } from '../../server/src/modules/mail/service';
import { IMAGE_CODE_LIMIT } from '../../server/src/modules/sms/routes';
import { bookCompliantFlight } from './helpers/bookFlight';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (table: 'bug_reports' | 'image_codes' | 'outbox') =>
  Number(
    (
      await t.app.obt.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A report; `big`: as large as the schema lets a field be. */
const bug = (ip: string, opts: { token?: string; lang?: string; big?: boolean } = {}) =>
  call(
    t.app,
    '/obt/submitBug',
    opts.big
      ? { level: 'error', errMsg: 'x'.repeat(2000), reqData: 'y'.repeat(20000) }
      : { level: 'warn', errMsg: 'x' },
    { ip, token: opts.token, lang: opts.lang },
  );

const [BURST, DAY] = BUG_LIMITS;

describe('submitBug', () => {
  it('stores at most the burst limit from one address, however many are sent at once', async () => {
    const before = await count('bug_reports');
    const answers = await Promise.all(Array.from({ length: BURST.max + 15 }, () => bug('198.51.100.7', { big: true })));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(BURST.max);
    expect(answers.filter((a) => a.code === 2)).toHaveLength(15);
    expect((await count('bug_reports')) - before).toBe(BURST.max);

    const zh = await bug('198.51.100.7');
    expect(zh.code).toBe(2);
    expect(zh.tips).toMatch(/^请求过于频繁，请 \d+ 分钟后再试$/);
    const en = await bug('198.51.100.7', { lang: 'en-US' });
    expect(en.tips).toMatch(/^Too many requests, try again in \d+ minutes$/);

    // Another address, and the same one once the window passed, are not held back.
    expect((await bug('198.51.100.8')).code).toBe(1);
    t.clock.advance(BURST.windowMs);
    expect((await bug('198.51.100.7')).code).toBe(1);
  });

  it('caps a day, bursts spread over it included', async () => {
    const ip = '198.51.100.9';
    let stored = 0;
    for (let round = 0; round < Math.ceil(DAY.max / BURST.max) + 1; round += 1) {
      const answers = await Promise.all(Array.from({ length: BURST.max }, () => bug(ip)));
      stored += answers.filter((a) => a.code === 1).length;
      t.clock.advance(BURST.windowMs);
    }
    expect(stored).toBe(DAY.max);
    expect((await bug(ip)).code).toBe(2);
    t.clock.advance(DAY.windowMs);
    expect((await bug(ip)).code).toBe(1);
  });

  it('counts a signed-in sender by employee, not by the shared address', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const ip = '198.51.100.10';
    const anonymous = await Promise.all(Array.from({ length: BURST.max }, () => bug(ip)));
    expect(anonymous.every((a) => a.code === 1)).toBe(true);
    expect((await bug(ip)).code).toBe(2);
    // The colleague behind the same proxy still reports, up to a limit of their own.
    const signedIn = await Promise.all(Array.from({ length: BURST.max + 5 }, () => bug(ip, { token })));
    expect(signedIn.filter((a) => a.code === 1)).toHaveLength(BURST.max);
  });
});

describe('getValidateCode', () => {
  it('draws at most the limit of codes per address, however many are asked at once', async () => {
    t.clock.advance(IMAGE_CODE_LIMIT.windowMs);
    const before = await count('image_codes');
    const ip = '203.0.113.5';
    const answers = await Promise.all(
      Array.from({ length: IMAGE_CODE_LIMIT.max + 10 }, () => call(t.app, '/obt/getValidateCode', {}, { ip })),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(IMAGE_CODE_LIMIT.max);
    const refused = answers.filter((a) => a.code === 2);
    expect(refused).toHaveLength(10);
    expect(refused[0].tips).toMatch(/^请求过于频繁/);
    expect(refused[0].data).toBeUndefined();
    expect((await count('image_codes')) - before).toBe(IMAGE_CODE_LIMIT.max);
    expect((await call(t.app, '/obt/getValidateCode', {}, { ip: '203.0.113.6' })).code).toBe(1);
    t.clock.advance(IMAGE_CODE_LIMIT.windowMs);
    expect((await call(t.app, '/obt/getValidateCode', {}, { ip })).code).toBe(1);
  });
});

describe('smsEmail', () => {
  it('limits the mails of an employee and the mails to one address', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const { orderNo } = await bookCompliantFlight(t.app, token);
    const send = (to: string) =>
      call(t.app, '/obt/smsEmail', { sendScene: 1, emailUrl: to, orderNo }, { token, lang: 'en-US' });
    const before = await count('outbox');

    const perEmp = SEND_LIMITS.perEmployee.max;
    const burst = await Promise.all(Array.from({ length: perEmp + 10 }, (_, i) => send(`desk${i % 3}@example.com`)));
    expect(burst.filter((a) => a.code === 1)).toHaveLength(perEmp);
    const refused = burst.find((a) => a.code === 2);
    expect(refused?.tips).toMatch(/^Too many requests, try again in \d+ minutes$/);
    expect((await count('outbox')) - before).toBe(perEmp);

    // A new hour: the employee may send again, but one address takes no more than its daily fill (from anyone).
    const perAddress = SEND_LIMITS.perAddress.max;
    let toVictim = 0;
    while (toVictim < perAddress) {
      t.clock.advance(SEND_LIMITS.perEmployee.windowMs);
      const n = Math.min(perEmp, perAddress - toVictim);
      const sent = await Promise.all(Array.from({ length: n }, () => send('Victim@Example.com')));
      expect(sent.every((a) => a.code === 1)).toBe(true);
      toVictim += n;
    }
    t.clock.advance(SEND_LIMITS.perEmployee.windowMs);
    expect((await send('victim@example.com')).code).toBe(2);
    expect((await send('someone.else@example.com')).code).toBe(1);
  });
});
