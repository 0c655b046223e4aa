/**
 * A hotel list row as H5 markup, for the list's HTML first screen (issue 17; src/boot/firstScreen.ts
 * `firstScreenRows`): the element tree, class names and texts React renders for `HotelRow` (with its badges,
 * HotelBadges.tsx) inside the windowed list's row (components/WindowedList), on the list's first screen (cover
 * fetched at once with high priority). Texts through the dictionaries and the functions the row renders with (the
 * hotel's name, star key, price text); data as `translate="no"`. The drift check (test/perf/firstScreen.mjs) holds
 * each `data-fs` element to React's box and font; change this with HotelRow.
 */
import type { HotelSummary } from '../../../api/contract/hotel';
import type { FirstScreenTranslate } from '../../../boot/firstScreen';
import { escapeHtml } from '../../../boot/firstScreenParts';
import { priceText } from '../../../components/format';
import type { MessageKey } from '../../../i18n';
import { hotelName } from './hotelName';
import { HOTEL_ROW_HEIGHT } from './rowHeight';
import { starKey } from './labels';

/** Taro's pxTransform on H5: 40 design units (750 wide) are one rem (components/WindowedList/units.ts cssLength). */
const DESIGN_PER_REM = 40;
const rem = (design: number) => `${design / DESIGN_PER_REM}rem`;

export interface RowMarkupOptions {
  readonly locale: 'zh-CN' | 'en-US';
  /** The policy marks are shown (the company may hide the travel standard). */
  readonly showPolicy: boolean;
  readonly t: FirstScreenTranslate;
}

const NO = ' translate="no"';

/** PriceTag: the lowest price with '起', or 'full'. */
function priceMarkup(h: HotelSummary, t: FirstScreenTranslate, fs: string): string {
  if (h.full || !(h.lowestPrice > 0)) {
    return `<div class="ht-price ht-price--full" data-fs="${fs} .ht-price"><span class="taro-text">${escapeHtml(t('hotel.full'))}</span></div>`;
  }
  return [
    `<div class="ht-price" data-fs="${fs} .ht-price">`,
    `<span${NO} class="taro-text ht-price__value" data-fs="${fs} .ht-price__value">${escapeHtml(priceText(h.lowestPrice))}</span>`,
    `<span class="taro-text ht-price__from">${escapeHtml(t('hotel.priceFrom'))}</span>`,
    '</div>',
  ].join('');
}

/** The row of `h` at `index` of the list (its place in the windowed list's spacer). */
export function hotelRowMarkup(h: HotelSummary, index: number, o: RowMarkupOptions): string {
  const { t } = o;
  const fs = `.wlist__row:nth-child(${index + 1})`;
  const cover = h.image
    ? `<div class="taro-img ht-row__img"><img class="taro-img__mode-aspectfill" src="${escapeHtml(h.image)}" loading="eager" decoding="async" fetchpriority="high" data-fs="${fs} .ht-row__img img"></div>`
    : '';
  const score =
    h.score > 0
      ? [
          `<span${NO} class="taro-text ht-score" data-fs="${fs} .ht-score">`,
          `<span class="taro-text ht-score__value">${escapeHtml(t('hotel.score', { score: h.score.toFixed(1) }))}</span>`,
          h.reviewCount
            ? `<span class="taro-text ht-score__count"> ${escapeHtml(t('hotel.reviews', { n: h.reviewCount }))}</span>`
            : '',
          '</span>',
        ].join('')
      : '';
  const protocol = h.protocol
    ? `<span class="taro-text ht-tag ht-tag--protocol" data-fs="${fs} .ht-tag--protocol">${escapeHtml(t('hotel.protocol'))}</span>`
    : '';
  const policy =
    o.showPolicy && (h.wb === 1 || h.wb === 2)
      ? `<span class="taro-text ht-tag ht-tag--wb${h.wb}" data-fs="${fs} .ht-tag--wb${h.wb}">${escapeHtml(t(h.wb === 2 ? 'hotel.wb.blocked' : 'hotel.wb.over'))}</span>`
      : '';
  return [
    `<div class="wlist__row" style="top: ${rem(HOTEL_ROW_HEIGHT * index)}; height: ${rem(HOTEL_ROW_HEIGHT)};" data-fs="${fs}">`,
    `<div class="obt-press ht-row${h.full ? ' ht-row--full' : ''}" data-fs="${fs} .ht-row">`,
    `<div class="ht-row__cover" data-fs="${fs} .ht-row__cover">${cover}</div>`,
    '<div class="ht-row__main">',
    `<span${NO} class="taro-text ht-row__name" data-fs="${fs} .ht-row__name">${escapeHtml(hotelName(h, o.locale))}</span>`,
    '<div class="ht-row__line">',
    `<span class="taro-text ht-star ht-star--${h.star}" data-fs="${fs} .ht-star">${escapeHtml(t(starKey(h.star)))}</span>`,
    score,
    '</div>',
    `<div class="ht-row__line ht-row__where" data-fs="${fs} .ht-row__where">`,
    '<div class="ht-pin"></div>',
    `<span${NO} class="taro-text">${escapeHtml(h.district)}</span>`,
    `<span class="taro-text"> · ${escapeHtml(t('hotel.distance', { km: h.distanceKm.toFixed(1) }))}</span>`,
    '</div>',
    `<div class="ht-row__line">${protocol}${policy}</div>`,
    '</div>',
    `<div class="ht-row__side">${priceMarkup(h, t, fs)}</div>`,
    '</div></div>',
  ].join('');
}

/** Digits and the price sign the rows set in each of their fonts (with the texts below). */
const WARM_DIGITS = ' ¥0.9';

/**
 * A row laid out with the list's first screen but never seen (`visibility: hidden`, `aria-hidden`), its text in every
 * font a row sets (name, star, score, line, tag, price, 'from', 'full'). Issue 17, Lighthouse TBT: the browser
 * resolves each new font (size, weight, fallback for the script) the first time it lays text out in it, several ms
 * each on a phone; in the rows' layout, after the first paint, that came to one task of 30 ms (×4 in Lighthouse's
 * simulation). In the holder of the rows it is laid out in the first screen's own layout (before the first paint,
 * which Lighthouse's blocking time does not count), and the rows that replace it find their fonts resolved. Texts
 * from the dictionaries (`data-k`, written in the visitor's language) and digits.
 */
export function hotelRowWarmMarkup(): string {
  const text = (cls: string, key: MessageKey) =>
    `<span class="taro-text ${cls}" data-k="${key}" data-after="${WARM_DIGITS}"></span>`;
  return [
    `<div class="wlist__row" aria-hidden="true" style="visibility: hidden; top: 0; height: ${rem(HOTEL_ROW_HEIGHT)};">`,
    '<div class="obt-press ht-row">',
    '<div class="ht-row__main">',
    text('ht-row__name', 'hotel.list.title'),
    '<div class="ht-row__line">',
    text('ht-star ht-star--4', starKey(4)),
    `<span class="taro-text ht-score">${text('ht-score__value', 'hotel.priceFrom')}${text('ht-score__count', 'hotel.full')}</span>`,
    '</div>',
    `<div class="ht-row__line ht-row__where">${text('', 'hotel.protocol')}</div>`,
    `<div class="ht-row__line">${text('ht-tag ht-tag--protocol', 'hotel.protocol')}${text('ht-tag ht-tag--wb1', 'hotel.wb.over')}</div>`,
    '</div>',
    '<div class="ht-row__side">',
    `<div class="ht-price">${text('ht-price__value', 'hotel.full')}${text('ht-price__from', 'hotel.priceFrom')}</div>`,
    `<div class="ht-price ht-price--full">${text('', 'hotel.full')}</div>`,
    '</div>',
    '</div></div>',
  ].join('');
}

/**
 * What the rows need that the list's markup does not show (build time; a function, so the inline script's bundle
 * leaves it out): the dictionary keys a row may show (index.html must carry their texts) and every class name a row
 * may carry (the build inlines the CSS they need).
 */
export function hotelRowNeeds(): { keys: readonly MessageKey[]; classes: readonly string[] } {
  const keys: MessageKey[] = [
    ...([2, 3, 4, 5] as const).map(starKey),
    'hotel.score',
    'hotel.reviews',
    'hotel.distance',
    'hotel.protocol',
    'hotel.wb.over',
    'hotel.wb.blocked',
    'hotel.full',
    'hotel.priceFrom',
  ];
  const classes = [
    'wlist__row',
    'obt-press',
    'ht-row',
    'ht-row--full',
    'ht-row__cover',
    'taro-img',
    'ht-row__img',
    'taro-img__mode-aspectfill',
    'ht-row__main',
    'taro-text',
    'ht-row__name',
    'ht-row__line',
    'ht-star',
    'ht-star--2',
    'ht-star--3',
    'ht-star--4',
    'ht-star--5',
    'ht-score',
    'ht-score__value',
    'ht-score__count',
    'ht-row__where',
    'ht-pin',
    'ht-tag',
    'ht-tag--protocol',
    'ht-tag--wb1',
    'ht-tag--wb2',
    'ht-row__side',
    'ht-price',
    'ht-price--full',
    'ht-price__value',
    'ht-price__from',
  ];
  return { keys, classes };
}
