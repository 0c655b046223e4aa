import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainRefundDetail } from '../../../../api/contract/trainAfterSales';
import { AfterSalesDetail, type AfterSalesDetailView, useAction } from '../../../../components/afterSales';
import { useOrderRecord } from '../../../../components/order';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { MoneyRow, Section, trainLine } from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

const ROUTE = '/tr/RefundDetail';

/** A train refund (SPEC §2 /tr/RefundDetail): status, tickets and amounts, where the money went, timeline, withdraw. */
function RefundDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainAfterSales();
  const query = decodeQuery(useRouter().params);
  // The order centre opens it by its own order id (orderDetailTarget: ?orderId=&orderType=11010).
  const refundId = query.refundId ?? query.orderId ?? '';
  const record = useOrderRecord(refundId ? () => store.loadRefund(refundId) : null, [refundId, store], {
    pollMs: 3000,
    until: (r) => r.status !== 'refunding',
  });
  const withdraw = useAction(
    (key) => store.cancelRefund(record.data?.refundId ?? refundId, key),
    {
      title: 'trainAfterSales.refund.cancelTitle',
      content: 'trainAfterSales.refund.cancelConfirm',
      done: 'trainAfterSales.refund.cancelled',
    },
    () => void record.reload(),
  );

  const view = (refund: TrainRefundDetail): AfterSalesDetailView => ({
    head: {
      testId: 'refund-head',
      status: refund.status,
      amount: refund.totalRefund,
      amountLabel: t('trainAfterSales.totalRefund'),
      lines: [
        { text: `${t('trainAfterSales.refundNo')} ${refund.refundNo}` },
        { text: `${t('trainAfterSales.orderNo')} ${refund.orderNo}` },
        { text: `${t('trainAfterSales.appliedAt')} ${refund.createdAt}` },
      ],
    },
    sections: (
      <Section id="refund-items" title={t('trainAfterSales.refund.items')}>
        <View role="list">
          {refund.items.map((item) => (
            <View key={item.ticketId} className="as-item" role="listitem" data-testid="refund-item">
              <Text className="as-item__name">{item.psgName}</Text>
              <Text className="as-sub">{trainLine(item)}</Text>
              <Text className="as-sub">
                {t('trainAfterSales.seatText', { seat: item.seatName, coach: item.coach, seatNo: item.seatNo })}
              </Text>
              <MoneyRow label={t('trainAfterSales.price')} amount={item.price} />
              {item.percent > 0 ? (
                <Text className="as-sub">{t('trainAfterSales.rate', { n: item.percent })}</Text>
              ) : null}
              <MoneyRow label={t('trainAfterSales.fee')} amount={item.fee} negative />
              <MoneyRow label={t('trainAfterSales.refundAmount')} amount={item.refund} />
            </View>
          ))}
        </View>
        <MoneyRow label={t('trainAfterSales.totalFee')} amount={refund.totalFee} />
        <MoneyRow label={t('trainAfterSales.totalRefund')} amount={refund.totalRefund} strong testId="refund-total" />
      </Section>
    ),
    info: {
      id: 'refund-info',
      title: t('trainAfterSales.info'),
      rows: [
        { label: t('trainAfterSales.reason'), value: refund.reason },
        ...(refund.returnedAt
          ? [
              { label: t('trainAfterSales.returnedAt'), value: refund.returnedAt },
              {
                label: t('trainAfterSales.returnedTo'),
                value: t(
                  refund.returnedTo === 'company'
                    ? 'trainAfterSales.returnedTo.company'
                    : 'trainAfterSales.returnedTo.online',
                ),
              },
            ]
          : []),
      ],
    },
    timeline: refund.timeline,
    buttons: {
      kind: 'refund',
      orderId: refund.orderId,
      cancel: refund.canCancel ? withdraw : null,
      cancelLabel: t('trainAfterSales.refund.cancel'),
    },
  });

  return (
    <AfterSalesDetail
      route={ROUTE}
      title="trainAfterSales.refund.detailTitle"
      className="as-page tas-page tr-refund-detail"
      record={record}
      notFoundText="trainAfterSales.refundMissing"
      orderUrl="/tr/OrderDetail"
      orderLabel={t('trainAfterSales.viewOrder')}
      view={view}
    />
  );
}

export default observer(RefundDetailPage);
