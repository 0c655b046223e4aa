import { translate, type Locale, type MessageKey } from '../../../src/i18n';
import {
  dayText,
  discountText,
  shortDiscountText,
  durationText,
  priceText,
  relativeDayText,
  seatsText,
} from '../../../src/packages/flight/format';

const t = (locale: Locale) => (key: MessageKey, values?: Record<string, string | number>) =>
  translate(locale, key, values);
const zh = t('zh-CN');
const en = t('en-US');

describe('flight display texts', () => {
  it('discounts: tenths in Chinese, percent in English, full fare at 100, nothing above', () => {
    expect(discountText(45, zh)).toBe('4.5折');
    expect(discountText(50, zh)).toBe('5折');
    expect(discountText(45, en)).toBe('45% of full fare');
    expect(discountText(100, zh)).toBe('全价');
    expect(discountText(100, en)).toBe('Full fare');
    expect(discountText(130, zh)).toBe('');
    expect(discountText(0, zh)).toBe('');
    expect(shortDiscountText(45, en)).toBe('45%');
    expect(shortDiscountText(45, zh)).toBe('4.5折');
    expect(shortDiscountText(100, en)).toBe('Full fare');
  });

  it('seats left: more than 9, or the count', () => {
    expect(seatsText({ seats: 10 }, zh)).toBe('余票>9');
    expect(seatsText({ seats: 10 }, en)).toBe('>9 seats');
    expect(seatsText({ seats: 3 }, zh)).toBe('仅剩3张');
    expect(seatsText({ seats: 3 }, en)).toBe('3 left');
    expect(seatsText({ seats: 0 }, zh)).toBe('已售完');
  });

  it('prices, durations and dates', () => {
    expect(priceText(680)).toBe('¥680');
    expect(priceText(1234.5)).toBe('¥1,234.50');
    expect(durationText(135, zh)).toBe('2小时15分');
    expect(durationText(120, en)).toBe('2h');
    expect(durationText(45, en)).toBe('45m');
    expect(dayText('2026-11-23', zh)).toBe('11月23日');
    expect(dayText('2026-11-23', en)).toBe('Nov 23');
    expect(relativeDayText('2026-11-22', '2026-11-22', zh)).toBe('今天');
    expect(relativeDayText('2026-11-23', '2026-11-22', en)).toBe('Tomorrow');
    expect(relativeDayText('2026-11-26', '2026-11-22', zh)).toBe('周四');
  });
});
