/** Registration (personal and company) and the enterprise application. */
import type { LoginUserInfo } from '../../src/api/contract/account';
import type { UserRegisterData } from '../../src/api/contract/accountAdmin';
import { DEMO, DEMO_PASSWORD, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';

interface SmsData {
  validateCodeId: string;
  resendAfter: number;
  demoCode?: string;
}

let t: TestApp;
let ipSeq = 0;
/** A fresh client IP per call keeps the per-IP limits out of tests that are not about them. */
const freshIp = () => `10.30.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const NEW_PASSWORD = 'Travel2026';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A registration code for a phone (the clock moves past the 60-second resend limit first). */
async function registerCode(phoneNumber: string): Promise<SmsData> {
  t.clock.advance(61_000);
  const res = await call<SmsData>(t.app, '/obt/getRegisterSmsCode', { phoneNumber }, { ip: freshIp() });
  expect(res.code).toBe(1);
  expect(res.data.demoCode).toMatch(/^\d{6}$/);
  return res.data;
}

async function register(body: Record<string, unknown>, lang?: string) {
  const phoneNumber = String(body.phoneNumber);
  const sms = await registerCode(phoneNumber);
  return call<UserRegisterData>(
    t.app,
    '/obt/userRegister',
    {
      regType: 1,
      validateCodeId: sms.validateCodeId,
      smsCode: sms.demoCode,
      userName: '测试用户',
      pwd: cipher(NEW_PASSWORD),
      confirmPwd: cipher(NEW_PASSWORD),
      ...body,
    },
    { ip: freshIp(), lang },
  );
}

const pwdLogin = (loginName: string, password: string, compId?: string) =>
  call<{ token?: string; msg?: string; corpList?: { compId: string }[] }>(t.app, '/obt/vipLogin', {
    loginType: 1,
    loginName,
    password: cipher(password),
    compId,
  });

const userInfo = (token: string) => call<LoginUserInfo>(t.app, '/obt/getLoginUserInfo', {}, { token });

describe('personal registration', () => {
  it('registers a personal account that then logs in, alone in its own account space', async () => {
    const res = await register({ phoneNumber: '13700000101', userName: '周九' });
    expect(res.code).toBe(1);
    expect(res.data.regType).toBe(1);
    expect(res.data.corpName).toBe('个人账户');

    const logged = await pwdLogin('13700000101', NEW_PASSWORD);
    expect(logged.data.token).toMatch(/^[0-9a-f]{32}$/);
    const info = await userInfo(logged.data.token!);
    expect(info.data.empInfo.empName).toBe('周九');
    expect(info.data.empInfo.corpId).toBe(res.data.compId);
    expect(info.data.empInfo.phoneNumber).toBe('137****0101');
    expect(info.data.empInfo.bookRange).toBe(1);
    expect(info.data.empInfo.isAdmin).toBe(0);
    expect(info.data.vipCorp.allowModifyMobile).toBe(1);
    expect(info.data.vipCorp.productSwitches['10901']).toBe(1);

    const company = await t.app.obt.db
      .selectFrom('companies')
      .select(['account_type'])
      .where('id', '=', res.data.compId)
      .executeTakeFirstOrThrow();
    expect(company.account_type).toBe('personal');
    const members = await t.app.obt.db
      .selectFrom('employees')
      .select('id')
      .where('corp_id', '=', res.data.compId)
      .execute();
    expect(members).toHaveLength(1);
  });

  it('gives two personal accounts two separate spaces', async () => {
    const a = await register({ phoneNumber: '13700000102' });
    const b = await register({ phoneNumber: '13700000103' });
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(a.data.compId).not.toBe(b.data.compId);
  });

  it('refuses a second personal account for the same phone', async () => {
    const again = await register({ phoneNumber: '13700000101' }, 'en-US');
    expect(again.code).toBe(2);
    expect(again.tips).toBe('This mobile number already has a personal account; please log in');
  });

  it('refuses a wrong SMS code and creates nothing', async () => {
    const sms = await registerCode('13700000104');
    const wrong = String((Number(sms.demoCode) + 1) % 1_000_000).padStart(6, '0');
    const res = await call(
      t.app,
      '/obt/userRegister',
      {
        regType: 1,
        phoneNumber: '13700000104',
        validateCodeId: sms.validateCodeId,
        smsCode: wrong,
        userName: '测试用户',
        pwd: cipher(NEW_PASSWORD),
        confirmPwd: cipher(NEW_PASSWORD),
      },
      { ip: freshIp(), lang: 'en-US' },
    );
    expect(res.code).toBe(2);
    expect(res.tips).toBe('Incorrect verification code');
    const rows = await t.app.obt.db.selectFrom('employees').select('id').where('phone', '=', '13700000104').execute();
    expect(rows).toHaveLength(0);
  });

  it('does not take a login code (scene 1) for a registration', async () => {
    t.clock.advance(61_000);
    const loginCode = await call<SmsData>(
      t.app,
      '/obt/smsCodeGet',
      { phoneNumber: DEMO.zhangsan.phone, scene: 1 },
      { ip: freshIp() },
    );
    const res = await call(
      t.app,
      '/obt/userRegister',
      {
        regType: 1,
        phoneNumber: DEMO.zhangsan.phone,
        validateCodeId: loginCode.data.validateCodeId,
        smsCode: loginCode.data.demoCode,
        userName: '张三',
        pwd: cipher(NEW_PASSWORD),
        confirmPwd: cipher(NEW_PASSWORD),
      },
      { ip: freshIp() },
    );
    expect(res.code).toBe(2);
  });

  it('checks the registration password rule (strong) and the confirmation', async () => {
    const weak = await register(
      { phoneNumber: '13700000105', pwd: cipher('abc12345'), confirmPwd: cipher('abc12345') },
      'en-US',
    );
    expect(weak.code).toBe(2);
    expect(weak.tips).toBe('The password must be 8-20 characters with upper case, lower case and a digit');
    const mismatch = await register({ phoneNumber: '13700000105', confirmPwd: cipher('Travel2027') }, 'en-US');
    expect(mismatch.code).toBe(2);
    expect(mismatch.tips).toBe('The two passwords do not match');
    const plain = await register({ phoneNumber: '13700000105', pwd: NEW_PASSWORD, confirmPwd: NEW_PASSWORD }, 'en-US');
    expect(plain.code).toBe(2);
    expect(plain.tips).toBe('pwd is invalid');
  });

  it('checks the name', async () => {
    const res = await register({ phoneNumber: '13700000106', userName: 'x1' }, 'en-US');
    expect(res.code).toBe(2);
    expect(res.tips).toBe('userName has an invalid format');
  });
});

describe('company registration', () => {
  it('joins a company by its number as a plain employee of its first department, then logs in', async () => {
    const res = await register({ regType: 2, corpNo: 'DEMO', phoneNumber: '13700000201', userName: '吴十' });
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ compId: DEMO.corpId, corpName: '演示科技有限公司', regType: 2 });
    const token = (await pwdLogin('13700000201', NEW_PASSWORD)).data.token!;
    const info = await userInfo(token);
    expect(info.data.empInfo.corpId).toBe(DEMO.corpId);
    expect(info.data.empInfo.deptId).toBe(DEMO.officeDept);
    expect(info.data.empInfo).toMatchObject({ ifBooker: 0, ifApprover: 0, isAdmin: 0, bookRange: 1 });
  });

  it('joins a company chosen by id', async () => {
    const res = await register({ regType: 2, compId: DEMO.corp2Id, phoneNumber: '13700000202' });
    expect(res.code).toBe(1);
    expect(res.data.compId).toBe(DEMO.corp2Id);
  });

  it('refuses a phone already registered in the same company, accepts it in another', async () => {
    const same = await register({ regType: 2, corpNo: 'DEMO', phoneNumber: DEMO.zhangsan.phone }, 'en-US');
    expect(same.code).toBe(2);
    expect(same.tips).toBe('This mobile number is already registered with the company; please log in');

    const other = await register({ regType: 2, corpNo: 'DEMO2', phoneNumber: DEMO.zhangsan.phone });
    expect(other.code).toBe(1);
    // The old password still opens the first company; the phone now has two companies.
    const listed = await pwdLogin(DEMO.zhangsan.phone, DEMO_PASSWORD);
    expect(listed.data.token).toBeTruthy();
    const both = await pwdLogin(DEMO.zhangsan.phone, NEW_PASSWORD);
    expect(both.data.token).toBeTruthy();
    const token = await login(t.app, DEMO.zhangsan.phone, { compId: DEMO.corpId });
    expect(token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('needs a company number or a company, and a known one', async () => {
    const none = await register({ regType: 2, phoneNumber: '13700000203' }, 'en-US');
    expect(none.tips).toBe('Enter the company number or choose a company');
    const unknown = await register({ regType: 2, corpNo: 'NOPE', phoneNumber: '13700000203' }, 'en-US');
    expect(unknown.tips).toBe('Company number not found, please check it');
  });

  it('never lets anyone join a personal account space', async () => {
    const personal = await t.app.obt.db
      .selectFrom('companies')
      .select(['id', 'corp_no'])
      .where('account_type', '=', 'personal')
      .executeTakeFirstOrThrow();
    const byNo = await register({ regType: 2, corpNo: personal.corp_no, phoneNumber: '13700000204' });
    expect(byNo.code).toBe(2);
    const byId = await register({ regType: 2, compId: personal.id, phoneNumber: '13700000204' });
    expect(byId.code).toBe(2);
  });

  it('asks for the civil bank id where the company needs it', async () => {
    await t.app.obt.db
      .updateTable('companies')
      .set({ needs_civil_bank_id: 1 })
      .where('id', '=', DEMO.corp2Id)
      .execute();
    try {
      const missing = await register({ regType: 2, corpNo: 'DEMO2', phoneNumber: '13700000205' }, 'en-US');
      expect(missing.code).toBe(2);
      expect(missing.tips).toBe('civilBankId is required');
      const given = await register({ regType: 2, corpNo: 'DEMO2', phoneNumber: '13700000205', civilBankId: 'ICBC-01' });
      expect(given.code).toBe(1);
      const row = await t.app.obt.db
        .selectFrom('employees')
        .select('civil_bank_id')
        .where('phone', '=', '13700000205')
        .executeTakeFirstOrThrow();
      expect(row.civil_bank_id).toBe('ICBC-01');
    } finally {
      await t.app.obt.db
        .updateTable('companies')
        .set({ needs_civil_bank_id: 0 })
        .where('id', '=', DEMO.corp2Id)
        .execute();
    }
  });
});

describe('enterprise application', () => {
  const APPLY = {
    fullname: '新客户科技有限公司',
    shortname: '新客户',
    address: '杭州市西湖区文三路1号',
    postCode: '310000',
    linkman: '钱多多',
    linkPhone: '13700000301',
    email: 'travel@newclient.example.com',
    province: '浙江',
    city: '杭州',
    industry: '信息技术',
    corpScale: '2',
  };
  const apply = (body: Record<string, unknown>, ip = freshIp()) =>
    call<{ applyId: string }>(t.app, '/obt/saveVipCorpApply', body, { ip, lang: 'en-US' });

  it('stores a valid application for the provider', async () => {
    const res = await apply(APPLY);
    expect(res.code).toBe(1);
    const row = await t.app.obt.db
      .selectFrom('corp_applications')
      .selectAll()
      .where('id', '=', res.data.applyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ fullname: APPLY.fullname, post_code: '310000', corp_scale: '2', status: 'pending' });
  });

  it('accepts a landline contact phone and leaves the optional fields out', async () => {
    const { shortname: _s, address: _a, postCode: _p, ...required } = APPLY;
    const res = await apply({ ...required, linkPhone: '0571-88886666' });
    expect(res.code).toBe(1);
  });

  it('validates each field', async () => {
    expect((await apply({ ...APPLY, email: 'not-an-email' })).tips).toBe('email has an invalid format');
    expect((await apply({ ...APPLY, postCode: '31000' })).tips).toBe('postCode has an invalid format');
    expect((await apply({ ...APPLY, linkPhone: '12345' })).tips).toBe('linkPhone has an invalid format');
    expect((await apply({ ...APPLY, fullname: '  ' })).tips).toBe('fullname is required');
    expect((await apply({ ...APPLY, corpScale: '9' })).code).toBe(2);
    const { industry: _i, ...noIndustry } = APPLY;
    expect((await apply(noIndustry)).tips).toBe('industry is required');
  });

  it('limits applications per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await apply(APPLY, ip)).code).toBe(1);
    const sixth = await apply(APPLY, ip);
    expect(sixth.code).toBe(2);
  });
});
