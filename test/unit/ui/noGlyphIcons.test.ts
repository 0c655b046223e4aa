/**
 * Issue 15: icons are never emoji or Unicode glyphs (on a phone without an emoji or symbol font they are empty
 * boxes, and they look different on every device). Every icon comes from `src/components/Icon`. This scans the
 * code of `src/` (comments left out) for emoji and for the symbol ranges that were used as icons.
 *
 * Allowed as text: → and ↔ between names (routes, before → after; both are in every system font), × between two
 * operands (unit × count), and punctuation such as ¥ · … 、.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const srcDir = join(root, 'src');

/** Emoji, dingbats, misc symbols and technical, geometric shapes, arrows (but → ↔), ‹ ›, private use, VS-16. */
const ICON_GLYPH =
  /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2300}-\u{23FF}\u{25A0}-\u{25FF}\u{2B00}-\u{2BFF}\u{2900}-\u{297F}\u{2190}\u{2191}\u{2193}\u{2195}-\u{21FF}\u{2039}\u{203A}\u{E000}-\u{F8FF}\u{FE0F}]/u;
/** × used as a close or delete mark: not written between two operands ('{unit} × {count}'). */
const CLOSE_CROSS = /×(?!\s+[{\w\p{L}(])/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (block comments, and line comments not inside a URL like 'http://'). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** 'path:line: text' of every icon glyph in the code. */
export function glyphIcons(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .forEach((line, i) => {
        if (ICON_GLYPH.test(line) || CLOSE_CROSS.test(line)) {
          found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`);
        }
      });
  }
  return found;
}

describe('no emoji or Unicode glyph icons in src/ (issue 15)', () => {
  it('finds none', () => {
    const files = sourceFiles(srcDir);
    expect(files.length).toBeGreaterThan(100);
    expect(glyphIcons(files)).toEqual([]);
  });

  it('recognises the glyphs it guards against, and lets text arrows and multiplication through', () => {
    const samples: [string, boolean][] = [
      ["icon: '✈'", true],
      ["'10903': '🏨'", true],
      ['<Text aria-hidden>›</Text>', true],
      ["{showPassword ? '◉' : '◎'}", true],
      ['<Text aria-hidden>×</Text>', true],
      ["{editing ? ' ×' : ''}", true],
      ["{on ? ' ↑' : ' ↓'}", true],
      ["'{from} → {to}'", false],
      ['{formatYuan(price)} × {line.count}', false],
      ["'{pkg} × {days}天'", false],
      ["'¥{amount} · 经济舱…'", false],
    ];
    for (const [line, isIcon] of samples) {
      expect([line, ICON_GLYPH.test(line) || CLOSE_CROSS.test(line)]).toEqual([line, isIcon]);
    }
  });

  it('ignores comments', () => {
    expect(withoutComments("/** a → b ✓ */ const x = 1; // done ✓\nconst url = 'http://x/›';")).not.toMatch(/✓/);
    expect(withoutComments("const url = 'http://x/›';")).toContain('›');
  });
});
