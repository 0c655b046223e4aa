/**
 * The hotel refund form (SPEC §2 /ht/htOrder/htRefund, §5 hotel cancellation rules): the nights of the stay with
 * check boxes (those that cannot be refunded say why), the rule and the penalty if refunded now, what would come
 * back for the chosen nights (the domain rule; the server's answer is the truth), a listed reason (the last one asks
 * for a text of at most 200 characters), and one submission per visit (→ /ht/htRefundComplete).
 */
import { useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { ApplyHotelRefundData } from '../../../api/contract/hotelAfterSales';
import { ApiError } from '../../../api/transport';
import { MoneyRow, ReasonField, Section, SubmitBar, toggle, useVisitKey } from '../../../components/afterSales';
import { CheckRow } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { formatAmount } from '../../../components/order';
import { LIMITS } from '../../../domain/limits';
import { fenToYuan } from '../../../domain/money';
import { showToast } from '../../../hosts/ui';
import { redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import { HOTEL_ORDER_ROUTES } from './routes';
import { useHotelOrderStore } from './useOrderStore';
import { NO_TRANSLATE, refundEstimate } from './view';
import '../../../i18n/parts/hotelOrder';

/** A reason text longer than this is refused (SPEC §5 remarks at most 200 characters). */
export const REFUND_REASON_MAX = 200;

export const RefundForm = observer(function RefundForm({ data }: { data: ApplyHotelRefundData }) {
  const { t } = useStores().ui;
  const store = useHotelOrderStore();
  const key = useVisitKey();
  const allowed = data.nights.filter((n) => n.allowed).map((n) => n.date);
  // Every refundable night is chosen to start with; the user takes some off.
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = (picked ?? allowed).filter((d) => allowed.includes(d));
  const [reason, setReason] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const otherCode = data.reasons.at(-1)?.code ?? '';
  const estimate = refundEstimate(data.nights, chosen, data.penalty);
  const canSubmit = !data.busy && chosen.length > 0 && !busy;

  const submit = async () => {
    if (!canSubmit) return;
    if (!reason) return setError(t('hotelOrder.refund.reasonRequired'));
    const text = other.trim();
    if (reason === otherCode && !text) return setError(t('hotelOrder.refund.otherRequired'));
    if (text.length > REFUND_REASON_MAX) return setError(t('hotelOrder.refund.otherTooLong'));
    setBusy(true);
    try {
      const input = { orderId: data.orderId, nights: chosen, reasonCode: reason };
      const answer = await store.applyRefund(reason === otherCode ? { ...input, reasonText: text } : input, key);
      await redirectTo(HOTEL_ORDER_ROUTES.refundComplete, { query: { refundId: answer.refundId } });
    } catch (e) {
      // A refusal was shown by the transport; a lost answer can be retried with the same key.
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {data.busy ? (
        <View className="ht-refund__note" role="alert" data-testid="apply-busy">
          {t('hotelOrder.refund.busy')}
        </View>
      ) : null}
      <Section id="refund-nights" title={t('hotelOrder.refund.nights')}>
        <Text className="as-sub" {...NO_TRANSLATE}>
          {data.hotelName} · {data.roomName}
        </Text>
        <Text className="as-sub" data-testid="order-no">
          {t('hotelOrder.refund.orderNo', { no: data.orderNo })} ·{' '}
          {t('hotelOrder.refund.stay', { checkIn: data.checkIn, checkOut: data.checkOut, rooms: data.rooms })}
        </Text>
        <View role="group" aria-label={t('hotelOrder.refund.nights')}>
          {data.nights.map((n) =>
            n.allowed ? (
              <CheckRow
                key={n.date}
                id={`night-${n.date}`}
                label={n.date}
                checked={chosen.includes(n.date)}
                onToggle={() => setPicked(toggle(chosen, n.date))}
              >
                <Text className="as-sub">{formatAmount(n.amount)}</Text>
              </CheckRow>
            ) : (
              <View key={n.date} className="ht-refund__night--off" data-testid={`night-${n.date}`} aria-disabled>
                <Text>{n.date}</Text>
                <Text className="as-sub">{n.reasonText}</Text>
              </View>
            ),
          )}
        </View>
        {allowed.length === 0 ? (
          <Text className="ht-refund__why" role="alert" data-testid="none-allowed">
            {t('hotelOrder.refund.noneAllowed')}
          </Text>
        ) : null}
      </Section>

      <Section id="refund-rule" title={t('hotelOrder.rule.title')}>
        <Text className="as-sub" data-testid="refund-rule">
          {data.ruleText}
        </Text>
      </Section>

      <Section id="refund-estimate" title={t('hotelOrder.refund.estimate')}>
        <MoneyRow label={t('hotelOrder.refund.paid')} amount={fenToYuan(estimate.paidFen)} testId="estimate-paid" />
        <MoneyRow
          label={t('hotelOrder.refund.penalty')}
          amount={fenToYuan(estimate.penaltyFen)}
          negative
          testId="estimate-penalty"
        />
        <MoneyRow
          label={t('hotelOrder.refund.back')}
          amount={fenToYuan(estimate.backFen)}
          strong
          testId="estimate-back"
        />
        <Text className="as-sub">{t('hotelOrder.refund.estimateNote')}</Text>
      </Section>

      <Section id="refund-reason" title={t('hotelOrder.refund.reason')}>
        <ReasonField
          id="refund-reason-choice"
          label={t('hotelOrder.refund.reason')}
          options={data.reasons.map((r) => ({ value: r.code, label: r.text }))}
          otherValue={otherCode}
          otherLabel={t('hotelOrder.refund.otherLabel')}
          otherPlaceholder={t('hotelOrder.refund.otherPlaceholder')}
          value={reason}
          other={other}
          error={error || undefined}
          onChange={(code) => {
            setReason(code);
            setError('');
          }}
          onOther={(text) => {
            setOther(text);
            setError('');
          }}
        />
      </Section>

      <SubmitBar
        summary={
          <>
            <Text className="as-sub">{t('hotelOrder.refund.back')}</Text>
            <Text className="as-bar__total" data-testid="bar-refund">
              {formatAmount(fenToYuan(estimate.backFen))}
            </Text>
          </>
        }
      >
        <Pressable
          className="as-btn as-btn--primary"
          onPress={() => void submit()}
          disabled={!canSubmit}
          testId="refund-submit"
        >
          {busy ? t('hotelOrder.refund.submitting') : t('hotelOrder.refund.submit')}
        </Pressable>
      </SubmitBar>
    </>
  );
});
