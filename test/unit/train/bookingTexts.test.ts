/** The trainBooking text part: its own prefix, zh and en key for key, English free of Chinese, placeholders matching. */
import { en, zh } from '../../../src/i18n/parts/trainBooking';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('trainBooking texts', () => {
  it('are complete and consistent in both languages', () => {
    const z = zh as Record<string, string>;
    const e = en as Record<string, string>;
    expect(Object.keys(e).sort()).toEqual(Object.keys(z).sort());
    for (const key of Object.keys(z)) {
      expect(key.startsWith('trainBooking.')).toBe(true);
      expect(/[\u4e00-\u9fff]/.test(e[key] ?? '')).toBe(false);
      expect(placeholders(e[key] ?? '')).toEqual(placeholders(z[key] ?? ''));
    }
  });
});
