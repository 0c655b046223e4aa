/**
 * Concurrent brute force (issue 16): wrong passwords, payment PINs and SMS codes sent AT ONCE, as an attacker with
 * many connections would, then the right secret. A try is "evaluated" when the secret is actually checked: a jest spy
 * counts the calls of the check itself (scrypt `verifyPassword` for passwords and PINs, the constant-time `safeEqual`
 * for SMS codes) while the burst runs, so a lock that is checked but not claimed atomically shows as more evaluations
 * than its threshold. Lines: evaluated ≤ the threshold of each lock, the right secret afterwards refused, and a shared
 * IP that failed 30 times still lets another account's right password in.
 */
import * as passwordLib from '../../server/src/lib/password';
import * as cryptoLib from '../../server/src/lib/crypto';
import { MAX_ACCOUNT_FAILURES, MAX_IP_FAILURES } from '../../server/src/modules/account/login';
import { PAY_PWD_MAX_TRIES } from '../../server/src/modules/pay/service';
import { SMS_MAX_TRIES } from '../../server/src/modules/sms/service';
import { DEMO, DEMO_PASSWORD, call, cipher, createTestApp, login, type TestApp } from '../server/helpers/testApp';
import { callWithKey, insertPayable, newKey } from '../server/helpers/payFixtures';

interface Figure {
  sent: number;
  evaluated: number;
  rightRefused: boolean;
}

let t: TestApp;
const figures: {
  login?: Figure;
  smsLogin?: Figure;
  pin?: Figure;
  sms?: Figure;
  sharedIp?: { failures: number; otherAccountIn: boolean; sprayedRefused: boolean };
} = {};

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  jest.restoreAllMocks();
});
afterAll(async () => {
  await t.close();
  const f = (x: Figure | undefined, what: string) =>
    x
      ? `${x.sent} parallel wrong → ${x.evaluated} ${what}, right one ${x.rightRefused ? 'refused' : 'ACCEPTED'}`
      : 'not run';
  const ip = figures.sharedIp;
  console.log(
    `[security] brute force: login ${f(figures.login, 'evaluated')}` +
      `; SMS login ${f(figures.smsLogin, 'evaluated')}` +
      `; pay PIN ${f(figures.pin, 'evaluated')}` +
      `; SMS code ${f(figures.sms, 'compared')}` +
      `; shared IP after ${ip ? ip.failures : '?'} failures → other account ${ip?.otherAccountIn ? 'logs in' : 'REFUSED'}` +
      `, sprayed account ${ip?.sprayedRefused ? 'backed off' : 'NOT backed off'}` +
      ` (lines: ≤ ${MAX_ACCOUNT_FAILURES} login, ≤ ${PAY_PWD_MAX_TRIES} PIN, ≤ ${SMS_MAX_TRIES} SMS)`,
  );
});

/** How many times `spy` was called while `burst` ran. */
async function evaluatedDuring<T>(spy: jest.SpyInstance, burst: () => Promise<T>): Promise<number> {
  const before = spy.mock.calls.length;
  await burst();
  return spy.mock.calls.length - before;
}

const pwdLogin = (phone: string, password: string, ip: string) =>
  call<{ token?: string }>(
    t.app,
    '/obt/vipLogin',
    { loginType: 1, loginName: phone, password: cipher(password) },
    { ip },
  );

async function smsCode(phone: string, ip: string): Promise<{ id: string; code: string; wrong: string }> {
  const sent = await call<{ validateCodeId: string; demoCode: string }>(
    t.app,
    '/obt/smsCodeGet',
    { phoneNumber: phone, scene: 1 },
    { ip },
  );
  if (sent.code !== 1) throw new Error(`smsCodeGet failed: ${sent.tips}`);
  const code = sent.data.demoCode;
  return { id: sent.data.validateCodeId, code, wrong: String((Number(code) + 1) % 1_000_000).padStart(6, '0') };
}

it('login: 200 wrong passwords at once are evaluated at most 5 times; the right one is refused', async () => {
  const verify = jest.spyOn(passwordLib, 'verifyPassword');
  const evaluated = await evaluatedDuring(verify, () =>
    Promise.all(Array.from({ length: 200 }, (_, i) => pwdLogin(DEMO.lisi.phone, 'Wrong12345', `10.80.0.${i % 4}`))),
  );
  const right = await pwdLogin(DEMO.lisi.phone, DEMO_PASSWORD, '10.80.1.1');
  figures.login = { sent: 200, evaluated, rightRefused: right.data?.token === undefined };
  expect(evaluated).toBeLessThanOrEqual(MAX_ACCOUNT_FAILURES);
  expect(figures.login.rightRefused).toBe(true);
});

it('SMS login: 40 wrong codes at once are evaluated at most 5 times; the right code is refused', async () => {
  const sms = await smsCode(DEMO.sunba.phone, '10.81.0.9');
  const body = (code: string) => ({
    loginType: 2,
    loginName: DEMO.sunba.phone,
    validateCodeId: sms.id,
    validateCode: code,
  });
  const compare = jest.spyOn(cryptoLib, 'safeEqual');
  const evaluated = await evaluatedDuring(compare, () =>
    Promise.all(Array.from({ length: 40 }, () => call(t.app, '/obt/vipLogin', body(sms.wrong), { ip: '10.81.0.1' }))),
  );
  const right = await call<{ token?: string }>(t.app, '/obt/vipLogin', body(sms.code), { ip: '10.81.0.1' });
  figures.smsLogin = { sent: 40, evaluated, rightRefused: right.data?.token === undefined };
  expect(evaluated).toBeLessThanOrEqual(MAX_ACCOUNT_FAILURES);
  expect(figures.smsLogin.rightRefused).toBe(true);
});

it('payment PIN: 40 wrong PINs at once are evaluated at most 5 times; the right PIN does not pay', async () => {
  const token = await login(t.app, DEMO.qianqi.phone, { ip: '10.82.0.1' });
  const id = await insertPayable(t.app, { corpId: DEMO.corpId, empId: DEMO.qianqi.id, deptId: DEMO.rdDept });
  const pay = (pin: string) =>
    callWithKey(
      t.app,
      '/obt/pay/online',
      { payScene: 1, orderList: [id], payPwd: cipher(pin), subjectBeanList: [{ subjectId: 'company' }] },
      token,
      newKey(),
    );
  const verify = jest.spyOn(passwordLib, 'verifyPassword');
  const evaluated = await evaluatedDuring(verify, () => Promise.all(Array.from({ length: 40 }, () => pay('654321'))));
  const right = await pay('123456');
  const order = await t.app.obt.db
    .selectFrom('orders')
    .select('paid_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  figures.pin = { sent: 40, evaluated, rightRefused: right.code !== 1 && order.paid_at === null };
  expect(evaluated).toBeLessThanOrEqual(PAY_PWD_MAX_TRIES);
  expect(figures.pin.rightRefused).toBe(true);
});

it('SMS code: 40 wrong codes at once are compared at most 5 times; the right code is refused', async () => {
  const sms = await smsCode(DEMO.zhangsan.phone, '10.83.0.9');
  const check = (code: string) =>
    call(t.app, '/obt/smsCodeCheck', { phoneNumber: DEMO.zhangsan.phone, validateCodeId: sms.id, validateCode: code });
  const compare = jest.spyOn(cryptoLib, 'safeEqual');
  const evaluated = await evaluatedDuring(compare, () =>
    Promise.all(Array.from({ length: 40 }, () => check(sms.wrong))),
  );
  const right = await check(sms.code);
  figures.sms = { sent: 40, evaluated, rightRefused: right.code !== 1 };
  expect(evaluated).toBeLessThanOrEqual(SMS_MAX_TRIES);
  expect(figures.sms.rightRefused).toBe(true);
});

it('shared IP: after 30 failures (sent at once) another account still logs in there; the sprayed ones back off', async () => {
  const ip = '10.84.0.1';
  const sprayed = (i: number) => `1370003${String(i).padStart(4, '0')}`;
  await Promise.all(Array.from({ length: MAX_IP_FAILURES }, (_, i) => pwdLogin(sprayed(i), 'Nope12345', ip)));
  const other = await pwdLogin(DEMO.wangwu.phone, DEMO_PASSWORD, ip);
  const again = await pwdLogin(sprayed(0), 'Nope12345', ip);
  figures.sharedIp = {
    failures: MAX_IP_FAILURES,
    otherAccountIn: typeof other.data?.token === 'string',
    sprayedRefused: again.code === 2,
  };
  expect(figures.sharedIp.otherAccountIn).toBe(true);
  expect(figures.sharedIp.sprayedRefused).toBe(true);
});
