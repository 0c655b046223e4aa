import { useEffect, useRef, useState } from 'react';
import { View, Text, Image } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail, RefundQuoteData } from '../../../../api/contract/flight';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { CheckRow } from '../../../../components/booking';
import { formatAmount } from '../../../../components/order';
import { showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { validationKey } from '../../../../i18n';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { loadFlightOrder } from '../tkOrderDetail/data';
import { addRefund, quoteRefund } from '../../afterSales/api';
import {
  REFUND_REASONS,
  applyBlock,
  checkRefundForm,
  reasonText,
  ticketedPassengers,
  toggleId,
  typeForReason,
  type RefundField,
  type RefundFormState,
} from '../../afterSales/forms';
import { MoneyRow, ReasonField, RemoteGate, Section, SubmitBar, TypeField, legText } from '../../afterSales/parts';
import { pickProofImage, uploadProof } from '../../afterSales/upload';
import { useRemote, useVisitKey } from '../../afterSales/useRemote';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/tkRefundApply';

type Quote = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; data: RefundQuoteData };

function initialForm(order: FlightOrderDetail): RefundFormState {
  return {
    psgIds: ticketedPassengers(order).map((p) => p.psgId),
    rangeIds: order.ranges.map((r) => r.rangeId),
    reason: null,
    otherReason: '',
    refundType: 1,
    proof: null,
  };
}

/**
 * Refund apply (SPEC §2 /tk/tkRefundApply, §3 refund fields, §9 fees): issued tickets by passenger and leg, reason,
 * voluntary or involuntary with a proof image, the server's live fee quote, and one submission per visit.
 */
function TkRefundApplyPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const { value: order, state, reload } = useRemote(orderId, loadFlightOrder);
  const [form, setForm] = useState<RefundFormState | null>(null);
  const [quote, setQuote] = useState<Quote>({ state: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const idempotencyKey = useVisitKey();
  const quoteRun = useRef(0);

  // The form starts from the order once it is there (a later reload keeps what the user chose).
  useEffect(() => {
    if (order && !form) setForm(initialForm(order));
  }, [order, form]);

  // Blocked orders (international, not refundable now) are explained without a quote.
  const quoteOrderId = order && !applyBlock(order, 'refund') ? order.orderId : '';
  const psgKey = form?.psgIds.join(',') ?? '';
  const rangeKey = form?.rangeIds.join(',') ?? '';
  const refundType = form?.refundType ?? 1;
  // Live fee preview: every change of passengers, legs or type (involuntary refunds carry no fee) asks the server
  // again; older answers are dropped.
  useEffect(() => {
    if (!quoteOrderId || !psgKey || !rangeKey) {
      setQuote({ state: 'idle' });
      return;
    }
    const mine = ++quoteRun.current;
    setQuote({ state: 'loading' });
    quoteRefund({ orderId: quoteOrderId, psgIds: psgKey.split(','), rangeIds: rangeKey.split(','), refundType }).then(
      (data) => mine === quoteRun.current && setQuote({ state: 'ready', data }),
      () => mine === quoteRun.current && setQuote({ state: 'failed' }),
    );
  }, [quoteOrderId, psgKey, rangeKey, refundType]);

  if (!order || !form) {
    return (
      <PageShell route={ROUTE} title="afterSales.refund.title" className="as-page tk-refund-apply">
        <RemoteGate state={state} onRetry={() => void reload()} missingText="afterSales.orderMissing" />
      </PageShell>
    );
  }

  const block = applyBlock(order, 'refund');
  if (block) {
    return (
      <PageShell route={ROUTE} title="afterSales.refund.title" className="as-page tk-refund-apply">
        <View className="as-note" role="alert" data-testid="apply-blocked">
          {t(`afterSales.block.refund.${block}`)}
        </View>
      </PageShell>
    );
  }

  const passengers = ticketedPassengers(order);
  const allPsg = passengers.map((p) => p.psgId);
  const allRanges = order.ranges.map((r) => r.rangeId);
  const patch = (next: Partial<RefundFormState>) => {
    setForm({ ...form, ...next });
    setErrors({});
  };
  const refused = quote.state === 'ready' && !quote.data.allowed;
  const canSubmit = quote.state === 'ready' && quote.data.allowed && !busy && !uploading;

  const pickProof = async () => {
    const picked = await pickProofImage();
    if (!picked) return;
    if (picked.kind === 'invalid') {
      setErrors({ proof: t(validationKey(picked.code ?? 'image.type')) });
      return;
    }
    setUploading(true);
    try {
      const url = await uploadProof(picked.file, session.token, process.env.TARO_APP_API_BASE ?? '');
      patch({ proof: { ...picked.file, url } });
    } catch {
      setErrors({ proof: t('afterSales.proof.failed') });
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    if (!canSubmit) return;
    const found = checkRefundForm(form);
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
      return;
    }
    setBusy(true);
    try {
      const answer = await addRefund(
        {
          orderId: order.orderId,
          psgIds: form.psgIds,
          rangeIds: form.rangeIds,
          refundReasonVip: reasonText(form.reason, form.otherReason, (c) => t(`afterSales.reason.${c}`)),
          refundType: form.refundType,
          ...(form.refundType === 2 && form.proof ? { refundProveUrl: form.proof.url } : {}),
        },
        idempotencyKey,
      );
      await redirectTo('/tk/tkRefundCmp', { query: { refundId: answer.refundId } });
    } catch (e) {
      // A refusal was shown by the transport; a lost answer can be retried with the same key.
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell route={ROUTE} title="afterSales.refund.title" className="as-page tk-refund-apply">
      <Section id="refund-passengers" title={t('afterSales.passengers')}>
        <View role="group" aria-label={t('afterSales.passengers')}>
          {passengers.map((p) => (
            <CheckRow
              key={p.psgId}
              id={`psg-${p.psgId}`}
              label={p.psgName}
              checked={form.psgIds.includes(p.psgId)}
              onToggle={() => patch({ psgIds: toggleId(form.psgIds, p.psgId, allPsg) })}
            >
              <Text className="as-sub">{t('afterSales.ticketNo', { no: p.ticketNo })}</Text>
            </CheckRow>
          ))}
        </View>
        {errors.psgIds ? (
          <Text className="as-alert" role="alert">
            {errors.psgIds}
          </Text>
        ) : null}
      </Section>

      <Section id="refund-legs" title={t('afterSales.legs')}>
        <View role="group" aria-label={t('afterSales.legs')}>
          {order.ranges.map((r, i) => (
            <CheckRow
              key={r.rangeId}
              id={`range-${r.rangeId}`}
              label={t('afterSales.legN', { n: i + 1, route: `${r.flight.dep.cityName}-${r.flight.arr.cityName}` })}
              checked={form.rangeIds.includes(r.rangeId)}
              onToggle={() => patch({ rangeIds: toggleId(form.rangeIds, r.rangeId, allRanges) })}
            >
              <Text className="as-sub">{legText(r)}</Text>
            </CheckRow>
          ))}
        </View>
        {errors.rangeIds ? (
          <Text className="as-alert" role="alert">
            {errors.rangeIds}
          </Text>
        ) : null}
      </Section>

      <Section id="refund-reason" title={t('afterSales.refund.reasonTitle')}>
        <TypeField id="refund-type" value={form.refundType} onChange={(refundType) => patch({ refundType })} />
        <ReasonField
          id="refund-reason-choice"
          reasons={REFUND_REASONS}
          value={form.reason}
          other={form.otherReason}
          error={errors.reason}
          onChange={(reason) => patch({ reason, refundType: typeForReason(reason, form.refundType) })}
          onOther={(otherReason) => patch({ otherReason })}
        />
        {form.refundType === 2 ? (
          <View data-testid="refund-proof">
            <Text className="as-sub">{t('afterSales.proof.hint')}</Text>
            <View className="as-proof">
              {form.proof ? (
                <Image
                  className="as-proof__thumb"
                  src={form.proof.path}
                  mode="aspectFill"
                  aria-label={form.proof.name}
                />
              ) : null}
              <Pressable className="as-btn" onPress={() => void pickProof()} disabled={uploading} testId="proof-pick">
                {t(
                  uploading
                    ? 'afterSales.proof.uploading'
                    : form.proof
                      ? 'afterSales.proof.replace'
                      : 'afterSales.proof.add',
                )}
              </Pressable>
            </View>
            {errors.proof ? (
              <Text className="as-alert" role="alert" data-testid="proof-error">
                {errors.proof}
              </Text>
            ) : null}
          </View>
        ) : null}
      </Section>

      <Section id="refund-fee" title={t('afterSales.refund.feeTitle')}>
        <View className="tk-refund-apply__quote" aria-live="polite" data-testid="refund-quote" data-state={quote.state}>
          {quote.state === 'loading' ? <Text className="as-sub">{t('afterSales.fee.loading')}</Text> : null}
          {quote.state === 'idle' ? <Text className="as-sub">{t('afterSales.fee.choose')}</Text> : null}
          {quote.state === 'failed' ? (
            <View className="as-alert" role="alert">
              <Text>{t('afterSales.fee.failed')}</Text>
            </View>
          ) : null}
          {refused && quote.state === 'ready' ? (
            <View className="as-alert" role="alert" data-testid="refund-refused">
              {quote.data.reason || t('afterSales.refund.notAllowed')}
            </View>
          ) : null}
          {quote.state === 'ready' && quote.data.allowed ? (
            <View>
              {quote.data.items.map((item) => {
                const p = order.passengers.find((x) => x.psgId === item.psgId);
                const r = order.ranges.find((x) => x.rangeId === item.rangeId);
                return (
                  <View key={`${item.psgId}-${item.rangeId}`} className="as-item" data-testid="refund-quote-item">
                    <View className="as-item__head">
                      <Text className="as-item__name">{p?.psgName ?? item.psgId}</Text>
                      <Text className="as-sub">{r ? r.flight.flightNo : ''}</Text>
                    </View>
                    <MoneyRow label={t('afterSales.fare')} amount={item.fare} />
                    <MoneyRow label={t('afterSales.tax')} amount={item.tax} />
                    <MoneyRow label={t('afterSales.refund.fee')} amount={item.fee} negative />
                    <MoneyRow label={t('afterSales.refund.amount')} amount={item.refund} />
                  </View>
                );
              })}
              <MoneyRow
                label={t('afterSales.refund.totalFee')}
                amount={quote.data.totalFee}
                testId="refund-total-fee"
              />
              <MoneyRow
                label={t('afterSales.refund.totalRefund')}
                amount={quote.data.totalRefund}
                strong
                testId="refund-total"
              />
              <Text className="as-sub">{t('afterSales.refund.rule')}</Text>
            </View>
          ) : null}
        </View>
      </Section>

      <SubmitBar
        summary={
          quote.state === 'ready' && quote.data.allowed ? (
            <>
              <Text className="as-sub">{t('afterSales.refund.totalRefund')}</Text>
              <Text className="as-bar__total">{formatAmount(quote.data.totalRefund)}</Text>
            </>
          ) : null
        }
      >
        <Pressable
          className="as-btn as-btn--primary"
          onPress={() => void submit()}
          disabled={!canSubmit}
          testId="refund-submit"
        >
          {t(busy ? 'afterSales.submitting' : 'afterSales.refund.submit')}
        </Pressable>
      </SubmitBar>
    </PageShell>
  );
}

export default observer(TkRefundApplyPage);
