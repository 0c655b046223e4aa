/**
 * The hotel lists' HTML first screen (/ht/htList, /htV2/htList; issue 17; contract in src/boot/firstScreen.ts), for
 * each route's `htmlFirstScreen.ts`: the title bar, the list head with the cold load's city and stay (firstList.ts
 * coldSearch, as ListScreen.tsx shows them), the sort bar on its default, and — from the early first call's answer —
 * the first screen's rows with their covers (the page's largest paint). React's rows replace them when they render
 * (`data-until`); a failed or empty answer paints no rows (React shows its own states). Not for a remembered
 * international query (React lists it through another call).
 */
import type { HotelSort, HotelSummary } from '../../../api/contract/hotel';
import type { FirstScreenRowsOf, FirstScreenTranslate, FirstScreenValuesOf } from '../../../boot/firstScreen';
import type { FirstCallContext } from '../../../boot/firstCall';
import { listHeadMarkup, pageShellMarkup, rowNeedsMarkup } from '../../../boot/firstScreenParts';
import { EARLY_IMAGES } from '../../../boot/starter';
import { dayText } from '../../../components/format';
import { HOTEL_RULES, nightsBetween } from '../../../domain/hotel/stay';
import { STORAGE_KEYS } from '../../../domain/session';
import { hotelRowMarkup, hotelRowNeeds, hotelRowWarmMarkup } from '../components/hotelRowMarkup';
import { sortKey } from '../components/labels';
import { cityLabel } from './cityLabel';
import { coldSearch } from './firstList';
import { rowsOnFirstScreen } from './firstScreenRows';
import { SORTS } from './sorts';

/** The React elements that take the HTML rows' place: its rows, or its empty / failure state. */
const ROWS_UNTIL = '.ht-row, .obt-empty';

/** The sort bar (ListScreen.tsx SortBar) on the default sort, no filters, with the map button. */
function sortBarMarkup(): string {
  const on = HOTEL_RULES.defaultSort as HotelSort;
  const sorts = SORTS.map((s) => {
    const cls = `obt-press htl__sort${s === on ? ' htl__sort--on' : ''}`;
    return `<div class="${cls}" data-k="${sortKey(s)}" data-fs="[data-testid=sort-${s}]"></div>`;
  }).join('');
  return [
    '<div class="htl__bar" data-fs=".htl__bar">',
    `<div class="htl__sorts" data-fs=".htl__sorts">${sorts}</div>`,
    '<div class="obt-press htl__tool" data-k="hotel.filter" data-fs="[data-testid=filter]"></div>',
    '<div class="obt-press htl__tool" data-fs="[data-testid=to-map]"><div class="ht-pin"></div></div>',
    '</div>',
  ].join('');
}

/** The markup of `route` (build time). */
export function hotelListMarkup(route: string): string {
  const head = listHeadMarkup(
    '<span data-v="route"></span>',
    '<span class="taro-text htl__sub" data-v="stay" data-fs="[data-testid=list-stay]"></span>',
  );
  const body = [
    '<div class="ls__body" data-fs=".ls__body">',
    '<div class="taro-scroll taro-scroll-view__scroll-y wlist ">',
    // Until the rows come (they replace it): a hidden row that resolves their fonts before the first paint.
    `<div class="wlist__spacer" data-rows data-until="${ROWS_UNTIL}">${hotelRowWarmMarkup()}</div>`,
    '</div></div>',
  ].join('');
  // The stay line's words (components/format dayText) and what the rows show.
  const rows = hotelRowNeeds();
  const keys = [
    'hotel.list.stay',
    'flight.date.md',
    ...Array.from({ length: 12 }, (_, i) => `flight.month.${i + 1}`),
    ...rows.keys,
  ];
  return pageShellMarkup(
    route,
    'ht-page ls htl',
    'hotel.list.title',
    `${head}${sortBarMarkup()}${body}${rowNeedsMarkup(rows.classes, keys)}`,
  );
}

/** The list head's texts: the city, and the stay line as ListScreen.tsx writes it. */
export const hotelListValues: FirstScreenValuesOf = (ctx, t) => {
  const search = coldSearch(ctx);
  if (!search || !t) return null;
  const { city, stay, keyword } = search;
  const line = t('hotel.list.stay', {
    checkIn: dayText(stay.checkIn, t),
    checkOut: dayText(stay.checkOut, t),
    n: nightsBetween(stay.checkIn, stay.checkOut),
  });
  return { route: cityLabel(city, ctx.locale), stay: keyword ? `${line} · ${keyword}` : line };
};

/** The list shows the policy marks unless the company hides the travel standard (ListScreen.tsx showPolicy). */
function showPolicy(ctx: FirstCallContext): boolean {
  const info = ctx.stored(STORAGE_KEYS.userInfo) as { vipCorp?: { hideTravelStandard?: unknown } } | null;
  return info?.vipCorp?.hideTravelStandard !== 1;
}

/**
 * The first screen's rows of a list answer (the envelope with code 1 and its `list`), none when it has none: those
 * React renders with their covers at once (ResultList.tsx firstScreenRowCount), up to the six the starter fetched.
 */
export const hotelListRows: FirstScreenRowsOf = (answer, ctx, t: FirstScreenTranslate, viewport) => {
  const data = answer.data as { code?: unknown; list?: unknown } | null;
  if (answer.status !== 200 || !data || data.code !== 1 || !Array.isArray(data.list) || data.list.length === 0) {
    return null;
  }
  const options = { locale: ctx.locale, showPolicy: showPolicy(ctx), t };
  // The rows whose covers React loads at once (its first screen), no more than the starter fetched early.
  const count = Math.min(EARLY_IMAGES, rowsOnFirstScreen(viewport.height, viewport.designToPx));
  return (data.list as HotelSummary[]).slice(0, count).map((h, i) => hotelRowMarkup(h, i, options));
};
