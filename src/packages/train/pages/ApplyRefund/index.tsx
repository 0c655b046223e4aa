import { useState } from 'react';
import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { formatAmount } from '../../../../components/order';
import { useRecord } from '../../../../components/RecordLoader';
import { decodeQuery, redirectTo } from '../../../../router';
import { useStores } from '../../../../stores';
import {
  ApplyPage,
  BusyNote,
  Estimate,
  NoneAllowed,
  ReasonSection,
  Section,
  SubmitBar,
  SubmitButton,
  TicketChoice,
  toggle,
} from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import { useApply } from '../../afterSales/useApply';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

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
  const form = useApply();

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

  if (!data) return <ApplyPage kind="refund" gate={{ state: apply.state, onRetry: () => void apply.reload() }} />;

  const quoted = estimate.state === 'ready' ? estimate.data : null;
  const canSubmit = !!quoted && !form.busy && ticketIds.length > 0;
  const submit = () =>
    form.submit(canSubmit, async (reason, idempotencyKey) => {
      const answer = await store.saveRefund({ orderId, ticketIds, reason }, idempotencyKey);
      await redirectTo('/tr/RefundCmp', { query: { refundId: answer.refundId } });
    });

  return (
    <ApplyPage kind="refund">
      <BusyNote busy={data.busy} />
      <Section id="refund-tickets" title={t('trainAfterSales.tickets')}>
        <Text className="as-sub" data-testid="order-no">
          {t('trainAfterSales.orderNo')} {data.orderNo}
        </Text>
        <TicketChoice tickets={data.tickets} chosen={ticketIds} onToggle={(id) => setChosen(toggle(ticketIds, id))} />
        <NoneAllowed none={allowed.length === 0} />
      </Section>

      <Section id="refund-fee" title={t('trainAfterSales.estimate')}>
        <Estimate state={estimate.state} data={estimate.data} onRetry={() => void estimate.reload()} />
      </Section>

      <ReasonSection
        id="refund"
        placeholder={t('trainAfterSales.refund.reasonPlaceholder')}
        value={form.reason}
        error={form.error}
        onChange={form.onReason}
      />

      <Section id="refund-rules" title={t('trainAfterSales.rules')}>
        <Text className="as-sub" data-testid="refund-rules">
          {data.ruleText}
        </Text>
      </Section>

      <SubmitBar
        summary={
          quoted ? (
            <>
              <Text className="as-sub">{t('trainAfterSales.totalRefund')}</Text>
              <Text className="as-bar__total" data-testid="bar-refund">
                {formatAmount(quoted.totalRefund)}
              </Text>
            </>
          ) : null
        }
      >
        <SubmitButton kind="refund" busy={form.busy} disabled={!canSubmit} onPress={() => void submit()} />
      </SubmitBar>
    </ApplyPage>
  );
}

export default observer(ApplyRefundPage);
