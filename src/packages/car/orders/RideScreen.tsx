/**
 * /car/carJsycDetail/:id — the real-time journey (SPEC §2, §4 car journey stages): a big map with the pick-up, the
 * drop-off, the route and the driver's car moving; the stage bar with times; the stage panel (calling counter, the
 * driver card with a call button, arrived, distance and minutes left, the fare to pay, the auto-cancel outcome);
 * cancel (with the fee confirmed), pay at the end through the cashier, and the full order detail. Pre-booked orders
 * show the same once their journey runs.
 */
import { useRouter } from '@tarojs/taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { RecordGate } from '../../../components/RecordLoader';
import { decodeQuery, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { CancelRide } from './CancelRide';
import { RideMap } from './RideMap';
import { CAR_ORDER_ROUTES } from './routes';
import { StageBar } from './StageBar';
import { StagePanel } from './StagePanel';
import { useRide } from './useRide';
import { cancellable, journeyStage } from './view';
import './orders.scss';
import '../../../i18n/parts/carOrder';

export const RideScreen = observer(function RideScreen() {
  const { t } = useStores().ui;
  const orderId = decodeQuery(useRouter().params).id ?? '';
  const ride = useRide(orderId);
  const order = ride.order;

  const pay = () => void navigate(CAR_ORDER_ROUTES.pay, { query: { orderIds: orderId } });
  const detail = () => void navigate(CAR_ORDER_ROUTES.detail, { query: { orderId } });
  const again = () => void navigate(CAR_ORDER_ROUTES.query);

  return (
    <PageShell route={CAR_ORDER_ROUTES.ride} title="carOrder.ride.title" className="car-ride">
      {order === null ? (
        <RecordGate state={ride.state} onRetry={() => void ride.reload()} notFoundText="carOrder.orderMissing" />
      ) : (
        <>
          <RideMap order={order} location={ride.location} height="46vh" className="car-ride__map" />
          <View className="car-ride__sheet">
            {journeyStage(order) !== null ? <StageBar order={order} /> : null}
            <StagePanel ride={ride} order={order} />
            <View className="car-ride__actions" role="group" aria-label={t('carOrder.ride.title')}>
              {cancellable(order) ? <CancelRide orderId={order.orderId} onDone={() => void ride.reload()} /> : null}
              <Pressable className="car-btn car-btn--plain" onPress={detail} testId="ride-detail" role="link">
                {t('carOrder.action.detail')}
              </Pressable>
              {order.orderStatus === 'cancelled' ? (
                <Pressable className="car-btn car-btn--plain" onPress={again} testId="ride-again" role="link">
                  {t('carOrder.panel.again')}
                </Pressable>
              ) : null}
              {order.actions.pay ? (
                <Pressable className="car-btn car-btn--primary" onPress={pay} testId="ride-pay">
                  {t('carOrder.action.pay')}
                </Pressable>
              ) : null}
            </View>
          </View>
        </>
      )}
    </PageShell>
  );
});
