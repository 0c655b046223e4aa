/** Hotel membership cards (vipEmpJdhy/list, edit, del): mine, or of an employee I manage; one per platform. */
import type { HotelMembership } from '../../src/api/contract/peopleAdmin';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
const tok = { zhang: '', li: '', wang: '', sun: '', feng: '' };
type Page = { total: number; pageNum: number; count: number };

const list = (token: string, body: object = {}, lang?: string) =>
  call<Page, HotelMembership>(t.app, '/obt/vipEmpJdhy/list', body, { token, lang });
const edit = (token: string, body: object) => call<{ id: string }>(t.app, '/obt/vipEmpJdhy/edit', body, { token });
const del = (token: string, id: string) => call<{ id: string }>(t.app, '/obt/vipEmpJdhy/del', { id }, { token });

beforeAll(async () => {
  t = await createTestApp();
  tok.zhang = await login(t.app, DEMO.zhangsan.phone);
  tok.li = await login(t.app, DEMO.lisi.phone);
  tok.wang = await login(t.app, DEMO.wangwu.phone);
  tok.sun = await login(t.app, DEMO.sunba.phone);
  tok.feng = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('my cards', () => {
  let id = '';

  it('creates, lists with the platform name, updates and deletes', async () => {
    expect((await list(tok.zhang)).data.total).toBe(0);
    const created = await edit(tok.zhang, { hykh: 'HZ-0012345', interfacePlat: 'huazhu' });
    expect(created.code).toBe(1);
    id = created.data.id;
    const res = await list(tok.zhang);
    expect(res.list).toEqual([
      { id, empId: DEMO.zhangsan.id, hykh: 'HZ-0012345', interfacePlat: 'HUAZHU', platName: '华住会' },
    ]);
    expect((await list(tok.zhang, {}, 'en-US')).list[0].platName).toBe('H World');
    expect((await edit(tok.zhang, { id, hykh: 'HZ-0099999', interfacePlat: 'HUAZHU' })).code).toBe(1);
    expect((await list(tok.zhang)).list[0].hykh).toBe('HZ-0099999');
    expect((await edit(tok.zhang, { hykh: 'M1', interfacePlat: 'OWN_PLAT' })).code).toBe(1);
    expect((await list(tok.zhang)).list.map((c) => c.platName)).toEqual(['华住会', 'OWN_PLAT']);
  });

  it('keeps one card per platform and checks the card number', async () => {
    expect((await edit(tok.zhang, { hykh: 'HZ-1', interfacePlat: 'HUAZHU' })).tips).toMatch(/会员卡已存在/);
    expect((await edit(tok.zhang, { hykh: 'a b', interfacePlat: 'HUAZHU' })).code).toBe(2);
    expect((await edit(tok.zhang, { hykh: 'A1', interfacePlat: 'no way' })).code).toBe(2);
  });

  it('deletes', async () => {
    expect((await del(tok.zhang, id)).code).toBe(1);
    expect((await list(tok.zhang)).list.map((c) => c.interfacePlat)).toEqual(['OWN_PLAT']);
    expect((await del(tok.zhang, id)).code).toBe(404);
  });
});

describe('scope', () => {
  let zhangCard = '';

  beforeAll(async () => {
    zhangCard = (await edit(tok.zhang, { hykh: 'JJ123', interfacePlat: 'JINJIANG' })).data.id;
  });

  it('a department booker and the administrator handle a department employee card', async () => {
    expect((await list(tok.li, { empId: DEMO.zhangsan.id })).data.total).toBe(2);
    const added = await edit(tok.li, { empId: DEMO.zhangsan.id, hykh: 'MB777', interfacePlat: 'MARRIOTT' });
    expect(added.code).toBe(1);
    expect((await list(tok.zhang)).list.some((c) => c.id === added.data.id)).toBe(true);
    expect((await edit(tok.wang, { id: added.data.id, hykh: 'MB778', interfacePlat: 'MARRIOTT' })).code).toBe(1);
    expect((await del(tok.wang, added.data.id)).code).toBe(1);
  });

  it('anyone else gets not found: outside the department, another company, a plain colleague', async () => {
    expect((await list(tok.sun, { empId: DEMO.zhangsan.id })).code).toBe(404);
    expect((await edit(tok.sun, { id: zhangCard, hykh: 'X1', interfacePlat: 'JINJIANG' })).code).toBe(404);
    expect((await del(tok.sun, zhangCard)).code).toBe(404);
    expect((await edit(tok.sun, { empId: DEMO.zhangsan.id, hykh: 'X1', interfacePlat: 'IHG' })).code).toBe(404);
    expect((await list(tok.feng, { empId: DEMO.zhangsan.id })).code).toBe(404);
    expect((await del(tok.feng, zhangCard)).code).toBe(404);
    expect((await list(tok.zhang, { empId: DEMO.lisi.id })).code).toBe(404);
    expect((await edit(tok.zhang, { empId: DEMO.lisi.id, hykh: 'X1', interfacePlat: 'IHG' })).code).toBe(404);
    // A department booker never reaches the administrator's cards.
    expect((await list(tok.li, { empId: DEMO.wangwu.id })).code).toBe(404);
    // A card cannot move to another employee.
    expect(
      (await edit(tok.wang, { id: zhangCard, empId: DEMO.lisi.id, hykh: 'JJ123', interfacePlat: 'JINJIANG' })).code,
    ).toBe(2);
  });
});
