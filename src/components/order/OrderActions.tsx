import { useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { Button } from '../Button';
import { observer } from 'mobx-react-lite';
import { smsEmail } from '../../api/common';
import { checkEmail } from '../../domain/validators';
import { showToast } from '../../hosts/ui';
import { LIMITS } from '../../domain/limits';
import { validationKey, type MessageKey } from '../../i18n';
import { navigate } from '../../router';
import { useStores } from '../../stores';
import { Sheet } from '../booking/Sheet';
import { Pressable } from '../Pressable';
import { splitActions } from './actionOverflow';
import '../../i18n/parts/pay';

/** What the user may do with an order now (the order detail's `actions`). */
export interface OrderActionFlags {
  cancel: boolean;
  pay: boolean;
  refund: boolean;
  change: boolean;
  resend: boolean;
}

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

/** SPEC §7 smsEmail: sendScene 1 sends the order's itinerary document. */
const ITINERARY_SCENE = 1;

type Open = null | 'cancel' | 'resend' | 'more';

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

  async function sendItinerary() {
    if (busy) return;
    const address = email.trim();
    const problem = checkEmail(address);
    if (problem) {
      setError(validationKey(problem));
      return;
    }
    setBusy(true);
    try {
      await smsEmail({
        sendScene: ITINERARY_SCENE,
        emailUrl: address,
        orderNo: props.orderNo,
        orderType: props.orderType,
      });
      close();
      showToast(t('pay.order.resend.done', { email: address }), LIMITS.ui.toastMs, 'success');
    } catch {
      // Presented by the transport.
    } finally {
      setBusy(false);
    }
  }

  const withOrder = (url: string) => void navigate(url, { query: { orderId: props.orderId } });
  const openSheet = (sheet: Exclude<Open, null>) => {
    setError(null);
    setOpen(sheet);
  };
  // In this order on screen; pay last, as the primary action.
  const buttons: { action: string; shown: boolean; label: MessageKey; onPress(): void }[] = [
    { action: 'cancel', shown: actions.cancel, label: 'pay.order.actions.cancel', onPress: () => openSheet('cancel') },
    { action: 'resend', shown: actions.resend, label: 'pay.order.actions.resend', onPress: () => openSheet('resend') },
    {
      action: 'change',
      shown: actions.change && !!props.changeUrl,
      label: props.changeLabel ?? 'pay.order.actions.change',
      onPress: () => withOrder(props.changeUrl ?? ''),
    },
    {
      action: 'refund',
      shown: actions.refund && !!props.refundUrl,
      label: props.refundLabel ?? 'pay.order.actions.refund',
      onPress: () => withOrder(props.refundUrl ?? ''),
    },
    {
      action: 'pay',
      shown: actions.pay,
      label: 'pay.order.actions.pay',
      onPress: () => void navigate('/pay/payment', { query: { orderIds: props.orderId } }),
    },
  ];

  // One row always: what does not fit goes into the "more" sheet (its first place, screen order kept).
  const { inline, more } = splitActions(
    buttons.filter((b) => b.shown),
    (b) => t(b.label),
    t('pay.order.actions.more'),
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

      {open === 'more' && (
        <Sheet id="order-more" className="order-sheet" title={t('pay.order.actions.label')} onClose={close}>
          {more.map((b) => (
            <Button
              key={b.action}
              className="order-sheet__btn order-sheet__menu-item"
              data-action={b.action}
              onClick={() => {
                // The chosen action may open its own sheet in place of this one.
                close();
                b.onPress();
              }}
            >
              {t(b.label)}
            </Button>
          ))}
        </Sheet>
      )}

      {open === 'cancel' && (
        <FieldSheet
          id="order-cancel"
          title={t('pay.order.cancel.title')}
          intro={props.cancelIntro ?? t('pay.order.cancel.confirm')}
          label={t('pay.order.cancel.reason')}
          input={{
            maxlength: 100,
            required: props.cancelReasonRequired,
            placeholder: t('pay.order.cancel.reasonPlaceholder'),
            value: reason,
            onInput: setReason,
          }}
          error={error && t(error)}
          closeText={t('pay.order.cancel.keep')}
          onClose={close}
          submit={{ text: t('pay.order.cancel.submit'), tone: 'danger', busy, onPress: () => void confirmCancel() }}
        />
      )}

      {open === 'resend' && (
        <FieldSheet
          id="order-resend"
          title={t('pay.order.resend.title')}
          label={t('pay.order.resend.email')}
          input={{
            field: 'email',
            maxlength: 254,
            placeholder: t('pay.order.resend.placeholder'),
            value: email,
            onInput: setEmail,
            onConfirm: () => void sendItinerary(),
          }}
          error={error && t(error)}
          closeText={t('common.cancel')}
          onClose={close}
          submit={{ text: t('pay.order.resend.send'), tone: 'primary', busy, onPress: () => void sendItinerary() }}
        />
      )}
    </View>
  );
});

interface FieldSheetProps {
  id: string;
  title: string;
  intro?: string;
  label: string;
  input: {
    /** `<id>-<field>` is the input's id ('reason' by default). */
    field?: string;
    maxlength: number;
    required?: boolean;
    placeholder: string;
    value: string;
    onInput(value: string): void;
    onConfirm?(): void;
  };
  error: string | null;
  closeText: string;
  onClose(): void;
  submit: { text: string; tone: 'primary' | 'danger'; busy: boolean; onPress(): void };
}

/** An order sheet of one text field: the cancel reason or the itinerary's e-mail address. */
function FieldSheet({ id, title, intro, label, input, error, closeText, onClose, submit }: FieldSheetProps) {
  const inputId = `${id}-${input.field ?? 'reason'}`;
  return (
    <Sheet id={id} className="order-sheet" title={title}>
      {intro ? <Text className="order-sheet__text">{intro}</Text> : null}
      <View className="order-sheet__field">
        <Text id={`${inputId}-label`} className="order-sheet__label">
          {label}
        </Text>
        <Input
          id={inputId}
          className="order-sheet__input"
          type="text"
          maxlength={input.maxlength}
          aria-label={label}
          aria-required={input.required ? true : undefined}
          placeholder={input.placeholder}
          value={input.value}
          onInput={(e) => input.onInput(e.detail.value)}
          {...(input.onConfirm ? { onConfirm: input.onConfirm } : {})}
        />
      </View>
      {error ? (
        <Text className="order-sheet__error" role="alert">
          {error}
        </Text>
      ) : null}
      <View className="order-sheet__buttons">
        <Button className="order-sheet__btn" onClick={onClose}>
          {closeText}
        </Button>
        <Button
          className={`order-sheet__btn order-sheet__btn--${submit.tone}`}
          disabled={submit.busy}
          onClick={submit.onPress}
        >
          {submit.text}
        </Button>
      </View>
    </Sheet>
  );
}
