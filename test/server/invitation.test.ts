/**
 * Invitations: createInvitation (administrator, or a booker for the department), the public vipDeptTreeForEmpQr
 * (company and department of a code) and userRegisterForQr (join as a plain employee with an SMS code of the
 * register scene), then login with the new password.
 */
import type { EmpManageItem, InvitationData, InvitationInfo } from '../../src/api/contract/peopleAdmin';
import { DEMO, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok = { zhang: '', li: '', wang: '' };
type Page = { total: number; pageNum: number; count: number };

const create = (token: string, deptId: string) =>
  call<InvitationData>(t.app, '/obt/createInvitation', { deptId }, { token });

async function smsCode(phone: string): Promise<{ validateCodeId: string; code: string }> {
  const res = await call<{ validateCodeId: string; demoCode: string }>(t.app, '/obt/smsCodeGet', {
    phoneNumber: phone,
    scene: 2,
  });
  expect(res.code).toBe(1);
  return { validateCodeId: res.data.validateCodeId, code: res.data.demoCode };
}

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.li = await login(t.app, DEMO.lisi.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
});

afterAll(async () => {
  await t.close();
});

describe('createInvitation', () => {
  it('an administrator invites to any department; a department booker to their own only; others never', async () => {
    const res = await create(tok.wang, DEMO.marketDept);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ deptId: DEMO.marketDept, deptName: '市场部', expiresAt: '2026-03-09 10:00:00' });
    expect(res.data.code).toMatch(/^[a-z2-9]{20}$/);
    expect(res.data.corpName).not.toBe('');
    expect((await create(tok.li, DEMO.rdDept)).code).toBe(1);
    expect((await create(tok.li, DEMO.marketDept)).code).toBe(404);
    expect((await create(tok.zhang, DEMO.rdDept)).code).toBe(404);
    expect((await create(tok.wang, '20101')).code).toBe(404);
    // Only the hash is stored.
    const rows = await t.app.obt.db.selectFrom('invitations').select('code_hash').execute();
    expect(rows.some((r) => r.code_hash === res.data.code)).toBe(false);
  });
});

describe('vipDeptTreeForEmpQr and userRegisterForQr', () => {
  let code = '';
  const phone = '13700000001';

  beforeAll(async () => {
    code = (await create(tok.li, DEMO.rdDept)).data.code;
  });

  it('shows the company and the department without a token', async () => {
    const res = await call<InvitationInfo>(t.app, '/obt/vipDeptTreeForEmpQr', { code });
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({ deptId: DEMO.rdDept, deptName: '研发部', deptPath: '研发部' });
    const en = await call<InvitationInfo>(t.app, '/obt/vipDeptTreeForEmpQr', { code }, { lang: 'en-US' });
    expect(en.data.deptName).toBe('R&D');
    expect((await call(t.app, '/obt/vipDeptTreeForEmpQr', { code: 'nope' })).code).toBe(2);
  });

  it('joins as a plain employee of the department, then logs in with the new password', async () => {
    const sms = await smsCode(phone);
    const body = {
      code,
      phoneNumber: phone,
      smsCode: sms.code,
      validateCodeId: sms.validateCodeId,
      empName: '新同事',
      password: cipher('Welcome123'),
    };
    // The password rule of registration: 8–20 with upper, lower and a digit. Nothing is used up by a refusal.
    expect((await call(t.app, '/obt/userRegisterForQr', { ...body, password: cipher('welcome123') })).code).toBe(2);
    expect((await call(t.app, '/obt/userRegisterForQr', { ...body, empName: 'x' })).code).toBe(2);
    const res = await call<{ empId: string; deptName: string }>(t.app, '/obt/userRegisterForQr', body);
    expect(res.code).toBe(1);
    expect(res.data.deptName).toBe('研发部');
    const signIn = await call<{ token: string }>(t.app, '/obt/vipLogin', {
      loginType: 1,
      loginName: phone,
      password: cipher('Welcome123'),
    });
    expect(signIn.code).toBe(1);
    const token = signIn.data.token;
    const info = await call<{ empInfo: { empId: string; deptId: string; bookRange: number; ifBooker: number } }>(
      t.app,
      '/obt/getLoginUserInfo',
      {},
      { token },
    );
    expect(info.data.empInfo).toMatchObject({ empId: res.data.empId, deptId: DEMO.rdDept, bookRange: 1, ifBooker: 0 });
    // The department booker now manages the newcomer.
    const list = await call<Page, EmpManageItem>(
      t.app,
      '/obt/empFindList',
      { kind: 'manage', keyword: '新同事' },
      { token: tok.li },
    );
    expect(list.list.map((e) => e.empId)).toEqual([res.data.empId]);
    // The code was used up.
    expect((await call(t.app, '/obt/userRegisterForQr', body)).code).toBe(2);
  });

  it('refuses a phone already active in the company once the SMS code proves it', async () => {
    const sms = await smsCode(DEMO.zhangsan.phone);
    const res = await call(t.app, '/obt/userRegisterForQr', {
      code,
      phoneNumber: DEMO.zhangsan.phone,
      smsCode: sms.code,
      validateCodeId: sms.validateCodeId,
      empName: '张三',
      password: cipher('Welcome123'),
    });
    expect(res.code).toBe(2);
    expect(res.tips).toMatch(/手机号/);
  });

  it('refuses a wrong SMS code and an expired invitation', async () => {
    const sms = await smsCode('13700000002');
    const body = {
      code,
      phoneNumber: '13700000002',
      smsCode: sms.code === '000000' ? '111111' : '000000',
      validateCodeId: sms.validateCodeId,
      empName: '王二',
      password: cipher('Welcome123'),
    };
    expect((await call(t.app, '/obt/userRegisterForQr', body)).code).toBe(2);
    t.clock.advance(7 * 24 * 3600_000 + 1);
    const expired = await call(t.app, '/obt/vipDeptTreeForEmpQr', { code });
    expect(expired.code).toBe(2);
    expect(expired.tips).toMatch(/邀请/);
    expect((await call(t.app, '/obt/userRegisterForQr', { ...body, smsCode: sms.code })).code).toBe(2);
  });
});
