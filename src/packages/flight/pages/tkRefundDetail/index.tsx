import { useEffect, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { usePullDownRefresh, stopPullDownRefresh, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { InfoBlock, StatusTag, Timeline, formatAmount } from '../../../../components/order';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { loadFlightOrder } from '../tkOrderDetail/data';
import { cancelRefund, loadRefund } from '../../afterSales/api';
import { MoneyRow, RemoteGate, Section, legText } from '../../afterSales/parts';
import { useCancel } from '../../afterSales/useCancel';
import { useRemote } from '../../afterSales/useRemote';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/tkRefundDetail';

/** A refund order (SPEC §2 /tk/tkRefundDetail): status, tickets and amounts, timeline, cancel while pending. */
function TkRefundDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  // The order centre opens it by its own order id (orderDetailTarget: ?orderId=).
  const refundId = query.refundId ?? query.orderId ?? '';
  const { value: refund, state, reload } = useRemote(refundId, loadRefund);
  // The parent order names the passengers and flights of the refund's items.
  const [order, setOrder] = useState<FlightOrderDetail | null>(null);
  const orderId = refund?.orderId ?? '';
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    loadFlightOrder(orderId).then(
      (o) => live && setOrder(o),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orderId]);
  usePullDownRefresh(() => {
    void reload().finally(() => stopPullDownRefresh());
  });
  const cancel = useCancel(
    (key) => cancelRefund(refundId, key),
    {
      title: 'afterSales.refund.cancelTitle',
      content: 'afterSales.refund.cancelConfirm',
      done: 'afterSales.refund.cancelled',
    },
    () => void reload(),
  );

  if (!refund) {
    return (
      <PageShell route={ROUTE} title="afterSales.refund.detailTitle" className="as-page">
        <RemoteGate state={state} onRetry={() => void reload()} missingText="afterSales.refundMissing" />
      </PageShell>
    );
  }

  return (
    <PageShell route={ROUTE} title="afterSales.refund.detailTitle" className="as-page tk-refund-detail">
      <View className="as-head" data-testid="refund-head">
        <View className="as-head__row">
          <StatusTag status={refund.status} />
          <Text className="as-head__amount" aria-label={t('afterSales.refund.totalRefund')}>
            {formatAmount(refund.totalRefund)}
          </Text>
        </View>
        <Text className="as-head__meta">
          {t('afterSales.orderNo')} {refund.orderNo}
        </Text>
        <Text className="as-head__meta">
          {t('afterSales.appliedAt')} {refund.createdAt}
        </Text>
      </View>

      <Section id="refund-items" title={t('afterSales.refund.items')}>
        <View role="list">
          {refund.items.map((item) => {
            const p = order?.passengers.find((x) => x.psgId === item.psgId);
            const r = order?.ranges.find((x) => x.rangeId === item.rangeId);
            return (
              <View key={`${item.psgId}-${item.rangeId}`} className="as-item" role="listitem" data-testid="refund-item">
                <Text className="as-item__name">{p?.psgName ?? ''}</Text>
                {r ? <Text className="as-sub">{legText(r)}</Text> : null}
                <MoneyRow label={t('afterSales.fare')} amount={item.fare} />
                <MoneyRow label={t('afterSales.tax')} amount={item.tax} />
                <MoneyRow label={t('afterSales.refund.fee')} amount={item.fee} negative />
                <MoneyRow label={t('afterSales.refund.amount')} amount={item.refund} />
              </View>
            );
          })}
        </View>
        <MoneyRow label={t('afterSales.refund.totalFee')} amount={refund.totalFee} />
        <MoneyRow label={t('afterSales.refund.totalRefund')} amount={refund.totalRefund} strong testId="refund-total" />
      </Section>

      <InfoBlock
        id="refund-info"
        title={t('afterSales.refund.info')}
        rows={[{ label: t('afterSales.reason'), value: refund.reason }]}
      />
      <Timeline events={refund.timeline} />

      <View className="as-buttons">
        {refund.canCancel ? (
          <Pressable
            className="as-btn as-btn--danger as-btn--block"
            onPress={() => void cancel.run()}
            disabled={cancel.busy}
            testId="refund-cancel"
          >
            {t('afterSales.refund.cancel')}
          </Pressable>
        ) : null}
        <Pressable
          className="as-btn as-btn--block"
          onPress={() => void navigate('/tk/tkOrderDetail', { query: { orderId: refund.orderId } })}
          testId="refund-order"
        >
          {t('afterSales.viewOrder')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(TkRefundDetailPage);
