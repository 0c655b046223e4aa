/** vipLogin: password cipher, same failure for unknown phones, lockout, company selection. */
import { encryptPassword } from '../../src/domain/passwordCipher';
import { DEMO, DEMO_PASSWORD, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';

interface LoginData {
  token?: string;
  ifUpdatePwd?: number;
  failCount?: number;
  msg?: string;
  corpList?: { compId: string; corpName: string }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const pwdLogin = (loginName: string, password: string, extra: Record<string, unknown> = {}, opts = {}) =>
  call<LoginData>(t.app, '/obt/vipLogin', { loginType: 1, loginName, password: cipher(password), ...extra }, opts);

describe('password login', () => {
  it('logs in with the cipher text of the demo password and returns a 32-hex token', async () => {
    const res = await pwdLogin(DEMO.zhangsan.phone, DEMO_PASSWORD);
    expect(res.code).toBe(1);
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.ifUpdatePwd).toBe(0);
    expect(res.data.failCount).toBeUndefined();
  });

  it('also answers on the user/login alias', async () => {
    const res = await call<LoginData>(t.app, '/obt/user/login', {
      loginType: 1,
      loginName: DEMO.lisi.phone,
      password: cipher(DEMO_PASSWORD),
    });
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives the same message for a wrong password and an unknown phone', async () => {
    const wrong = await pwdLogin(DEMO.lisi.phone, 'Wrong12345', {}, { ip: '10.0.0.2' });
    const unknown = await pwdLogin('13999999999', DEMO_PASSWORD, {}, { ip: '10.0.0.2' });
    expect(wrong.code).toBe(1);
    expect(unknown.code).toBe(1);
    expect(wrong.data.token).toBeUndefined();
    expect(wrong.data.msg).toBe('用户名或密码错误');
    expect(unknown.data.msg).toBe(wrong.data.msg);
    expect(wrong.data.failCount).toBe(1);
    expect(unknown.data.failCount).toBe(1);
    const en = await pwdLogin('13999999998', DEMO_PASSWORD, {}, { lang: 'en-US,en;q=0.9', ip: '10.0.0.2' });
    expect(en.data.msg).toBe('Incorrect username or password');
  });

  it('refuses an employee whose login flag is off, with the same message as a wrong password', async () => {
    await t.app.obt.db.updateTable('employees').set({ login_vip: 0 }).where('id', '=', DEMO.qianqi.id).execute();
    const res = await pwdLogin(DEMO.qianqi.phone, DEMO_PASSWORD, {}, { ip: '10.0.0.3' });
    expect(res.data.token).toBeUndefined();
    expect(res.data.msg).toBe('用户名或密码错误');
    await t.app.obt.db.updateTable('employees').set({ login_vip: 1 }).where('id', '=', DEMO.qianqi.id).execute();
    expect((await pwdLogin(DEMO.qianqi.phone, DEMO_PASSWORD, {}, { ip: '10.0.0.3' })).data.token).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });

  it('refuses a plain-text password and a cipher made with another key', async () => {
    const plain = await call<LoginData>(t.app, '/obt/vipLogin', {
      loginType: 1,
      loginName: DEMO.wangwu.phone,
      password: DEMO_PASSWORD,
    });
    expect(plain.data.token).toBeUndefined();
    const otherKey = await call<LoginData>(t.app, '/obt/vipLogin', {
      loginType: 1,
      loginName: DEMO.wangwu.phone,
      password: encryptPassword(DEMO_PASSWORD, 'another16charkey'),
    });
    expect(otherKey.data.token).toBeUndefined();
    expect(otherKey.data.msg).toBe('用户名或密码错误');
  });

  it('decrypts with the configured PWD_KEY', async () => {
    const other = await createTestApp({ config: { pwdKey: 'another16charkey' } });
    try {
      const res = await call<LoginData>(other.app, '/obt/vipLogin', {
        loginType: 1,
        loginName: DEMO.zhangsan.phone,
        password: encryptPassword(DEMO_PASSWORD, 'another16charkey'),
      });
      expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await other.close();
    }
  });

  it('requires the password field for loginType 1', async () => {
    const res = await call(t.app, '/obt/vipLogin', { loginType: 1, loginName: DEMO.zhangsan.phone });
    expect(res.code).toBe(2);
    expect(res.tips).toContain('密码');
  });
});

describe('lockout', () => {
  it('refuses an account after 5 failures in 15 minutes, then lets it try again', async () => {
    const phone = DEMO.wangwu.phone;
    t.clock.advance(16 * 60_000); // earlier tests' failures leave the window
    for (let i = 1; i <= 5; i += 1) {
      const res = await pwdLogin(phone, 'Nope12345', {}, { ip: '10.1.0.1' });
      expect(res.code).toBe(1);
      expect(res.data.failCount).toBe(i);
    }
    // Even the right password is refused while locked.
    const locked = await pwdLogin(phone, DEMO_PASSWORD, {}, { ip: '10.1.0.1', lang: 'en-US' });
    expect(locked.code).toBe(2);
    expect(locked.tips).toMatch(/^Too many failed attempts, try again in \d+ minutes$/);
    const zh = await pwdLogin(phone, DEMO_PASSWORD, {}, { ip: '10.1.0.1' });
    expect(zh.tips).toContain('失败次数过多');
    t.clock.advance(15 * 60_000 + 1000);
    const again = await pwdLogin(phone, DEMO_PASSWORD, {}, { ip: '10.1.0.1' });
    expect(again.data.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('backs an IP off after 30 failures in 15 minutes, without refusing other accounts there (issue 16)', async () => {
    for (let i = 0; i < 30; i += 1) {
      await pwdLogin(`1370000${String(i).padStart(4, '0')}`, 'Nope12345', {}, { ip: '10.9.9.9' });
    }
    expect((await pwdLogin('13700000000', 'Nope12345', {}, { ip: '10.9.9.9' })).code).toBe(2);
    const res = await pwdLogin(DEMO.zhangsan.phone, DEMO_PASSWORD, {}, { ip: '10.9.9.9' });
    expect(res.data.token).toBeDefined();
    const elsewhere = await pwdLogin(DEMO.zhangsan.phone, DEMO_PASSWORD, {}, { ip: '10.9.9.10' });
    expect(elsewhere.data.token).toBeDefined();
  });
});

describe('company selection', () => {
  it('lists both companies for 13800000004 without issuing a token', async () => {
    const res = await pwdLogin(DEMO.zhaoliu.phone, DEMO_PASSWORD);
    expect(res.code).toBe(1);
    expect(res.data.token).toBeUndefined();
    expect(res.data.corpList).toEqual([
      { compId: DEMO.corpId, corpName: '演示科技有限公司' },
      { compId: DEMO.corp2Id, corpName: '示例集团' },
    ]);
  });

  it('logs into the chosen company', async () => {
    const token = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
    const info = await call<{ empInfo: { empId: string; corpId: string } }>(
      t.app,
      '/obt/getLoginUserInfo',
      {},
      { token },
    );
    expect(info.data.empInfo.corpId).toBe(DEMO.corp2Id);
    expect(info.data.empInfo.empId).toBe(DEMO.zhaoliu2.id);
  });

  it('does not list companies when the password is wrong', async () => {
    const res = await pwdLogin(DEMO.zhaoliu.phone, 'Wrong12345');
    expect(res.data.corpList).toBeUndefined();
    expect(res.data.msg).toBe('用户名或密码错误');
  });

  it('lists only the companies whose password matched', async () => {
    const { hashPassword } = await import('../../server/src/lib/password');
    await t.app.obt.db
      .updateTable('employees')
      .set({ password_hash: await hashPassword('Other12345') })
      .where('id', '=', DEMO.zhaoliu2.id)
      .execute();
    const res = await pwdLogin(DEMO.zhaoliu.phone, DEMO_PASSWORD);
    expect(res.data.corpList).toBeUndefined();
    expect(res.data.token).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('must change password', () => {
  it('answers ifUpdatePwd 1 when the account is flagged', async () => {
    await t.app.obt.db.updateTable('employees').set({ must_change_pwd: 1 }).where('id', '=', DEMO.qianqi.id).execute();
    const { hashPassword } = await import('../../server/src/lib/password');
    await t.app.obt.db
      .updateTable('employees')
      .set({ password_hash: await hashPassword('Temp12345') })
      .where('id', '=', DEMO.qianqi.id)
      .execute();
    const res = await pwdLogin(DEMO.qianqi.phone, 'Temp12345');
    expect(res.data.ifUpdatePwd).toBe(1);
  });
});
