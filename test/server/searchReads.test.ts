/**
 * The cheap read paths of issue 17 keep their behaviour: a search answer served again from the answer cache is the
 * same bytes with the right length and language and per-traveller policy; the transfer parameter is the company's
 * (else the platform's); request bodies parse without the reviver only when it has nothing to do.
 */
import type { QueryFlightData } from '../../src/api/contract/flight';
import { statementLog } from '../../server/src/db';
import { BizError } from '../../server/src/lib/errors';
import { parseBody } from '../../server/src/plugins/errors';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

const onSqlite = process.env.DATABASE_URL ? describe.skip : describe;

let t: TestApp;
let zhangsan: string;
let wangwu: string;
const DATE = '2026-03-09';

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await login(t.app, DEMO.zhangsan.phone);
  wangwu = await login(t.app, DEMO.wangwu.phone);
});
afterAll(async () => {
  await t.close();
});

const search = (token: string, body: Record<string, unknown>, lang = 'zh-CN') =>
  t.app.inject({
    method: 'POST',
    url: '/obt/flight/v3/shopping/queryFlight',
    payload: body,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });

describe('search answers served from the cache', () => {
  it('are byte-for-byte the first answer, with a Content-Length in bytes', async () => {
    const body = { depCity: 'BJS', arrCity: 'SHA', depDate: DATE, travellers: [{ empId: DEMO.zhangsan.id }] };
    const first = await search(zhangsan, body);
    const again = await search(zhangsan, body);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Chinese airport and airline names: bytes, not characters.
    expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
    expect(again.rawPayload.length).toBeGreaterThan(again.body.length);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(again.body).code).toBe(1);
  });

  it('stay per language and per traveller standard', async () => {
    const body = { depCity: 'BJS', arrCity: 'SHA', depDate: DATE, cabinClass: 'C' };
    const badge = async (token: string, empId: string, lang: string) => {
      const res = await search(token, { ...body, travellers: [{ empId }] }, lang);
      const data = (JSON.parse(res.body) as { data: QueryFlightData }).data;
      const c = data.flights.find((f) => f.lowest.cabinClass === 'C');
      return c?.lowest.policy;
    };
    for (let round = 0; round < 2; round += 1) {
      const zh = await badge(zhangsan, DEMO.zhangsan.id, 'zh-CN');
      expect(zh?.compliant).toBe(false);
      expect(zh?.violations[0]?.text).toMatch(/公务舱/);
      const en = await badge(zhangsan, DEMO.zhangsan.id, 'en-US');
      expect(en?.compliant).toBe(false);
      expect(en?.violations[0]?.text).not.toMatch(/[\u4e00-\u9fff]/);
      const admin = await badge(wangwu, DEMO.wangwu.id, 'zh-CN');
      expect(admin?.compliant).toBe(true);
    }
  });
});

describe('connections follow the company parameter 11603006', () => {
  it('offers them to a company that allows them and not to one that does not, with or without travellers', async () => {
    const other = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
    const route = { depCity: 'KWL', arrCity: 'HRB', depDate: DATE, withTransfer: true };
    for (const [token, empId, allowed] of [
      [zhangsan, DEMO.zhangsan.id, true],
      [other, DEMO.zhaoliu2.id, false],
    ] as const) {
      for (const body of [route, { ...route, travellers: [{ empId }] }]) {
        const res = await call<QueryFlightData>(t.app, '/obt/flight/v3/shopping/queryFlight', body, { token });
        expect(res.code).toBe(1);
        expect(res.data.transfers.length > 0).toBe(allowed);
      }
    }
  });
});

onSqlite('statements of a search', () => {
  it('reads the session and, in one more statement, the standards and the connection setting', async () => {
    const log = statementLog(t.app.obt.db)!;
    const body = {
      depCity: 'BJS',
      arrCity: 'CAN',
      depDate: DATE,
      travellers: [{ empId: DEMO.zhangsan.id }],
      withTransfer: true,
    };
    await search(zhangsan, body);
    const seen: string[] = [];
    // The job runner's poll may run meanwhile: not the search's.
    log.listener = (text) => {
      if (!text.includes('"jobs"')) seen.push(text);
    };
    const again = await search(zhangsan, body);
    log.listener = undefined;
    expect(JSON.parse(again.body).code).toBe(1);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toMatch(/"flight_standards"/);
    expect(seen[1]).toMatch(/"parameters"/);
  });

  it('still refuses a traveller of another company', async () => {
    const res = await call(
      t.app,
      '/obt/flight/v3/shopping/queryFlight',
      { depCity: 'BJS', arrCity: 'CAN', depDate: DATE, travellers: [{ empId: DEMO.zhaoliu2.id }], withTransfer: true },
      { token: zhangsan },
    );
    expect(res.code).not.toBe(1);
  });
});

describe('request bodies', () => {
  const refusal = (text: string): string | null => {
    try {
      parseBody(text);
      return null;
    } catch (e) {
      return e instanceof BizError ? e.key : 'other';
    }
  };

  it('parse plain bodies as JSON.parse does', () => {
    const text = '{"depCity":"BJS","n":12,"x":[1.5,-3,true,null],"s":"北京 e5"}';
    expect(parseBody(text)).toEqual(JSON.parse(text));
  });

  it('still refuse NUL characters and numbers beyond the safe integers', () => {
    expect(refusal('{"a":"x\\u0000y"}')).toBe('fieldInvalid');
    expect(refusal('{"n":9007199254740993}')).toBe('fieldRange');
    expect(refusal('{"n":-9007199254740993}')).toBe('fieldRange');
    expect(refusal('{"n":1e300}')).toBe('fieldRange');
    expect(refusal('{"n":2E+16}')).toBe('fieldRange');
    expect(refusal('{"n":9007199254740991,"m":1e3}')).toBeNull();
  });

  it('still drop __proto__ keys, also when spelled with escapes', () => {
    for (const text of ['{"__proto__":{"admin":1},"a":1}', '{"\\u005f_proto__":{"admin":1},"a":1}']) {
      const value = parseBody(text) as Record<string, unknown>;
      expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(false);
      expect(value.a).toBe(1);
    }
  });
});
