/**
 * The order action bar (OrderActions.tsx) as H5 markup, for the order list's HTML first rows (issue 17;
 * src/pages/allorder/rowMarkup.ts): the same buttons (actionList.ts), class names and texts; no handlers (the first
 * screen is inert, React's bar replaces it). Taro's H5 Button is a div with its core classes.
 */
import type { FirstScreenTranslate } from '../../boot/firstScreen';
import { escapeHtml } from '../../boot/firstScreenParts';
import type { MessageKey } from '../../i18n';
import { actionRow, shownActions, type OrderActionFlags } from './actionList';

/**
 * A Button (components/Button) as Taro's H5 renders it, `extra` classes after `obt-btn`.
 * @param fs the drift check's selector of the row holding it (test/perf/firstScreen.mjs), '' for none
 */
export function buttonMarkup(extra: string, action: string, text: string, fs = ''): string {
  const at = fs ? ` data-fs="${fs} [data-action=${action}]"` : '';
  return `<div class="obt-btn ${extra} taro-button-core taro-btn-default" data-action="${action}"${at}>${escapeHtml(text)}</div>`;
}

/** The bar of `actions`, empty when none is shown (OrderActions renders nothing then). */
export function orderActionsMarkup(actions: OrderActionFlags, t: FirstScreenTranslate, fs = ''): string {
  const { inline, more } = actionRow(shownActions(actions), (key) => t(key));
  if (inline.length === 0) return '';
  const moreButton = more.length
    ? `<div class="obt-press order-actions__btn order-actions__more">${escapeHtml(t('pay.order.actions.more'))}</div>`
    : '';
  const buttons = inline.map((b) =>
    buttonMarkup(
      `order-actions__btn${b.action === 'pay' ? ' order-actions__btn--primary' : ''}`,
      b.action,
      t(b.label),
      fs,
    ),
  );
  return `<div class="order-actions">${moreButton}${buttons.join('')}</div>`;
}

/** What the bar may show (build time): its dictionary keys and class names. */
export function orderActionsNeeds(): { keys: readonly MessageKey[]; classes: readonly string[] } {
  const all = { cancel: true, pay: true, refund: true, change: true, resend: true };
  return {
    keys: [...shownActions(all, { changeUrl: '-', refundUrl: '-' }).map((a) => a.label), 'pay.order.actions.more'],
    classes: [
      'order-actions',
      'obt-press',
      'order-actions__more',
      'obt-btn',
      'order-actions__btn',
      'order-actions__btn--primary',
      'taro-button-core',
      'taro-btn-default',
    ],
  };
}
