/**
 * /car/carOrderDetail?orderId= (SPEC §2) on the shared order-detail shell: status head, the ride's sections, price
 * lines, contacts and travel details, timeline and processing steps; actions: pay (cashier), cancel (fee confirmed),
 * follow the ride (/car/carJsycDetail/{id}) and the route view (/car/driving). It refreshes itself while the journey
 * runs. Opened for a running real-time ride by its order type (order centre, messages: `?orderType=10906`), it hands
 * over to the journey screen (SPEC §2: real-time cars open /car/carJsycDetail/{id}).
 */
import { useEffect } from 'react';
import { View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { CarOrderDetail } from '../../../api/contract/car';
import {
  BookedOrderInfo,
  OrderDetailShell,
  bookedOrderHead,
  useOrderRecord,
  type OrderDetailView,
} from '../../../components/order';
import { Pressable } from '../../../components/Pressable';
import { ORDER_TYPE } from '../../../domain/codes';
import { isRealTimeCar } from '../../../domain/orderRouting';
import { decodeQuery, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { CancelRide } from './CancelRide';
import { DriverBlock, FareBlock, PassengerBlock, StepsBlock, TripBlock } from './OrderSections';
import { CAR_ORDER_ROUTES, rideUrl } from './routes';
import { useCarOrderStore } from './useRide';
import { RIDE_POLL_MS, cancellable, isInstant, isLive } from './view';
import './orders.scss';
import '../../../i18n/parts/carOrder';

/** Refresh while the journey runs: every 3 s for at most 30 minutes. */
const LIVE_POLL = { intervalMs: RIDE_POLL_MS, timeoutMs: 30 * 60 * 1000 } as const;

export const OrderScreen = observer(function OrderScreen() {
  const { t } = useStores().ui;
  const store = useCarOrderStore();
  const query = decodeQuery(useRouter().params);
  const orderId = query.orderId ?? '';
  const record = useOrderRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store], {
    pollMs: LIVE_POLL.intervalMs,
    pollForMs: LIVE_POLL.timeoutMs,
    until: (order) => !isLive(order.orderStatus),
  });
  const reload = () => void record.reload();

  // A link that named the real-time order type (order centre, messages) lands on the journey while it runs.
  const order = record.data;
  const handOver =
    query.orderType === String(ORDER_TYPE.carRealTime) &&
    order !== null &&
    isRealTimeCar({ orderType: order.orderType, productType: order.useType, orderStatus: order.orderStatus });
  useEffect(() => {
    if (handOver && order) void navigate(rideUrl(order.orderId), { replace: true });
  }, [handOver, order]);

  const view = (o: CarOrderDetail): OrderDetailView => ({
    head: bookedOrderHead(o, t, [
      isLive(o.orderStatus) && { text: t('carOrder.head.live'), tone: 'live' as const, testId: 'auto-refresh' },
    ]),
    sections: (
      <>
        <TripBlock order={o} />
        <PassengerBlock order={o} />
        <DriverBlock order={o} />
        <FareBlock order={o} />
      </>
    ),
    priceLines: o.priceLines,
    details: (
      <>
        <BookedOrderInfo order={o} />
        <StepsBlock order={o} />
      </>
    ),
    timeline: o.timeline,
    footer: <Footer order={o} onCancelled={reload} />,
    actions: {
      orderId: o.orderId,
      orderNo: o.orderNo,
      orderType: o.orderType,
      actions: { cancel: false, pay: o.actions.pay, refund: false, change: false, resend: false },
      onCancel: () => Promise.resolve(),
    },
  });

  return (
    <OrderDetailShell
      route={CAR_ORDER_ROUTES.detail}
      title="carOrder.detail.title"
      className="car-order"
      record={record}
      notFoundText="carOrder.orderMissing"
      view={view}
    />
  );
});

/** Follow the ride, view the route, cancel. */
const Footer = observer(function Footer(props: { order: CarOrderDetail; onCancelled(): void }) {
  const { t } = useStores().ui;
  const { order } = props;
  const track = () => void navigate(rideUrl(order.orderId));
  const route = () => void navigate(CAR_ORDER_ROUTES.route, { query: { orderId: order.orderId } });
  const showTrack = order.actions.track || (isInstant(order) && isLive(order.orderStatus));
  return (
    <View className="car-order__footer" role="group" aria-label={t('carOrder.detail.title')}>
      {showTrack ? (
        <Pressable className="car-btn car-btn--primary" role="link" onPress={track} testId="order-track">
          {t('carOrder.action.track')}
        </Pressable>
      ) : null}
      {order.route.length > 1 ? (
        <Pressable className="car-btn car-btn--plain" role="link" onPress={route} testId="order-route">
          {t('carOrder.action.route')}
        </Pressable>
      ) : null}
      {cancellable(order) ? <CancelRide orderId={order.orderId} onDone={props.onCancelled} /> : null}
    </View>
  );
});
