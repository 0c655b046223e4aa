import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { RefundOrderDetail } from '../../../../api/contract/flight';
import { useRecord } from '../../../../components/RecordLoader';
import { useOrderRecord } from '../../../../components/order';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { MoneyRow, Section, legText } from '../../afterSales/parts';
import { AfterSalesDetail, type AfterSalesDetailView, useAction } from '../../../../components/afterSales';
import './index.scss';
import '../../../../i18n/parts/afterSales';

const ROUTE = '/tk/tkRefundDetail';

/** A refund order (SPEC §2 /tk/tkRefundDetail): status, tickets and amounts, timeline, cancel while pending. */
function TkRefundDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useAfterSalesStore();
  const query = decodeQuery(useRouter().params);
  // The order centre opens it by its own order id (orderDetailTarget: ?orderId=).
  const refundId = query.refundId ?? query.orderId ?? '';
  const record = useOrderRecord(refundId ? () => store.loadRefund(refundId) : null, [refundId, store]);
  // The parent order names the passengers and flights of the refund's items.
  const orderId = record.data?.orderId ?? '';
  const { data: order } = useRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store]);
  const cancel = useAction(
    (key) => store.cancelRefund(refundId, key),
    {
      title: 'afterSales.refund.cancelTitle',
      content: 'afterSales.refund.cancelConfirm',
      done: 'afterSales.refund.cancelled',
    },
    () => void record.reload(),
  );

  const view = (refund: RefundOrderDetail): AfterSalesDetailView => ({
    head: {
      testId: 'refund-head',
      status: refund.status,
      amount: refund.totalRefund,
      amountLabel: t('afterSales.refund.totalRefund'),
      lines: [
        { text: `${t('afterSales.orderNo')} ${refund.orderNo}` },
        { text: `${t('afterSales.appliedAt')} ${refund.createdAt}` },
      ],
    },
    sections: (
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
    ),
    info: {
      id: 'refund-info',
      title: t('afterSales.refund.info'),
      rows: [{ label: t('afterSales.reason'), value: refund.reason }],
    },
    timeline: refund.timeline,
    buttons: {
      kind: 'refund',
      orderId: refund.orderId,
      cancel: refund.canCancel ? cancel : null,
      cancelLabel: t('afterSales.refund.cancel'),
    },
  });

  return (
    <AfterSalesDetail
      route={ROUTE}
      title="afterSales.refund.detailTitle"
      className="as-page tk-refund-detail"
      record={record}
      notFoundText="afterSales.refundMissing"
      orderUrl="/tk/tkOrderDetail"
      orderLabel={t('afterSales.viewOrder')}
      view={view}
    />
  );
}

export default observer(TkRefundDetailPage);
