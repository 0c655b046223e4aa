import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { TextField } from '../../../../components/booking';
import { formatAmount } from '../../../../components/order';
import { RecordGate, useRecord } from '../../../../components/RecordLoader';
import { LIMITS } from '../../../../domain/limits';
import { showToast } from '../../../../hosts/ui';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import { useVisitKey } from '../../afterSales/keys';
import { Estimate, Section, SubmitBar, TicketChoice, toggle } from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

const ROUTE = '/tr/ApplyRefund';

/**
 * Train refund (SPEC §2 /tr/ApplyRefund, §5 train: at least 4 hours before departure, printed paper tickets only at
 * the station): the order's tickets (those that cannot be refunded now say why), the server's fee estimate for the
 * chosen ones, a reason, and one submission per visit (→ /tr/RefundCmp).
 */
function ApplyRefundPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainAfterSales();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const apply = useRecord(orderId ? () => store.loadRefundApply(orderId) : null, [orderId, store], {
    refreshOnShow: true,
  });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useVisitKey();

  const data = apply.data;
  // Every refundable ticket is chosen to start with; the user takes some off.
  const allowed = data ? data.tickets.filter((x) => x.allowed).map((x) => x.ticketId) : [];
  const ticketIds = (chosen ?? allowed).filter((id) => allowed.includes(id));
  const canQuote = !!data && !data.busy && ticketIds.length > 0;
  const estimate = useRecord(canQuote ? () => store.estimate({ orderId, kind: 1, ticketIds }) : null, [
    canQuote,
    orderId,
    ticketIds.join(','),
    store,
  ]);

  if (!data) {
    return (
      <PageShell route={ROUTE} title="trainAfterSales.refund.title" className="tas-page tr-apply-refund">
        <RecordGate
          state={apply.state}
          onRetry={() => void apply.reload()}
          notFoundText="trainAfterSales.orderMissing"
        />
      </PageShell>
    );
  }

  const quoted = estimate.state === 'ready' ? estimate.data : null;
  const canSubmit = !!quoted && !busy && ticketIds.length > 0;

  const submit = async () => {
    if (!canSubmit) return;
    if (reason.trim() === '') {
      setError(t('trainAfterSales.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      const answer = await store.saveRefund({ orderId, ticketIds, reason: reason.trim() }, idempotencyKey);
      await redirectTo('/tr/RefundCmp', { query: { refundId: answer.refundId } });
    } catch (e) {
      // A refusal was shown by the transport; a lost answer can be retried with the same key.
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell route={ROUTE} title="trainAfterSales.refund.title" className="tas-page tr-apply-refund">
      {data.busy ? (
        <View className="tas-note" role="alert" data-testid="apply-busy">
          {t('trainAfterSales.busy')}
        </View>
      ) : null}
      <Section id="refund-tickets" title={t('trainAfterSales.tickets')}>
        <Text className="tas-sub" data-testid="order-no">
          {t('trainAfterSales.orderNo')} {data.orderNo}
        </Text>
        <TicketChoice tickets={data.tickets} chosen={ticketIds} onToggle={(id) => setChosen(toggle(ticketIds, id))} />
        {allowed.length === 0 ? (
          <Text className="tas-why" role="alert" data-testid="none-allowed">
            {t('trainAfterSales.noneAllowed')}
          </Text>
        ) : null}
      </Section>

      <Section id="refund-fee" title={t('trainAfterSales.estimate')}>
        <Estimate state={estimate.state} data={estimate.data} onRetry={() => void estimate.reload()} />
      </Section>

      <Section id="refund-reason" title={t('trainAfterSales.reason')}>
        <TextField
          id="refund-reason-text"
          label={t('trainAfterSales.reason')}
          placeholder={t('trainAfterSales.refund.reasonPlaceholder')}
          value={reason}
          maxlength={200}
          required
          error={error || undefined}
          onChange={(v) => {
            setReason(v);
            setError('');
          }}
        />
      </Section>

      <Section id="refund-rules" title={t('trainAfterSales.rules')}>
        <Text className="tas-sub" data-testid="refund-rules">
          {data.ruleText}
        </Text>
      </Section>

      <SubmitBar
        summary={
          quoted ? (
            <>
              <Text className="tas-sub">{t('trainAfterSales.totalRefund')}</Text>
              <Text className="tas-money--strong" data-testid="bar-refund">
                {formatAmount(quoted.totalRefund)}
              </Text>
            </>
          ) : null
        }
      >
        <Pressable
          className="tas-btn tas-btn--primary"
          onPress={() => void submit()}
          disabled={!canSubmit}
          testId="refund-submit"
        >
          {t(busy ? 'trainAfterSales.submitting' : 'trainAfterSales.refund.submit')}
        </Pressable>
      </SubmitBar>
    </PageShell>
  );
}

export default observer(ApplyRefundPage);
