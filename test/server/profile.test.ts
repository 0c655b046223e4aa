/** Own account: modify mobile, close account, own profile edit, re-authenticated reveal of personal data. */
import { Writable } from 'node:stream';
import type { LoginUserInfo } from '../../src/api/contract/account';
import type { OwnProfile, RevealedPersonalData } from '../../src/api/contract/accountAdmin';
import { insertOrder } from './helpers/fixtures';
import { DEMO, DEMO_PASSWORD, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';

interface SmsData {
  validateCodeId: string;
  demoCode?: string;
}

let t: TestApp;
let ipSeq = 0;
const freshIp = () => `10.50.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function mobileCode(phoneNumber: string): Promise<SmsData> {
  t.clock.advance(61_000);
  const res = await call<SmsData>(t.app, '/obt/smsCodeGet', { phoneNumber, scene: 4 }, { ip: freshIp() });
  expect(res.code).toBe(1);
  return res.data;
}

const bind = (token: string, phoneNumber: string, sms: SmsData, code = sms.demoCode) =>
  call<{ phoneNumber: string }>(
    t.app,
    '/obt/phoneBinding',
    { phoneNumber, validateCodeId: sms.validateCodeId, validateCode: code },
    { token, lang: 'en-US' },
  );

const pwdLogin = (loginName: string, password = DEMO_PASSWORD) =>
  call<{ token?: string }>(t.app, '/obt/vipLogin', { loginType: 1, loginName, password: cipher(password) });

describe('modify mobile', () => {
  it('is refused with "not open" where the company does not allow it (seed: DEMO2 off, DEMO on)', async () => {
    const fengli = await login(t.app, DEMO.fengli.phone);
    const info = await call<LoginUserInfo>(t.app, '/obt/getLoginUserInfo', {}, { token: fengli });
    expect(info.data.vipCorp.allowModifyMobile).toBe(0);
    const sms = await mobileCode('13700000401');
    const res = await bind(fengli, '13700000401', sms);
    expect(res.code).toBe(2);
    expect(res.tips).toBe('Not open yet, please contact the administrator');
    const zh = await call(
      t.app,
      '/obt/phoneBinding',
      { phoneNumber: '13700000401', validateCodeId: sms.validateCodeId, validateCode: sms.demoCode },
      { token: fengli },
    );
    expect(zh.tips).toBe('暂未开放，请联系管理员');
    const demo = await login(t.app, DEMO.sunba.phone);
    const demoInfo = await call<LoginUserInfo>(t.app, '/obt/getLoginUserInfo', {}, { token: demo });
    expect(demoInfo.data.vipCorp.allowModifyMobile).toBe(1);
  });

  it('changes the phone with a code sent to the new phone; the new phone logs in, the old one not', async () => {
    const token = await login(t.app, DEMO.sunba.phone);
    const sms = await mobileCode('13700000402');
    const res = await bind(token, '13700000402', sms);
    expect(res.code).toBe(1);
    expect(res.data.phoneNumber).toBe('137****0402');
    expect((await pwdLogin('13700000402')).data.token).toBeTruthy();
    expect((await pwdLogin(DEMO.sunba.phone)).data.token).toBeUndefined();
  });

  it('refuses a wrong code, a code of another phone, and the current phone', async () => {
    const token = await login(t.app, DEMO.qianqi.phone);
    const sms = await mobileCode('13700000403');
    const wrong = String((Number(sms.demoCode) + 1) % 1_000_000).padStart(6, '0');
    expect((await bind(token, '13700000403', sms, wrong)).tips).toBe('Incorrect verification code');
    const other = await mobileCode('13700000404');
    expect((await bind(token, '13700000403', other)).code).toBe(2);
    const same = await mobileCode(DEMO.qianqi.phone);
    expect((await bind(token, DEMO.qianqi.phone, same)).tips).toBe(
      'The new mobile number is the same as the current one',
    );
  });

  it("refuses another active employee's phone in the same company", async () => {
    const token = await login(t.app, DEMO.qianqi.phone);
    const sms = await mobileCode(DEMO.lisi.phone);
    const res = await bind(token, DEMO.lisi.phone, sms);
    expect(res.code).toBe(2);
    expect(res.tips).toBe('This mobile number is already used by another active employee of the company');
  });
});

describe('close account', () => {
  it('is refused while an order waits for payment, then closes and ends every session', async () => {
    const phone = '13800000013';
    const empId = '40007';
    const token = await login(t.app, phone);
    const emp = await t.app.obt.db
      .selectFrom('employees')
      .select(['corp_id', 'dept_id'])
      .where('id', '=', empId)
      .executeTakeFirstOrThrow();
    const orderId = await insertOrder(t.app, {
      corpId: emp.corp_id,
      empId,
      deptId: emp.dept_id,
      createdAt: t.clock.ms,
      status: 'awaitingPayment',
    });

    const wrongPwd = await call(t.app, '/obt/vipCancel', { pwd: cipher('Wrong1234') }, { token, lang: 'en-US' });
    expect(wrongPwd.tips).toBe('Incorrect password');
    const refused = await call(t.app, '/obt/vipCancel', { pwd: cipher(DEMO_PASSWORD) }, { token, lang: 'en-US' });
    expect(refused.code).toBe(2);
    expect(refused.tips).toBe('The account cannot be closed while unpaid orders exist');
    const zh = await call(t.app, '/obt/vipCancel', { pwd: cipher(DEMO_PASSWORD) }, { token });
    expect(zh.tips).toBe('存在未支付订单，暂不能注销账号');

    await t.app.obt.db.updateTable('orders').set({ order_status: 'cancelled' }).where('id', '=', orderId).execute();
    const closed = await call(t.app, '/obt/vipCancel', { pwd: cipher(DEMO_PASSWORD) }, { token });
    expect(closed.code).toBe(1);
    expect((await call(t.app, '/obt/totalCount', {}, { token })).code).toBe(100);
    expect((await pwdLogin(phone)).data.token).toBeUndefined();
    const row = await t.app.obt.db
      .selectFrom('employees')
      .select('is_valid')
      .where('id', '=', empId)
      .executeTakeFirstOrThrow();
    expect(row.is_valid).toBe(0);
  });
});

describe('own profile', () => {
  const edit = (token: string, body: Record<string, unknown>) =>
    call<OwnProfile>(t.app, '/obt/vipEmpEditInfoObt', body, { token, lang: 'en-US' });

  it('edits e-mail, English name, sex and birth date, answering the profile with the phone masked', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const res = await edit(token, {
      email: 'zhang.san@demo.example.com',
      engName: 'zhang san',
      sex: 'M',
      born: '1990-05-06',
    });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({
      empId: DEMO.zhangsan.id,
      empName: '张三',
      email: 'zhang.san@demo.example.com',
      engName: 'ZHANG/SAN',
      sex: 'M',
      born: '1990-05-06',
      phoneNumber: '138****0001',
    });
    // Omitted fields stay; an empty string clears.
    const cleared = await edit(token, { email: '' });
    expect(cleared.data).toMatchObject({ email: '', engName: 'ZHANG/SAN', born: '1990-05-06' });
  });

  it('validates each field', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    expect((await edit(token, { email: 'nope' })).tips).toBe('email has an invalid format');
    expect((await edit(token, { engName: 'Zhang3' })).tips).toBe('engName has an invalid format');
    expect((await edit(token, { sex: 'X' })).code).toBe(2);
    expect((await edit(token, { born: '1990-02-30' })).tips).toBe('born is invalid');
    expect((await edit(token, { born: '2030-01-01' })).tips).toBe('born is invalid');
  });

  it('never changes rank, flags, department or name', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const before = await t.app.obt.db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', DEMO.zhangsan.id)
      .executeTakeFirstOrThrow();
    const res = await edit(token, {
      sex: 'M',
      empName: '李四',
      ifBooker: 1,
      isAdmin: 1,
      bookRange: 3,
      empRank: 'L3',
      deptId: DEMO.marketDept,
      empId: DEMO.lisi.id,
    });
    expect(res.code).toBe(1);
    expect(res.data.empId).toBe(DEMO.zhangsan.id);
    const after = await t.app.obt.db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', DEMO.zhangsan.id)
      .executeTakeFirstOrThrow();
    for (const k of ['name', 'if_booker', 'is_admin', 'book_range', 'rank_id', 'dept_id'] as const) {
      expect(after[k]).toEqual(before[k]);
    }
  });
});

describe('reveal personal data', () => {
  const reveal = (token: string, body: Record<string, unknown>) =>
    call<RevealedPersonalData>(t.app, '/obt/revealPersonalData', body, { token, lang: 'en-US' });

  it('needs the right password', async () => {
    const token = await login(t.app, DEMO.lisi.phone);
    const empty = await reveal(token, {});
    expect(empty.tips).toBe('password is required');
    const wrong = await reveal(token, { password: cipher('Wrong1234') });
    expect(wrong.tips).toBe('Incorrect password');
    expect(wrong.data).toBeUndefined();
  });

  it("answers only the caller's own phone and documents, unmasked, whatever id is sent", async () => {
    const token = await login(t.app, DEMO.lisi.phone);
    const res = await reveal(token, { password: cipher(DEMO_PASSWORD), empId: DEMO.wangwu.id });
    expect(res.code).toBe(1);
    expect(res.data.phoneNumber).toBe(DEMO.lisi.phone);
    expect(res.data.showSeconds).toBe(300);
    const own = await t.app.obt.db
      .selectFrom('employee_documents')
      .select(['id_type', 'id_no'])
      .where('emp_id', '=', DEMO.lisi.id)
      .orderBy('sort')
      .execute();
    expect(own.length).toBeGreaterThan(0);
    expect(res.data.documents.map((d) => [d.idType, d.idNo])).toEqual(own.map((d) => [d.id_type, d.id_no]));
    const others = await t.app.obt.db
      .selectFrom('employee_documents')
      .select('id_no')
      .where('emp_id', '!=', DEMO.lisi.id)
      .execute();
    const text = JSON.stringify(res.data);
    for (const d of others) if (!own.some((o) => o.id_no === d.id_no)) expect(text).not.toContain(d.id_no);
  });

  it('needs a session', async () => {
    expect((await call(t.app, '/obt/revealPersonalData', { password: cipher(DEMO_PASSWORD) })).code).toBe(100);
  });

  it('is limited per hour', async () => {
    const token = await login(t.app, DEMO.wangwu.phone);
    let last = await reveal(token, { password: cipher(DEMO_PASSWORD) });
    for (let i = 1; i < 10; i += 1) last = await reveal(token, { password: cipher(DEMO_PASSWORD) });
    expect(last.code).toBe(1);
    const limited = await reveal(token, { password: cipher(DEMO_PASSWORD) });
    expect(limited.code).toBe(2);
    expect(limited.tips).toMatch(/^Viewed too often, try again in \d+ minutes$/);
    t.clock.advance(3600_000 + 1);
    expect((await reveal(token, { password: cipher(DEMO_PASSWORD) })).code).toBe(1);
  });

  it('never puts the revealed data, passwords or codes in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged = await createTestApp({ logger: true, logStream: stream });
    try {
      const token = await login(logged.app, DEMO.lisi.phone);
      const res = await call<RevealedPersonalData>(
        logged.app,
        '/obt/revealPersonalData',
        { password: cipher(DEMO_PASSWORD) },
        { token },
      );
      expect(res.code).toBe(1);
      const sms = await call<SmsData>(logged.app, '/obt/getRegisterSmsCode', { phoneNumber: '13700000501' });
      await call(logged.app, '/obt/userRegister', {
        regType: 1,
        phoneNumber: '13700000501',
        validateCodeId: sms.data.validateCodeId,
        smsCode: sms.data.demoCode,
        userName: '郑一',
        pwd: cipher('Travel2026'),
        confirmPwd: cipher('Travel2026'),
      });
      await call(logged.app, '/obt/saveVipCorpApply', {
        fullname: '日志测试公司',
        linkman: '郑一',
        linkPhone: '13700000502',
        email: 'log@example.com',
        province: '上海',
        city: '上海',
        industry: '测试',
        corpScale: '1',
      });
      const text = lines.join('');
      const secrets = [
        DEMO.lisi.phone,
        '13700000501',
        '13700000502',
        'log@example.com',
        DEMO_PASSWORD,
        'Travel2026',
        token,
        ...res.data.documents.map((d) => d.idNo),
      ];
      for (const secret of secrets) expect(text).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
