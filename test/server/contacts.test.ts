/**
 * My frequent travellers (vipEmpContactsEdit / Del) and delivery addresses (vipEmpAddr/edit, del): own only, document
 * checks by type, masked values sent back mean 'unchanged', and one default address per employee.
 */
import type { Address, TravellerCandidate } from '../../src/api/contract/booking';
import { demoIdNumber } from '../../server/src/db/seed/bookingKit';
import { documentByRef } from '../../server/src/modules/people/repository';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok = { zhang: '', wang: '' };
type Page = { total: number; pageNum: number; count: number };

const contacts = (token: string) => call<Page, TravellerCandidate>(t.app, '/obt/vipEmpContactsPage', {}, { token });
const editContact = (token: string, body: object, lang?: string) =>
  call<{ contactsId: string }>(t.app, '/obt/vipEmpContactsEdit', body, { token, lang });
const addresses = (token: string) => call<Page, Address>(t.app, '/obt/vipEmpAddr/list', {}, { token });
const editAddress = (token: string, body: object, lang?: string) =>
  call<{ empAddrId: string }>(t.app, '/obt/vipEmpAddr/edit', body, { token, lang });

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
});

afterAll(async () => {
  await t.close();
});

describe('frequent travellers', () => {
  let contactsId = '';

  it('adds one with a passport and the picker offers it, masked, with a ref to the full number', async () => {
    const res = await editContact(tok.zhang, {
      chName: '王小明',
      enName: 'wang/xiaoming',
      relation: '同事',
      phoneNumber: '13900000099',
      documents: [{ idType: 'PASSPORT', idno: 'e98765432', expiry: '2034-01-31', placeOfIssue: '上海' }],
    });
    expect(res.code).toBe(1);
    contactsId = res.data.contactsId;
    const list = await call<Page, TravellerCandidate>(
      t.app,
      '/obt/empFindList',
      { kind: 'contact', keyword: '王小明' },
      { token: tok.zhang },
    );
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({
      clkFlag: 1,
      contactsId,
      enName: 'WANG/XIAOMING',
      phoneNumber: '139****0099',
      documents: [{ idType: 'PASSPORT', masked: 'E9*****32', expiry: '2034-01-31' }],
    });
    const doc = await documentByRef(t.app.obt.db, DEMO.corpId, DEMO.zhangsan.id, list.list[0].documents[0].ref);
    expect(doc).toMatchObject({ idno: 'E98765432', issuePlace: '上海' });
  });

  it('updates: a masked number sent back keeps the document, a new ID is checksum-checked', async () => {
    const [c] = (await contacts(tok.zhang)).list.filter((x) => x.contactsId === contactsId);
    const passport = c.documents[0];
    const id = demoIdNumber('310115', '1990-06-01', 33, 'M');
    const res = await editContact(tok.zhang, {
      contactsId,
      chName: '王小明',
      phoneNumber: '139****0099',
      documents: [
        { idType: 'PASSPORT', idno: passport.masked, ref: passport.ref, expiry: '2035-01-31' },
        { idType: 'ID', idno: id },
      ],
    });
    expect(res.code).toBe(1);
    const [after] = (await contacts(tok.zhang)).list.filter((x) => x.contactsId === contactsId);
    // The edit did not send the relation: it is kept, and the list shows it.
    expect(after).toMatchObject({ phoneNumber: '139****0099', born: '1990-06-01', sex: 'M', relation: '同事' });
    expect(after.documents.map((d) => [d.idType, d.masked, d.expiry])).toEqual([
      ['PASSPORT', 'E9*****32', '2035-01-31'],
      ['ID', expect.stringMatching(/^310\*+/), ''],
    ]);
    const doc = await documentByRef(t.app.obt.db, DEMO.corpId, DEMO.zhangsan.id, after.documents[0].ref);
    expect(doc?.idno).toBe('E98765432');
  });

  it('refuses bad documents with a tip naming the problem', async () => {
    const base = { chName: '王小明', contactsId };
    expect(
      (await editContact(tok.zhang, { ...base, documents: [{ idType: 'ID', idno: '310115199006011234' }] })).tips,
    ).toMatch(/身份证/);
    expect(
      (
        await editContact(tok.zhang, {
          ...base,
          documents: [{ idType: 'PASSPORT', idno: 'E123456789', expiry: '2030-01-01' }],
        })
      ).tips,
    ).toMatch(/9/);
    const noExpiry = await editContact(
      tok.zhang,
      { ...base, documents: [{ idType: 'PASSPORT', idno: 'E1234567' }] },
      'en-US',
    );
    expect(noExpiry.tips).toContain('expiry');
    expect((await editContact(tok.zhang, { ...base, documents: [] })).code).toBe(2);
    expect(
      (
        await editContact(tok.zhang, {
          ...base,
          documents: [
            { idType: 'PASSPORT', idno: 'E1234567', expiry: '2030-01-01' },
            { idType: 'PASSPORT', idno: 'E7654321', expiry: '2030-01-01' },
          ],
        })
      ).code,
    ).toBe(2);
    expect(
      (await editContact(tok.zhang, { ...base, chName: 'x', documents: [{ idType: 'OTHER', idno: 'A1' }] })).code,
    ).toBe(2);
  });

  it("never touches someone else's travellers", async () => {
    const body = { contactsId, chName: '王小明', documents: [{ idType: 'OTHER', idno: 'A123' }] };
    expect((await editContact(tok.wang, body)).code).toBe(404);
    expect((await call(t.app, '/obt/vipEmpContactsDel', { contactsId }, { token: tok.wang })).code).toBe(404);
    // A ref of another traveller is refused.
    const li = (await contacts(tok.zhang)).list.find((c) => c.name === '李娜') as TravellerCandidate;
    const stolen = await editContact(tok.zhang, {
      contactsId,
      chName: '王小明',
      documents: [{ idType: 'PASSPORT', idno: '', ref: li.documents[1].ref, expiry: '2033-01-15' }],
    });
    expect(stolen.code).toBe(2);
  });

  it('deletes one of mine with its documents', async () => {
    const res = await call(t.app, '/obt/vipEmpContactsDel', { contactsId }, { token: tok.zhang });
    expect(res.code).toBe(1);
    expect((await contacts(tok.zhang)).list.some((c) => c.contactsId === contactsId)).toBe(false);
    const docs = await t.app.obt.db
      .selectFrom('frequent_traveller_documents')
      .select('id')
      .where('traveller_id', '=', contactsId)
      .execute();
    expect(docs).toHaveLength(0);
    expect((await call(t.app, '/obt/vipEmpContactsDel', { contactsId }, { token: tok.zhang })).code).toBe(404);
  });
});

describe('addresses', () => {
  const body = {
    recipient: '张三',
    phoneNumber: '13800000001',
    province: '浙江省',
    city: '杭州市',
    area: '西湖区',
    addr: '文三路1号',
    post: '310000',
  };

  it('my first address becomes the default', async () => {
    const token = await login(t.app, '13800000015');
    const res = await editAddress(token, body);
    expect(res.code).toBe(1);
    expect((await addresses(token)).list.map((a) => [a.empAddrId, a.isDefault])).toEqual([[res.data.empAddrId, 1]]);
  });

  it('choosing another default moves it; deleting the default passes it to the newest', async () => {
    const before = (await addresses(tok.zhang)).list;
    expect(before.filter((a) => a.isDefault === 1)).toHaveLength(1);
    const oldDefault = before.find((a) => a.isDefault === 1) as Address;
    t.clock.advance(60_000);
    const added = await editAddress(tok.zhang, { ...body, isDefault: 1 });
    expect(added.code).toBe(1);
    let list = (await addresses(tok.zhang)).list;
    expect(list.filter((a) => a.isDefault === 1).map((a) => a.empAddrId)).toEqual([added.data.empAddrId]);
    // Editing a non-default one without isDefault keeps the default where it is.
    expect((await editAddress(tok.zhang, { ...body, empAddrId: oldDefault.empAddrId, addr: '文三路2号' })).code).toBe(
      1,
    );
    list = (await addresses(tok.zhang)).list;
    expect(list.find((a) => a.empAddrId === oldDefault.empAddrId)).toMatchObject({ isDefault: 0, addr: '文三路2号' });
    // Back to the old one.
    expect((await editAddress(tok.zhang, { ...body, empAddrId: oldDefault.empAddrId, isDefault: 1 })).code).toBe(1);
    list = (await addresses(tok.zhang)).list;
    expect(list.filter((a) => a.isDefault === 1).map((a) => a.empAddrId)).toEqual([oldDefault.empAddrId]);
    // Delete the default: the newest remaining one inherits it.
    expect(
      (await call(t.app, '/obt/vipEmpAddr/del', { empAddrId: oldDefault.empAddrId }, { token: tok.zhang })).code,
    ).toBe(1);
    list = (await addresses(tok.zhang)).list;
    expect(list.filter((a) => a.isDefault === 1).map((a) => a.empAddrId)).toEqual([added.data.empAddrId]);
  });

  it('keeps a phone sent back masked and checks the fields', async () => {
    const [first] = (await addresses(tok.zhang)).list;
    expect(first.phoneNumber).toBe('138****0001');
    expect(
      (await editAddress(tok.zhang, { ...body, empAddrId: first.empAddrId, phoneNumber: first.phoneNumber })).code,
    ).toBe(1);
    const row = await t.app.obt.db
      .selectFrom('addresses')
      .select('phone')
      .where('id', '=', first.empAddrId)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('13800000001');
    expect((await editAddress(tok.zhang, { ...body, phoneNumber: '0571-88886666' })).code).toBe(1);
    expect((await editAddress(tok.zhang, { ...body, post: '31000' }, 'en-US')).tips).toContain('post');
    expect((await editAddress(tok.zhang, { ...body, phoneNumber: '12345' })).code).toBe(2);
    expect((await editAddress(tok.zhang, { ...body, area: '' }, 'en-US')).tips).toContain('area');
    expect((await editAddress(tok.zhang, { ...body, addr: '   ' })).code).toBe(2);
  });

  it("never touches someone else's addresses", async () => {
    const [mine] = (await addresses(tok.zhang)).list;
    expect((await editAddress(tok.wang, { ...body, empAddrId: mine.empAddrId })).code).toBe(404);
    expect((await call(t.app, '/obt/vipEmpAddr/del', { empAddrId: mine.empAddrId }, { token: tok.wang })).code).toBe(
      404,
    );
    expect(JSON.stringify(await addresses(tok.zhang))).not.toMatch(/1[3-9]\d{9}/);
  });
});
