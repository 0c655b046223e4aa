/**
 * ARCHITECTURE §3 and §13 as import rules: the shared booking-submit pipeline imports no product and no UI, and the
 * flight booking and search pages reach the server only through their stores (contract types are fine).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Import specifiers of a file (code only, comments removed). */
function importsOf(path: string): string[] {
  const src = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...src.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

const rel = (path: string) => relative(ROOT, path);

describe('the shared booking-submit pipeline (src/components/booking/submit)', () => {
  const files = filesUnder(join(ROOT, 'src/components/booking/submit'));

  it.each(files.map(rel))('%s imports no product and no UI', (file) => {
    for (const spec of importsOf(join(ROOT, file))) {
      expect(spec).not.toMatch(/packages\//);
      expect(spec).not.toMatch(/^@tarojs|hosts\/|router|\.tsx?$|components\/(?!booking\/submit)/);
    }
  });
});

describe('flight pages reach the server through their stores', () => {
  const files = filesUnder(join(ROOT, 'src/packages/flight/pages'));

  // Contract types are fine, and so are the transport's ApiError (to tell refusals apart) and the key helper.
  it.each(files.map(rel))('%s imports no API function', (file) => {
    for (const spec of importsOf(join(ROOT, file))) {
      if (/\/api\//.test(spec)) expect(spec).toMatch(/\/api\/(contract(\/|$)|transport$|helpers\/idempotency$)/);
    }
  });
});

/** The product lines of the client: their subpackages, API modules and contract modules. */
const PRODUCTS = [
  'flight',
  'flightIntl',
  'train',
  'hotel',
  'hotelV2',
  'hotelIntl',
  'car',
  'visa',
  'tour',
  'insurance',
  'airport',
];
const PRODUCT_IMPORT = new RegExp(`/packages/|/api/(contract/)?(${PRODUCTS.join('|')})$`);

describe('shared components import no product (ARCHITECTURE §13)', () => {
  const files = filesUnder(join(ROOT, 'src/components'));

  it.each(files.map(rel))('%s', (file) => {
    for (const spec of importsOf(join(ROOT, file))) expect(spec).not.toMatch(PRODUCT_IMPORT);
  });
});
