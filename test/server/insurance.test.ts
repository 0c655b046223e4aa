/** Insurance add-ons: products per product code and company, details by id, company isolation. */
import type { InsuranceProduct } from '../../src/api/contract/booking';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

let t: TestApp;
let zhang: string;
let feng: string;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t.app, DEMO.zhangsan.phone);
  feng = await login(t.app, DEMO.fengli.phone);
});

afterAll(async () => {
  await t.close();
});

describe('bx/getBxcpList', () => {
  it('lists the flight add-ons with prices in yuan', async () => {
    const res = await call<unknown, InsuranceProduct>(
      t.app,
      '/obt/bx/getBxcpList',
      { cplx: '10901' },
      { token: zhang },
    );
    expect(res.code).toBe(1);
    expect(res.list.map((p) => [p.bxmc, p.saleprice, p.defaultOn])).toEqual([
      ['航空意外险', 20, true],
      ['航班延误险', 30, false],
    ]);
    expect(res.list[0]).toMatchObject({ bxxz: '意外险', bxgs: expect.stringContaining('平安') });
    expect(res.list[0].bxtk.length).toBeGreaterThan(20);
  });

  it('lists other products by code, and all without one', async () => {
    const train = await call<unknown, InsuranceProduct>(
      t.app,
      '/obt/bx/getBxcpList',
      { cplx: 10904 },
      { token: zhang },
    );
    expect(train.list.map((p) => p.bxmc)).toEqual(['铁路意外险']);
    const all = await call<unknown, InsuranceProduct>(t.app, '/obt/bx/getBxcpList', {}, { token: zhang });
    expect(all.list).toHaveLength(3);
  });

  it('needs a session', async () => {
    expect((await call(t.app, '/obt/bx/getBxcpList', { cplx: '10901' })).code).toBe(100);
  });
});

describe('bx/getBxcpById', () => {
  it("answers one of my company's products", async () => {
    const list = await call<unknown, InsuranceProduct>(
      t.app,
      '/obt/bx/getBxcpList',
      { cplx: '10901' },
      { token: zhang },
    );
    const res = await call<InsuranceProduct>(
      t.app,
      '/obt/bx/getBxcpById',
      { bxid: list.list[1].bxid },
      { token: zhang },
    );
    expect(res.code).toBe(1);
    expect(res.data).toEqual(list.list[1]);
  });

  it("answers another company's product id as not found", async () => {
    const theirs = await call<unknown, InsuranceProduct>(
      t.app,
      '/obt/bx/getBxcpList',
      { cplx: '10901' },
      { token: feng },
    );
    expect(theirs.list.length).toBe(2);
    const res = await call(t.app, '/obt/bx/getBxcpById', { bxid: theirs.list[0].bxid }, { token: zhang });
    expect(res.code).toBe(404);
    expect((await call(t.app, '/obt/bx/getBxcpById', { bxid: 'nope' }, { token: zhang })).code).toBe(404);
  });
});
