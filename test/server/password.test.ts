/** Forgotten-password reset (image code → SMS code → reset token → new password) and modify password. */
import type { FastifyInstance } from 'fastify';
import { newToken, sha256Hex } from '../../server/src/lib/crypto';
import imageCodeFont from '../../server/src/modules/sms/imageCodeFont.json';
import { readImageCode, svgOfDataUrl } from '../lib/imageCodeReader.mjs';
import { DEMO, DEMO_PASSWORD, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';

interface SmsData {
  validateCodeId: string;
  resendAfter: number;
  demoCode?: string;
}
interface ResetData {
  resetToken?: string;
  expiresIn?: number;
}

let t: TestApp;
let ipSeq = 0;
const freshIp = () => `10.40.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Step 1: an image code read off the SVG (as a person would), then the reset SMS code. */
async function step1(phoneNumber: string, imageCode?: string) {
  t.clock.advance(61_000);
  const img = await call<{ validateCodeId: string; image: string }>(t.app, '/obt/getValidateCode', {});
  const drawn = readImageCode(svgOfDataUrl(img.data.image), imageCodeFont);
  return call<SmsData>(
    t.app,
    '/obt/smsCodeGet',
    { phoneNumber, scene: 3, imageCodeId: img.data.validateCodeId, imageCode: imageCode ?? drawn },
    { ip: freshIp(), lang: 'en-US' },
  );
}

const step2 = (phoneNumber: string, validateCodeId: string, validateCode: string) =>
  call<ResetData>(
    t.app,
    '/obt/vipEmpResetPwd',
    { step: 2, phoneNumber, validateCodeId, validateCode },
    { ip: freshIp(), lang: 'en-US' },
  );

const step3 = (resetToken: string, pwd: string, confirmPwd = pwd) =>
  call<ResetData>(
    t.app,
    '/obt/vipEmpResetPwd',
    { step: 3, resetToken, pwd: cipher(pwd), confirmPwd: cipher(confirmPwd) },
    { lang: 'en-US' },
  );

const pwdLogin = (loginName: string, password: string, compId?: string) =>
  call<{ token?: string; msg?: string; corpList?: { compId: string }[] }>(t.app, '/obt/vipLogin', {
    loginType: 1,
    loginName,
    password: cipher(password),
    compId,
  });

const totalCount = (token: string) => call(t.app, '/obt/totalCount', {}, { token });

/** A second active session of an employee (another channel), as a raw token. */
async function extraSession(app: FastifyInstance, empId: string, corpId: string): Promise<string> {
  const token = newToken();
  const now = t.clock.ms;
  await app.obt.db
    .insertInto('sessions')
    .values({
      id: `extra-${token.slice(0, 8)}`,
      token_hash: sha256Hex(token),
      emp_id: empId,
      corp_id: corpId,
      device_id: 'other-device',
      login_type: 3,
      status: 'active',
      created_at: now,
      last_seen_at: now,
      ended_at: null,
    })
    .execute();
  return token;
}

describe('reset password', () => {
  it('runs the three steps end to end; the old password and every session stop working', async () => {
    const phone = DEMO.qianqi.phone;
    const before = await login(t.app, phone);
    const s1 = await step1(phone);
    expect(s1.code).toBe(1);
    const s2 = await step2(phone, s1.data.validateCodeId, s1.data.demoCode!);
    expect(s2.code).toBe(1);
    expect(s2.data.resetToken).toMatch(/^[0-9a-f]{32}$/);
    expect(s2.data.expiresIn).toBe(600);
    const s3 = await step3(s2.data.resetToken!, 'Reset2026x');
    expect(s3.code).toBe(1);

    expect((await totalCount(before)).code).toBe(100);
    expect((await pwdLogin(phone, DEMO_PASSWORD)).data.token).toBeUndefined();
    expect((await pwdLogin(phone, 'Reset2026x')).data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('needs the image code before any SMS is sent', async () => {
    const wrong = await step1(DEMO.sunba.phone, 'ZZZZ');
    expect(wrong.code).toBe(2);
    expect(wrong.tips).toBe('The image code is wrong or has expired');
  });

  it('refuses a wrong SMS code at step 2', async () => {
    const s1 = await step1(DEMO.sunba.phone);
    const res = await step2(DEMO.sunba.phone, s1.data.validateCodeId, wrongOf(s1.data.demoCode!));
    expect(res.code).toBe(2);
    expect(res.tips).toBe('Incorrect verification code');
    expect(res.data).toBeUndefined();
  });

  it('answers an unknown phone exactly like a known one with a wrong code (no enumeration)', async () => {
    const known = await step1(DEMO.sunba.phone);
    const unknown = await step1('13900000999');
    expect(unknown.code).toBe(known.code);
    expect(Object.keys(unknown.data).filter((k) => k !== 'demoCode')).toEqual(
      Object.keys(known.data).filter((k) => k !== 'demoCode'),
    );
    const guess = '123456';
    const a = await step2(
      DEMO.sunba.phone,
      known.data.validateCodeId,
      guess === known.data.demoCode ? '654321' : guess,
    );
    const b = await step2('13900000999', unknown.data.validateCodeId, guess);
    expect({ code: b.code, tips: b.tips }).toEqual({ code: a.code, tips: a.tips });
  });

  it('keeps the token through a password that breaks the rule, then uses it once', async () => {
    const s1 = await step1(DEMO.sunba.phone);
    const { data } = await step2(DEMO.sunba.phone, s1.data.validateCodeId, s1.data.demoCode!);
    const weak = await step3(data.resetToken!, 'abc12345');
    expect(weak.tips).toBe('The password must be 8-20 characters with upper case, lower case and a digit');
    const mismatch = await step3(data.resetToken!, 'Reset2026x', 'Reset2026y');
    expect(mismatch.tips).toBe('The two passwords do not match');
    expect((await step3(data.resetToken!, 'Reset2026x')).code).toBe(1);
    const again = await step3(data.resetToken!, 'Reset2026z');
    expect(again.tips).toBe('The password reset has timed out; request a new code');
    expect((await pwdLogin(DEMO.sunba.phone, 'Reset2026x')).data.token).toBeTruthy();
  });

  it('expires the reset token after 10 minutes', async () => {
    const s1 = await step1(DEMO.sunba.phone);
    const { data } = await step2(DEMO.sunba.phone, s1.data.validateCodeId, s1.data.demoCode!);
    t.clock.advance(10 * 60_000 + 1);
    const late = await step3(data.resetToken!, 'Reset2027x');
    expect(late.code).toBe(2);
    expect(late.tips).toBe('The password reset has timed out; request a new code');
    expect((await step3(newToken(), 'Reset2027x')).code).toBe(2);
  });

  it('does not take the SMS code twice', async () => {
    const s1 = await step1(DEMO.sunba.phone);
    expect((await step2(DEMO.sunba.phone, s1.data.validateCodeId, s1.data.demoCode!)).code).toBe(1);
    expect((await step2(DEMO.sunba.phone, s1.data.validateCodeId, s1.data.demoCode!)).code).toBe(2);
  });

  it('resets every company account of a phone in several companies', async () => {
    const phone = DEMO.zhaoliu.phone;
    const s1 = await step1(phone);
    const { data } = await step2(phone, s1.data.validateCodeId, s1.data.demoCode!);
    expect((await step3(data.resetToken!, 'Both2026x')).code).toBe(1);
    const res = await pwdLogin(phone, 'Both2026x');
    expect(res.data.corpList?.map((c) => c.compId).sort()).toEqual([DEMO.corpId, DEMO.corp2Id]);
  });

  it('is a public call; the step decides the fields', async () => {
    const missing = await call(t.app, '/obt/vipEmpResetPwd', { step: 3 }, { lang: 'en-US' });
    expect(missing.tips).toBe('resetToken is required');
    const noCode = await call(t.app, '/obt/vipEmpResetPwd', { step: 2, phoneNumber: '13900000999' }, { lang: 'en-US' });
    expect(noCode.tips).toBe('validateCodeId is required');
  });
});

describe('modify password', () => {
  const lisi = DEMO.lisi;

  it('validModifyPassword checks the current password, not empty and correct', async () => {
    const token = await login(t.app, lisi.phone);
    const empty = await call(t.app, '/obt/validModifyPassword', { oldPwd: '' }, { token, lang: 'en-US' });
    expect(empty.tips).toBe('oldPwd is required');
    const wrong = await call(
      t.app,
      '/obt/validModifyPassword',
      { oldPwd: cipher('Wrong1234') },
      { token, lang: 'en-US' },
    );
    expect(wrong.tips).toBe('The current password is incorrect');
    const right = await call(t.app, '/obt/validModifyPassword', { oldPwd: cipher(DEMO_PASSWORD) }, { token });
    expect(right.code).toBe(1);
  });

  it('needs a session', async () => {
    const res = await call(t.app, '/obt/validModifyPassword', { oldPwd: cipher(DEMO_PASSWORD) });
    expect(res.code).toBe(100);
    expect((await call(t.app, '/obt/vipEmpEditPwd', { oldPwd: 'x', pwd: 'y' })).code).toBe(100);
  });

  it('checks the modify rule (6-20 letters and digits) and the confirmation', async () => {
    const token = await login(t.app, lisi.phone);
    const edit = (pwd: string, confirmPwd?: string) =>
      call(
        t.app,
        '/obt/vipEmpEditPwd',
        { oldPwd: cipher(DEMO_PASSWORD), pwd: cipher(pwd), ...(confirmPwd ? { confirmPwd: cipher(confirmPwd) } : {}) },
        { token, lang: 'en-US' },
      );
    const rule = 'The password must be 6-20 letters and digits, without special characters';
    expect((await edit('abc')).tips).toBe(rule);
    expect((await edit('abc_12345')).tips).toBe(rule);
    expect((await edit('a'.repeat(21))).tips).toBe(rule);
    expect((await edit('abc12345', 'abc12346')).tips).toBe('The two passwords do not match');
    const noOld = await call(t.app, '/obt/vipEmpEditPwd', { pwd: cipher('abc12345') }, { token, lang: 'en-US' });
    expect(noOld.tips).toBe('oldPwd is required');
    // None of these counted as a wrong current password.
    expect((await edit('abc12345', 'abc12345')).code).toBe(1);
    expect((await pwdLogin(lisi.phone, 'abc12345')).data.token).toBeTruthy();
  });

  it('ends the other sessions and keeps the current one', async () => {
    const phone = DEMO.wangwu.phone;
    const current = await login(t.app, phone);
    const other = await extraSession(t.app, DEMO.wangwu.id, DEMO.corpId);
    expect((await totalCount(other)).code).toBe(1);
    const res = await call(
      t.app,
      '/obt/vipEmpEditPwd',
      { oldPwd: cipher(DEMO_PASSWORD), pwd: cipher('Changed2026'), confirmPwd: cipher('Changed2026') },
      { token: current },
    );
    expect(res.code).toBe(1);
    expect((await totalCount(current)).code).toBe(1);
    expect((await totalCount(other)).code).toBe(100);
    expect((await pwdLogin(phone, DEMO_PASSWORD)).data.token).toBeUndefined();
    expect((await pwdLogin(phone, 'Changed2026')).data.token).toBeTruthy();
  });

  it('locks the current-password check after 5 failures in 15 minutes', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const check = (pwd: string) =>
      call(t.app, '/obt/validModifyPassword', { oldPwd: cipher(pwd) }, { token, lang: 'en-US' });
    for (let i = 0; i < 5; i += 1) expect((await check('Wrong1234')).tips).toBe('The current password is incorrect');
    const locked = await check(DEMO_PASSWORD);
    expect(locked.tips).toMatch(/^Too many wrong passwords, try again in \d+ minutes$/);
    const change = await call(
      t.app,
      '/obt/vipEmpEditPwd',
      { oldPwd: cipher(DEMO_PASSWORD), pwd: cipher('abc12345') },
      { token, lang: 'en-US' },
    );
    expect(change.tips).toMatch(/^Too many wrong passwords/);
    t.clock.advance(15 * 60_000 + 1);
    expect((await check(DEMO_PASSWORD)).code).toBe(1);
  });
});
