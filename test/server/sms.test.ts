/** SMS codes: issue, verify, single use, expiry, tries, rate limits, SMS login, image codes, getCorpList. */
import imageCodeFont from '../../server/src/modules/sms/imageCodeFont.json';
import { readImageCode, svgOfDataUrl } from '../lib/imageCodeReader.mjs';
import { DEMO, call, createTestApp, type TestApp } from './helpers/testApp';

interface SmsData {
  validateCodeId: string;
  resendAfter: number;
  demoCode?: string;
}

let t: TestApp;
let ipSeq = 0;
/** A fresh client IP per call keeps the per-IP limit out of tests that are not about it. */
const freshIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getCode = (phoneNumber: string, scene = 1, extra: Record<string, unknown> = {}, ip = freshIp()) =>
  call<SmsData>(t.app, '/obt/smsCodeGet', { phoneNumber, scene, ...extra }, { ip });
const check = (phoneNumber: string, validateCodeId: string, validateCode: string, lang?: string) =>
  call(t.app, '/obt/smsCodeCheck', { phoneNumber, validateCodeId, validateCode }, { lang });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('issue and verify', () => {
  it('issues six digits (demo mode) that verify once', async () => {
    const res = await getCode(DEMO.zhangsan.phone);
    expect(res.code).toBe(1);
    expect(res.data.demoCode).toMatch(/^\d{6}$/);
    expect(res.data.resendAfter).toBe(60);
    const ok = await check(DEMO.zhangsan.phone, res.data.validateCodeId, res.data.demoCode!);
    expect(ok.code).toBe(1);
    const again = await check(DEMO.zhangsan.phone, res.data.validateCodeId, res.data.demoCode!, 'en-US');
    expect(again.code).toBe(2);
    expect(again.tips).toMatch(/already been used/);
  });

  it('stores only a hash of the code', async () => {
    const res = await getCode(DEMO.lisi.phone);
    const row = await t.app.obt.db
      .selectFrom('sms_codes')
      .selectAll()
      .where('id', '=', res.data.validateCodeId)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(res.data.demoCode!);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires after 15 minutes', async () => {
    t.clock.advance(61_000);
    const res = await getCode(DEMO.zhangsan.phone);
    t.clock.advance(15 * 60_000 + 1);
    const late = await check(DEMO.zhangsan.phone, res.data.validateCodeId, res.data.demoCode!, 'en-US');
    expect(late.code).toBe(2);
    expect(late.tips).toMatch(/expired/);
  });

  it('invalidates a code after 5 wrong tries', async () => {
    t.clock.advance(61_000);
    const res = await getCode(DEMO.zhangsan.phone);
    const wrong = wrongOf(res.data.demoCode!);
    for (let i = 0; i < 4; i += 1) {
      expect((await check(DEMO.zhangsan.phone, res.data.validateCodeId, wrong, 'en-US')).tips).toBe(
        'Incorrect verification code',
      );
    }
    expect((await check(DEMO.zhangsan.phone, res.data.validateCodeId, wrong, 'en-US')).tips).toMatch(
      /Too many wrong codes/,
    );
    const right = await check(DEMO.zhangsan.phone, res.data.validateCodeId, res.data.demoCode!, 'en-US');
    expect(right.code).toBe(2);
    expect(right.tips).toMatch(/Too many wrong codes/);
  });

  it('does not accept the code for another phone', async () => {
    t.clock.advance(61_000);
    const res = await getCode(DEMO.zhangsan.phone);
    expect((await check(DEMO.lisi.phone, res.data.validateCodeId, res.data.demoCode!)).code).toBe(2);
  });

  it('answers an unknown phone alike for login but sends nothing', async () => {
    const res = await getCode('13912345678');
    expect(res.code).toBe(1);
    expect(res.data.validateCodeId).toBeTruthy();
    expect(res.data.demoCode).toBeUndefined();
    const row = await t.app.obt.db
      .selectFrom('sms_codes')
      .select('sent')
      .where('id', '=', res.data.validateCodeId)
      .executeTakeFirstOrThrow();
    expect(row.sent).toBe(0);
  });

  it('never returns the code outside demo mode', async () => {
    const prod = await createTestApp({ demo: false });
    try {
      const res = await call<SmsData>(prod.app, '/obt/smsCodeGet', { phoneNumber: '13700000001', scene: 2 });
      expect(res.code).toBe(1);
      expect(res.data.demoCode).toBeUndefined();
    } finally {
      await prod.close();
    }
  });

  it('validates the phone format, naming the field in the caller language', async () => {
    const zh = await getCode('12345');
    expect(zh.code).toBe(2);
    expect(zh.tips).toBe('手机号 格式不正确');
    const en = await call(t.app, '/obt/smsCodeGet', { phoneNumber: '12345', scene: 1 }, { lang: 'en-US' });
    expect(en.tips).toBe('phoneNumber has an invalid format');
  });
});

describe('rate limits', () => {
  it('allows one code per phone per 60 seconds', async () => {
    const phone = '13600000001';
    expect((await getCode(phone, 2)).code).toBe(1);
    const soon = await call(
      t.app,
      '/obt/smsCodeGet',
      { phoneNumber: phone, scene: 2 },
      { lang: 'en-US', ip: freshIp() },
    );
    expect(soon.code).toBe(2);
    expect(soon.tips).toMatch(/try again in \d+ seconds/);
    t.clock.advance(60_000);
    expect((await getCode(phone, 2)).code).toBe(1);
  });

  it('allows ten codes per phone per China day', async () => {
    const phone = '13600000002';
    for (let i = 0; i < 10; i += 1) {
      expect((await getCode(phone, 2)).code).toBe(1);
      t.clock.advance(61_000);
    }
    const eleventh = await call(
      t.app,
      '/obt/smsCodeGet',
      { phoneNumber: phone, scene: 2 },
      { lang: 'en-US', ip: freshIp() },
    );
    expect(eleventh.code).toBe(2);
    expect(eleventh.tips).toMatch(/tomorrow/);
    t.clock.advance(24 * 3600_000);
    expect((await getCode(phone, 2)).code).toBe(1);
  });

  it('allows twenty codes per IP per hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await getCode(`135000000${String(i).padStart(2, '0')}`, 2, {}, '10.30.0.1')).code).toBe(1);
    }
    const res = await call(
      t.app,
      '/obt/smsCodeGet',
      { phoneNumber: '13500000099', scene: 2 },
      { ip: '10.30.0.1', lang: 'en-US' },
    );
    expect(res.code).toBe(2);
    expect(res.tips).toMatch(/Too many requests, try again in \d+ minutes/);
  });
});

describe('SMS login', () => {
  it('logs in with a login code, which is then used up', async () => {
    t.clock.advance(61_000);
    const sms = await getCode(DEMO.wangwu.phone);
    const body = {
      loginType: 2,
      loginName: DEMO.wangwu.phone,
      validateCodeId: sms.data.validateCodeId,
      validateCode: sms.data.demoCode,
    };
    const res = await call<{ token?: string }>(t.app, '/obt/vipLogin', body);
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
    const replay = await call<{ token?: string; msg?: string }>(t.app, '/obt/vipLogin', body);
    expect(replay.data.token).toBeUndefined();
    expect(replay.data.msg).toBeTruthy();
  });

  it('lists the companies of a two-company phone, then logs into the chosen one with the same code', async () => {
    t.clock.advance(61_000);
    const sms = await getCode(DEMO.zhaoliu.phone);
    const body = {
      loginType: 2,
      loginName: DEMO.zhaoliu.phone,
      validateCodeId: sms.data.validateCodeId,
      validateCode: sms.data.demoCode,
    };
    const first = await call<{ corpList?: { compId: string }[] }>(t.app, '/obt/vipLogin', body);
    expect(first.data.corpList?.map((c) => c.compId)).toEqual([DEMO.corpId, DEMO.corp2Id]);
    const chosen = await call<{ token?: string }>(t.app, '/obt/vipLogin', { ...body, compId: DEMO.corp2Id });
    expect(chosen.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('fails alike with a wrong code', async () => {
    t.clock.advance(61_000);
    const sms = await getCode(DEMO.lisi.phone);
    const res = await call<{ token?: string; failCount?: number; msg?: string }>(t.app, '/obt/vipLogin', {
      loginType: 2,
      loginName: DEMO.lisi.phone,
      validateCodeId: sms.data.validateCodeId,
      validateCode: wrongOf(sms.data.demoCode!),
    });
    expect(res.data.token).toBeUndefined();
    expect(res.data.failCount).toBe(1);
  });
});

describe('getCorpList', () => {
  it('is empty until the SMS code has passed smsCodeCheck', async () => {
    t.clock.advance(61_000);
    const sms = await getCode(DEMO.zhaoliu.phone, 2);
    const body = {
      phoneNumber: DEMO.zhaoliu.phone,
      validateCodeId: sms.data.validateCodeId,
      validateCode: sms.data.demoCode,
    };
    expect((await call(t.app, '/obt/getCorpList', body)).list).toEqual([]);
    expect((await call(t.app, '/obt/getCorpList', { phoneNumber: DEMO.zhaoliu.phone })).list).toEqual([]);
    await check(DEMO.zhaoliu.phone, sms.data.validateCodeId, sms.data.demoCode!);
    const res = await call<unknown, { compId: string; corpName: string }>(t.app, '/obt/getCorpList', body);
    expect(res.list).toEqual([
      { compId: DEMO.corpId, corpName: '演示科技有限公司' },
      { compId: DEMO.corp2Id, corpName: '示例集团' },
    ]);
  });
});

describe('image codes', () => {
  it('returns an SVG data URL and is required for the reset-password scene', async () => {
    const img = await call<{ validateCodeId: string; image: string }>(t.app, '/obt/getValidateCode', {});
    expect(img.code).toBe(1);
    expect(img.data.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(img.data.image.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).not.toMatch(/<text/);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(4);

    const missing = await call(t.app, '/obt/smsCodeGet', { phoneNumber: DEMO.lisi.phone, scene: 3 }, { lang: 'en-US' });
    expect(missing.code).toBe(2);
    expect(missing.tips).toBe('imageCode is required');
    const wrong = await getCode(DEMO.lisi.phone, 3, { imageCodeId: img.data.validateCodeId, imageCode: '!!!!' });
    expect(wrong.code).toBe(2);

    // A person reads the characters off the picture; the test reads them by the shapes of the strokes.
    const fresh = await call<{ validateCodeId: string; image: string }>(t.app, '/obt/getValidateCode', {});
    const text = readImageCode(svgOfDataUrl(fresh.data.image), imageCodeFont);
    expect(text).toHaveLength(4);
    t.clock.advance(61_000);
    const ok = await getCode(DEMO.lisi.phone, 3, {
      imageCodeId: fresh.data.validateCodeId,
      imageCode: text.toLowerCase(),
    });
    expect(ok.code).toBe(1);
    // Single use.
    t.clock.advance(61_000);
    const reuse = await getCode(DEMO.lisi.phone, 3, { imageCodeId: fresh.data.validateCodeId, imageCode: text });
    expect(reuse.code).toBe(2);
  });
});
