/**
 * StatusTag (StatusTag.tsx) as H5 markup, for the order list's HTML first rows (issue 17): the same classes, data
 * attributes and text (statusKey.ts, the tag's own key).
 */
import type { FirstScreenTranslate } from '../../boot/firstScreen';
import { escapeHtml } from '../../boot/firstScreenParts';
import { ORDER_STATUSES, STATUS_GROUPS, groupOf } from '../../domain/orderStatus';
import { orderStatusKey, type OrderStatusKey } from './statusKey';

export function statusTagMarkup(status: string, t: FirstScreenTranslate, fs = ''): string {
  const group = groupOf(status);
  const s = escapeHtml(status);
  const at = fs ? ` data-fs="${fs}"` : '';
  return `<span data-status="${s}" data-group="${group}" class="taro-text obt-status obt-status--${group}"${at}>${escapeHtml(t(orderStatusKey(status)))}</span>`;
}

/** What a tag may show (build time): every status's key and every group's class. */
export function statusTagNeeds(): { keys: readonly OrderStatusKey[]; classes: readonly string[] } {
  return {
    keys: [...ORDER_STATUSES.map(orderStatusKey), 'status.unknown'],
    classes: ['taro-text', 'obt-status', ...Object.keys(STATUS_GROUPS).map((g) => `obt-status--${g}`)],
  };
}
