/**
 * One money format everywhere (issue 15 booking friction: "¥1320.00" in one place, "¥1,320.00" in another).
 * Every amount goes through `formatYuan` in src/domain/money.ts ('¥1,320.00'; list prices drop '.00' via
 * `priceText`); this scan fails on any hand-made money text left in src/ — code or dictionary.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatYuan, yuanToFen } from '../../../src/domain/money';
import { formatAmount } from '../../../src/components/order/format';
import { priceText } from '../../../src/components/format';
import { localText } from '../../../src/packages/hotel/intl/format';

const SRC = join(__dirname, '../../../src');
/** The formatter itself. */
const ALLOWED = new Set(['domain/money.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code without comments (comments may show what a format looks like). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const HAND_MADE: [string, RegExp][] = [
  ['toFixed(2) (amounts to text by hand)', /\.toFixed\(2\)/],
  ['a currency sign glued to an interpolation', /[¥￥]\$\{|\$\{[^}]*\}\s*元/],
  ['a currency sign concatenated', /['"`][¥￥]['"`]\s*\+|\+\s*['"`][¥￥]['"`]/],
  ['a dictionary text that adds the currency to a number', /[¥￥]\s*\{\w+\}|\{\w+\}\s*元|(?:CNY|RMB)\s*\{\w+\}/],
  ['a thousands separator of its own', /\\B\(\?=\(\\d\{3\}\)/],
  ['the device locale formatting numbers', /toLocaleString\(|Intl\.NumberFormat/],
];

const sources = files(SRC)
  .map((path) => ({ file: relative(SRC, path).replace(/\\/g, '/'), text: code(readFileSync(path, 'utf8')) }))
  .filter(({ file }) => !ALLOWED.has(file));

describe('money is formatted in one place', () => {
  it.each(HAND_MADE)('no %s in src/', (_what, pattern) => {
    const found = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => pattern.test(line))
        .map(({ line, i }) => `${file}:${i + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('the scan sees hand-made formats (so a clean result means something)', () => {
    const sample = code("const a = `¥${x}`; const b = n.toFixed(2); const c = { k: '¥{price}' }; // ¥${comment}");
    expect(HAND_MADE.filter(([, p]) => p.test(sample)).map(([w]) => w)).toEqual([
      'toFixed(2) (amounts to text by hand)',
      'a currency sign glued to an interpolation',
      'a dictionary text that adds the currency to a number',
    ]);
  });

  it('amounts, list prices and foreign currencies all read the same way', () => {
    expect(formatYuan(yuanToFen(1320))).toBe('¥1,320.00');
    expect(formatAmount(1320)).toBe('¥1,320.00');
    expect(formatAmount('1320.5')).toBe('¥1,320.50');
    expect(priceText(1320)).toBe('¥1,320');
    expect(priceText(1320.5)).toBe('¥1,320.50');
    expect(localText(12345, 'JPY')).toBe('JPY 12,345');
    expect(localText(120.5, 'GBP')).toBe('GBP 120.50');
  });
});
