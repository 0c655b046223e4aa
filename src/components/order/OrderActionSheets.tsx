/**
 * The order action bar's sheets — the "more" menu, the cancel reason, the itinerary's e-mail address — apart from
 * the bar (OrderActions.tsx): the bar stands on every order row of /allorder's first screen, a sheet opens only
 * after a tap, so on H5 the sheets' code (the sheet, the e-mail check, sending the itinerary) comes as its own chunk
 * (actionSheets.h5.ts; issue 17: bytes and start-up work before the order centre's largest paint). The bar keeps
 * the state (what is open, the reason typed so far, busy), so closing and reopening a sheet is as before.
 */
import { View, Text, Input } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Button } from '../Button';
import { smsEmail } from '../../api/common';
import { checkEmail } from '../../domain/validators';
import { showToast } from '../../hosts/ui';
import { LIMITS } from '../../domain/limits';
import { validationKey, type MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import { Sheet } from '../booking/Sheet';
import '../../i18n/parts/payActions';

/** SPEC §7 smsEmail: sendScene 1 sends the order's itinerary document. */
const ITINERARY_SCENE = 1;

/** Which sheet of the bar is open. */
export type OrderActionSheetName = 'more' | 'cancel' | 'resend';

/** Props of {@link OrderActionSheet}: what the bar knows and the state it keeps. */
export interface OrderActionSheetProps {
  open: OrderActionSheetName;
  orderNo: string;
  orderType: number;
  /** The actions behind "more", in screen order. */
  more: readonly { action: string; label: MessageKey; onPress(): void }[];
  cancelReasonRequired?: boolean;
  cancelIntro?: string;
  reason: string;
  onReason(value: string): void;
  email: string;
  onEmail(value: string): void;
  error: MessageKey | null;
  onError(error: MessageKey | null): void;
  busy: boolean;
  onBusy(busy: boolean): void;
  /** Confirms the cancel with the reason typed (the bar's cancel call). */
  onConfirmCancel(): void;
  close(): void;
}

/** The open sheet of an order's action bar. */
export const OrderActionSheet = observer(function OrderActionSheet(props: OrderActionSheetProps) {
  const { ui } = useStores();
  const { t } = ui;
  const { busy, close } = props;

  async function sendItinerary() {
    if (busy) return;
    const address = props.email.trim();
    const problem = checkEmail(address);
    if (problem) {
      props.onError(validationKey(problem));
      return;
    }
    props.onBusy(true);
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
      props.onBusy(false);
    }
  }

  const error = props.error && t(props.error);
  if (props.open === 'more') {
    return (
      <Sheet id="order-more" className="order-sheet" title={t('pay.order.actions.label')} onClose={close}>
        {props.more.map((b) => (
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
    );
  }
  if (props.open === 'cancel') {
    return (
      <FieldSheet
        id="order-cancel"
        title={t('pay.order.cancel.title')}
        intro={props.cancelIntro ?? t('pay.order.cancel.confirm')}
        label={t('pay.order.cancel.reason')}
        input={{
          maxlength: 100,
          required: props.cancelReasonRequired,
          placeholder: t('pay.order.cancel.reasonPlaceholder'),
          value: props.reason,
          onInput: props.onReason,
        }}
        error={error}
        closeText={t('pay.order.cancel.keep')}
        onClose={close}
        submit={{ text: t('pay.order.cancel.submit'), tone: 'danger', busy, onPress: props.onConfirmCancel }}
      />
    );
  }
  return (
    <FieldSheet
      id="order-resend"
      title={t('pay.order.resend.title')}
      label={t('pay.order.resend.email')}
      input={{
        field: 'email',
        maxlength: 254,
        placeholder: t('pay.order.resend.placeholder'),
        value: props.email,
        onInput: props.onEmail,
        onConfirm: () => void sendItinerary(),
      }}
      error={error}
      closeText={t('common.cancel')}
      onClose={close}
      submit={{ text: t('pay.order.resend.send'), tone: 'primary', busy, onPress: () => void sendItinerary() }}
    />
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
