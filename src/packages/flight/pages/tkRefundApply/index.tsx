import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { CheckRow } from '../../../../components/booking';
import { formatAmount } from '../../../../components/order';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { showToast } from '../../../../hosts/ui';
import { LIMITS } from '../../../../domain/limits';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
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
import { useVisitKey } from '../../../../components/afterSales';
import { ReasonField, Section, SubmitBar, TypeField, legText } from '../../afterSales/parts';
import { ProofField } from '../../afterSales/ProofField';
import { RefundQuote } from '../../afterSales/RefundQuote';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/tkRefundApply';

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
  const { ui } = useStores();
  const { t } = ui;
  const store = useAfterSalesStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const {
    data: order,
    state,
    reload,
  } = useRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store], {
    refreshOnShow: true,
  });
  const [form, setForm] = useState<RefundFormState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const idempotencyKey = useVisitKey();

  // The form starts from the order once it is there (a later reload keeps what the user chose).
  useEffect(() => {
    if (order && !form) setForm(initialForm(order));
  }, [order, form]);

  // Live fee preview: every change of passengers, legs or type (involuntary refunds carry no fee) asks the server
  // again; older answers are dropped. Blocked orders (international, not refundable now) are explained unquoted.
  const quoteOrderId = order && !applyBlock(order, 'refund') ? order.orderId : '';
  const psgIds = form?.psgIds ?? [];
  const rangeIds = form?.rangeIds ?? [];
  const refundType = form?.refundType ?? 1;
  const quote = useRecord(
    quoteOrderId && psgIds.length > 0 && rangeIds.length > 0
      ? () => store.quoteRefund({ orderId: quoteOrderId, psgIds, rangeIds, refundType })
      : null,
    [quoteOrderId, psgIds.join(','), rangeIds.join(','), refundType, store],
  );

  if (!order || !form) {
    return (
      <PageShell route={ROUTE} title="afterSales.refund.title" className="as-page tk-refund-apply">
        <RecordGate state={state} onRetry={() => void reload()} notFoundText="afterSales.orderMissing" />
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
  const allowed = quote.state === 'ready' && quote.data?.allowed ? quote.data : null;
  const canSubmit = !!allowed && !busy && !uploading;

  const submit = async () => {
    if (!canSubmit) return;
    const found = checkRefundForm(form);
    if (Object.keys(found).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, key]) => [k, t(key)])));
      return;
    }
    setBusy(true);
    try {
      const answer = await store.addRefund(
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

  const alert = (text?: string) =>
    text ? (
      <Text className="as-alert" role="alert">
        {text}
      </Text>
    ) : null;

  return (
    <PageShell route={ROUTE} title="afterSales.refund.title" className="as-page tk-refund-apply">
      <Section id="refund-passengers" title={t('afterSales.passengers')}>
        <View role="group" aria-label={t('afterSales.passengers')}>
          {passengers.map((p) => (
            <CheckRow
              key={p.psgId}
              id={`psg-${p.psgId}`}
              label={p.psgName}
              data
              checked={form.psgIds.includes(p.psgId)}
              onToggle={() => patch({ psgIds: toggleId(form.psgIds, p.psgId, allPsg) })}
            >
              <Text className="as-sub">{t('afterSales.ticketNo', { no: p.ticketNo })}</Text>
            </CheckRow>
          ))}
        </View>
        {alert(errors.psgIds)}
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
        {alert(errors.rangeIds)}
      </Section>

      <Section id="refund-reason" title={t('afterSales.refund.reasonTitle')}>
        <TypeField id="refund-type" value={form.refundType} onChange={(type) => patch({ refundType: type })} />
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
          <ProofField
            proof={form.proof}
            error={errors.proof}
            onChange={(proof) => patch({ proof })}
            onError={(proof) => setErrors({ proof })}
            onUploading={setUploading}
          />
        ) : null}
      </Section>

      <Section id="refund-fee" title={t('afterSales.refund.feeTitle')}>
        <RefundQuote order={order} state={quote.state} quote={quote.data} />
      </Section>

      <SubmitBar
        summary={
          allowed ? (
            <>
              <Text className="as-sub">{t('afterSales.refund.totalRefund')}</Text>
              <Text className="as-bar__total">{formatAmount(allowed.totalRefund)}</Text>
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
