/**
 * src/i18n/english.h5.ts with src/i18n/index.ts (issue 17, entry bytes): on H5 the en-US core dictionary comes in a
 * chunk of its own. Until it is here English texts fall back to zh-CN and ask for it; when it arrives, whatever showed
 * a text (a MobX observer) shows it again in English; a failed download is asked again. Statically: only the
 * dictionary's loaders import en-US (and its validation texts), so nothing else puts it back on the entry.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { autorun } from 'mobx';

const mockLoadEnglish = jest.fn<Promise<unknown>, []>();
jest.mock('../../../src/i18n/english', () => ({
  englishAtStart: null,
  loadEnglish: () => mockLoadEnglish(),
}));

import { ensureLocale, localeReady, translate } from '../../../src/i18n';
import * as english from '../../../src/i18n/english.h5';

const root = resolve(__dirname, '../../..');

it('the H5 module starts without English and loads the en-US dictionary on demand', async () => {
  expect(english.englishAtStart).toBeNull();
  const dict = await english.loadEnglish();
  expect(dict['status.closed']).toBe('Closed');
  expect(dict['v.mobile.format']).toBe('Please enter a correct mobile number format');
});

it('English falls back to zh-CN and asks for the dictionary; observers show English once it is here', async () => {
  let fail = true;
  mockLoadEnglish.mockImplementation(() =>
    fail ? Promise.reject(new Error('offline')) : english.loadEnglish().then((d) => d),
  );
  expect(localeReady('zh-CN')).toBe(true);
  expect(localeReady('en-US')).toBe(false);
  // A failed download: the text stays zh-CN, ensureLocale rejects, and the next ask tries again.
  await expect(ensureLocale('en-US')).rejects.toThrow('offline');
  expect(translate('en-US', 'status.closed')).toBe('已关闭');
  // That ask fails too (still offline); then the network is back.
  await new Promise((done) => setTimeout(done, 0));
  fail = false;
  const shown: string[] = [];
  const stop = autorun(() => shown.push(translate('en-US', 'status.closed')));
  expect(shown).toEqual(['已关闭']);
  await ensureLocale('en-US');
  expect(shown).toEqual(['已关闭', 'Closed']);
  expect(localeReady('en-US')).toBe(true);
  expect(translate('zh-CN', 'status.closed')).toBe('已关闭');
  expect(translate('en-US', 'v.mobile.format')).toBe('Please enter a correct mobile number format');
  stop();
  // Once here, never asked again.
  const calls = mockLoadEnglish.mock.calls.length;
  await ensureLocale('en-US');
  expect(mockLoadEnglish.mock.calls.length).toBe(calls);
});

it('only the dictionary loaders import en-US and its validation texts', () => {
  const importers = (pattern: string) =>
    spawnSync('git', ['grep', '--untracked', '-l', '-E', pattern, '--', 'src'], { cwd: root, encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .sort();
  expect(importers("'\\./en-US'|i18n/en-US'")).toEqual(['src/i18n/english.h5.ts', 'src/i18n/english.ts']);
  // The barrel with both languages is the server's and the tests' (server/src/i18n/messages.ts), not the app's.
  expect(importers("'\\./validationEn'")).toEqual(['src/i18n/en-US.ts', 'src/i18n/validation.ts']);
  expect(importers("'(\\./|\\.\\./i18n/|@/i18n/)validation'")).toEqual([]);
});
