/**
 * An order list row (index.tsx `renderItem` with RowActions) as H5 markup, for /allorder's HTML first screen
 * (issue 17; src/boot/firstScreen.ts `firstScreenRows`): the element tree, class names and texts React renders —
 * the texts through the dictionaries and the functions the row renders with (rowText.ts, StatusTag's key, the one
 * money format), data as `translate="no"`; the action bars as they look, inert (no handlers). The drift check
 * (test/perf/firstScreen.mjs) holds each `data-fs` element to React's box and font; change this with the row.
 */
import type { OrderListItem } from '../../api/contract/orders';
import type { FirstScreenTranslate } from '../../boot/firstScreen';
import { escapeHtml } from '../../boot/firstScreenParts';
import { buttonMarkup, orderActionsMarkup, orderActionsNeeds } from '../../components/order/actionsMarkup';
import { formatAmount } from '../../components/order/format';
import { statusTagMarkup, statusTagNeeds } from '../../components/order/statusTagMarkup';
import type { MessageKey } from '../../i18n';
import { listActions } from './listActions';
import { orderLine, orderTitle } from './rowText';

const NO = ' translate="no"';

/** The actions under the row (RowActions.tsx), '' when its status offers none. */
function rowActionsMarkup(order: OrderListItem, t: FirstScreenTranslate, fs: string): string {
  const flags = listActions(order.orderStatus);
  if (!flags.pay && !flags.cancel && !flags.approval) return '';
  const approval = flags.approval
    ? buttonMarkup('order-actions__btn', 'approval', t('orders.action.approval'), fs)
    : '';
  const bar = orderActionsMarkup(
    { cancel: flags.cancel, pay: flags.pay, refund: false, change: false, resend: false },
    t,
    fs,
  );
  return `<div class="orders__actions" data-fs="${fs} .orders__actions">${approval}${bar}</div>`;
}

/** The row of `order` at `index` of the list. */
export function orderRowMarkup(order: OrderListItem, index: number, t: FirstScreenTranslate): string {
  const fs = `.orders__item:nth-child(${index + 1})`;
  return [
    `<div class="obt-card orders__item" data-fs="${fs}">`,
    `<div class="obt-press orders__item-open" data-fs="${fs} .orders__item-open">`,
    '<div class="orders__item-head">',
    `<span${NO} class="taro-text orders__item-title" data-fs="${fs} .orders__item-title">${escapeHtml(orderTitle(order, t))}</span>`,
    statusTagMarkup(order.orderStatus, t, `${fs} .obt-status`),
    '</div>',
    `<span${NO} class="taro-text orders__item-line" data-fs="${fs} .orders__item-line">${escapeHtml(orderLine(order))}</span>`,
    '<div class="orders__item-foot">',
    `<span class="taro-text orders__item-no" data-fs="${fs} .orders__item-no">${escapeHtml(order.orderNo)}</span>`,
    `<span class="taro-text orders__item-amount" data-fs="${fs} .orders__item-amount">${escapeHtml(formatAmount(order.amount))}</span>`,
    '</div></div>',
    rowActionsMarkup(order, t, fs),
    '</div>',
  ].join('');
}

/** Digits and signs the rows set in their fonts (dates, order numbers, amounts), beside the texts below. */
const WARM_DIGITS = ' ¥1,234.50-6789·';

/**
 * A row laid out with the first screen but never seen (`visibility: hidden`, `aria-hidden`; the rows replace it),
 * its text in every font a row sets (title, status, line, number, amount, action buttons). Issue 17, Lighthouse
 * TBT: the browser resolves each new font (size, weight, fallback for the script) the first time it lays text out
 * in it, several ms each on a phone; laid out in the first screen's own layout (before the first paint, which the
 * blocking time does not count), the rows' layout after it finds them resolved. Texts from the dictionaries
 * (`data-k`, written in the visitor's language) and digits.
 */
export function orderRowWarmMarkup(): string {
  const text = (cls: string, key: MessageKey) =>
    `<span class="taro-text ${cls}" data-k="${key}" data-after="${WARM_DIGITS}"></span>`;
  const button = (extra: string, key: MessageKey) =>
    `<div class="obt-btn order-actions__btn${extra} taro-button-core taro-btn-default" data-k="${key}"></div>`;
  return [
    '<div class="obt-card orders__item" aria-hidden="true" style="visibility: hidden;">',
    '<div class="obt-press orders__item-open">',
    '<div class="orders__item-head">',
    text('orders__item-title', 'orders.type.unknown'),
    text('obt-status obt-status--toPay', 'status.awaitingPayment'),
    '</div>',
    text('orders__item-line', 'orders.range'),
    '<div class="orders__item-foot">',
    text('orders__item-no', 'orders.tab.all'),
    text('orders__item-amount', 'status.confirmed'),
    '</div></div>',
    '<div class="orders__actions"><div class="order-actions">',
    button('', 'pay.order.actions.cancel'),
    button(' order-actions__btn--primary', 'pay.order.actions.pay'),
    '</div></div></div>',
  ].join('');
}

/**
 * What the rows need that the page's markup does not show (build time; a function, so the part's bundle leaves it
 * out): the dictionary keys a row may show and every class name a row may carry.
 */
export function orderRowNeeds(): { keys: readonly MessageKey[]; classes: readonly string[] } {
  const tags = statusTagNeeds();
  const actions = orderActionsNeeds();
  return {
    keys: ['orders.type.unknown', 'orders.action.approval', ...tags.keys, ...actions.keys],
    classes: [
      'obt-card',
      'orders__item',
      'obt-press',
      'orders__item-open',
      'orders__item-head',
      'taro-text',
      'orders__item-title',
      'orders__item-line',
      'orders__item-foot',
      'orders__item-no',
      'orders__item-amount',
      'orders__actions',
      ...tags.classes,
      ...actions.classes,
    ],
  };
}
