/**
 * Traveller picker people: employees within the booking scope (only myself / department / company), frequent
 * travellers, masking, document refs resolved by documentByRef only within scope, addresses.
 */
import type { Address, TravellerCandidate } from '../../src/api/contract/booking';
import { checkIdCard } from '../../src/domain/idCard';
import { documentByRef, employeeInBookingScope } from '../../server/src/modules/people/repository';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok: Record<'zhang' | 'li' | 'wang' | 'feng' | 'qian', string> = {
  zhang: '',
  li: '',
  wang: '',
  feng: '',
  qian: '',
};

type Page = { total: number; pageNum: number; count: number };
const find = (token: string, body: object = {}) =>
  call<Page, TravellerCandidate>(t.app, '/obt/empFindList', body, { token });

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.li = await login(t.app, DEMO.lisi.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
  tok.feng = await login(t.app, DEMO.fengli.phone);
  tok.qian = await login(t.app, DEMO.qianqi.phone);
});

afterAll(async () => {
  await t.close();
});

describe('empFindList booking scope', () => {
  it('an employee (only myself) sees only themselves', async () => {
    const res = await find(tok.zhang);
    expect(res.code).toBe(1);
    expect(res.list.map((p) => p.empId)).toEqual([DEMO.zhangsan.id]);
    expect(res.data.total).toBe(1);
  });

  it('a department booker sees their department, themselves first', async () => {
    const res = await find(tok.li);
    expect(res.list.map((p) => p.empId)).toEqual([DEMO.lisi.id, DEMO.zhangsan.id, DEMO.qianqi.id]);
    expect(res.list.every((p) => p.clkFlag === 2 && p.deptName === '研发部')).toBe(true);
  });

  it('a whole-company booker sees every active employee of the company and none of another', async () => {
    const res = await find(tok.wang, { count: 50 });
    expect(res.data.total).toBe(9);
    expect(res.list[0].empId).toBe(DEMO.wangwu.id);
    expect(res.list.some((p) => p.empId === DEMO.zhaoliu2.id || p.empId === DEMO.fengli.id)).toBe(false);
    const other = await find(tok.feng, { count: 50 });
    expect(other.list.map((p) => p.empId).sort()).toEqual([DEMO.zhaoliu2.id, DEMO.fengli.id]);
  });

  it('leaves departed employees out', async () => {
    await t.app.obt.db.updateTable('employees').set({ is_valid: 0 }).where('id', '=', '40008').execute();
    const res = await find(tok.wang, { count: 50 });
    expect(res.data.total).toBe(8);
    await t.app.obt.db.updateTable('employees').set({ is_valid: 1 }).where('id', '=', '40008').execute();
  });

  it('pages and filters by keyword (name, English name, employee number)', async () => {
    const p2 = await find(tok.wang, { pageNum: 2, count: 4 });
    expect(p2.data).toEqual({ total: 9, pageNum: 2, count: 4 });
    expect(p2.list).toHaveLength(4);
    const p1 = await find(tok.wang, { pageNum: 1, count: 4 });
    expect(p1.list.some((a) => p2.list.some((b) => b.empId === a.empId))).toBe(false);
    expect((await find(tok.wang, { keyword: '钱' })).list.map((p) => p.empId)).toEqual([DEMO.qianqi.id]);
    expect((await find(tok.wang, { keyword: 'zhou' })).list.map((p) => p.name)).toEqual(['周九']);
    expect((await find(tok.wang, { keyword: 'E0006' })).list.map((p) => p.empId)).toEqual([DEMO.sunba.id]);
    // Out of scope stays out of scope whatever the keyword.
    expect((await find(tok.li, { keyword: '王五' })).data.total).toBe(0);
  });
});

describe('masking and documents', () => {
  it('masks phones and document numbers and carries refs, birth date and SURNAME/GIVEN', async () => {
    const [me] = (await find(tok.zhang)).list;
    expect(me).toMatchObject({
      name: '张三',
      enName: 'ZHANG/SAN',
      phoneNumber: '138****0001',
      sex: 'M',
      born: '1990-03-15',
      empRank: 'L1',
      email: 'zhangsan@demo.example.com',
      contactsId: '',
    });
    expect(me.documents.map((d) => d.idType)).toEqual(['ID', 'PASSPORT']);
    const [id, passport] = me.documents;
    expect(id.masked).toMatch(/^110\*{11}\d{3}[\dX]$/);
    expect(passport).toMatchObject({ masked: 'E1*****78', expiry: '2032-05-20' });
    expect(id.ref).not.toBe('');
    const body = JSON.stringify(await find(tok.wang, { count: 50 }));
    expect(body).not.toMatch(/1[3-9]\d{9}/);
    expect(body).not.toMatch(/\d{17}[\dX]/);
  });

  it('seeds valid Chinese ID numbers for every employee', async () => {
    const rows = await t.app.obt.db
      .selectFrom('employee_documents')
      .select('id_no')
      .where('id_type', '=', 'ID')
      .execute();
    expect(rows.length).toBe(11);
    for (const r of rows) expect(checkIdCard(r.id_no)).toBeNull();
  });
});

describe('documentByRef (bookV3)', () => {
  const db = () => t.app.obt.db;

  it('resolves my own document in full', async () => {
    const [me] = (await find(tok.zhang)).list;
    const doc = await documentByRef(db(), DEMO.corpId, DEMO.zhangsan.id, me.documents[0].ref);
    expect(doc).toMatchObject({ idType: 'ID', name: '张三', owner: { kind: 'employee', empId: DEMO.zhangsan.id } });
    expect(checkIdCard(doc?.idno)).toBeNull();
  });

  it('resolves within the booking scope only', async () => {
    const [me] = (await find(tok.zhang)).list;
    const ref = me.documents[0].ref;
    // 李四 books for his department, 王五 for the company, 孙八 (marketing) and 钱七 (only herself) may not.
    expect(await documentByRef(db(), DEMO.corpId, DEMO.lisi.id, ref)).not.toBeNull();
    expect(await documentByRef(db(), DEMO.corpId, DEMO.wangwu.id, ref)).not.toBeNull();
    expect(await documentByRef(db(), DEMO.corpId, DEMO.sunba.id, ref)).toBeNull();
    expect(await documentByRef(db(), DEMO.corpId, DEMO.qianqi.id, ref)).toBeNull();
    // Another company never, even for its whole-company booker.
    expect(await documentByRef(db(), DEMO.corp2Id, DEMO.fengli.id, ref)).toBeNull();
    expect(await documentByRef(db(), DEMO.corpId, DEMO.zhangsan.id, 'Xnope')).toBeNull();
    expect(await documentByRef(db(), DEMO.corpId, DEMO.zhangsan.id, 'E')).toBeNull();
  });

  it('resolves a frequent traveller document for its owner only', async () => {
    const contacts = await call<Page, TravellerCandidate>(t.app, '/obt/vipEmpContactsPage', {}, { token: tok.zhang });
    const li = contacts.list.find((c) => c.name === '李娜') as TravellerCandidate;
    const doc = await documentByRef(db(), DEMO.corpId, DEMO.zhangsan.id, li.documents[1].ref);
    expect(doc).toMatchObject({
      idType: 'PASSPORT',
      idno: 'E45678901',
      owner: { kind: 'contact', contactsId: li.contactsId },
    });
    expect(await documentByRef(db(), DEMO.corpId, DEMO.wangwu.id, li.documents[1].ref)).toBeNull();
  });

  it('tells whether an employee is within a booker scope', async () => {
    expect(await employeeInBookingScope(db(), DEMO.corpId, DEMO.lisi.id, DEMO.qianqi.id)).toBe(true);
    expect(await employeeInBookingScope(db(), DEMO.corpId, DEMO.lisi.id, DEMO.wangwu.id)).toBe(false);
    expect(await employeeInBookingScope(db(), DEMO.corpId, DEMO.wangwu.id, DEMO.fengli.id)).toBe(false);
  });
});

describe('frequent travellers', () => {
  it('lists mine with masked documents (clkFlag 1)', async () => {
    const res = await call<Page, TravellerCandidate>(t.app, '/obt/vipEmpContactsPage', {}, { token: tok.zhang });
    expect(res.code).toBe(1);
    expect(res.data.total).toBe(3);
    const li = res.list.find((c) => c.name === '李娜') as TravellerCandidate;
    expect(li).toMatchObject({
      clkFlag: 1,
      empId: '',
      enName: 'LI/NA',
      phoneNumber: '139****0001',
      born: '1991-08-12',
    });
    expect(li.documents.map((d) => d.idType)).toEqual(['ID', 'PASSPORT']);
    expect(li.documents[1].masked).toBe('E4*****01');
  });

  it("never shows another employee's travellers", async () => {
    const res = await call<Page, TravellerCandidate>(t.app, '/obt/vipEmpContactsPage', {}, { token: tok.wang });
    expect(res.data.total).toBe(0);
  });

  it("empFindList kind 'all' pages across my travellers, then the employees", async () => {
    const all = await find(tok.li, { kind: 'all' });
    expect(all.data.total).toBe(3);
    const zhangAll = await find(tok.zhang, { kind: 'all', count: 2 });
    expect(zhangAll.data.total).toBe(4);
    expect(zhangAll.list.map((p) => p.clkFlag)).toEqual([1, 1]);
    const next = await find(tok.zhang, { kind: 'all', count: 2, pageNum: 2 });
    expect(next.list.map((p) => p.clkFlag)).toEqual([1, 2]);
    expect((await find(tok.zhang, { kind: 'contact', keyword: 'smith' })).list.map((p) => p.enName)).toEqual([
      'SMITH/JOHN',
    ]);
  });
});

describe('vipEmpAddr/list', () => {
  it('lists my addresses, default first, phones masked', async () => {
    const res = await call<Page, Address>(t.app, '/obt/vipEmpAddr/list', {}, { token: tok.zhang });
    expect(res.code).toBe(1);
    expect(res.list.map((a) => [a.recipient, a.isDefault, a.phoneNumber])).toEqual([
      ['张三', 1, '138****0001'],
      ['李娜', 0, '139****0001'],
    ]);
    expect((await call<Page, Address>(t.app, '/obt/vipEmpAddr/list', {}, { token: tok.li })).data.total).toBe(0);
  });
});
