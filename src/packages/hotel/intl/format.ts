/** Display helpers of the international hotel screens: the room conditions in one line, local-currency amounts. */
import type { IntlOccupancy } from '../../../api/contract/hotelIntl';
import { occupancyTotals } from '../../../domain/hotel/occupancy';
import { formatYuan, yuanToFen } from '../../../domain/money';
import type { Translate } from '../detail/format';
import { countryName } from './countries';
import '../../../i18n/parts/hotelIntl';

/** '1间 · 2成人 · 1儿童 · 中国籍' (children left out when none). */
export function occupancyText(
  occ: readonly IntlOccupancy[],
  nationality: string,
  t: Translate,
  locale: 'zh-CN' | 'en-US',
): string {
  const totals = occupancyTotals(occ);
  return [
    t('hotelIntl.occ.rooms', { n: occ.length }),
    t('hotelIntl.occ.adults', { n: totals.adults }),
    totals.children > 0 ? t('hotelIntl.occ.children', { n: totals.children }) : '',
    t('hotelIntl.occ.nationality', { name: countryName(nationality, locale) }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'JPY 12,345' or 'GBP 120.50' (whole amounts without decimals): the one money format, with a currency code. */
export function localText(amount: number, currency: string): string {
  const text = formatYuan(yuanToFen(amount), `${currency} `);
  return Number.isInteger(amount) ? text.slice(0, -3) : text;
}
