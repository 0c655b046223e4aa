/**
 * Request bodies are checked by a walk after a plain JSON.parse (plugins/errors.ts, issue 17) instead of a reviver:
 * every body gives the value and the first refusal (key and field) the reviver gave, including bodies that hold
 * 18-digit ID numbers, escapes, `__proto__` keys (dropped, their contents still checked first) and arrays; query
 * and path parameters with a NUL are still refused by name.
 */
import { BizError } from '../../server/src/lib/errors';
import { CODE } from '../../server/src/lib/envelope';
import { parseBody } from '../../server/src/plugins/errors';
import { DEMO, createTestApp, login, type TestApp } from './helpers/testApp';

/** The reviver the walk replaced, as it was. */
function reviveSafely(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new BizError(CODE.invalid, 'fieldInvalid', { field: key || 'body' });
  }
  if (typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new BizError(CODE.invalid, 'fieldRange', { field: key || 'body' });
  }
  return value;
}

type Outcome = { value: unknown } | { key: string; params: unknown };

function outcome(parse: () => unknown): Outcome {
  try {
    return { value: parse() };
  } catch (e) {
    if (e instanceof BizError) return { key: e.key, params: e.params };
    throw e;
  }
}

const BODIES = [
  '{"fareKeys":["MU5101|2026-12-01|1e9f"],"psgList":[{"psgName":"王五","idno":"110101199001011234","sex":1}]}',
  '{"a":"x\\u0000y"}',
  '"\\u0000"',
  '9007199254740993',
  '{"n":9007199254740993}',
  '{"n":-9007199254740993,"s":"\\u0000"}',
  '{"s":"\\u0000","n":-9007199254740993}',
  '{"list":[1,2,{"deep":[3,1e300]}],"after":"\\u0000"}',
  '{"list":["ok","x\\u0000"]}',
  '{"n":2E+16}',
  '{"n":9007199254740991,"m":1e3,"x":[1.5,-3,true,null]}',
  '{"__proto__":{"admin":1},"a":1}',
  '{"\\u005f_proto__":{"admin":1},"a":1}',
  '{"__proto__":"\\u0000","a":1}',
  '{"__proto__":1e300,"a":1}',
  '{"__proto__":{"inner":"\\u0000"},"a":1}',
  '{"a":{"__proto__":{"b":[{"__proto__":2}]},"c":"d\\\\e"}}',
  '{"":"\\u0000"}',
  '{"2":"x","1":1e300,"b":"\\u0000"}',
  '[]',
  '{}',
];

describe('request bodies checked after a plain parse', () => {
  it.each(BODIES)('%s: the value or refusal the reviver gave', (text) => {
    expect(outcome(() => parseBody(text))).toEqual(outcome(() => JSON.parse(text, reviveSafely)));
  });

  it('leaves no __proto__ key at any depth, and no object with another prototype', () => {
    const value = parseBody('{"a":{"__proto__":{"x":1},"b":[{"__proto__":{"y":2},"c":3}]}}') as {
      a: { b: { c: number }[] };
    };
    expect(Object.prototype.hasOwnProperty.call(value.a, '__proto__')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(value.a.b[0], '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(value.a)).toBe(Object.prototype);
    expect(value.a.b[0].c).toBe(3);
  });
});

describe('NUL characters in query and path parameters', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await login(t.app, DEMO.zhangsan.phone);
  });
  afterAll(async () => {
    await t.close();
  });

  it('are refused by name, one value or a repeated key', async () => {
    for (const query of ['x=a%00b', 'x=ok&x=a%00b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/obt/allOrderList?${query}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{}',
      });
      const answer = JSON.parse(res.body) as { code: number; tips: string };
      expect(answer.code).toBe(CODE.invalid);
      expect(answer.tips).toContain('x');
    }
  });

  it('let clean calls through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/obt/allOrderList?x=ok&x=fine',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect((JSON.parse(res.body) as { code: number }).code).toBe(1);
  });
});
