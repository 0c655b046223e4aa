/**
 * Malformed requests for schema fuzzing, generated from an operation's schemas by a seeded generator (the same
 * requests on every run): wrong types, missing required fields, huge strings, negative / fractional / enormous
 * numbers, objects and arrays where scalars belong, unicode oddities, SQL and HTML fragments, prototype-pollution keys,
 * deep nesting, broken JSON and bodies that are not objects; for GET calls the same ideas in the query and the path.
 */
import { sampleObject, type JsonSchema, type Operation, type SampleDays, type SendArgs } from './openapi';

/** mulberry32: a small deterministic generator. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable seed per operation (FNV-1a of method and path). */
export function seedOf(op: Operation): number {
  let h = 0x811c9dc5;
  for (const ch of `${op.method} ${op.path}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}

const HUGE = 'A'.repeat(200_000);
const NASTY_STRINGS = [
  "' OR '1'='1' --",
  '1; DROP TABLE orders; --',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '\u0000\u0001\u202e\ud83d\ude00 \ufeff',
  '\ud800',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '${7*7}{{7*7}}',
  ' ',
  '',
];
const NASTY_VALUES: unknown[] = [
  -1,
  -9007199254740993,
  // Safe integers beyond a 32-bit column (PostgreSQL 'integer' refuses them: out of range).
  2147483648,
  -4294967296,
  1.5,
  1e308,
  -0,
  'NaN',
  'Infinity',
  true,
  null,
  {},
  [],
  { $gt: '' },
  [[[[]]]],
  { nested: { deeper: { deepest: [1, { x: 'y' }] } } },
  HUGE,
  ...NASTY_STRINGS,
];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

function deepNest(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Fields of one body fuzzed at most (the booking bodies have 25; the rest are alike). */
const MAX_FIELDS = 8;

export interface Malformed {
  label: string;
  args: SendArgs;
}

/** The malformed requests for one operation (without the token, which the caller adds). */
export function malformedRequests(op: Operation, days: SampleDays, perField = 1): Malformed[] {
  const rand = seeded(seedOf(op));
  const out: Malformed[] = [];
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p, 'x']));
  const validQuery = op.query ? stringify(sampleObject(op.query, days)) : undefined;
  // Path parameters: traversal, huge, encoded nonsense.
  for (const p of op.pathParams) {
    for (const v of ['..%2F..%2Fetc%2Fpasswd', HUGE.slice(0, 5000), "'; select 1; --", '%E0%A4%A', '\u0000x']) {
      out.push({
        label: `path ${p}=${v.slice(0, 20)}`,
        args: { pathValues: { ...pathValues, [p]: v }, query: validQuery },
      });
    }
  }
  if (op.query) {
    const props = Object.entries(op.query.properties ?? {});
    for (const [name] of props) {
      for (let i = 0; i < perField; i += 1) {
        const v = pick(rand, NASTY_VALUES);
        out.push({
          label: `query ${name}=${String(JSON.stringify(v)).slice(0, 20)}`,
          args: { pathValues, query: { ...validQuery, [name]: typeof v === 'string' ? v : JSON.stringify(v) } },
        });
      }
      out.push({ label: `query ${name} repeated`, args: { pathValues, query: { ...validQuery, [name]: ['1', '2'] } } });
    }
    for (const req of op.query.required ?? []) {
      const q = { ...validQuery };
      delete q[req];
      out.push({ label: `query without ${req}`, args: { pathValues, query: q } });
    }
    out.push({
      label: 'query __proto__',
      args: { pathValues, query: { ...validQuery, ['__proto__']: 'x', constructor: 'y', 'a[b]': 'c' } },
    });
  }
  if (op.method === 'GET') return out;
  const schema: JsonSchema = op.body ?? { type: 'object', properties: {} };
  const valid = sampleObject(schema, days);
  const body = (b: unknown, label: string) => out.push({ label, args: { pathValues, query: validQuery, body: b } });
  // Not an object at all, broken JSON, prototype pollution, deep nesting.
  body([], 'body []');
  body(pick(rand, ['"text"', '42', 'null', 'true']), 'body scalar (raw)');
  body('{"broken": ', 'broken JSON');
  body(
    `{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}},${JSON.stringify(valid).slice(1)}`.replace(
      /,}$/,
      '}',
    ),
    'prototype pollution',
  );
  body(deepNest(3000), 'nested 3000 deep');
  out.push({
    label: 'form-encoded body',
    args: { pathValues, query: validQuery, body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  });
  // Fields (at most MAX_FIELDS, a seeded choice): wrong values; each required field: missing; an unknown field.
  const fields = Object.entries(schema.properties ?? {});
  while (fields.length > MAX_FIELDS) fields.splice(Math.floor(rand() * fields.length), 1);
  for (const [name, sub] of fields) {
    for (let i = 0; i < perField; i += 1) {
      const v = wrongFor(sub, rand);
      body({ ...valid, [name]: v }, `${name}=${String(JSON.stringify(v)).slice(0, 20)}`);
    }
  }
  for (const req of schema.required ?? []) {
    const b: Record<string, unknown> = { ...valid };
    delete b[req];
    body(b, `without ${req}`);
  }
  body({ ...valid, unknownField: HUGE.slice(0, 1000) }, 'unknown field');
  return out;
}

/** A value of the wrong type for the schema (or a nasty one of the right type). */
function wrongFor(s: JsonSchema, rand: () => number): unknown {
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (t) {
    case 'string':
      return pick(rand, [123, {}, [], true, null, HUGE, ...NASTY_STRINGS.slice(0, 5)]);
    case 'integer':
    case 'number':
      return pick(rand, ['12', 'abc', -1, 1.5, 1e308, -9007199254740993, 2147483648, -4294967296, null, {}, []]);
    case 'boolean':
      return pick(rand, ['true', 1, null, {}]);
    case 'array':
      return pick(rand, ['x', {}, 1, null, Array.from({ length: 2000 }, () => 'x'), [null, {}, [], HUGE]]);
    case 'object':
      return pick(rand, [
        'x',
        [],
        1,
        null,
        JSON.parse('{"__proto__":{"polluted":"yes"}}') as unknown,
        { a: { b: { c: { d: {} } } } },
      ]);
    default:
      return pick(rand, NASTY_VALUES);
  }
}

function stringify(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}
