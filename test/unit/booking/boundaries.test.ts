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

describe('flight booking and search pages reach the server through their store', () => {
  const pages = [
    'tkEdit',
    'tkQuery',
    'tkList',
    'tkCabin',
    'tkCabinTransfer',
    'tkCmp',
    'policy',
    'strategy',
    'airportBus',
  ];
  const files = pages.flatMap((p) => filesUnder(join(ROOT, 'src/packages/flight/pages', p)));

  it.each(files.map(rel))('%s imports no API function', (file) => {
    for (const spec of importsOf(join(ROOT, file))) {
      if (/\/api\//.test(spec)) expect(spec).toMatch(/\/api\/contract(\/|$)/);
    }
  });
});
