import { useCallback } from 'react';
import { Text } from '@tarojs/components';
import { Button } from '../../../../components/Button';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { CAR_USE_TYPE, type CarOrderDetail, type CarService } from '../../../../api/contract/car';
import { BookingComplete, wantsCashier } from '../../../../components/order';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useCarStores } from '../../store';
import { RIDE_DETAIL } from '../carSubmit';
import { classText, NO_TRANSLATE, packageText, serviceText, shortTime } from '../format';
import { cmpNext } from './next';
import '../booking.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/carBooking';

const SERVICE_OF: Readonly<Record<number, CarService>> = Object.fromEntries(
  Object.entries(CAR_USE_TYPE).map(([service, useType]) => [useType, service as CarService]),
);

/** The service, class, places, time, flight and passenger of a booked car order. */
const OrderLines = observer(function OrderLines({ order }: { order: CarOrderDetail }) {
  const { ui } = useStores();
  const { t } = ui;
  const service = SERVICE_OF[order.useType];
  return (
    <>
      <Text className="car-cmp__line" data-testid="cmp-car-service">
        {[service ? serviceText(t, service) : '', classText(t, order.vehicleType.vehicleTypeId)]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      <Text className="car-cmp__line" data-testid="cmp-car-route" {...NO_TRANSLATE}>
        {order.to ? `${order.from.name} → ${order.to.name}` : order.from.name}
      </Text>
      <Text className="car-cmp__line" data-testid="cmp-car-time">
        {t('carBooking.ride.time', { time: shortTime(order.useTime) })}
      </Text>
      {order.dayPackage ? (
        <Text className="car-cmp__line">{packageText(t, order.dayPackage, order.days ?? 1)}</Text>
      ) : null}
      {order.flightNo ? (
        <Text className="car-cmp__line">{t('carBooking.ride.flight', { flightNo: order.flightNo })}</Text>
      ) : null}
      <Text className="car-cmp__line" {...NO_TRANSLATE}>
        {t('carBooking.cmp.passenger', { name: order.passengerName, riders: order.riders })}
      </Text>
    </>
  );
});

/**
 * Booked (SPEC §2 /car/carCmp) on the shared booking-complete screen: the order number, the ride, the amount and what
 * happens next — send for approval, pay, a driver dispatched 30 minutes before the use time, the ride's journey once
 * it runs — with the order's detail one tap away (and the journey's screen once a ride can be followed).
 */
export const CmpScreen = observer(function CmpScreen() {
  const { ui } = useStores();
  const { t } = ui;
  const { booking } = useCarStores();
  const query = decodeQuery(useRouter().params);
  const orderId = query.orderId ?? '';
  const load = useCallback((id: string) => booking.order(id), [booking]);

  return (
    <BookingComplete<CarOrderDetail>
      route="/car/carCmp"
      title="carBooking.cmp.title"
      className="car-cmp"
      orderId={orderId}
      load={load}
      openCashier={wantsCashier(query)}
      nextText={(order) => cmpNext(order, t)}
      details={(order) => <OrderLines order={order} />}
      detailUrl={() => '/car/carOrderDetail'}
      extra={(order) =>
        order.actions.track ? (
          <Button
            className="order-cmp__btn order-cmp__btn--primary"
            data-testid="cmp-track"
            onClick={() => void navigate(`${RIDE_DETAIL}/${encodeURIComponent(order.orderId)}`)}
          >
            {t('carBooking.cmp.track')}
          </Button>
        ) : null
      }
    />
  );
});
