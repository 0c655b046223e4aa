/**
 * Cancelling a car order (SPEC §4: free while calling, a fee once a driver accepted, not once the trip started):
 * the button asks the server what cancelling costs now, the sheet says it with the reasons, and a fee is sent as
 * accepted (`sfqx` 1) only after the user confirmed it. One idempotency key per attempt.
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Sheet } from '../../../components/booking/Sheet';
import { TextField } from '../../../components/booking/Field';
import { useCancelIntent } from '../../../components/order';
import { Pressable } from '../../../components/Pressable';
import { LIMITS } from '../../../domain/limits';
import { formatYuan, yuanToFen } from '../../../domain/money';
import { showToast } from '../../../hosts/ui';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { useCarOrderStore } from './useRide';
import '../../../i18n/parts/carOrder';

/** Reason codes (qxbh) with their texts; 'other' takes the user's words. */
export const CANCEL_REASONS = ['planChanged', 'waitTooLong', 'driverAsked', 'wrongPlace', 'other'] as const;
type Reason = (typeof CANCEL_REASONS)[number];

const reasonKey = (code: Reason): MessageKey => `carOrder.cancel.reason.${code}`;

/** The reasons the server takes (all when it names none); 'other' always. */
const offered = (codes: readonly string[]): Reason[] =>
  CANCEL_REASONS.filter((c) => c === 'other' || codes.length === 0 || codes.includes(c));

export const CancelRide = observer(function CancelRide(props: { orderId: string; onDone(): void }) {
  const { t } = useStores().ui;
  const store = useCarOrderStore();
  const [feeFen, setFeeFen] = useState<number | null>(null);
  const [codes, setCodes] = useState<readonly string[]>([]);
  const [reason, setReason] = useState<Reason>('planChanged');
  const [other, setOther] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const fee = await store.cancelFee(props.orderId);
      setError('');
      setCodes(fee?.reasonCodes ?? []);
      setReason(offered(fee?.reasonCodes ?? [])[0] ?? 'other');
      setFeeFen(yuanToFen(fee?.fee ?? 0));
    } catch {
      // The transport presented why.
    } finally {
      setBusy(false);
    }
  };
  const close = () => setFeeFen(null);

  const cancel = useCancelIntent(async (key, text: string, fee: number) => {
    await store.cancel({ orderId: props.orderId, reasonCode: reason, reasonText: text, feeAccepted: fee > 0 }, key);
  });

  const confirm = async () => {
    if (busy || feeFen === null) return;
    const text = reason === 'other' ? other.trim() : t(reasonKey(reason));
    if (!text) {
      setError(t('carOrder.cancel.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await cancel(text, feeFen);
      close();
      showToast(t('carOrder.cancel.done'), LIMITS.ui.toastMs, 'success');
      props.onDone();
    } catch {
      // Refused (e.g. the trip started meanwhile): the transport showed the server's reason.
    } finally {
      setBusy(false);
    }
  };

  const fee = feeFen === null ? '' : formatYuan(feeFen);
  return (
    <>
      <Pressable className="car-btn car-btn--plain" onPress={() => void open()} disabled={busy} testId="ride-cancel">
        {t('carOrder.action.cancel')}
      </Pressable>
      {feeFen !== null && (
        <Sheet
          id="ride-cancel-sheet"
          title={t('carOrder.cancel.title')}
          onClose={close}
          footer={
            <View className="car-sheet__buttons">
              <Pressable className="car-btn car-btn--plain" onPress={close} testId="cancel-keep">
                {t('carOrder.cancel.keep')}
              </Pressable>
              <Pressable
                className="car-btn car-btn--danger"
                onPress={() => void confirm()}
                disabled={busy}
                testId="cancel-confirm"
              >
                {feeFen > 0 ? t('carOrder.cancel.submitFee', { fee }) : t('carOrder.cancel.submit')}
              </Pressable>
            </View>
          }
        >
          <Text
            className={`car-cancel__fee${feeFen > 0 ? ' car-cancel__fee--due' : ''}`}
            role="status"
            data-testid="cancel-fee"
          >
            {feeFen > 0 ? t('carOrder.cancel.fee', { fee }) : t('carOrder.cancel.free')}
          </Text>
          <View className="car-cancel__reasons" role="radiogroup" aria-label={t('carOrder.cancel.reason')}>
            {offered(codes).map((code) => (
              <Pressable
                key={code}
                role="radio"
                selected={reason === code}
                className={`car-chip${reason === code ? ' car-chip--on' : ''}`}
                onPress={() => setReason(code)}
                testId={`cancel-reason-${code}`}
              >
                {t(reasonKey(code))}
              </Pressable>
            ))}
          </View>
          {reason === 'other' ? (
            <TextField
              id="cancel-other"
              label={t('carOrder.cancel.otherText')}
              value={other}
              onChange={setOther}
              maxlength={50}
              required
            />
          ) : null}
          {error ? (
            <Text className="car-cancel__error" role="alert">
              {error}
            </Text>
          ) : null}
        </Sheet>
      )}
    </>
  );
});
