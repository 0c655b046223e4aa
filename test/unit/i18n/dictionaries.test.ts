import { zhCN } from '../../../src/i18n/zh-CN';
import { enUS } from '../../../src/i18n/en-US';
import { translate, validationKey } from '../../../src/i18n';
import { VALIDATION_CODES } from '../../../src/domain/validationCodes';
import { ORDER_STATUSES } from '../../../src/domain/orderStatus';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe('i18n dictionaries (ARCHITECTURE §9: zh-CN default, en-US complete)', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('have no empty texts and the same placeholders per key', () => {
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) {
      expect(zhCN[key].trim()).not.toBe('');
      expect(enUS[key].trim()).not.toBe('');
      expect(placeholders(enUS[key])).toEqual(placeholders(zhCN[key]));
    }
  });

  it('keep English free of Chinese characters except the language names', () => {
    const cjk = /[\u4e00-\u9fff]/;
    const offenders = Object.entries(enUS).filter(([key, text]) => cjk.test(text) && key !== 'lang.zh-CN');
    expect(offenders).toEqual([]);
  });

  it('have a text for every domain validation code (SPEC §5 messages)', () => {
    const keys = Object.keys(zhCN);
    for (const code of VALIDATION_CODES) expect(keys).toContain(validationKey(code));
  });

  it('fill placeholders and leave unknown ones visible', () => {
    expect(translate('zh-CN', 'home.greeting', { name: '张三' })).toBe('您好，张三');
    expect(translate('en-US', 'login.code.resend', { seconds: 42 })).toBe('Resend in 42s');
    expect(translate('en-US', 'home.greeting')).toBe('Hello, {name}');
  });
});

describe('order status labels (ARCHITECTURE §13: client labels come from the dictionaries)', () => {
  it('has a label for every status of the shared vocabulary', () => {
    const keys = Object.keys(zhCN);
    for (const status of ORDER_STATUSES) expect(keys).toContain(`status.${status}`);
  });
});
