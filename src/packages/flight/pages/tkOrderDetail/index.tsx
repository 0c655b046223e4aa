import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import {
  BookedOrderInfo,
  OrderDetailShell,
  bookedOrderHead,
  useBookedOrderRecord,
  useCancelIntent,
} from '../../../../components/order';
import { REFUND_APPLY_ROUTES } from '../../../../domain/orderRouting';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import type { MessageKey } from '../../../../i18n';
import { Pressable } from '../../../../components/Pressable';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { ApprovalBlock, INVOICE_STATUSES, requestInvoice } from './ApprovalBlock';
import { FlightSegments } from './FlightSegments';
import { passengerItems } from './data';
import './index.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/tripBooking';
import { Icon } from '../../../../components/Icon';
import { chevronRight } from '../../../../components/Icon/icons';

const ROUTE = '/tk/tkOrderDetail';

/**
 * A flight order (SPEC §2 /tk/tkOrderDetail, §4 orders): status, flights, passengers, price, timeline, actions; the
 * trip request it was booked through, its violations and its approval (issue 4). While paid / ticketing it refreshes
 * itself until the ticket is issued (or the 2-minute limit passes).
 */
function TkOrderDetailPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useAfterSalesStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const record = useBookedOrderRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store]);
  const reload = () => void record.reload();
  const cancel = useCancelIntent((key, reason: string) => store.cancelOrder(orderId, reason, key));

  const view = (order: FlightOrderDetail) => ({
    head: bookedOrderHead(order, t),
    sections: (
      <>
        <ApprovalBlock order={order} onChanged={reload} />
        <FlightSegments ranges={order.ranges} tripType={order.tripType} />
      </>
    ),
    passengers: passengerItems(order),
    priceLines: order.priceLines,
    details: (
      <BookedOrderInfo
        order={order}
        violationRows={[
          { label: t('tripBooking.order.violations'), value: violationText(order.violations ?? [], t) },
          { label: t('pay.order.extra.violation'), value: order.violations?.length ? '' : order.violationReason },
        ]}
      />
    ),
    timeline: order.timeline,
    footer:
      order.paid && INVOICE_STATUSES.includes(order.orderStatus) ? (
        <Pressable className="tk-order__invoice" onPress={() => requestInvoice(order)} testId="order-invoice">
          {t('tripBooking.order.invoice')}
          <Icon icon={chevronRight} />
        </Pressable>
      ) : null,
    actions: {
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderType: order.orderType,
      actions: order.actions,
      refundUrl: REFUND_APPLY_ROUTES.flightRefund,
      changeUrl: REFUND_APPLY_ROUTES.flightChange,
      refundLabel: 'pay.order.flight.refund' as const,
      changeLabel: 'pay.order.flight.change' as const,
      onCancel: cancel,
      onCancelled: reload,
      defaultEmail: order.linkEmail || session.userInfo?.empInfo.email || '',
    },
  });

  return (
    <OrderDetailShell
      route={ROUTE}
      title="pay.order.detail.title"
      className="tk-order"
      record={record}
      notFoundText="pay.orderIdMissing"
      view={view}
    />
  );
}

/** Violation items with their reasons, one per line ('' when none). */
function violationText(
  list: readonly { item: string; reason: string }[],
  t: (key: MessageKey, values?: Record<string, string>) => string,
): string {
  const label = (item: string) => {
    const key = `tripBooking.violation.${item}` as MessageKey;
    const text = t(key);
    return text === key ? item : text;
  };
  return list
    .map((v) =>
      v.reason ? t('tripBooking.violation.withReason', { item: label(v.item), reason: v.reason }) : label(v.item),
    )
    .join('；');
}

export default observer(TkOrderDetailPage);
