/**
 * Issue 15: en-US complete. No English text of the client or server dictionaries may contain Han characters; every
 * part file is read from its folder, so a part added later is covered without editing this test.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { enUS } from '../../../src/i18n/en-US';
import { validationEnUS } from '../../../src/i18n/validation';
import { MESSAGES, FIELD_LABELS } from '../../../server/src/i18n/messages';

const HAN = /\p{Script=Han}/u;

/**
 * Keys whose English text is Chinese on purpose: a language switch names each language in that language, so a
 * reader of either finds their own.
 */
const OWN_NAME = new Set(['lang.zh-CN']);

/** `[key, text]` of every English text with a Han character. */
function hanIn(dict: Readonly<Record<string, string>>): Array<[string, string]> {
  return Object.entries(dict).filter(([key, text]) => !OWN_NAME.has(key) && HAN.test(text));
}

/** `{ file: en }` of every part file in `dir` (each exports `zh` and `en`). */
function parts(dir: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of parts is only known at run time
    const mod = require(join(dir, file)) as { en?: Record<string, string> };
    if (mod.en) out[file] = mod.en;
  }
  return out;
}

const root = join(__dirname, '..', '..', '..');

describe('English dictionaries have no Chinese text', () => {
  it('client core and validation texts', () => {
    expect(hanIn(enUS)).toEqual([]);
    expect(hanIn(validationEnUS)).toEqual([]);
  });

  it('client parts (src/i18n/parts/*)', () => {
    const all = parts(join(root, 'src', 'i18n', 'parts'));
    expect(Object.keys(all).length).toBeGreaterThan(20);
    for (const [file, en] of Object.entries(all)) expect({ file, han: hanIn(en) }).toEqual({ file, han: [] });
  });

  it('server messages, field labels and parts (server/src/i18n/*)', () => {
    expect(hanIn(MESSAGES['en-US'])).toEqual([]);
    expect(hanIn(FIELD_LABELS['en-US'])).toEqual([]);
    const all = parts(join(root, 'server', 'src', 'i18n', 'parts'));
    expect(Object.keys(all).length).toBeGreaterThan(5);
    for (const [file, en] of Object.entries(all)) expect({ file, han: hanIn(en) }).toEqual({ file, han: [] });
  });

  it('the check itself sees Han characters', () => {
    expect(hanIn({ 'x.y': 'Order 出票成功' })).toEqual([['x.y', 'Order 出票成功']]);
    expect(hanIn({ 'lang.zh-CN': '简体中文' })).toEqual([]);
  });
});
