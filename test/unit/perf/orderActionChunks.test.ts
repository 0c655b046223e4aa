/**
 * Issue 17 (LCP of /allorder): the order action bar stands on the order rows of /allorder's first screen, its sheets
 * (more, cancel reason, itinerary e-mail) only after a tap, so the bar takes them through a platform module whose H5
 * flavour loads them as their own chunk (`import()`): the sheet, the e-mail check and the itinerary call are not
 * bytes of the page's first chunk. The page fetches that chunk once its rows have painted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** The modules a file imports for their values (type-only imports bring no code). */
const valueImports = (file: string): string[] =>
  [...read(file).matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]);

describe("the order action bar's first chunk", () => {
  it('takes its sheets through actionSheets(.h5), not the sheet, the e-mail check or the sheets module itself', () => {
    const bar = valueImports('src/components/order/OrderActions.tsx');
    expect(bar).toContain('./actionSheets');
    for (const heavy of ['./OrderActionSheets', '../booking/Sheet', '../../domain/validators', '../../api/common']) {
      expect(bar).not.toContain(heavy);
    }
    expect(read('src/components/order/actionSheets.h5.ts')).toMatch(
      /import\(\s*(\/\*[^*]*\*\/\s*)?'\.\/OrderActionSheets'\)/,
    );
    expect(valueImports('src/components/order/actionSheets.h5.ts')).not.toContain('./OrderActionSheets');
  });

  it("/allorder fetches the sheets' chunk once its rows have painted", () => {
    const page = read('src/pages/allorder/index.tsx');
    expect(valueImports('src/pages/allorder/index.tsx')).toContain('../../components/order/actionSheets');
    expect(page).toMatch(/onRowsPainted=\{preloadSheets\}/);
    expect(page).toMatch(/function preloadSheets\(\): void \{[^}]*preloadActionSheets\(\);/);
  });
});
