/**
 * The rail account (SPEC §7 Train "Rail account", §5 account and password required, §8 rail verification and
 * identity messages): binding at the simulated operator, SMS and face verification, the booking gate, rail frequent
 * travellers (masked), registration, identity checks, stations; another employee's account answers as not found.
 */
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { checkRailAccountForBooking } from '../../server/src/modules/trainAccount/gate';
import { DEMO_RAIL, DEMO_RAIL_PASSWORD } from '../../server/src/modules/trainAccount/seed';
import type {
  CheckLocalHytgryData,
  CheckRyxxData,
  RailAccount,
  RailAccountData,
  RailCheckResultData,
  RailPassenger,
  RailSmsData,
  RegisterAccountData,
  RlSbData,
  SaveClkData,
  StationItem,
} from '../../src/api/contract/trainAccount';
import { DEMO, call, cipher, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok = { zhang: '', wang: '' };
const P = '/obt/train';

async function get<D = unknown, L = unknown>(url: string, query: Record<string, string>, token: string) {
  const res = await t.app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${token}` } });
  return JSON.parse(res.body) as { code: number; tips?: string; data: D; list?: L[] };
}

const bind = (token: string, accountName: string, password: string, lang?: string) =>
  call<RailAccountData>(t.app, `${P}/trCheckAccount`, { accountName, password: cipher(password) }, { token, lang });
const accounts = async (token: string) =>
  (await get<unknown, RailAccount>(`${P}/trAccountGetList`, {}, token)).list ?? [];
const clkList = (token: string, railAccountId: string) =>
  call<unknown, RailPassenger>(t.app, `${P}/FindClkList`, { railAccountId }, { token });
const saveClk = (token: string, body: object) => call<SaveClkData>(t.app, `${P}/saveClk`, body, { token });

async function zhangIdCard(): Promise<{ name: string; idno: string }> {
  const row = await t.app.obt.db
    .selectFrom('employee_documents as d')
    .innerJoin('employees as e', 'e.id', 'd.emp_id')
    .select(['e.name', 'd.id_no'])
    .where('e.id', '=', DEMO.zhangsan.id)
    .where('d.id_type', '=', 'ID')
    .executeTakeFirstOrThrow();
  return { name: row.name, idno: row.id_no };
}

const gate = (
  empId: string,
  railAccountId: string,
  passengers: { psgName: string; idType: string; idno: string; clkId?: string }[],
) =>
  checkRailAccountForBooking(t.app.obt.db, { corpId: DEMO.corpId, empId, railAccountId, passengers, locale: 'en-US' });

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
});

afterAll(async () => {
  await t.close();
});

describe('binding', () => {
  it('refuses a wrong password with a clear tip, and an empty account or password', async () => {
    const wrong = await bind(tok.wang, DEMO_RAIL.smsAccount, 'Wrong12306', 'en-US');
    expect(wrong.code).toBe(2);
    expect(wrong.tips).toBe('The rail account or password is wrong; please enter them again');
    const unknown = await bind(tok.wang, 'nobody_at_rail', DEMO_RAIL_PASSWORD, 'zh-CN');
    expect(unknown.code).toBe(2);
    expect(unknown.tips).toBe('铁路账号或密码错误，请重新输入');
    const blank = await bind(tok.wang, '   ', DEMO_RAIL_PASSWORD, 'en-US');
    expect(blank).toMatchObject({ code: 2, tips: 'The rail account and password cannot be empty' });
    const noPassword = await bind(tok.wang, DEMO_RAIL.smsAccount, '', 'en-US');
    expect(noPassword.code).toBe(2);
    expect(await accounts(tok.wang)).toEqual([]);
  });

  it('the demo employee has the seeded account, verified, with the company in its rail list', async () => {
    const list = await accounts(tok.zhang);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ accountName: DEMO_RAIL.account, status: 'passed', verifyMode: '' });
    expect(list[0].passengerCount).toBeGreaterThan(1);
    expect(list[0].phoneNumber).toBe('138****0001');
  });

  it('awaiting SMS verification, then the code from the SMS module passes it', async () => {
    const res = await bind(tok.wang, DEMO_RAIL.smsAccount, DEMO_RAIL_PASSWORD, 'en-US');
    expect(res.code).toBe(1);
    expect(res.data.account).toMatchObject({ status: 'awaiting', verifyMode: 'sms' });
    expect(res.data.message).toBe('The rail account needs SMS verification; please verify it first');
    const id = res.data.account.railAccountId;

    const blocked = await gate(DEMO.wangwu.id, id, []);
    expect(blocked).toMatchObject({ ok: false, reason: 'railVerify', verifyMode: 'sms' });

    const sent = await call<RailSmsData>(t.app, `${P}/sendCheckAccountYzm`, { railAccountId: id }, { token: tok.wang });
    expect(sent.code).toBe(1);
    expect(sent.data.phoneNumber).toBe('138****0001');
    expect(sent.data.demoCode).toMatch(/^\d{6}$/);
    const again = await call(t.app, `${P}/sendCheckAccountYzm`, { railAccountId: id }, { token: tok.wang });
    expect(again.code).toBe(2); // the SMS module's resend limit

    const wrongCode = sent.data.demoCode === '000000' ? '111111' : '000000';
    const bad = await call<RailCheckResultData>(
      t.app,
      `${P}/getCheckResult`,
      { railAccountId: id, validateCodeId: sent.data.validateCodeId, code: wrongCode },
      { token: tok.wang },
    );
    expect(bad.code).toBe(2);
    const poll = await call<RailCheckResultData>(
      t.app,
      `${P}/getCheckResult`,
      { railAccountId: id },
      { token: tok.wang },
    );
    expect(poll.data.status).toBe('awaiting');

    const good = await call<RailCheckResultData>(
      t.app,
      `${P}/getCheckResult`,
      { railAccountId: id, validateCodeId: sent.data.validateCodeId, code: sent.data.demoCode },
      { token: tok.wang, lang: 'en-US' },
    );
    expect(good.data).toEqual({ status: 'passed', verifyMode: 'sms', message: 'The rail account is verified' });
    expect((await accounts(tok.wang)).map((a) => a.status)).toEqual(['passed']);
    expect(await gate(DEMO.wangwu.id, id, [])).toEqual({ ok: true, accountName: DEMO_RAIL.smsAccount });
  });

  it('five wrong SMS codes fail the verification; a new code puts it back to awaiting', async () => {
    const li = await login(t.app, DEMO.lisi.phone);
    t.clock.advance(61_000); // the phone's SMS resend pause from the previous test
    const res = await bind(li, DEMO_RAIL.smsAccount, DEMO_RAIL_PASSWORD, 'en-US');
    const id = res.data.account.railAccountId;
    const sent = await call<RailSmsData>(t.app, `${P}/sendCheckAccountYzm`, { railAccountId: id }, { token: li });
    const wrong = sent.data.demoCode === '000000' ? '111111' : '000000';
    const attempt = () =>
      call<RailCheckResultData>(
        t.app,
        `${P}/getCheckResult`,
        { railAccountId: id, validateCodeId: sent.data.validateCodeId, code: wrong },
        { token: li, lang: 'en-US' },
      );
    for (let i = 0; i < 4; i += 1) expect((await attempt()).code).toBe(2);
    const locked = await attempt();
    expect(locked.data).toEqual({
      status: 'failed',
      verifyMode: 'sms',
      message: 'The rail account verification failed; please verify again',
    });
    expect(await gate(DEMO.lisi.id, id, [])).toMatchObject({ ok: false, reason: 'railVerify', verifyMode: 'sms' });
    t.clock.advance(61_000);
    const again = await call<RailSmsData>(t.app, `${P}/sendCheckAccountYzm`, { railAccountId: id }, { token: li });
    expect(again.code).toBe(1);
    const poll = await call<RailCheckResultData>(t.app, `${P}/getCheckResult`, { railAccountId: id }, { token: li });
    expect(poll.data.status).toBe('awaiting');
  });

  it('a face check stays awaiting until started, then the operator passes it by the next poll', async () => {
    const res = await bind(tok.wang, DEMO_RAIL.faceAccount, DEMO_RAIL_PASSWORD);
    expect(res.data.account).toMatchObject({ status: 'awaiting', verifyMode: 'face' });
    const id = res.data.account.railAccountId;
    expect(await gate(DEMO.wangwu.id, id, [])).toMatchObject({ ok: false, reason: 'railVerify', verifyMode: 'face' });
    const noSms = await call(t.app, `${P}/sendCheckAccountYzm`, { railAccountId: id }, { token: tok.wang });
    expect(noSms.code).toBe(2);

    const before = await call<RailCheckResultData>(
      t.app,
      `${P}/getCheckResult`,
      { railAccountId: id },
      { token: tok.wang },
    );
    expect(before.data.status).toBe('awaiting');
    const started = await call<RlSbData>(t.app, `${P}/rlSb`, { railAccountId: id }, { token: tok.wang });
    expect(started.data).toMatchObject({ status: 'awaiting', verifyMode: 'face' });
    expect(started.data.pollAfter).toBeGreaterThan(0);
    t.clock.advance(started.data.pollAfter * 1000);
    const after = await call<RailCheckResultData>(
      t.app,
      `${P}/getCheckResult`,
      { railAccountId: id },
      { token: tok.wang },
    );
    expect(after.data.status).toBe('passed');
  });

  it("another employee's account answers as not found everywhere", async () => {
    const [zhangs] = await accounts(tok.zhang);
    const id = zhangs.railAccountId;
    expect((await get(`${P}/trAccountDel`, { railAccountId: id }, tok.wang)).code).toBe(404);
    expect((await clkList(tok.wang, id)).code).toBe(404);
    expect((await call(t.app, `${P}/getCheckResult`, { railAccountId: id }, { token: tok.wang })).code).toBe(404);
    expect((await call(t.app, `${P}/rlSb`, { railAccountId: id }, { token: tok.wang })).code).toBe(404);
    const save = await saveClk(tok.wang, {
      railAccountId: id,
      psgName: 'X',
      idType: 'PASSPORT',
      idno: 'E1234567',
      psgType: 1,
    });
    expect(save.code).toBe(404);
    expect(await gate(DEMO.wangwu.id, id, [])).toMatchObject({ ok: false, reason: 'notFound' });
    expect(await accounts(tok.zhang)).toHaveLength(1);
  });
});

describe('rail frequent travellers and the booking gate', () => {
  let accountId = '';
  beforeAll(async () => {
    accountId = (await accounts(tok.zhang))[0].railAccountId;
  });

  it('lists the travellers with documents and phones masked', async () => {
    const me = await zhangIdCard();
    const list = await clkList(tok.zhang, accountId);
    expect(list.code).toBe(1);
    const row = list.list.find((p) => p.psgName === me.name);
    expect(row).toBeDefined();
    expect(row?.idno).toBe(`${me.idno.slice(0, 3)}${'*'.repeat(me.idno.length - 7)}${me.idno.slice(-4)}`);
    expect(row?.phoneNumber).toBe('138****0001');
    expect(JSON.stringify(list.list)).not.toContain(me.idno);
  });

  it('passes a listed passenger, refuses one not in the list with the SPEC §8 message', async () => {
    const me = await zhangIdCard();
    expect(await gate(DEMO.zhangsan.id, accountId, [{ psgName: me.name, idType: 'ID', idno: me.idno }])).toEqual({
      ok: true,
      accountName: DEMO_RAIL.account,
    });
    // Picked from the rail list with its id: a masked number is enough, another person's number is not.
    const row = (await clkList(tok.zhang, accountId)).list.find((p) => p.psgName === me.name);
    const masked = { psgName: me.name, idType: 'ID', idno: row?.idno ?? '', clkId: row?.clkId };
    expect(await gate(DEMO.zhangsan.id, accountId, [masked])).toMatchObject({ ok: true });
    const swapped = { ...masked, idno: demoIdNumber('110101', '1991-01-01', 3, 'M') };
    expect(await gate(DEMO.zhangsan.id, accountId, [swapped])).toMatchObject({ ok: false, reason: 'notInRailList' });
    const stranger = { psgName: 'Anna Test', idType: 'PASSPORT', idno: 'E99887766' };
    const res = await gate(DEMO.zhangsan.id, accountId, [{ psgName: me.name, idType: 'ID', idno: me.idno }, stranger]);
    expect(res).toEqual({
      ok: false,
      reason: 'notInRailList',
      message: 'Passenger Anna Test is not in the rail frequent-traveller list',
    });
  });

  it('adds a traveller (pending identity for a passport), updates on the same document, deletes it', async () => {
    const added = await saveClk(tok.zhang, {
      railAccountId: accountId,
      psgName: 'Anna Test',
      idType: 'PASSPORT',
      idno: 'e99887766',
      phoneNumber: '13900000077',
      psgType: 1,
    });
    expect(added.code).toBe(1);
    expect(added.data.identityStatus).toBe('pending');
    const again = await saveClk(tok.zhang, {
      railAccountId: accountId,
      psgName: 'Anna Test',
      idType: 'PASSPORT',
      idno: 'E99887766',
      psgType: 3,
    });
    expect(again.data.clkId).toBe(added.data.clkId);
    const list = (await clkList(tok.zhang, accountId)).list;
    const anna = list.filter((p) => p.psgName === 'Anna Test');
    expect(anna).toEqual([
      expect.objectContaining({ idno: 'E9*****66', phoneNumber: '139****0077', psgType: 3, identityStatus: 'pending' }),
    ]);
    expect(
      await gate(DEMO.zhangsan.id, accountId, [{ psgName: 'Anna Test', idType: 'PASSPORT', idno: 'E99887766' }]),
    ).toMatchObject({ ok: true });

    const badPhone = await saveClk(tok.zhang, {
      railAccountId: accountId,
      psgName: 'Bob',
      idType: 'PASSPORT',
      idno: 'E11223344',
      phoneNumber: '12345',
      psgType: 1,
    });
    expect(badPhone.code).toBe(2);

    const del = await call(
      t.app,
      `${P}/deleteClk`,
      { railAccountId: accountId, clkId: added.data.clkId },
      { token: tok.zhang },
    );
    expect(del.code).toBe(1);
    const after = (await clkList(tok.zhang, accountId)).list;
    expect(after.some((p) => p.psgName === 'Anna Test')).toBe(false);
    const twice = await call(
      t.app,
      `${P}/deleteClk`,
      { railAccountId: accountId, clkId: added.data.clkId },
      { token: tok.zhang },
    );
    expect(twice.code).toBe(404);
  });

  it('a passenger whose identity check failed is refused with the SPEC §8 message', async () => {
    const valid = demoIdNumber('110101', '1990-05-17', 7, 'M');
    const last = valid.slice(-1) === '1' ? '2' : '1';
    const forged = `${valid.slice(0, 17)}${last}`;
    const saved = await saveClk(tok.zhang, {
      railAccountId: accountId,
      psgName: '钱多多',
      idType: 'ID',
      idno: forged,
      psgType: 1,
    });
    expect(saved.data.identityStatus).toBe('failed');
    const res = await gate(DEMO.zhangsan.id, accountId, [{ psgName: '钱多多', idType: 'ID', idno: forged }]);
    expect(res).toEqual({
      ok: false,
      reason: 'identity',
      message: 'Your identity check failed, please verify your identity information first',
    });
    const local = await call<CheckLocalHytgryData>(
      t.app,
      `${P}/checkLocalHytgry`,
      { idType: 'ID', idno: forged },
      { token: tok.zhang },
    );
    expect(local.data).toEqual({ passed: false, status: 'failed' });
    const ryxx = await call<CheckRyxxData>(
      t.app,
      `${P}/checkRyxx`,
      { psgName: '钱多多', idType: 'ID', idno: forged },
      { token: tok.zhang, lang: 'zh-CN' },
    );
    expect(ryxx.data).toEqual({ status: 'failed', message: '您的身份核验未通过，请先核验身份信息' });

    const okRyxx = await call<CheckRyxxData>(
      t.app,
      `${P}/checkRyxx`,
      { psgName: '钱多多', idType: 'ID', idno: valid },
      { token: tok.zhang },
    );
    expect(okRyxx.data.status).toBe('passed');
    const unknown = await call<CheckLocalHytgryData>(
      t.app,
      `${P}/checkLocalHytgry`,
      { idType: 'ID', idno: valid },
      { token: tok.wang },
    );
    expect(unknown.data).toEqual({ passed: false, status: '' });
  });
});

describe('registration', () => {
  it('registers an operator account with an SMS code; it is bound and its holder is in the rail list', async () => {
    const idno = demoIdNumber('310101', '1988-02-03', 12, 'F');
    const weak = await call(
      t.app,
      `${P}/registerAccount`,
      {
        accountName: 'wangwu_rail',
        password: cipher('abc'),
        holderName: '王五',
        idType: 'ID',
        idno,
        phoneNumber: '13900000066',
      },
      { token: tok.wang },
    );
    expect(weak.code).toBe(2);
    const taken = await call(
      t.app,
      `${P}/registerAccount`,
      {
        accountName: DEMO_RAIL.account,
        password: cipher('Secret123'),
        holderName: '王五',
        idType: 'ID',
        idno,
        phoneNumber: '13900000066',
      },
      { token: tok.wang },
    );
    expect(taken.code).toBe(2);

    const reg = await call<RegisterAccountData>(
      t.app,
      `${P}/registerAccount`,
      {
        accountName: 'wangwu_rail',
        password: cipher('Secret123'),
        holderName: '王五',
        idType: 'ID',
        idno,
        phoneNumber: '13900000066',
      },
      { token: tok.wang },
    );
    expect(reg.code).toBe(1);
    const other = await call(
      t.app,
      `${P}/checkRegisterCode`,
      {
        registrationId: reg.data.registrationId,
        validateCodeId: reg.data.validateCodeId,
        code: reg.data.demoCode,
      },
      { token: tok.zhang },
    );
    expect(other.code).toBe(404);
    const done = await call<RailAccountData>(
      t.app,
      `${P}/checkRegisterCode`,
      {
        registrationId: reg.data.registrationId,
        validateCodeId: reg.data.validateCodeId,
        code: reg.data.demoCode,
      },
      { token: tok.wang },
    );
    expect(done.code).toBe(1);
    expect(done.data.account).toMatchObject({ accountName: 'wangwu_rail', status: 'passed', passengerCount: 1 });
    const stored = await t.app.obt.db
      .selectFrom('rail_operator_accounts')
      .select('password_hash')
      .where('account_name', '=', 'wangwu_rail')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('Secret123');

    // The new account binds with its password (from another employee too), and a wrong one fails.
    expect((await bind(tok.zhang, 'wangwu_rail', 'Secret124')).code).toBe(2);
    const bound = await bind(tok.zhang, 'wangwu_rail', 'Secret123');
    expect(bound.data.account.status).toBe('passed');
    const del = await get(`${P}/trAccountDel`, { railAccountId: bound.data.account.railAccountId }, tok.zhang);
    expect(del.code).toBe(1);
    expect((await accounts(tok.zhang)).map((a) => a.accountName)).toEqual([DEMO_RAIL.account]);
  });
});

describe('stations and orders', () => {
  it("finds stations by name, pinyin or code, and a city's stations", async () => {
    const byName = await call<unknown, StationItem>(
      t.app,
      `${P}/queryStation`,
      { keyword: '北京' },
      { token: tok.zhang },
    );
    expect(byName.list.length).toBeGreaterThan(0);
    expect(byName.list.length).toBeLessThanOrEqual(10);
    expect(byName.list.every((s) => s.cityName === '北京' || s.name.includes('北京'))).toBe(true);
    const city = await call<unknown, StationItem>(
      t.app,
      `${P}/getCityDataByName`,
      { cityName: '北京' },
      { token: tok.zhang, lang: 'en-US' },
    );
    expect(city.list.length).toBeGreaterThan(0);
    expect(new Set(city.list.map((s) => s.cityCode)).size).toBe(1);
    expect(city.list.map((s) => s.code).sort()).toEqual(
      byName.list
        .filter((s) => s.cityName === '北京')
        .map((s) => s.code)
        .sort(),
    );
  });

  it('no unfinished train orders and no recent rail passengers on a fresh database', async () => {
    const res = await get<unknown, unknown>(`${P}/queryWcxTrOrder`, {}, tok.zhang);
    expect(res).toMatchObject({ code: 1, list: [] });
    const cxr = await call(t.app, `${P}/findCxrList`, {}, { token: tok.zhang });
    expect(cxr).toMatchObject({ code: 1, list: [] });
  });

  it("lists the caller's own unfinished train orders and recent rail passengers, masked", async () => {
    const db = t.app.obt.db;
    const base = t.clock.ms;
    const day = (n: number) => new Date(base + n * 86_400_000).toISOString().slice(0, 10);
    const annaId = 'E12345678';
    const bobId = demoIdNumber('110101', '1985-03-04', 21, 'M');
    const order = async (
      id: string,
      empId: string,
      status: string,
      travelDate: string,
      people: [string, string, string][],
      at: number,
    ) => {
      await db
        .insertInto('orders')
        .values({
          id,
          corp_id: DEMO.corpId,
          emp_id: empId,
          dept_id: DEMO.rdDept,
          order_no: `TR${id}`,
          order_type: 11009,
          product_type: 10904,
          order_status: status,
          total_fen: 55350,
          title: 'G1 北京南-上海虹桥',
          travel_date: travelDate,
          transfer_flag: 0,
          is_show_guarantee: 0,
          ccsqd_id: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      let seq = 0;
      for (const [name, idType, idno] of people) {
        seq += 1;
        await db
          .insertInto('order_travellers')
          .values({
            id: `${id}-${seq}`,
            order_id: id,
            corp_id: DEMO.corpId,
            emp_id: null,
            dept_id: null,
            name,
            seq,
            id_type: idType,
            idno,
            phone: '13900000001',
            psg_type: 1,
          })
          .execute();
      }
    };
    await order(
      't-open',
      DEMO.zhangsan.id,
      'awaitingPayment',
      day(8),
      [
        ['Anna', 'PASSPORT', annaId],
        ['Bob', 'ID', bobId],
      ],
      base,
    );
    await order('t-done', DEMO.zhangsan.id, 'issued', day(3), [['Bob', 'ID', bobId]], base + 1000);
    await order('t-wang', DEMO.wangwu.id, 'awaitingPayment', day(9), [['Carl', 'PASSPORT', 'E99999999']], base + 2000);

    const open = await get<unknown, { orderId: string; amount: number }>(`${P}/queryWcxTrOrder`, {}, tok.zhang);
    expect(open.list).toEqual([
      expect.objectContaining({ orderId: 't-open', orderStatus: 'awaitingPayment', amount: 553.5 }),
    ]);

    const frequent = await call<unknown, { psgName: string; idno: string; trips: number; lastTravelDate: string }>(
      t.app,
      `${P}/findCxrList`,
      {},
      { token: tok.zhang },
    );
    expect(frequent.list.map((p) => [p.psgName, p.trips, p.lastTravelDate])).toEqual([
      ['Bob', 2, day(8)],
      ['Anna', 1, day(8)],
    ]);
    expect(JSON.stringify(frequent.list)).not.toContain(bobId);
    expect(frequent.list[1].idno).toBe('E1*****78');
    const newest = await call<unknown, { psgName: string }>(
      t.app,
      `${P}/getNewest`,
      { count: 1 },
      { token: tok.zhang },
    );
    expect(newest.list.map((p) => p.psgName)).toEqual(['Bob']);
  });
});
