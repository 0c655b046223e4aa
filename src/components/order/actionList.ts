/**
 * Which order actions a bar shows, in screen order (pay last, as the primary action), and which of them stay in the
 * row or go behind "more" (actionOverflow.ts): pure, so OrderActions and the order list's HTML first rows
 * (src/pages/allorder/rowMarkup.ts) lay out the same buttons with the same labels.
 */
import type { MessageKey } from '../../i18n';
import { splitActions } from './actionOverflow';

/** What the user may do with an order now (the order detail's `actions`). */
export interface OrderActionFlags {
  cancel: boolean;
  pay: boolean;
  refund: boolean;
  change: boolean;
  resend: boolean;
}

export type OrderActionName = keyof OrderActionFlags;

/** The product's refund and change screens and wording (OrderActions props). */
export interface ActionScreens {
  refundUrl?: string;
  changeUrl?: string;
  refundLabel?: MessageKey;
  changeLabel?: MessageKey;
}

export interface ShownAction {
  action: OrderActionName;
  label: MessageKey;
}

/** The actions shown, in screen order: refund and change only with their product's screen. */
export function shownActions(actions: OrderActionFlags, screens: ActionScreens = {}): ShownAction[] {
  const all: (ShownAction & { shown: boolean })[] = [
    { action: 'cancel', shown: actions.cancel, label: 'pay.order.actions.cancel' },
    { action: 'resend', shown: actions.resend, label: 'pay.order.actions.resend' },
    {
      action: 'change',
      shown: actions.change && !!screens.changeUrl,
      label: screens.changeLabel ?? 'pay.order.actions.change',
    },
    {
      action: 'refund',
      shown: actions.refund && !!screens.refundUrl,
      label: screens.refundLabel ?? 'pay.order.actions.refund',
    },
    { action: 'pay', shown: actions.pay, label: 'pay.order.actions.pay' },
  ];
  return all.filter((a) => a.shown).map(({ action, label }) => ({ action, label }));
}

/** One row always: the shown actions split into the row and the "more" sheet by their labels in the reader's language. */
export function actionRow<T extends ShownAction>(
  shown: readonly T[],
  t: (key: MessageKey) => string,
): { inline: T[]; more: T[] } {
  return splitActions(shown, (a) => t(a.label), t('pay.order.actions.more'));
}
