/** Sessions: whitelist, token codes 100/101/3901, logout, departure, user info masking, validation tips. */
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';
import type { LoginUserInfo } from '../../src/api/contract/account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('whitelist', () => {
  it('lets public calls through without a token', async () => {
    for (const url of ['/obt/etPageSetList', '/obt/getValidateCode', '/obt/getComplaintPhone']) {
      expect((await call(t.app, url, {})).code).toBe(1);
    }
    expect((await call(t.app, '/obt/getParameter', { paramNo: '10000001' })).code).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/obt/openapi.json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/obt/bdc/geo/10903/zh-CN.json' })).statusCode).toBe(200);
  });

  it('answers 100 with a tips text to token-protected calls without a valid token', async () => {
    for (const url of [
      '/obt/getLoginUserInfo',
      '/obt/totalCount',
      '/obt/allOrderList',
      '/obt/getSdkQx',
      '/obt/vipLoginOut',
    ]) {
      const res = await call(t.app, url, {});
      expect(res.status).toBe(200);
      expect(res.code).toBe(100);
      expect(res.tips).toBeTruthy();
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/obt/totalCount',
      headers: { authorization: 'Bearer xyz' },
      payload: {},
    });
    expect(JSON.parse(malformed.body).code).toBe(100);
    const unknown = await call(t.app, '/obt/totalCount', {}, { token: 'a'.repeat(32) });
    expect(unknown.code).toBe(100);
  });

  it('checks the token before validating the body', async () => {
    const res = await call(t.app, '/obt/message/read', {});
    expect(res.code).toBe(100);
  });
});

describe('user info', () => {
  it('masks the phone 3+4 and carries the employee flags and company', async () => {
    const token = await login(t.app, DEMO.lisi.phone);
    const res = await call<LoginUserInfo>(t.app, '/obt/getLoginUserInfo', {}, { token });
    expect(res.code).toBe(1);
    const { empInfo, vipCorp } = res.data;
    expect(empInfo.phoneNumber).toBe('138****0002');
    expect(JSON.stringify(res.data)).not.toContain('13800000002');
    expect(empInfo).toMatchObject({
      empId: DEMO.lisi.id,
      empName: '李四',
      deptName: '研发部',
      bookRange: 2,
      ifApprover: 1,
      isdirector: 1,
      ifBooker: 1,
      isAdmin: 0,
      empRank: 'L2',
      empRankName: '经理',
    });
    expect(empInfo.rangeMap['10901']).toBe(2);
    expect(vipCorp).toMatchObject({
      corpNo: 'DEMO',
      fullname: '演示科技有限公司',
      bookStyle: 1,
      hotelVersion: 2,
      khlx: '1',
      allowModifyMobile: 1,
    });
    expect(vipCorp.productSwitches['10904']).toBe(1);
    const en = await call<LoginUserInfo>(t.app, '/obt/getLoginUserInfo', {}, { token, lang: 'en-US' });
    expect(en.data.empInfo.deptName).toBe('R&D');
    expect(en.data.empInfo.empRankName).toBe('Manager');
  });

  it('returns the session company details with the contact phone masked', async () => {
    const token = await login(t.app, DEMO.wangwu.phone);
    const res = await call<{ corpNo: string; linkPhone: string }>(t.app, '/obt/vipCorpFindDetail', {}, { token });
    expect(res.data.corpNo).toBe('DEMO');
    expect(res.data.linkPhone).toBe('138****0003');
  });
});

describe('session lifecycle', () => {
  it('revokes the token at logout (100)', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    expect((await call(t.app, '/obt/vipLoginOut', {}, { token })).code).toBe(1);
    const after = await call(t.app, '/obt/totalCount', {}, { token, lang: 'en-US' });
    expect(after.code).toBe(100);
    expect(after.tips).toBe('Account logged out, log in again');
  });

  it('answers 101 to a session replaced by a login on another device', async () => {
    const phoneToken = await login(t.app, DEMO.zhangsan.phone, { deviceId: 'phone-1' });
    const webToken = await login(t.app, DEMO.zhangsan.phone, { deviceId: 'browser-2' });
    const old = await call(t.app, '/obt/totalCount', {}, { token: phoneToken, lang: 'en-US' });
    expect(old.code).toBe(101);
    expect(old.tips).toBe('Your account has been logged in on another device');
    expect((await call(t.app, '/obt/totalCount', {}, { token: webToken })).code).toBe(1);
  });

  it('answers 101 to a browser session ended by a login in a second browser (no device ids)', async () => {
    const first = await login(t.app, DEMO.zhangsan.phone);
    const second = await login(t.app, DEMO.zhangsan.phone);
    const zh = await call(t.app, '/obt/totalCount', {}, { token: first });
    expect(zh.code).toBe(101);
    expect(zh.tips).toBe('您的账号已在其他设备登录');
    const en = await call(t.app, '/obt/getLoginUserInfo', {}, { token: first, lang: 'en-US' });
    expect(en).toMatchObject({ code: 101, tips: 'Your account has been logged in on another device' });
    expect((await call(t.app, '/obt/totalCount', {}, { token: second })).code).toBe(1);
    // A third login (another browser again) replaces the second the same way; the first stays 101.
    const third = await login(t.app, DEMO.zhangsan.phone, { deviceId: 'phone-9' });
    expect((await call(t.app, '/obt/totalCount', {}, { token: second })).code).toBe(101);
    expect((await call(t.app, '/obt/totalCount', {}, { token: first })).code).toBe(101);
    expect((await call(t.app, '/obt/totalCount', {}, { token: third })).code).toBe(1);
  });

  it('keeps 100 for logout while the replaced session stays 101', async () => {
    const a = await login(t.app, DEMO.wangwu.phone);
    const b = await login(t.app, DEMO.wangwu.phone);
    expect((await call(t.app, '/obt/vipLoginOut', {}, { token: b })).code).toBe(1);
    expect((await call(t.app, '/obt/totalCount', {}, { token: b })).code).toBe(100);
    expect((await call(t.app, '/obt/totalCount', {}, { token: a })).code).toBe(101);
  });

  it("does not let another employee's login end a session", async () => {
    const mine = await login(t.app, DEMO.lisi.phone);
    await login(t.app, DEMO.wangwu.phone);
    expect((await call(t.app, '/obt/totalCount', {}, { token: mine })).code).toBe(1);
  });

  it('answers 100 to a session ended by a new login on the same device', async () => {
    const first = await login(t.app, DEMO.zhangsan.phone, { deviceId: 'phone-1' });
    await login(t.app, DEMO.zhangsan.phone, { deviceId: 'phone-1' });
    expect((await call(t.app, '/obt/totalCount', {}, { token: first })).code).toBe(100);
  });

  it('answers 3901 after 12 hours idle, but not while in use', async () => {
    const token = await login(t.app, DEMO.wangwu.phone);
    t.clock.advance(11 * 3600_000);
    expect((await call(t.app, '/obt/totalCount', {}, { token })).code).toBe(1);
    t.clock.advance(11 * 3600_000);
    expect((await call(t.app, '/obt/totalCount', {}, { token })).code).toBe(1);
    t.clock.advance(12 * 3600_000 + 1000);
    const res = await call(t.app, '/obt/totalCount', {}, { token, lang: 'en-US' });
    expect(res.code).toBe(3901);
    expect(res.tips).toBe('Login timed out, please log in again');
    expect((await call(t.app, '/obt/totalCount', {}, { token })).code).toBe(3901);
  });

  it('honours a configured idle timeout', async () => {
    const short = await createTestApp({ config: { sessionIdleMs: 60_000 } });
    try {
      const token = await login(short.app, DEMO.zhangsan.phone);
      short.clock.advance(61_000);
      expect((await call(short.app, '/obt/totalCount', {}, { token })).code).toBe(3901);
    } finally {
      await short.close();
    }
  });

  it('revokes a departed employee at once (100) and refuses the next login', async () => {
    const token = await login(t.app, DEMO.lisi.phone);
    await t.app.obt.db.updateTable('employees').set({ is_valid: 0 }).where('id', '=', DEMO.lisi.id).execute();
    expect((await call(t.app, '/obt/totalCount', {}, { token })).code).toBe(100);
    await t.app.obt.db.updateTable('employees').set({ is_valid: 1 }).where('id', '=', DEMO.lisi.id).execute();
    // The session stays revoked even after reinstatement.
    expect((await call(t.app, '/obt/totalCount', {}, { token })).code).toBe(100);
    await t.app.obt.db.updateTable('employees').set({ is_valid: 0 }).where('id', '=', DEMO.lisi.id).execute();
    const again = await call<{ token?: string; msg?: string }>(t.app, '/obt/vipLogin', {
      loginType: 1,
      loginName: DEMO.lisi.phone,
      password: 'irrelevant',
    });
    expect(again.data.token).toBeUndefined();
    await t.app.obt.db.updateTable('employees').set({ is_valid: 1 }).where('id', '=', DEMO.lisi.id).execute();
  });

  it('stores a hash of the token, not the token', async () => {
    const token = await login(t.app, DEMO.wangwu.phone);
    const rows = await t.app.obt.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('schema validation', () => {
  it('answers code 2 naming the field, in zh-CN by default and en-US on request', async () => {
    const zh = await call(t.app, '/obt/vipLogin', { loginType: 1 });
    expect(zh.status).toBe(200);
    expect(zh.code).toBe(2);
    expect(zh.tips).toBe('登录名 不能为空');
    const en = await call(t.app, '/obt/vipLogin', { loginType: 1 }, { lang: 'en-US,zh;q=0.5' });
    expect(en.tips).toBe('loginName is required');
    const type = await call(t.app, '/obt/vipLogin', { loginType: 9, loginName: 'x' }, { lang: 'en-US' });
    expect(type.tips).toBe('loginType is invalid');
    const token = await login(t.app, DEMO.wangwu.phone);
    const date = await call(t.app, '/obt/allOrderList', { dateStart: '2026/01/01' }, { token, lang: 'en' });
    expect(date.tips).toBe('dateStart has an invalid format');
    const zhDate = await call(t.app, '/obt/allOrderList', { dateStart: '2026/01/01' }, { token, lang: 'zh-CN' });
    expect(zhDate.tips).toBe('开始日期 格式不正确');
  });

  it('answers code 2 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/obt/vipLogin',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      payload: '{oops',
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ code: 2, tips: 'The request body is not valid JSON' });
  });

  it('treats an empty body as {}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/obt/etPageSetList',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(JSON.parse(res.body).code).toBe(1);
    const none = await t.app.inject({ method: 'POST', url: '/obt/etPageSetList' });
    expect(JSON.parse(none.body).code).toBe(1);
  });
});
