/**
 * config/shims/taro-router-query.js answers @tarojs/router's page-query call exactly as query-string does
 * (issue 17: the library is off the entry). query-string is ESM-only, so its answers come from a Node child process.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import queryString from '../../../config/shims/taro-router-query.js';

const root = resolve(__dirname, '../../..');

const SEARCHES = [
  '',
  '?',
  '&&&',
  'orderId=1001&orderType=1',
  '?orderType=1&orderId=1001',
  '#a=1',
  '&a=1&&b=2&',
  '  a=1  ',
  'flag',
  'flag=',
  '=value',
  'a=1&a=2&a',
  'b=2&a=1&c=3&a=x',
  'city=%E4%B8%8A%E6%B5%B7&name=a+b',
  'bad=%E4%B8%8&ok=%41',
  'url=https://x.example/p?q=1&r=2#h',
  'a==b&k=v=w',
  '__proto__=1&constructor=2',
  'stamp=0&$taroTimestamp=12345',
  'ccsqdId=7&from=approval&ccsqdId=8',
];

it('gives the same page query as query-string.parse(search, { decode: false })', () => {
  const script = `import qs from 'query-string';
    const searches = JSON.parse(process.argv[1]);
    process.stdout.write(JSON.stringify(searches.map((s) => qs.parse(s, { decode: false }))));`;
  const expected = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(SEARCHES)], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as unknown[];
  const actual = SEARCHES.map((s) => JSON.parse(JSON.stringify(queryString.parse(s, { decode: false }))));
  expect(actual).toEqual(expected);
  // Key order too (query-string sorts the keys).
  expect(actual.map((q) => Object.keys(q as object))).toEqual(expected.map((q) => Object.keys(q as object)));
  expect(Object.getPrototypeOf(queryString.parse('a=1', { decode: false }))).toBeNull();
});

it('refuses a decoding parse, which it does not implement', () => {
  expect(() => queryString.parse('a=%41', { decode: true } as never)).toThrow(/decode: false/);
});
