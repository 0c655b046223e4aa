/**
 * /allorder's HTML first screen (issue 17; contract in src/boot/firstScreen.ts), delivered as a first-screen part
 * (src/boot/firstScreenPart.ts: its own script, fetched on this route only): the status tabs on 'all', the filter
 * line with the default range, the lookup line, and — from the early first call's answer (firstCall.ts) — the first
 * screen's order rows (the page's largest paint). React's rows replace them when they render (`data-until`); a
 * failed or empty answer paints no rows (React shows its own states).
 */
import type { OrderListItem } from '../../api/contract/orders';
import type { FirstScreenRows, FirstScreens, FirstScreenValues } from '../../boot/firstScreen';
import { rowNeedsMarkup, tabPageShellMarkup } from '../../boot/firstScreenParts';
import { GROUPS } from './groups';
import { orderRowMarkup, orderRowNeeds, orderRowWarmMarkup } from './rowMarkup';
import { orderRowsOnScreen } from './rowsOnScreen';

/** The React elements that take the HTML rows' place: its rows, or its empty / failure state. */
const ROWS_UNTIL = '.orders__item, .obt-empty';

/** The page's head (index.tsx) on a cold load: the 'all' tab, the default filters (not active), an empty lookup. */
function ordersMarkup(): string {
  const tabs = GROUPS.map(({ group, label }, i) => {
    const cls = `obt-press orders__tab ${group === 'all' ? 'orders__tab--on' : ''}`;
    return `<div class="${cls}" data-k="${label}" data-fs=".orders__tab:nth-child(${i + 1})"></div>`;
  }).join('');
  const rows = orderRowNeeds();
  return tabPageShellMarkup(
    '/allorder',
    'obt-tab-page orders',
    'orders.title',
    [
      `<div class="orders__tabs" data-fs=".orders__tabs">${tabs}</div>`,
      '<div class="orders__filters" data-fs=".orders__filters">',
      '<span class="taro-text orders__range" data-k="orders.range" data-fs=".orders__range"></span>',
      '<div class="obt-press orders__filter-btn " data-k="orders.filter.open" data-fs="[data-testid=orders-filter-open]"></div>',
      '</div>',
      '<div class="orders__lookup" data-fs=".orders__lookup">',
      '<input class="taro-input-core weui-input orders__lookup-input" type="text" maxlength="64" tabindex="-1" data-kp="orders.lookup.placeholder" data-fs=".orders__lookup-input">',
      '<div class="obt-btn orders__lookup-btn taro-button-core taro-btn-default" data-k="orders.lookup.submit" data-fs=".orders__lookup-btn"></div>',
      '</div>',
      // Until the rows come (they replace it): a hidden row that resolves their fonts before the first paint.
      `<div class="obt-list" data-rows data-until="${ROWS_UNTIL}">${orderRowWarmMarkup()}</div>`,
      rowNeedsMarkup(rows.classes, rows.keys),
    ].join(''),
  );
}

export const firstScreens: FirstScreens = { '/allorder': ordersMarkup };

/** Nothing to compute: the head's texts are the dictionaries'. */
export const firstScreenValues: FirstScreenValues = { '/allorder': () => ({}) };

/**
 * The first screen's rows of a list answer (the envelope with code 1 and its `list`), none when it has none: the
 * rows React renders first (firstScreen.ts, PagedList `firstScreenRows`).
 */
export const firstScreenRows: FirstScreenRows = {
  '/allorder': (answer, _ctx, t, viewport) => {
    const data = answer.data as { code?: unknown; list?: unknown } | null;
    if (answer.status !== 200 || !data || data.code !== 1 || !Array.isArray(data.list) || data.list.length === 0) {
      return null;
    }
    const count = orderRowsOnScreen(viewport.height, viewport.designToPx);
    return (data.list as OrderListItem[]).slice(0, count).map((order, i) => orderRowMarkup(order, i, t));
  },
};
