import { View, Text } from '@tarojs/components';
import { usePullDownRefresh, stopPullDownRefresh, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { InfoBlock, StatusTag, Timeline, formatAmount } from '../../../../components/order';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { FlightSummary } from '../../components/FlightSummary';
import { cancelChange, loadChange } from '../../afterSales/api';
import { differenceDue } from '../../afterSales/forms';
import { MoneyRow, RemoteGate, Section } from '../../afterSales/parts';
import { useCancel } from '../../afterSales/useCancel';
import { useRemote } from '../../afterSales/useRemote';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/tkChangeDetail';

/**
 * A change order (SPEC §2 /tk/tkChangeDetail): status, the original and the new flight, fees, reason, timeline;
 * pay a due difference, cancel while pending.
 */
function TkChangeDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  // The order centre and the cashier's result open it by its own order id (orderDetailTarget: ?orderId=).
  const changeId = query.changeId ?? query.orderId ?? '';
  const { value: change, state, reload } = useRemote(changeId, loadChange);
  usePullDownRefresh(() => {
    void reload().finally(() => stopPullDownRefresh());
  });
  const cancel = useCancel(
    (key) => cancelChange(changeId, key),
    {
      title: 'afterSales.change.cancelTitle',
      content: 'afterSales.change.cancelConfirm',
      done: 'afterSales.change.cancelled',
    },
    () => void reload(),
  );

  if (!change) {
    return (
      <PageShell route={ROUTE} title="afterSales.change.detailTitle" className="as-page">
        <RemoteGate state={state} onRetry={() => void reload()} missingText="afterSales.changeMissing" />
      </PageShell>
    );
  }

  const due = differenceDue(change);
  return (
    <PageShell route={ROUTE} title="afterSales.change.detailTitle" className="as-page fl-page tk-change-detail">
      <View className="as-head" data-testid="change-head">
        <View className="as-head__row">
          <StatusTag status={change.status} />
          <Text className="as-head__amount" aria-label={t('afterSales.change.total')}>
            {formatAmount(change.fee.total)}
          </Text>
        </View>
        <Text className="as-head__meta">
          {t('afterSales.orderNo')} {change.orderNo}
        </Text>
        <Text className="as-head__meta">
          {t('afterSales.appliedAt')} {change.createdAt}
        </Text>
        {due && change.payDeadline ? (
          <Text className="as-head__due" role="status" data-testid="change-pay-by">
            {t('afterSales.change.payBy', { time: change.payDeadline.slice(11, 16) })}
          </Text>
        ) : null}
      </View>

      <Section id="change-flights" title={t('afterSales.change.flights')}>
        <FlightSummary flight={change.oldRange.flight} t={t} tag={t('afterSales.change.original')} />
        <Text className="as-sub">
          {change.oldRange.cabin.cabinName} {change.oldRange.cabin.cabinCode}
        </Text>
        <View className="tk-change-detail__arrow" aria-hidden>
          ↓
        </View>
        <FlightSummary flight={change.newRange.flight} t={t} tag={t('afterSales.change.new')} />
        <Text className="as-sub">
          {change.newRange.cabin.cabinName} {change.newRange.cabin.cabinCode}
        </Text>
      </Section>

      <Section id="change-fees" title={t('afterSales.change.feeTitle')}>
        <MoneyRow label={t('afterSales.change.totalFee')} amount={change.fee.totalChangeFee} />
        <MoneyRow label={t('afterSales.change.totalDifference')} amount={change.fee.totalFareDifference} />
        <MoneyRow label={t('afterSales.change.total')} amount={change.fee.total} strong testId="change-total" />
      </Section>

      <InfoBlock
        id="change-info"
        title={t('afterSales.change.reasonTitle')}
        rows={[{ label: t('afterSales.reason'), value: change.reason }]}
      />
      <Timeline events={change.timeline} />

      <View className="as-buttons">
        {due ? (
          <Pressable
            className="as-btn as-btn--primary as-btn--block"
            onPress={() => void navigate('/pay/payment', { query: { orderIds: change.payOrderId } })}
            testId="change-pay"
          >
            {t('afterSales.change.pay')}
          </Pressable>
        ) : null}
        {change.canCancel ? (
          <Pressable
            className="as-btn as-btn--danger as-btn--block"
            onPress={() => void cancel.run()}
            disabled={cancel.busy}
            testId="change-cancel"
          >
            {t('afterSales.change.cancel')}
          </Pressable>
        ) : null}
        <Pressable
          className="as-btn as-btn--block"
          onPress={() => void navigate('/tk/tkOrderDetail', { query: { orderId: change.orderId } })}
          testId="change-order"
        >
          {t('afterSales.viewOrder')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(TkChangeDetailPage);
