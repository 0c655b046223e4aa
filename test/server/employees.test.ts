/**
 * People administration: the employees a caller may manage (empFindList kind 'manage'), the record (detail, create,
 * update) with its edit rights — administrator: the whole company, booker: their booking range, anyone else:
 * themselves and only the personal fields —, departure (sessions end at once: code 100), departments, masking,
 * and the user-centre order lists (demand orders, train berth orders, trip cars).
 */
import type {
  EmpDetail,
  EmpManageItem,
  DeptNode,
  NeedOrderItem,
  UserOrderItem,
} from '../../src/api/contract/peopleAdmin';
import { checkIdCard } from '../../src/domain/idCard';
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { insertOrder } from './helpers/fixtures';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok = { zhang: '', li: '', wang: '', sun: '', feng: '', qian: '' };

type Page = { total: number; pageNum: number; count: number };

const manage = (token: string, body: object = {}) =>
  call<Page, EmpManageItem>(t.app, '/obt/empFindList', { kind: 'manage', ...body }, { token });
const detail = (token: string, empId: string, lang?: string) =>
  call<EmpDetail>(t.app, '/obt/vipEmpFindDetail', { empId }, { token, lang });
const edit = (token: string, body: object, lang?: string) =>
  call<{ empId: string }>(t.app, '/obt/vipEmpEditDetail', body, { token, lang });
const save = (token: string, body: object, lang?: string) =>
  call<{ empId: string }>(t.app, '/obt/vipEmpSaveDetail', body, { token, lang });

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.li = await login(t.app, DEMO.lisi.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
  tok.sun = await login(t.app, DEMO.sunba.phone);
  tok.feng = await login(t.app, DEMO.fengli.phone);
  tok.qian = await login(t.app, DEMO.qianqi.phone);
});

afterAll(async () => {
  await t.close();
});

describe('empFindList kind manage', () => {
  it('an administrator sees the whole company (not another one), themselves first, paging 20', async () => {
    const res = await manage(tok.wang);
    expect(res.code).toBe(1);
    expect(res.data).toEqual({ total: 9, pageNum: 1, count: 20 });
    expect(res.list[0].empId).toBe(DEMO.wangwu.id);
    expect(res.list.some((e) => e.empId === DEMO.fengli.id || e.empId === DEMO.zhaoliu2.id)).toBe(false);
    expect(res.list.find((e) => e.empId === DEMO.lisi.id)).toMatchObject({
      empNo: 'E0002',
      deptId: DEMO.rdDept,
      isValid: 1,
      isAdmin: 0,
      ifBooker: 1,
      ifApprover: 1,
      bookRange: 2,
      clkFlag: 2,
    });
  });

  it('a department booker sees their department without administrators; a plain employee only themselves', async () => {
    const li = await manage(tok.li);
    expect(li.list.map((e) => e.empId)).toEqual([DEMO.lisi.id, DEMO.zhangsan.id, DEMO.qianqi.id]);
    const zhang = await manage(tok.zhang);
    expect(zhang.list.map((e) => e.empId)).toEqual([DEMO.zhangsan.id]);
  });

  it('filters by keyword, department and active/departed', async () => {
    expect((await manage(tok.wang, { keyword: 'zhou' })).list.map((e) => e.name)).toEqual(['周九']);
    expect((await manage(tok.wang, { keyword: 'E0006' })).list.map((e) => e.empId)).toEqual([DEMO.sunba.id]);
    const market = await manage(tok.wang, { deptId: DEMO.marketDept });
    expect(market.list.map((e) => e.empId).sort()).toEqual([DEMO.zhaoliu.id, DEMO.sunba.id].sort());
    expect((await manage(tok.wang, { deptId: 'nope' })).data.total).toBe(0);
    expect((await manage(tok.wang, { isValid: 0 })).data.total).toBe(0);
    // The phone is no search key: it would unmask it digit by digit.
    expect((await manage(tok.wang, { keyword: DEMO.qianqi.phone })).data.total).toBe(0);
  });

  it('masks phones and documents in the list', async () => {
    const res = await manage(tok.wang);
    const body = JSON.stringify(res);
    expect(body).not.toMatch(/1[3-9]\d{9}/);
    expect(body).not.toMatch(/\d{17}[\dX]/);
    expect(body).not.toContain('E12345678');
    const zhang = res.list.find((e) => e.empId === DEMO.zhangsan.id) as EmpManageItem;
    expect(zhang.phoneNumber).toBe('138****0001');
    expect(zhang.documents.map((d) => d.masked)).toEqual([expect.stringMatching(/^110\*+/), 'E1*****78']);
  });

  it('keeps the traveller picker modes as they were', async () => {
    const res = await call<Page, EmpManageItem>(t.app, '/obt/empFindList', {}, { token: tok.li });
    expect(res.list.map((e) => e.empId)).toEqual([DEMO.lisi.id, DEMO.zhangsan.id, DEMO.qianqi.id]);
    expect(res.list[0]).not.toHaveProperty('isValid');
    expect(res.list[0]).not.toHaveProperty('empNo');
  });
});

describe('vipEmpFindDetail', () => {
  it('answers the whole record masked, with what I may do', async () => {
    const res = await detail(tok.wang, DEMO.zhangsan.id);
    expect(res.code).toBe(1);
    expect(res.data).toMatchObject({
      empId: DEMO.zhangsan.id,
      empName: '张三',
      empNo: 'E0001',
      deptId: DEMO.rdDept,
      deptName: '研发部',
      phoneNumber: '138****0001',
      passport: 'E1*****78',
      passportPeriod: '2032-05-20',
      placeOfIssue: '中国',
      born: '1990-03-15',
      sex: 'M',
      roleIds: [],
      empRank: 'L1',
      empRankName: '员工',
      bookRange: 1,
      approvalMode: 1,
      loginVip: 1,
      isValid: 1,
      canEdit: 1,
      canManage: 1,
      canDelete: 1,
    });
    expect(res.data.idNumber).toMatch(/^110\*{11}\d{3}[\dX]$/);
    expect(JSON.stringify(res.data)).not.toMatch(/1[3-9]\d{9}|\d{17}[\dX]/);
    expect((await detail(tok.wang, DEMO.wangwu.id)).data).toMatchObject({ roleIds: ['admin'], isAdmin: 1 });
    expect((await detail(tok.wang, DEMO.zhangsan.id, 'en-US')).data.deptName).toBe('R&D');
  });

  it('answers as not found outside my reach', async () => {
    expect((await detail(tok.zhang, DEMO.lisi.id)).code).toBe(404);
    expect((await detail(tok.li, DEMO.sunba.id)).code).toBe(404);
    // A department booker never reaches an administrator.
    expect((await detail(tok.sun, DEMO.wangwu.id)).code).toBe(404);
    expect((await detail(tok.wang, DEMO.fengli.id)).code).toBe(404);
    expect((await detail(tok.wang, 'nope')).code).toBe(404);
    const self = await detail(tok.zhang, DEMO.zhangsan.id);
    expect(self.data).toMatchObject({ canEdit: 1, canManage: 0, canDelete: 0 });
  });
});

describe('vipEmpEditDetail rights', () => {
  it('a booker for the department edits a department employee and not one outside', async () => {
    const ok = await edit(tok.li, { empId: DEMO.qianqi.id, email: 'qq@demo.example.com', ifApprover: 1 });
    expect(ok.code).toBe(1);
    expect((await detail(tok.wang, DEMO.qianqi.id)).data).toMatchObject({
      email: 'qq@demo.example.com',
      ifApprover: 1,
    });
    const outside = await edit(tok.li, { empId: DEMO.sunba.id, email: 'x@demo.example.com' });
    expect(outside.code).toBe(404);
    expect((await edit(tok.li, { empId: DEMO.wangwu.id, email: 'x@demo.example.com' })).code).toBe(404);
  });

  it('a booker cannot widen a range, give roles or move someone out of their department', async () => {
    expect((await edit(tok.li, { empId: DEMO.qianqi.id, bookRange: 3 })).tips).toMatch(/预订范围/);
    expect((await edit(tok.li, { empId: DEMO.qianqi.id, roleIds: ['finance'] })).code).toBe(2);
    const move = await edit(tok.li, { empId: DEMO.qianqi.id, deptId: DEMO.marketDept }, 'en-US');
    expect(move.code).toBe(2);
    expect(move.tips).toContain('deptId');
    expect((await edit(tok.li, { empId: DEMO.qianqi.id, bookRange: 2 })).code).toBe(1);
    // The mobile number signs the employee in: a booker may not change someone else's (account takeover).
    expect((await edit(tok.li, { empId: DEMO.qianqi.id, phoneNumber: '13900000123' })).code).toBe(2);
    await edit(tok.wang, { empId: DEMO.qianqi.id, bookRange: 1, ifApprover: 0 });
  });

  it('a plain employee edits only themselves and only the personal fields', async () => {
    expect((await edit(tok.zhang, { empId: DEMO.qianqi.id, email: 'x@demo.example.com' })).code).toBe(404);
    const own = await edit(tok.zhang, { empId: DEMO.zhangsan.id, email: 'zs@demo.example.com', nation: 'cn' });
    expect(own.code).toBe(1);
    expect((await detail(tok.zhang, DEMO.zhangsan.id)).data).toMatchObject({
      email: 'zs@demo.example.com',
      nation: 'CN',
    });
    const flag = await edit(tok.zhang, { empId: DEMO.zhangsan.id, ifBooker: 1 }, 'en-US');
    expect(flag.code).toBe(2);
    expect(flag.tips).toContain('ifBooker');
    expect((await edit(tok.zhang, { empId: DEMO.zhangsan.id, bookRange: 3 })).code).toBe(2);
    // A booker's own record is personal too: no widening of their own rights.
    expect((await edit(tok.li, { empId: DEMO.lisi.id, bookRange: 3 })).code).toBe(2);
  });

  it('sending the whole record back (masked values included) changes only what differs', async () => {
    const before = (await detail(tok.zhang, DEMO.zhangsan.id)).data;
    const { empId, ...fields } = before;
    const record = Object.fromEntries(
      Object.entries(fields).filter(
        ([k]) =>
          ![
            'deptName',
            'empRankName',
            'isAdmin',
            'documents',
            'canEdit',
            'canManage',
            'canDelete',
            'createdAt',
            'updatedAt',
          ].includes(k),
      ),
    );
    const res = await edit(tok.zhang, { ...record, empId, engName: 'ZHANG/SAN' });
    expect(res.code).toBe(1);
    const after = (await detail(tok.zhang, DEMO.zhangsan.id)).data;
    expect(after.engName).toBe('ZHANG/SAN');
    expect(after.idNumber).toBe(before.idNumber);
    expect(after.passport).toBe('E1*****78');
    const doc = await t.app.obt.db
      .selectFrom('employee_documents')
      .select('id_no')
      .where('emp_id', '=', DEMO.zhangsan.id)
      .where('id_type', '=', 'ID')
      .executeTakeFirstOrThrow();
    expect(checkIdCard(doc.id_no)).toBeNull();
  });

  it('checks documents: ID checksum, passport ≤ 9 with its validity', async () => {
    expect((await edit(tok.zhang, { empId: DEMO.zhangsan.id, idNumber: '110105199003151234' })).tips).toMatch(/身份证/);
    expect((await edit(tok.zhang, { empId: DEMO.zhangsan.id, passport: 'E123456789' })).tips).toMatch(/9/);
    const newPassport = await edit(tok.zhang, { empId: DEMO.zhangsan.id, passport: 'g7654321' });
    expect(newPassport.code).toBe(1);
    expect((await detail(tok.zhang, DEMO.zhangsan.id)).data.passport).toBe('G7****21');
    expect(
      (await edit(tok.zhang, { empId: DEMO.zhangsan.id, passport: '', passportPeriod: '', placeOfIssue: '' })).code,
    ).toBe(1);
    const gone = await detail(tok.zhang, DEMO.zhangsan.id);
    expect(gone.data.passport).toBe('');
    expect(gone.data.documents.map((d) => d.idType)).toEqual(['ID']);
    const needsPeriod = await edit(tok.zhang, { empId: DEMO.zhangsan.id, passport: 'E12345678' }, 'en-US');
    expect(needsPeriod.tips).toContain('passportPeriod');
    const other = await edit(tok.zhang, {
      empId: DEMO.zhangsan.id,
      otherIdType: 'HK_MACAU_PASS',
      otherNumber: 'C12345678',
      otherPeriod: '2030-01-01',
    });
    expect(other.code).toBe(1);
    expect((await detail(tok.zhang, DEMO.zhangsan.id)).data).toMatchObject({
      otherIdType: 'HK_MACAU_PASS',
      otherNumber: 'C1*****78',
    });
  });

  it('an administrator edits anyone of the company and nobody of DEMO2', async () => {
    expect((await edit(tok.wang, { empId: DEMO.sunba.id, empRank: 'L3', approvalMode: 2 })).code).toBe(1);
    expect((await detail(tok.wang, DEMO.sunba.id)).data).toMatchObject({ empRank: 'L3', approvalMode: 2 });
    expect((await edit(tok.wang, { empId: DEMO.sunba.id, empRank: 'L9' })).code).toBe(2);
    expect((await edit(tok.wang, { empId: DEMO.fengli.id, email: 'x@demo.example.com' })).code).toBe(404);
    expect((await edit(tok.wang, { empId: DEMO.zhaoliu2.id, email: 'x@demo.example.com' })).code).toBe(404);
    expect((await edit(tok.feng, { empId: DEMO.zhangsan.id, email: 'x@demo.example.com' })).code).toBe(404);
    // Phones are unique among the active employees of the company.
    expect((await edit(tok.wang, { empId: DEMO.sunba.id, phoneNumber: DEMO.lisi.phone })).tips).toMatch(/手机号/);
    // No administrator locks themselves out.
    expect((await edit(tok.wang, { empId: DEMO.wangwu.id, roleIds: [] })).code).toBe(2);
    expect((await edit(tok.wang, { empId: DEMO.sunba.id, roleIds: ['finance'] })).code).toBe(1);
    expect((await detail(tok.wang, DEMO.sunba.id)).data.roleIds).toEqual(['finance']);
  });
});

describe('vipEmpSaveDetail', () => {
  it('creates an employee in a department I manage, with documents checked', async () => {
    const id = demoIdNumber('110105', '1996-04-01', 77, 'F');
    const res = await save(tok.li, {
      empName: '林一',
      deptId: DEMO.rdDept,
      phoneNumber: '13800000031',
      idNumber: id,
      email: 'linyi@demo.example.com',
    });
    expect(res.code).toBe(1);
    const d = (await detail(tok.li, res.data.empId)).data;
    expect(d).toMatchObject({
      empName: '林一',
      deptId: DEMO.rdDept,
      phoneNumber: '138****0031',
      born: '1996-04-01',
      sex: 'F',
      bookRange: 1,
      isValid: 1,
      loginVip: 1,
    });
    expect(d.empNo).toMatch(/^N\d{8}$/);
    // The picker of the department booker offers the new employee.
    const picker = await call<Page, EmpManageItem>(t.app, '/obt/empFindList', { keyword: '林一' }, { token: tok.li });
    expect(picker.list.map((e) => e.empId)).toEqual([res.data.empId]);
  });

  it('refuses a taken phone, a bad ID, another department for a department booker, and plain employees', async () => {
    expect((await save(tok.wang, { empName: '林二', deptId: DEMO.rdDept, phoneNumber: DEMO.lisi.phone })).tips).toMatch(
      /手机号/,
    );
    expect(
      (
        await save(tok.wang, {
          empName: '林二',
          deptId: DEMO.rdDept,
          phoneNumber: '13800000032',
          idNumber: '110105199604011234',
        })
      ).code,
    ).toBe(2);
    expect((await save(tok.wang, { empName: '林二', deptId: DEMO.rdDept, phoneNumber: '1380000003' })).code).toBe(2);
    expect(
      (await save(tok.wang, { empName: '林二', deptId: DEMO.rdDept, phoneNumber: '13800000032', empNo: 'E0001' })).tips,
    ).toMatch(/编号/);
    expect((await save(tok.li, { empName: '林二', deptId: DEMO.marketDept, phoneNumber: '13800000032' })).code).toBe(
      404,
    );
    expect((await save(tok.zhang, { empName: '林二', deptId: DEMO.rdDept, phoneNumber: '13800000032' })).code).toBe(
      404,
    );
    expect((await save(tok.wang, { empName: '林二', deptId: '29999', phoneNumber: '13800000032' })).code).toBe(2);
    expect(
      (
        await save(tok.wang, {
          empName: '林二',
          deptId: DEMO.rdDept,
          phoneNumber: '13800000032',
          passport: 'E1234567890',
        })
      ).code,
    ).toBe(2);
  });
});

describe('vipEmpDel (departure)', () => {
  it("ends the departed employee's sessions at once: their token answers 100", async () => {
    const qianToken = tok.qian;
    expect((await call(t.app, '/obt/getLoginUserInfo', {}, { token: qianToken })).code).toBe(1);
    expect((await call(t.app, '/obt/vipEmpDel', { empId: DEMO.sunba.id }, { token: tok.li })).code).toBe(404);
    const res = await call<{ empId: string }>(t.app, '/obt/vipEmpDel', { empId: DEMO.qianqi.id }, { token: tok.li });
    expect(res).toMatchObject({ code: 1, data: { empId: DEMO.qianqi.id } });
    const after = await call(t.app, '/obt/getLoginUserInfo', {}, { token: qianToken });
    expect(after.code).toBe(100);
    const rows = await t.app.obt.db
      .selectFrom('sessions')
      .select('status')
      .where('emp_id', '=', DEMO.qianqi.id)
      .execute();
    expect(rows.every((r) => r.status !== 'active')).toBe(true);
    // Departed: out of the picker, in the departed list, and no new login.
    const picker = await call<Page, EmpManageItem>(t.app, '/obt/empFindList', {}, { token: tok.li });
    expect(picker.list.some((e) => e.empId === DEMO.qianqi.id)).toBe(false);
    const departed = await manage(tok.li, { isValid: 0 });
    expect(departed.list.map((e) => e.empId)).toEqual([DEMO.qianqi.id]);
    await expect(login(t.app, DEMO.qianqi.phone)).rejects.toThrow();
  });

  it('refuses my own departure and reactivates through an edit', async () => {
    expect((await call(t.app, '/obt/vipEmpDel', { empId: DEMO.wangwu.id }, { token: tok.wang })).code).toBe(2);
    expect((await edit(tok.li, { empId: DEMO.qianqi.id, isValid: 1 })).code).toBe(1);
    tok.qian = await login(t.app, DEMO.qianqi.phone);
    expect((await call(t.app, '/obt/getLoginUserInfo', {}, { token: tok.qian })).code).toBe(1);
  });

  it('marking someone departed through an edit ends their sessions too', async () => {
    expect((await edit(tok.li, { empId: DEMO.qianqi.id, isValid: 0 })).code).toBe(1);
    expect((await call(t.app, '/obt/getLoginUserInfo', {}, { token: tok.qian })).code).toBe(100);
    await edit(tok.li, { empId: DEMO.qianqi.id, isValid: 1 });
  });
});

describe('vipDeptFindList', () => {
  it('answers the tree flattened depth-first, with paths and active counts', async () => {
    const db = t.app.obt.db;
    await db
      .insertInto('departments')
      .values({
        id: '20005',
        corp_id: DEMO.corpId,
        parent_id: DEMO.rdDept,
        name: '前端组',
        en_name: 'Front end',
        sort: 1,
        created_at: 0,
      })
      .execute();
    const res = await call<Page, DeptNode>(t.app, '/obt/vipDeptFindList', {}, { token: tok.zhang });
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(5);
    const ids = res.list.map((d) => d.deptId);
    expect(ids.indexOf('20005')).toBe(ids.indexOf(DEMO.rdDept) + 1);
    expect(res.list.find((d) => d.deptId === '20005')).toMatchObject({
      parentId: DEMO.rdDept,
      level: 1,
      path: '研发部 / 前端组',
      empCount: 0,
    });
    expect(res.list.find((d) => d.deptId === DEMO.rdDept)?.empCount).toBeGreaterThanOrEqual(3);
    expect(res.list.some((d) => d.deptId === '20101')).toBe(false);
    const en = await call<Page, DeptNode>(
      t.app,
      '/obt/vipDeptFindList',
      { keyword: 'front' },
      { token: tok.zhang, lang: 'en-US' },
    );
    expect(en.list.map((d) => d.path)).toEqual(['R&D / Front end']);
    // The department filter of the list takes sub-departments along.
    await db.updateTable('employees').set({ dept_id: '20005' }).where('id', '=', DEMO.qianqi.id).execute();
    expect((await manage(tok.wang, { deptId: DEMO.rdDept })).list.some((e) => e.empId === DEMO.qianqi.id)).toBe(true);
    await db.updateTable('employees').set({ dept_id: DEMO.rdDept }).where('id', '=', DEMO.qianqi.id).execute();
  });
});

describe('user-centre order lists', () => {
  it('needOrder/list answers my own demand orders, newest first', async () => {
    const db = t.app.obt.db;
    const need = (id: string, empId: string, createdAt: number) => ({
      id,
      corp_id: DEMO.corpId,
      emp_id: empId,
      dept_id: DEMO.rdDept,
      need_no: `XQ${id}`,
      status: 'pending',
      adult_num: 2,
      child_num: 1,
      baby_num: 0,
      cabin: 'Y',
      expect_budget_fen: 80000,
      expect_deadline: '2026-03-10 18:00',
      deadline_at: 0,
      voyage_type: 1,
      only_direct: 0,
      linkman: '张三',
      link_tel: DEMO.zhangsan.phone,
      remark: '',
      ranges_json: JSON.stringify([{ depCity: 'BJS', arrCity: 'SHA', depDate: '2026-03-12' }]),
      created_at: createdAt,
      updated_at: createdAt,
    });
    await db
      .insertInto('flight_needs')
      .values([
        need('n1', DEMO.zhangsan.id, t.clock.ms),
        need('n2', DEMO.zhangsan.id, t.clock.ms + 1),
        need('n3', DEMO.lisi.id, t.clock.ms),
      ])
      .execute();
    const res = await call<Page, NeedOrderItem>(t.app, '/obt/needOrder/list', {}, { token: tok.zhang });
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(2);
    expect(res.list.map((n) => n.needId)).toEqual(['n2', 'n1']);
    expect(res.list[0]).toMatchObject({
      cplx: '10901',
      title: 'BJS-SHA 2026-03-12',
      personCount: 3,
      expectBudget: 800,
      status: 'pending',
    });
    expect(JSON.stringify(res)).not.toContain(DEMO.zhangsan.phone);
    expect((await call<Page>(t.app, '/obt/needOrder/list', { cplx: '10903' }, { token: tok.zhang })).data.total).toBe(
      0,
    );
    expect(
      (await call<Page>(t.app, '/obt/needOrder/list', { status: 'cancelled' }, { token: tok.zhang })).data.total,
    ).toBe(0);
  });

  it('trBenchList reads its order type within the order scope', async () => {
    expect((await call<Page>(t.app, '/obt/trBenchList', {}, { token: tok.zhang })).data.total).toBe(0);
    const at = t.clock.ms;
    const bench = await insertOrder(t.app, {
      corpId: DEMO.corpId,
      empId: DEMO.zhangsan.id,
      deptId: DEMO.rdDept,
      createdAt: at,
      orderType: 20031,
      status: 'waiting',
      travellers: [{ empId: DEMO.zhangsan.id, deptId: DEMO.rdDept, name: '张三' }],
    });
    const benches = await call<Page, UserOrderItem>(t.app, '/obt/trBenchList', {}, { token: tok.zhang });
    expect(benches.list.map((o) => o.orderId)).toEqual([bench]);
    expect(benches.list[0]).toMatchObject({ orderType: 20031, travellerNames: ['张三'], amount: 1234.56 });
    // Only mine by default; the department booker sees them with findScope 2, a marketing booker never.
    expect((await call<Page>(t.app, '/obt/trBenchList', {}, { token: tok.li })).data.total).toBe(0);
    expect((await call<Page>(t.app, '/obt/trBenchList', { findScope: 2 }, { token: tok.li })).data.total).toBe(1);
    expect((await call<Page>(t.app, '/obt/trBenchList', { findScope: 3 }, { token: tok.sun })).data.total).toBe(0);
  });
});
