/**
 * Issue 17 (LCP of /allorder, /ht/htList, /htV2/htList): every byte of a list page's first chunks is fetched before
 * its rows paint on the simulated Slow 4G, so those pages import what their first screen shows and no more:
 * - the order row's pieces from their own files, not the order barrel (which brings every order-detail block and the
 *   booking-complete screen along);
 * - the filter sheets through a platform module whose H5 flavour loads them as their own chunk (`import()`);
 * - the hotel city label from its own module, not the query form rows (city picker, date fields).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** The modules a file imports for their values (type-only imports bring no code). */
const valueImports = (file: string): string[] =>
  [...read(file).matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]);

describe("list pages' first chunks", () => {
  it('/allorder takes the order row pieces from their files and its filter sheet through sheet(.h5)', () => {
    for (const file of ['src/pages/allorder/index.tsx', 'src/pages/allorder/RowActions.tsx']) {
      expect(valueImports(file)).not.toContain('../../components/order');
    }
    expect(valueImports('src/pages/allorder/index.tsx')).not.toContain('./FilterSheet');
    expect(valueImports('src/pages/allorder/index.tsx')).toContain('./sheet');
    expect(read('src/pages/allorder/sheet.h5.tsx')).toMatch(/import\(\s*(\/\*[^*]*\*\/\s*)?'\.\/FilterSheet'\)/);
    expect(valueImports('src/pages/allorder/sheet.h5.tsx')).not.toContain('./FilterSheet');
  });

  it('the hotel list screen takes its filter sheet through sheets(.h5) and the city label alone', () => {
    const screen = valueImports('src/packages/hotel/search/ListScreen.tsx');
    expect(screen).not.toContain('./FilterSheet');
    expect(screen).not.toContain('./QueryFields');
    expect(screen).toContain('./sheets');
    expect(read('src/packages/hotel/search/sheets.h5.tsx')).toMatch(
      /import\(\s*(\/\*[^*]*\*\/\s*)?'\.\/FilterSheet'\)/,
    );
    expect(valueImports('src/packages/hotel/search/sheets.h5.tsx')).not.toContain('./FilterSheet');
  });
});
