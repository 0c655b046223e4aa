import { View, Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { ChangeOrderDetail } from '../../../../api/contract/flight';
import { useOrderRecord } from '../../../../components/order';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { FlightSummary } from '../../components/FlightSummary';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { differenceDue } from '../../afterSales/forms';
import { MoneyRow, Section } from '../../afterSales/parts';
import { AfterSalesDetail, BlockButton, type AfterSalesDetailView, useAction } from '../../../../components/afterSales';
import '../../components/flight.scss';
import './index.scss';
import '../../../../i18n/parts/afterSales';
import { Icon } from '../../../../components/Icon';
import { arrowDown } from '../../../../components/Icon/icons';

const ROUTE = '/tk/tkChangeDetail';

/**
 * A change order (SPEC §2 /tk/tkChangeDetail): status, the original and the new flight, fees, reason, timeline;
 * pay a due difference, cancel while pending.
 */
function TkChangeDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useAfterSalesStore();
  const query = decodeQuery(useRouter().params);
  // The order centre and the cashier's result open it by its own order id (orderDetailTarget: ?orderId=).
  const changeId = query.changeId ?? query.orderId ?? '';
  const record = useOrderRecord(changeId ? () => store.loadChange(changeId) : null, [changeId, store]);
  const cancel = useAction(
    (key) => store.cancelChange(changeId, key),
    {
      title: 'afterSales.change.cancelTitle',
      content: 'afterSales.change.cancelConfirm',
      done: 'afterSales.change.cancelled',
    },
    () => void record.reload(),
  );

  const view = (change: ChangeOrderDetail): AfterSalesDetailView => {
    const due = differenceDue(change);
    return {
      head: {
        testId: 'change-head',
        status: change.status,
        amount: change.fee.total,
        amountLabel: t('afterSales.change.total'),
        lines: [
          { text: `${t('afterSales.orderNo')} ${change.orderNo}` },
          { text: `${t('afterSales.appliedAt')} ${change.createdAt}` },
          due &&
            !!change.payDeadline && {
              text: t('afterSales.change.payBy', { time: change.payDeadline.slice(11, 16) }),
              tone: 'due' as const,
              testId: 'change-pay-by',
            },
        ],
      },
      sections: (
        <>
          <Section id="change-flights" title={t('afterSales.change.flights')}>
            <FlightSummary flight={change.oldRange.flight} t={t} tag={t('afterSales.change.original')} />
            <Text className="as-sub">
              {change.oldRange.cabin.cabinName} {change.oldRange.cabin.cabinCode}
            </Text>
            <View className="tk-change-detail__arrow" aria-hidden>
              <Icon icon={arrowDown} />
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
        </>
      ),
      info: {
        id: 'change-info',
        title: t('afterSales.change.reasonTitle'),
        rows: [{ label: t('afterSales.reason'), value: change.reason }],
      },
      timeline: change.timeline,
      buttons: {
        kind: 'change',
        orderId: change.orderId,
        cancel: change.canCancel ? cancel : null,
        cancelLabel: t('afterSales.change.cancel'),
        extra: due ? (
          <BlockButton
            label={t('afterSales.change.pay')}
            tone="primary"
            onPress={() => void navigate('/pay/payment', { query: { orderIds: change.payOrderId } })}
            testId="change-pay"
          />
        ) : null,
      },
    };
  };

  return (
    <AfterSalesDetail
      route={ROUTE}
      title="afterSales.change.detailTitle"
      className="as-page fl-page tk-change-detail"
      record={record}
      notFoundText="afterSales.changeMissing"
      orderUrl="/tk/tkOrderDetail"
      orderLabel={t('afterSales.viewOrder')}
      view={view}
    />
  );
}

export default observer(TkChangeDetailPage);
