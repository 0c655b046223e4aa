import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainRefundDetail } from '../../../../api/contract/trainAfterSales';
import { Pressable } from '../../../../components/Pressable';
import { InfoBlock, OrderDetailShell, useOrderRecord } from '../../../../components/order';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { DetailButtons, MoneyRow, Section, trainLine } from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import { useAction } from '../../afterSales/useAction';
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

  const view = (refund: TrainRefundDetail) => ({
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
            <View key={item.ticketId} className="tas-item" role="listitem" data-testid="refund-item">
              <Text className="tas-item__name">{item.psgName}</Text>
              <Text className="tas-sub">{trainLine(item)}</Text>
              <Text className="tas-sub">
                {t('trainAfterSales.seatText', { seat: item.seatName, coach: item.coach, seatNo: item.seatNo })}
              </Text>
              <MoneyRow label={t('trainAfterSales.price')} amount={item.price} />
              {item.percent > 0 ? (
                <Text className="tas-sub">{t('trainAfterSales.rate', { n: item.percent })}</Text>
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
    details: (
      <InfoBlock
        id="refund-info"
        title={t('trainAfterSales.info')}
        rows={[
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
        ]}
      />
    ),
    timeline: refund.timeline,
    footer: (
      <DetailButtons kind="refund" orderId={refund.orderId}>
        {refund.canCancel ? (
          <Pressable
            className="tas-btn tas-btn--danger tas-btn--block"
            onPress={() => void withdraw.run()}
            disabled={withdraw.busy}
            testId="refund-cancel"
          >
            {t('trainAfterSales.refund.cancel')}
          </Pressable>
        ) : null}
      </DetailButtons>
    ),
  });

  return (
    <OrderDetailShell
      route={ROUTE}
      title="trainAfterSales.refund.detailTitle"
      className="tas-page tr-refund-detail"
      record={record}
      notFoundText="trainAfterSales.refundMissing"
      view={view}
    />
  );
}

export default observer(RefundDetailPage);
