import { zhCN } from '../../../src/i18n/zh-CN';
import * as account from '../../../src/i18n/parts/account';
import * as afterSales from '../../../src/i18n/parts/afterSales';
import * as approval from '../../../src/i18n/parts/approval';
import * as booking from '../../../src/i18n/parts/booking';
import * as calendar from '../../../src/i18n/parts/calendar';
import * as flight from '../../../src/i18n/parts/flight';
import * as invoice from '../../../src/i18n/parts/invoice';
import * as notice from '../../../src/i18n/parts/notice';
import * as orders from '../../../src/i18n/parts/orders';
import * as pay from '../../../src/i18n/parts/pay';
import * as payActions from '../../../src/i18n/parts/payActions';
import * as people from '../../../src/i18n/parts/people';
import * as trip from '../../../src/i18n/parts/trip';
import * as tripBooking from '../../../src/i18n/parts/tripBooking';
import * as car from '../../../src/i18n/parts/car';
import * as carBooking from '../../../src/i18n/parts/carBooking';
import * as carOrder from '../../../src/i18n/parts/carOrder';
import * as hotel from '../../../src/i18n/parts/hotel';
import * as hotelBooking from '../../../src/i18n/parts/hotelBooking';
import * as hotelIntl from '../../../src/i18n/parts/hotelIntl';
import * as hotelNeed from '../../../src/i18n/parts/hotelNeed';
import * as hotelOrder from '../../../src/i18n/parts/hotelOrder';
import * as train from '../../../src/i18n/parts/train';
import * as trainAccount from '../../../src/i18n/parts/trainAccount';
import * as trainAfterSales from '../../../src/i18n/parts/trainAfterSales';
import * as trainBench from '../../../src/i18n/parts/trainBench';
import * as trainBooking from '../../../src/i18n/parts/trainBooking';
import * as map from '../../../src/i18n/parts/map';
import * as privacy from '../../../src/i18n/parts/privacy';
import * as shell from '../../../src/i18n/parts/shell';
import * as wecom from '../../../src/i18n/parts/wecom';
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

describe('product text parts (loaded with their packages, src/i18n/registry.ts)', () => {
  const parts = {
    account,
    afterSales,
    approval,
    booking,
    calendar,
    flight,
    invoice,
    notice,
    orders,
    pay,
    payActions,
    people,
    trip,
    tripBooking,
    car,
    carBooking,
    carOrder,
    hotel,
    hotelBooking,
    hotelIntl,
    hotelNeed,
    hotelOrder,
    train,
    trainAccount,
    trainAfterSales,
    trainBench,
    trainBooking,
    map,
    privacy,
    shell,
    wecom,
  };

  /**
   * Small parts split off a product's part for a first screen (issue 17) keep their keys' names: their prefix is
   * that part's, and the product's part imports them.
   */
  const PREFIX: Partial<Record<keyof typeof parts, string>> = {
    calendar: 'flight.',
    payActions: 'pay.order.',
  };

  it('keep each key in its own prefix, English free of Chinese, placeholders matching', () => {
    const cjk = /[\u4e00-\u9fff]/;
    for (const [name, part] of Object.entries(parts)) {
      const zh = part.zh as Record<string, string>;
      const en = part.en as Record<string, string>;
      expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
      const prefix = PREFIX[name as keyof typeof parts] ?? `${name}.`;
      for (const key of Object.keys(zh)) {
        expect([name, key.startsWith(prefix)]).toEqual([name, true]);
        expect(cjk.test(en[key])).toBe(false);
        expect(placeholders(en[key])).toEqual(placeholders(zh[key]));
      }
    }
  });

  it('never define a key in two parts (or in a part and the core)', () => {
    const owner = new Map<string, string>(Object.keys(zhCN).map((key) => [key, 'core']));
    const twice: string[] = [];
    for (const [name, part] of Object.entries(parts)) {
      for (const key of Object.keys(part.zh)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${name}`);
        owner.set(key, name);
      }
    }
    expect(twice).toEqual([]);
  });

  it('register a split-off part with its product part (pay loads the action texts, flight the calendar words)', () => {
    jest.isolateModules(() => {
      // A fresh registry with only the product parts loaded.
      /* eslint-disable @typescript-eslint/no-require-imports */
      const i18n = require('../../../src/i18n') as typeof import('../../../src/i18n');
      require('../../../src/i18n/parts/pay');
      require('../../../src/i18n/parts/flight');
      /* eslint-enable @typescript-eslint/no-require-imports */
      expect(i18n.translate('en-US', 'pay.order.actions.more')).toBe(payActions.en['pay.order.actions.more']);
      expect(i18n.translate('zh-CN', 'flight.weekday.0')).toBe(calendar.zh['flight.weekday.0']);
      expect(i18n.translate('en-US', 'flight.tomorrow')).toBe('Tomorrow');
    });
  });

  it('translate() finds a registered part key in both languages', () => {
    const key = Object.keys(flight.zh)[0] as keyof typeof flight.zh;
    expect(translate('zh-CN', key)).toBe(flight.zh[key]);
    expect(translate('en-US', key)).toBe(flight.en[key]);
  });
});
