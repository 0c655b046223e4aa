import { newIdempotencyKey } from '../../../src/api/helpers/idempotency';
import { randomBytes16, uuid4 } from '../../../src/api/helpers/random';
import { encodeQuery, withQuery } from '../../../src/api/helpers/query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a random UUID v4, different every time', () => {
    const keys = Array.from({ length: 200 }, () => newIdempotencyKey());
    keys.forEach((k) => expect(k).toMatch(UUID));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('uuid4 without Web Crypto (mini-program hosts)', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  beforeEach(() => {
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true, writable: true });
  });
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'crypto', original);
  });

  it('still gives well-formed, distinct ids', () => {
    const ids = Array.from({ length: 100 }, () => uuid4());
    ids.forEach((id) => expect(id).toMatch(UUID));
    expect(new Set(ids).size).toBe(ids.length);
    expect(randomBytes16()).toHaveLength(16);
  });
});

describe('query encoding', () => {
  it('encodes keys and values, skips undefined and null, repeats arrays, JSON-encodes objects', () => {
    expect(
      encodeQuery({ a: 1, b: 'x y', c: undefined, d: null, e: [1, 'two'], f: { g: 1 }, h: false, 'k&': '=' }),
    ).toBe(`a=1&b=x%20y&e=1&e=two&f=${encodeURIComponent('{"g":1}')}&h=false&k%26=%3D`);
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
  });

  it('appends to a URL with or without a query', () => {
    expect(withQuery('/obt/a', { x: 1 })).toBe('/obt/a?x=1');
    expect(withQuery('/obt/a?y=2', { x: 1 })).toBe('/obt/a?y=2&x=1');
    expect(withQuery('/obt/a', {})).toBe('/obt/a');
  });
});
