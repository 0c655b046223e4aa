/**
 * The product seam (issue 10): shared server code imports no product module. Products plug in through the product
 * registry (server/src/modules/orders/products.ts), registered by build() in server/src/app.ts. A new product adds
 * its folders to PRODUCT_FOLDERS.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SERVER_SRC = resolve(__dirname, '../../server/src');

/** Every product's folders, relative to server/src: the one list of what shared code must not import. */
const PRODUCT_FOLDERS: readonly string[] = [
  'modules/flight',
  'modules/flightAfterSales',
  'modules/trainBench',
  'modules/trainAfterSales',
  'modules/trainAccount',
  'suppliers/flight',
  'modules/train',
  'suppliers/train',
  'modules/hotelNeed',
  'modules/hotelIntl',
  'modules/hotelOrders',
  'modules/hotel',
  'suppliers/hotel',
  'modules/car',
  'suppliers/car',
  'modules/carOrders',
];

/**
 * Composition roots, which may import products: build() (it lists the products) and the database type that
 * composes every module's table types.
 */
const COMPOSITION_ROOTS: readonly string[] = ['app.ts', 'db/schema.ts'];

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The module specifiers a file imports or re-exports (static, dynamic, type-only, require). */
function importsOf(source: string): string[] {
  const specs: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'";]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) specs.push(m[1] as string);
  return specs;
}

const inFolder = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const productOf = (path: string) => PRODUCT_FOLDERS.find((f) => inFolder(path, f));

/** `file imports spec` lines where a shared file imports a product folder. */
function violations(): string[] {
  const found: string[] = [];
  for (const file of tsFiles(SERVER_SRC)) {
    const rel = relative(SERVER_SRC, file).split('\\').join('/');
    if (productOf(rel) || COMPOSITION_ROOTS.includes(rel)) continue;
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = relative(SERVER_SRC, resolve(dirname(file), spec))
        .split('\\')
        .join('/');
      if (productOf(target)) found.push(`${rel} imports ${spec}`);
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('finds imports of every form', () => {
    const src = [
      "import { a } from '../flight/orders';",
      "import type { B } from '../../modules/flight/tables';",
      "export * from '../../suppliers/flight/random';",
      "import '../flightAfterSales/side';",
      "const c = await import('../flight/lazy');",
    ].join('\n');
    expect(importsOf(src)).toEqual([
      '../flight/orders',
      '../../modules/flight/tables',
      '../../suppliers/flight/random',
      '../flightAfterSales/side',
      '../flight/lazy',
    ]);
  });

  it('the product folders exist', () => {
    for (const folder of PRODUCT_FOLDERS) expect(statSync(join(SERVER_SRC, folder)).isDirectory()).toBe(true);
  });

  it('shared server code imports no product module', () => {
    expect(violations()).toEqual([]);
  });
});
