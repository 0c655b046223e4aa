import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { TrainOrderDetail } from '../../../api/contract/train';
import {
  BookedOrderInfo,
  OrderDetailShell,
  bookedOrderHead,
  useBookedOrderRecord,
  useCancelIntent,
  type OrderDetailView,
} from '../../../components/order';
import { Pressable } from '../../../components/Pressable';
import { ORDER_TYPE } from '../../../domain/codes';
import { orderDetailTarget, REFUND_APPLY_ROUTES } from '../../../domain/orderRouting';
import type { MessageKey } from '../../../i18n';
import { decodeQuery, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { useTrainOrderStore } from './orderStore';
import { AfterSalesBlock, LegsBlock, TicketsBlock } from './OrderSections';
import { trainServices } from './view';
import './orders.scss';
import '../../../i18n/parts/pay';
import '../../../i18n/parts/trainBooking';
import { Icon } from '../../../components/Icon';
import { chevronRight } from '../../../components/Icon/icons';

/**
 * A train order on the shared order-detail shell (SPEC §2 /tr/OrderDetail, /tr/trSferOrderDetail; §4 orders): status,
 * legs (a connection's two with the change), passengers with coach, seat, ticket number and status, price lines,
 * contacts and travel details, timeline, refunds and changes, and the actions — pay, cancel (trOrderCancel or
 * trainSferOrderCancel), refund and change (closed within 4 hours of departure), resend the itinerary. While paid or
 * ticketing it refreshes itself until the tickets are issued.
 */
export const TrainOrderScreen = observer(function TrainOrderScreen(props: {
  route: string;
  title: MessageKey;
  /** Read through trainSferOrderDetail (a connection order). */
  transfer: boolean;
}) {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useTrainOrderStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const record = useBookedOrderRecord(orderId ? () => store.load(orderId, props.transfer) : null, [orderId, store]);
  const reload = () => void record.reload();
  const cancel = useCancelIntent((key, order: TrainOrderDetail) => store.cancel(order, key));

  const openAfterSales = (kind: 'refund' | 'change', id: string) => {
    const target = orderDetailTarget({
      id,
      orderType: kind === 'refund' ? ORDER_TYPE.trainRefund : ORDER_TYPE.trainChange,
    });
    if (target) void navigate(target.url, { query: target.query });
  };

  const view = (order: TrainOrderDetail): OrderDetailView => {
    const services = trainServices(order, store.now());
    return {
      head: bookedOrderHead(order, t, [
        services.afterSalesClosed && {
          text: t('trainBooking.service.closed'),
          tone: 'note' as const,
          testId: 'after-sales-closed',
        },
      ]),
      sections: (
        <>
          <LegsBlock order={order} />
          <TicketsBlock order={order} />
        </>
      ),
      priceLines: order.priceLines,
      details: (
        <>
          <BookedOrderInfo
            order={order}
            contactRows={[{ label: t('trainBooking.order.railAccount'), value: order.railAccount }]}
          />
          <AfterSalesBlock order={order} onOpen={openAfterSales} />
        </>
      ),
      timeline: order.timeline,
      footer: (
        <Pressable
          className="tr-order__service"
          role="link"
          onPress={() =>
            void navigate('/tr/OrderService', {
              query: { orderId: order.orderId, transferFlag: String(order.transferFlag) },
            })
          }
          testId="order-service"
        >
          {t('trainBooking.order.service')}
          <Icon icon={chevronRight} />
        </Pressable>
      ),
      actions: {
        orderId: order.orderId,
        orderNo: order.orderNo,
        orderType: order.orderType,
        actions: {
          cancel: services.cancel,
          pay: services.pay,
          refund: services.refund,
          change: services.change,
          resend: services.resend,
        },
        refundUrl: REFUND_APPLY_ROUTES.trainRefund,
        changeUrl: REFUND_APPLY_ROUTES.trainChange,
        refundLabel: 'trainBooking.order.refund',
        changeLabel: 'trainBooking.order.change',
        onCancel: () => cancel(order),
        onCancelled: reload,
        defaultEmail: order.linkEmail || session.userInfo?.empInfo.email || '',
      },
    };
  };

  return (
    <OrderDetailShell
      route={props.route}
      title={props.title}
      className="tr-order"
      record={record}
      notFoundText="pay.orderIdMissing"
      view={view}
    />
  );
});
