import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainChangeDetail } from '../../../../api/contract/trainAfterSales';
import { AfterSalesDetail, type AfterSalesDetailView, BlockButton, useAction } from '../../../../components/afterSales';
import { useOrderRecord } from '../../../../components/order';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { MoneyRow, Section, trainLine } from '../../afterSales/parts';
import { useTrainAfterSales } from '../../afterSales/store';
import './index.scss';
import '../../../../i18n/parts/trainAfterSales';

const ROUTE = '/tr/ChangeDetail';

/** States a change no longer leaves. */
const FINAL: readonly string[] = ['changed', 'cancelled', 'closed'];

const lineOf = (x: TrainChangeDetail['oldTrain']) => ({
  trainCode: x.trainCode,
  depTime: x.depTime,
  arrTime: x.arrTime,
  fromName: x.from.name,
  toName: x.to.name,
});

/**
 * A train change (SPEC §2 /tr/ChangeDetail): status, old and new train, each ticket's money and new seat, timeline;
 * confirm, pay or cancel while it is held or awaiting payment.
 */
function ChangeDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useTrainAfterSales();
  const query = decodeQuery(useRouter().params);
  // The order centre opens it by its own order id (orderDetailTarget: ?orderId=&orderType=11011).
  const changeId = query.changeId ?? query.orderId ?? '';
  const record = useOrderRecord(changeId ? () => store.loadChange(changeId) : null, [changeId, store], {
    pollMs: 3000,
    until: (c) => FINAL.includes(c.status) || c.status === 'seatSecured' || c.status === 'awaitingPayment',
  });
  const cancel = useAction(
    (key) => store.cancelChange(record.data?.changeId ?? changeId, key),
    {
      title: 'trainAfterSales.change.cancelTitle',
      content: 'trainAfterSales.change.cancelConfirm',
      done: 'trainAfterSales.change.cancelled',
    },
    () => void record.reload(),
  );

  const view = (change: TrainChangeDetail): AfterSalesDetailView => ({
    head: {
      testId: 'change-head',
      status: change.status,
      amount: change.totalPay > 0 ? change.totalPay : change.totalRefund,
      amountLabel: t(change.totalPay > 0 ? 'trainAfterSales.totalPay' : 'trainAfterSales.totalRefund'),
      lines: [
        { text: `${t('trainAfterSales.changeNo')} ${change.changeNo}` },
        { text: `${t('trainAfterSales.orderNo')} ${change.orderNo}` },
        { text: `${t('trainAfterSales.appliedAt')} ${change.createdAt}` },
      ],
    },
    sections: (
      <Section id="change-items" title={t('trainAfterSales.change.items')}>
        <Text className="as-sub">
          {t('trainAfterSales.change.oldTrain')} {trainLine(lineOf(change.oldTrain))} · {change.oldSeatName}
        </Text>
        <Text className="as-item__name" data-testid="change-new-train">
          {t('trainAfterSales.change.newTrain')} {trainLine(lineOf(change.newTrain))} · {change.newSeatName}
        </Text>
        <View role="list">
          {change.items.map((item) => (
            <View key={item.ticketId} className="as-item" role="listitem" data-testid="change-item">
              <Text className="as-item__name">{item.psgName}</Text>
              {item.newTicketNo ? (
                <Text className="as-sub">
                  {t('trainAfterSales.change.newSeat', { coach: item.newCoach, seatNo: item.newSeatNo })} ·{' '}
                  {t('trainAfterSales.change.newTicket', { no: item.newTicketNo })}
                </Text>
              ) : null}
              <MoneyRow label={t('trainAfterSales.price')} amount={item.oldPrice} />
              <MoneyRow label={t('trainAfterSales.newPrice')} amount={item.newPrice} />
              {item.pay > 0 ? <MoneyRow label={t('trainAfterSales.payAmount')} amount={item.pay} /> : null}
              {item.fee > 0 ? <MoneyRow label={t('trainAfterSales.fee')} amount={item.fee} negative /> : null}
              {item.refund > 0 ? <MoneyRow label={t('trainAfterSales.refundAmount')} amount={item.refund} /> : null}
            </View>
          ))}
        </View>
      </Section>
    ),
    info: {
      id: 'change-info',
      title: t('trainAfterSales.info'),
      rows: [{ label: t('trainAfterSales.reason'), value: change.reason }],
    },
    timeline: change.timeline,
    buttons: {
      kind: 'change',
      orderId: change.orderId,
      cancel: change.canCancel ? cancel : null,
      cancelLabel: t('trainAfterSales.change.cancel'),
      extra:
        change.canConfirm || change.payOrderId ? (
          <BlockButton
            label={t(change.payOrderId ? 'trainAfterSales.change.pay' : 'trainAfterSales.change.confirm')}
            tone="primary"
            onPress={() => void navigate('/tr/AlterCmp', { query: { changeId: change.changeId } })}
            testId="change-continue"
          />
        ) : null,
    },
  });

  return (
    <AfterSalesDetail
      route={ROUTE}
      title="trainAfterSales.change.detailTitle"
      className="as-page tas-page tr-change-detail"
      record={record}
      notFoundText="trainAfterSales.changeMissing"
      orderUrl="/tr/OrderDetail"
      orderLabel={t('trainAfterSales.viewOrder')}
      view={view}
    />
  );
}

export default observer(ChangeDetailPage);
