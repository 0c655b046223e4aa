/**
 * A hotel order on the shared order-detail shell (SPEC §2 /ht/htOrder/htOrderDetail, §4 orders, §5 hotel): status,
 * the hotel with its map, room and stay, guests per room, the cancellation rule and its state now, the guarantee,
 * nightly prices and price lines, contacts and travel details, the hotel's confirmation, timeline, refunds, and the
 * actions — pay (cashier), guarantee, cancel (the penalty said in the confirm sheet) and refund. While the hotel has
 * not confirmed it refreshes itself.
 */
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { HotelOrderDetail } from '../../../api/contract/hotel';
import {
  BookedOrderInfo,
  OrderDetailShell,
  bookedOrderHead,
  useCancelIntent,
  useOrderRecord,
  type OrderDetailView,
} from '../../../components/order';
import { ORDER_TYPE } from '../../../domain/codes';
import { formatYuan } from '../../../domain/money';
import { orderDetailTarget, REFUND_APPLY_ROUTES } from '../../../domain/orderRouting';
import { decodeQuery, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { GuaranteeAction } from './GuaranteeAction';
import { HotelCard } from './HotelCard';
import {
  CancelBlock,
  GuaranteeBlock,
  GuestsBlock,
  HotelExtras,
  NightlyBlock,
  RefundsBlock,
  StayBlock,
} from './OrderSections';
import { useHotelOrderStore } from './useOrderStore';
import { CONFIRM_POLL, cancelNow, isConfirming } from './view';
import './orders.scss';
import '../../../i18n/parts/hotelOrder';

export const HotelOrderScreen = observer(function HotelOrderScreen(props: { route: string }) {
  const { ui } = useStores();
  const { t } = ui;
  const store = useHotelOrderStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const record = useOrderRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store], {
    pollMs: CONFIRM_POLL.intervalMs,
    pollForMs: CONFIRM_POLL.timeoutMs,
    until: (order) => !isConfirming(order),
  });
  const reload = () => void record.reload();
  const cancel = useCancelIntent(async (key, order: HotelOrderDetail) => {
    await store.cancel(order.orderId, key);
  });

  const openRefund = (refundId: string) => {
    const target = orderDetailTarget({ id: refundId, orderType: ORDER_TYPE.hotelRefund });
    if (target) void navigate(target.url, { query: { ...target.query, refundId } });
  };

  const view = (order: HotelOrderDetail): OrderDetailView => {
    const now = store.now();
    const penalty = cancelNow(order, now);
    return {
      head: bookedOrderHead(order, t, [
        isConfirming(order) && { text: t('hotelOrder.head.confirming'), tone: 'live' as const, testId: 'auto-refresh' },
        order.actions.guarantee && { text: t('hotelOrder.head.guaranteeDue'), tone: 'due' as const },
        !!order.confirmationNo && { text: t('hotelOrder.head.confirmationNo', { no: order.confirmationNo }) },
      ]),
      sections: (
        <>
          <HotelCard order={order} />
          <StayBlock order={order} />
          <GuestsBlock order={order} />
          <CancelBlock order={order} now={now} />
          <GuaranteeBlock order={order} />
          <NightlyBlock order={order} />
        </>
      ),
      priceLines: order.priceLines,
      details: (
        <>
          <HotelExtras order={order} />
          <BookedOrderInfo order={order} />
          <RefundsBlock order={order} onOpen={openRefund} />
        </>
      ),
      timeline: order.timeline,
      footer: order.actions.guarantee ? <GuaranteeAction order={order} /> : null,
      actions: {
        orderId: order.orderId,
        orderNo: order.orderNo,
        orderType: order.orderType,
        actions: {
          cancel: order.actions.cancel,
          pay: order.actions.pay,
          refund: order.actions.refund,
          change: false,
          resend: false,
        },
        refundUrl: REFUND_APPLY_ROUTES.hotelRefund,
        refundLabel: 'hotelOrder.actions.refund',
        cancelIntro:
          penalty.penaltyFen > 0
            ? t('hotelOrder.cancel.penalty', { penalty: formatYuan(penalty.penaltyFen) })
            : t('hotelOrder.cancel.free'),
        onCancel: () => cancel(order),
        onCancelled: reload,
      },
    };
  };

  return (
    <OrderDetailShell
      route={props.route}
      title="hotelOrder.detail.title"
      className="ht-order"
      record={record}
      notFoundText="hotelOrder.orderMissing"
      view={view}
    />
  );
});
