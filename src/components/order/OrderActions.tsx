import { useState } from 'react';
import { View } from '@tarojs/components';
import { Button } from '../Button';
import { observer } from 'mobx-react-lite';
import { showToast } from '../../hosts/ui';
import { LIMITS } from '../../domain/limits';
import type { MessageKey } from '../../i18n';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import { Pressable } from '../Pressable';
import { actionRow, shownActions, type OrderActionFlags, type OrderActionName } from './actionList';
// The sheets (more, cancel reason, itinerary e-mail): on H5 their own chunk, loaded when one opens (issue 17).
import { OrderActionSheet } from './actionSheets';
import type { OrderActionSheetName } from './OrderActionSheets';
import '../../i18n/parts/payActions';

export type { OrderActionFlags } from './actionList';

/** Props of {@link OrderActions}. */
export interface OrderActionsProps {
  orderId: string;
  orderNo: string;
  orderType: number;
  actions: OrderActionFlags;
  /** The product's refund and change apply screens (SPEC §2), opened with `?orderId=`. */
  refundUrl?: string;
  changeUrl?: string;
  /** Product wording for the refund and change buttons ('refund ticket', 'change flight' …). */
  refundLabel?: MessageKey;
  changeLabel?: MessageKey;
  /** The product requires a reason to cancel. */
  cancelReasonRequired?: boolean;
  /** What the cancel sheet says before the reason (what cancelling costs now); default the generic question. */
  cancelIntro?: string;
  /** Cancels the order (the product's cancel call, under an idempotency key); rejects when it failed. */
  onCancel(reason: string): Promise<void>;
  /** Called after a successful cancel (reload the order). */
  onCancelled?(): void;
  /** Pre-filled e-mail address for the itinerary. */
  defaultEmail?: string;
}

type Open = null | OrderActionSheetName;

/** Cancel / pay / refund / change / resend itinerary, shown by the order's action flags; product-agnostic. */
export const OrderActions = observer(function OrderActions(props: OrderActionsProps) {
  const { ui } = useStores();
  const { t } = ui;
  const { actions } = props;
  const [open, setOpen] = useState<Open>(null);
  const [reason, setReason] = useState('');
  const [email, setEmail] = useState(props.defaultEmail ?? '');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  const any = actions.cancel || actions.pay || actions.refund || actions.change || actions.resend;
  if (!any) return null;

  const close = () => {
    setOpen(null);
    setError(null);
  };

  async function confirmCancel() {
    if (busy) return;
    const text = reason.trim();
    if (props.cancelReasonRequired && !text) {
      setError('pay.order.cancel.reasonRequired');
      return;
    }
    setBusy(true);
    try {
      await props.onCancel(text);
      close();
      showToast(t('pay.order.cancel.done'), LIMITS.ui.toastMs, 'success');
      props.onCancelled?.();
    } catch {
      // The transport presented the server's reason (SPEC §8: order cannot be cancelled …).
    } finally {
      setBusy(false);
    }
  }

  const withOrder = (url: string) => void navigate(url, { query: { orderId: props.orderId } });
  const openSheet = (sheet: Exclude<Open, null>) => {
    setError(null);
    setOpen(sheet);
  };
  const press: Record<OrderActionName, () => void> = {
    cancel: () => openSheet('cancel'),
    resend: () => openSheet('resend'),
    change: () => withOrder(props.changeUrl ?? ''),
    refund: () => withOrder(props.refundUrl ?? ''),
    pay: () => void navigate('/pay/payment', { query: { orderIds: props.orderId } }),
  };
  // In screen order, pay last as the primary action; one row always: what does not fit goes into the "more" sheet
  // (its first place, screen order kept).
  const { inline, more } = actionRow(
    shownActions(actions, props).map((a) => ({ ...a, onPress: press[a.action] })),
    t,
  );

  return (
    <View className="order-actions" role="group" aria-label={t('pay.order.actions.label')} data-testid="order-actions">
      {more.length > 0 ? (
        <Pressable
          className="order-actions__btn order-actions__more"
          testId="order-actions-more"
          onPress={() => openSheet('more')}
        >
          {t('pay.order.actions.more')}
        </Pressable>
      ) : null}
      {inline.map((b) => (
        <Button
          key={b.action}
          className={`order-actions__btn${b.action === 'pay' ? ' order-actions__btn--primary' : ''}`}
          data-action={b.action}
          onClick={b.onPress}
        >
          {t(b.label)}
        </Button>
      ))}

      {open !== null && (
        <OrderActionSheet
          open={open}
          orderNo={props.orderNo}
          orderType={props.orderType}
          more={more}
          cancelReasonRequired={props.cancelReasonRequired}
          cancelIntro={props.cancelIntro}
          reason={reason}
          onReason={setReason}
          email={email}
          onEmail={setEmail}
          error={error}
          onError={setError}
          busy={busy}
          onBusy={setBusy}
          onConfirmCancel={() => void confirmCancel()}
          close={close}
        />
      )}
    </View>
  );
});
