/**
 * /car/driving?orderId= (SPEC §2): the order's route on a full-screen map — the planned route, pick-up and drop-off,
 * the driver while on the way or driving (followed like the journey screen) — with the distance and time (left,
 * driven, or the route's length), and the drop-off (the pick-up of a day rental) opened in a map app.
 */
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { CarOrderDetail, DriverLocationData, LatLng } from '../../../api/contract/car';
import { PageShell } from '../../../components/PageShell';
import { Pressable } from '../../../components/Pressable';
import { RecordGate } from '../../../components/RecordLoader';
import { openExternalMap } from '../../../hosts/map';
import { decodeQuery } from '../../../router';
import { useStores } from '../../../stores';
import { RideMap } from './RideMap';
import { CAR_ORDER_ROUTES } from './routes';
import { useRide } from './useRide';
import { NO_TRANSLATE, formatKm, hasDriver, minutesOf } from './view';
import './orders.scss';
import '../../../i18n/parts/carOrder';

export const RouteScreen = observer(function RouteScreen() {
  const { t } = useStores().ui;
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const ride = useRide(orderId);
  const order = ride.order;

  const openDestination = (o: CarOrderDetail) => {
    const place = o.to ?? o.from;
    void openExternalMap({ lat: place.lat, lng: place.lng, name: place.name, address: place.address }, { t }).catch(
      () => undefined,
    );
  };

  return (
    <PageShell route={CAR_ORDER_ROUTES.route} title="carOrder.route.title" className="car-route">
      {order === null ? (
        <RecordGate state={ride.state} onRetry={() => void ride.reload()} notFoundText="carOrder.orderMissing" />
      ) : (
        <>
          <RideMap order={order} location={ride.location} height="72vh" className="car-route__map" />
          <View className="obt-card car-route__bar">
            <Text className="car-route__places" {...NO_TRANSLATE}>
              {order.to ? `${order.from.name} → ${order.to.name}` : order.from.name}
            </Text>
            <Text className="car-route__facts" role="status" data-testid="route-facts">
              {routeFacts(order, ride.location, t)}
            </Text>
            <Pressable className="car-btn car-btn--primary" onPress={() => openDestination(order)} testId="route-open">
              <View className="car-icon car-icon--pin" aria-hidden />
              <Text>{t('carOrder.action.openMap')}</Text>
            </Pressable>
          </View>
        </>
      )}
    </PageShell>
  );
});

type T = ReturnType<typeof useStores>['ui']['t'];

/** What is left while a driver drives, what was driven once finished, else the planned route's length. */
function routeFacts(order: CarOrderDetail, location: DriverLocationData | null, t: T): string {
  if (location && hasDriver(order.orderStatus) && location.orderStatus === order.orderStatus) {
    return t('carOrder.route.remaining', {
      km: formatKm(location.remainingDistance),
      min: minutesOf(location.remainingSeconds),
    });
  }
  if (order.actualDistance !== null && order.actualDuration !== null) {
    return t('carOrder.route.driven', { km: formatKm(order.actualDistance), min: minutesOf(order.actualDuration) });
  }
  return t('carOrder.route.length', { km: formatKm(pathLength(order.route)) });
}

/** Metres along a polyline (haversine per segment). */
export function pathLength(points: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1];
    const b = points[i];
    if (a && b) sum += metresBetween(a, b);
  }
  return sum;
}

function metresBetween(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}
