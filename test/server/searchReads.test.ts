/**
 * The cheap read paths of issue 17 keep their behaviour: a search answer served again from the answer cache is the
 * same bytes with the right length and language and per-traveller policy; the transfer parameter is the company's
 * (else the platform's); request bodies parse without the reviver only when it has nothing to do.
 */
import type { QueryFlightData } from '../../src/api/contract/flight';
import { BizError } from '../../server/src/lib/errors';
import { parseBody } from '../../server/src/plugins/errors';
import { DEMO, call, createTestApp, login, type TestApp } from './helpers/testApp';

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
  it('offers them to a company that allows them and not to one that does not', async () => {
    const body = { depCity: 'KWL', arrCity: 'HRB', depDate: DATE, withTransfer: true };
    const allowed = await call<QueryFlightData>(t.app, '/obt/flight/v3/shopping/queryFlight', body, {
      token: zhangsan,
    });
    expect(allowed.data.transfers.length).toBeGreaterThan(0);
    const other = await login(t.app, DEMO.zhaoliu.phone, { compId: DEMO.corp2Id });
    const refused = await call<QueryFlightData>(t.app, '/obt/flight/v3/shopping/queryFlight', body, { token: other });
    expect(refused.code).toBe(1);
    expect(refused.data.transfers).toEqual([]);
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
