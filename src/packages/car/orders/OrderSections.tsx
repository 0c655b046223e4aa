/**
 * The car order's own sections on the shared order-detail shell (SPEC §2 /car/carOrderDetail): the service, class,
 * time, places, package, flight, riders and luggage; the passenger (phone masked); the driver; the estimate against
 * the actual fare with the distance and time driven, a cancel fee and the refund; the order's processing steps.
 */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CarOrderDetail } from '../../../api/contract/car';
import { InfoBlock, OrderBlock, formatAmount } from '../../../components/order';
import { useRecord } from '../../../components/RecordLoader';
import { isVehicleClass } from '../../../domain/car/fare';
import { maskMobile } from '../../../domain/masking';
import { useStores } from '../../../stores';
import { DriverCard } from './DriverCard';
import { useCarOrderStore } from './useRide';
import { NO_TRANSLATE, formatKm, minutesOf, serviceOf } from './view';
import '../../../i18n/parts/carOrder';

type Order = { order: CarOrderDetail };

/** The service, car class, time, places, package, flight, riders and luggage. */
export const TripBlock = observer(function TripBlock({ order }: Order) {
  const { t } = useStores().ui;
  const cls = order.vehicleType.vehicleTypeId;
  const service = serviceOf(order.useType);
  return (
    <InfoBlock
      id="order-trip"
      title={t('carOrder.trip.title')}
      rows={[
        { label: t('carOrder.trip.service'), value: service ? t(`carOrder.service.${service}`) : '' },
        {
          label: t('carOrder.trip.class'),
          value: isVehicleClass(cls) ? `${t(`carOrder.class.${cls}`)} · ${order.vehicleType.models}` : cls,
        },
        { label: t('carOrder.trip.time'), value: order.useTime },
        { label: t('carOrder.trip.from'), value: placeText(order.from) },
        { label: t('carOrder.trip.to'), value: order.to ? placeText(order.to) : '' },
        { label: t('carOrder.trip.package'), value: order.dayPackage ? t(`carOrder.package.${order.dayPackage}`) : '' },
        { label: t('carOrder.trip.days'), value: order.days ? t('carOrder.trip.daysValue', { n: order.days }) : '' },
        { label: t('carOrder.trip.flight'), value: order.flightNo ?? '' },
        { label: t('carOrder.trip.riders'), value: t('carOrder.trip.ridersValue', { n: order.riders }) },
        {
          label: t('carOrder.trip.luggage'),
          value:
            order.luggageStandard + order.luggageLarge > 0
              ? t('carOrder.trip.luggageValue', { standard: order.luggageStandard, large: order.luggageLarge })
              : '',
        },
      ]}
    />
  );
});

const placeText = (p: { name: string; address: string }) =>
  p.address && p.address !== p.name ? `${p.name}（${p.address}）` : p.name;

/** The rider, phone masked again whatever the server sent. */
export const PassengerBlock = observer(function PassengerBlock({ order }: Order) {
  const { t } = useStores().ui;
  return (
    <OrderBlock testId="order-passenger" title={t('carOrder.passenger.title')}>
      <View className="order-info__row">
        <Text className="order-info__label">{t('carOrder.passenger.name')}</Text>
        <Text className="order-info__value" {...NO_TRANSLATE} data-testid="passenger-name">
          {order.passengerName}
        </Text>
      </View>
      {order.passengerPhoneMasked ? (
        <View className="order-info__row">
          <Text className="order-info__label">{t('carOrder.passenger.phone')}</Text>
          <Text className="order-info__value" {...NO_TRANSLATE} data-testid="passenger-phone">
            {maskMobile(order.passengerPhoneMasked)}
          </Text>
        </View>
      ) : null}
    </OrderBlock>
  );
});

/** The driver once one accepted. */
export const DriverBlock = observer(function DriverBlock({ order }: Order) {
  const { t } = useStores().ui;
  if (!order.driver) return null;
  return (
    <OrderBlock testId="order-driver" title={t('carOrder.driver.title')}>
      <DriverCard orderId={order.orderId} driver={order.driver} />
    </OrderBlock>
  );
});

/** Estimate against the actual fare, what was driven, the cancel fee and the refund. */
export const FareBlock = observer(function FareBlock({ order }: Order) {
  const { t } = useStores().ui;
  const fee = order.priceLines.find((l) => l.kind === 'cancelFee' || l.kind === 'refundFee');
  return (
    <InfoBlock
      id="order-fare"
      title={t('carOrder.fare.title')}
      rows={[
        { label: t('carOrder.fare.estimate'), value: formatAmount(order.estimatedPrice) },
        { label: t('carOrder.fare.actual'), value: order.actualPrice === null ? '' : formatAmount(order.actualPrice) },
        {
          label: t('carOrder.fare.distance'),
          value:
            order.actualDistance === null
              ? ''
              : t('carOrder.fare.distanceValue', { km: formatKm(order.actualDistance) }),
        },
        {
          label: t('carOrder.fare.duration'),
          value:
            order.actualDuration === null
              ? ''
              : t('carOrder.fare.durationValue', { min: minutesOf(order.actualDuration) }),
        },
        {
          label: t('carOrder.fare.cancelFee'),
          value: order.orderStatus === 'cancelled' && fee && fee.amount > 0 ? formatAmount(fee.amount) : '',
        },
        { label: t('carOrder.fare.refund'), value: order.refundAmount > 0 ? formatAmount(order.refundAmount) : '' },
      ]}
    />
  );
});

/** The order's processing steps (blztList), oldest first; nothing while none. */
export const StepsBlock = observer(function StepsBlock({ order }: Order) {
  const { t } = useStores().ui;
  const store = useCarOrderStore();
  const record = useRecord(() => store.steps(order.orderId), [order.orderId, order.orderStatus, store]);
  const steps = record.data ?? [];
  if (steps.length === 0) return null;
  return (
    <OrderBlock testId="order-steps" title={t('carOrder.steps.title')}>
      <View role="list">
        {steps.map((s, i) => (
          <View key={`${s.at}-${i}`} role="listitem" className="car-steps__row">
            <Text className="car-steps__at">{s.at.slice(5, 16)}</Text>
            <Text className="car-steps__note">{s.note}</Text>
          </View>
        ))}
      </View>
    </OrderBlock>
  );
});
