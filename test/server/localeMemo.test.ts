/**
 * The request's language is picked once per Accept-Language value and kept (plugins/i18n.ts localeFor, issue 17):
 * the kept answer is pickLocale's for every value, also after the table filled and started over, and a request's
 * tips follow its own header whatever the previous request sent.
 */
import { localeFor, pickLocale } from '../../server/src/plugins/i18n';
import { call, createTestApp, type TestApp } from './helpers/testApp';

const HEADERS = [
  undefined,
  '',
  'en-US,en;q=0.9',
  'zh-CN,zh;q=0.9,en;q=0.8',
  'en;q=0.1, zh;q=0.5',
  'fr-FR, en-GB;q=0.7',
  'de, fr',
  'en;q=0',
  `en-US,${'x'.repeat(300)}`,
];

describe('localeFor', () => {
  it("answers pickLocale's language, first call or kept", () => {
    for (let round = 0; round < 3; round += 1) {
      for (const header of HEADERS) expect(localeFor(header)).toBe(pickLocale(header));
    }
  });

  it('stays right after the table filled and started over', () => {
    for (let i = 0; i < 200; i += 1) {
      const header = i % 2 === 0 ? `en-US;q=0.${(i % 9) + 1}, zh;q=0.0${i}` : `zh-CN, en;q=0.${(i % 9) + 1} ${i}`;
      expect(localeFor(header)).toBe(pickLocale(header));
      expect(localeFor(header)).toBe(pickLocale(header));
    }
  });
});

describe('the request language hook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers each call in its own header's language", async () => {
    const tips = async (lang?: string) => (await call(t.app, '/obt/allOrderList', {}, { lang })).tips;
    const zh = await tips();
    const en = await tips('en-US,en;q=0.9');
    expect(en).not.toBe(zh);
    for (let i = 0; i < 3; i += 1) {
      expect(await tips('en-US,en;q=0.9')).toBe(en);
      expect(await tips('zh-CN,zh;q=0.9,en;q=0.8')).toBe(zh);
      expect(await tips()).toBe(zh);
    }
  });
});
