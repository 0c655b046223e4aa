/** Page settings, parameters, privileges, complaint phone, bug reports, push registration. */
import type { PageSettings } from '../../src/api/contract/common';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('page settings', () => {
  it('answers the platform settings for an unknown host, with an AA-contrast main colour', async () => {
    const res = await call<PageSettings>(t.app, '/obt/etPageSetList', {}, { host: 'localhost:8080' });
    expect(res.code).toBe(1);
    // No text of its own: the app shows the dictionary's product name and slogan in the reader's language.
    expect(res.data.pageName).toBe('');
    expect(res.data.by2).toBe('');
    expect(res.data.domainName).toBe('localhost');
    expect(res.data.themeBean.mainColor).toBe('#1f6feb');
    expect(Object.keys(res.data.themeBean).sort()).toEqual([
      'backColor',
      'lightBackColor',
      'lightBackColor1',
      'linearMain1',
      'linearMain2',
      'linearMain3',
      'linearMain4',
      'mainColor',
    ]);
    expect(() => JSON.parse(res.data.by1)).not.toThrow();
  });

  it("answers the company's settings for its own domain", async () => {
    const res = await call<PageSettings>(t.app, '/obt/etPageSetList', {}, { host: 'demo.localhost' });
    expect(res.data.pageName).toBe('演示科技差旅');
    expect(res.data.domainName).toBe('demo.localhost');
    expect(res.data.by2).toContain('\n');
  });
});

describe('parameters', () => {
  it('gives platform defaults before login and company values after', async () => {
    const before = await call<{ paramNo: string; value: string }>(t.app, '/obt/getParameter', { paramNo: '11603006' });
    expect(before.data).toEqual({ paramNo: '11603006', value: '0' });
    const token = await login(t.app, DEMO.zhangsan.phone);
    const after = await call<{ paramNo: string; value: string }>(
      t.app,
      '/obt/getParameter',
      { paramNo: '11603006' },
      { token },
    );
    expect(after.data).toEqual({ paramNo: '11603006', value: '1' });
    const many = await call<unknown, { paramNo: string; value: string }>(
      t.app,
      '/obt/queryParameter',
      { paramNos: ['11603001', '11603009', '10000001', '10000002', 'nope'] },
      { token },
    );
    expect(many.list).toEqual([
      { paramNo: '11603001', value: '1' },
      { paramNo: '11603009', value: '1' },
      { paramNo: '10000001', value: '0' },
      { paramNo: '10000002', value: '1' },
      { paramNo: 'nope', value: '' },
    ]);
  });

  it('does not leak one company value to another company', async () => {
    const token = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
    const res = await call<{ value: string }>(t.app, '/obt/getParameter', { paramNo: '11603006' }, { token });
    expect(res.data.value).toBe('0');
  });

  it('requires paramNos', async () => {
    const res = await call(t.app, '/obt/queryParameter', { paramNos: [] }, { lang: 'en-US' });
    expect(res.code).toBe(2);
    expect(res.tips).toBe('paramNos is required');
  });
});

describe('privileges', () => {
  it('lists the products of the company minus those blocked for the employee', async () => {
    const token = await login(t.app, DEMO.lisi.phone);
    const res = await call<unknown, string>(t.app, '/obt/getAuthorizationPnos', {}, { token });
    expect(res.list).toEqual([
      '10901',
      '10902',
      '10903',
      '10904',
      '10906',
      '10913',
      '11015',
      '11028',
      '11029',
      '11030',
      '11031',
      '11032',
    ]);
    await t.app.obt.db
      .insertInto('emp_product_blocks')
      .values({ emp_id: DEMO.lisi.id, product_code: '10902' })
      .execute();
    const blocked = await call<unknown, string>(t.app, '/obt/getAuthorizationPnos', {}, { token });
    expect(blocked.list).not.toContain('10902');
    const demo2 = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
    expect((await call<unknown, string>(t.app, '/obt/getAuthorizationPnos', {}, { token: demo2 })).list).toEqual([
      '10901',
      '10903',
      '10904',
    ]);
  });
});

describe('complaint phone', () => {
  it('answers the phone and hours in the caller language', async () => {
    const zh = await call<{ phone: string; serviceHours: string }>(t.app, '/obt/getComplaintPhone', {});
    expect(zh.data.phone).toBe('400-820-0000');
    expect(zh.data.serviceHours).toBe('7×24 小时');
    const en = await call<{ serviceHours: string }>(t.app, '/obt/getComplaintPhone', {}, { lang: 'en-US' });
    expect(en.data.serviceHours).toMatch(/24 hours/);
  });
});

describe('bug reports', () => {
  it('stores a report without phone numbers, ID numbers, tokens or passwords', async () => {
    const token = await login(t.app, DEMO.zhangsan.phone);
    const res = await call(
      t.app,
      '/obt/submitBug',
      {
        level: 'error',
        fromSys: 'h5',
        userAgent: 'jest',
        corpName: '演示科技',
        userName: '张三',
        requuid: 'r-1',
        reqPath: '/obt/allOrderList',
        pagePath: '/allorder',
        errCode: '100',
        errMsg: 'token invalid',
        tips: '请联系 13800000001',
        reqData: JSON.stringify({ phoneNumber: '13800000001', idNumber: '11010519491231002X', password: 'secret' }),
        resData: JSON.stringify({ token, email: 'zhangsan@demo.example.com' }),
        extra: 'dropped',
      },
      { token },
    );
    expect(res.code).toBe(1);
    const row = await t.app.obt.db.selectFrom('bug_reports').selectAll().executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('13800000001');
    expect(stored).not.toContain('11010519491231002X');
    expect(stored).not.toContain('secret');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain('zhangsan@demo');
    expect(row.req_data).toContain('138****0001');
    expect(row.emp_id).toBe(DEMO.zhangsan.id);
  });

  it('accepts reports without a token', async () => {
    expect((await call(t.app, '/obt/submitBug', { level: 'warn', errMsg: 'x' })).code).toBe(1);
  });
});

describe('push registration', () => {
  it('upserts the device registration for the logged-in employee', async () => {
    const a = await login(t.app, DEMO.zhangsan.phone);
    expect((await call(t.app, '/obt/saveAppTsInfo', { tsCid: 'cid-1', tsDevice: 1 }, { token: a })).code).toBe(1);
    const b = await login(t.app, DEMO.wangwu.phone);
    expect((await call(t.app, '/obt/saveAppTsInfo', { tsCid: 'cid-1', tsDevice: 2 }, { token: b })).code).toBe(1);
    const rows = await t.app.obt.db.selectFrom('push_registrations').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ts_cid: 'cid-1', emp_id: DEMO.wangwu.id, ts_device: 2 });
    expect((await call(t.app, '/obt/saveAppTsInfo', { tsCid: 'cid-2', tsDevice: 3 }, { token: b })).code).toBe(2);
  });
});
