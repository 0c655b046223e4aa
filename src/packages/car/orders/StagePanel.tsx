/**
 * What the journey screen says at each stage (SPEC §4): pay to confirm, booked for later, looking for a driver with
 * the waiting counter, the driver on the way (distance, minutes), arrived, on the way to the drop-off, finished with
 * the fare to pay, completed, or cancelled with what was refunded (the auto-cancel when no driver accepted says so
 * in the server's note).
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CarOrderDetail } from '../../../api/contract/car';
import { formatAmount } from '../../../components/order';
import { useStores } from '../../../stores';
import { DriverCard } from './DriverCard';
import type { RideTracker } from './ride';
import { callingSeconds, formatCounter, formatKm, hasDriver, isInstant, minutesOf } from './view';
import '../../../i18n/parts/carOrder';

export const StagePanel = observer(function StagePanel({ ride, order }: { ride: RideTracker; order: CarOrderDetail }) {
  const { t } = useStores().ui;
  const location = ride.location && ride.location.orderStatus === order.orderStatus ? ride.location : null;
  const line = (text: string, testId: string, tone: 'live' | 'due' | 'done' | 'note' = 'live') => (
    <Text className={`car-panel__text car-panel__text--${tone}`} role="status" data-testid={testId}>
      {text}
    </Text>
  );
  const status = order.orderStatus;
  let body: ReactNode = null;

  if (status === 'awaitingPayment' && isInstant(order)) {
    const amount = formatAmount(order.actualPrice ?? order.amount);
    body = line(t('carOrder.panel.finished', { amount }), 'ride-finished', 'due');
  } else if (status === 'awaitingPayment') {
    body = line(t('carOrder.panel.unpaid', { amount: formatAmount(order.amount) }), 'ride-unpaid', 'due');
  } else if (status === 'paid') {
    body = line(t('carOrder.panel.waiting', { time: order.useTime }), 'ride-waiting', 'note');
  } else if (status === 'dispatching') {
    const waited = formatCounter(callingSeconds(order, ride.now));
    body = (
      <View className="car-panel__calling" data-testid="ride-calling">
        <View className="car-panel__pulse" aria-hidden />
        <Text className="car-panel__text car-panel__text--live">{t('carOrder.panel.calling')}</Text>
        <Text
          className="car-panel__counter"
          aria-label={t('carOrder.panel.callingFor', { time: waited })}
          data-testid="ride-counter"
        >
          {waited}
        </Text>
      </View>
    );
  } else if (status === 'dispatched') {
    body = location
      ? line(
          t('carOrder.panel.approach', {
            km: formatKm(location.remainingDistance),
            min: minutesOf(location.remainingSeconds),
          }),
          'ride-approach',
        )
      : line(t('carOrder.panel.approachUnknown'), 'ride-approach');
  } else if (status === 'driverArrived') {
    body = line(t('carOrder.panel.arrived'), 'ride-arrived', 'due');
  } else if (status === 'inService') {
    body = location
      ? line(
          t('carOrder.panel.inService', {
            km: formatKm(location.remainingDistance),
            min: minutesOf(location.remainingSeconds),
          }),
          'ride-in-service',
        )
      : line(t('carOrder.panel.inServiceUnknown'), 'ride-in-service');
  } else if (status === 'completed') {
    const amount = formatAmount(order.actualPrice ?? order.amount);
    body = line(t('carOrder.panel.completed', { amount }), 'ride-completed', 'done');
  } else if (status === 'cancelled') {
    body = <CancelledOutcome order={order} />;
  }

  return (
    <View className="obt-card car-panel" data-testid="ride-panel" data-status={status}>
      {body}
      {order.driver && hasDriver(status) ? <DriverCard orderId={order.orderId} driver={order.driver} /> : null}
    </View>
  );
});

/** A cancelled order: why (the server's note, e.g. "no driver accepted; cancelled and fully refunded"), fee, refund. */
const CancelledOutcome = observer(function CancelledOutcome({ order }: { order: CarOrderDetail }) {
  const { t } = useStores().ui;
  const note = [...order.timeline].reverse().find((e) => e.status === 'cancelled')?.note ?? '';
  const fee = order.priceLines.find((l) => l.kind === 'cancelFee' || l.kind === 'refundFee');
  return (
    <View className="car-panel__outcome" data-testid="ride-cancelled">
      <Text className="car-panel__text car-panel__text--done" role="status">
        {t('carOrder.panel.cancelled')}
      </Text>
      {note ? (
        <Text className="car-panel__note" data-testid="ride-cancel-note">
          {note}
        </Text>
      ) : null}
      {fee && fee.amount > 0 ? (
        <Text className="car-panel__note" data-testid="ride-cancel-fee">
          {t('carOrder.panel.fee', { amount: formatAmount(fee.amount) })}
        </Text>
      ) : null}
      {order.refundAmount > 0 ? (
        <Text className="car-panel__note" data-testid="ride-refund">
          {t('carOrder.panel.refund', { amount: formatAmount(order.refundAmount) })}
        </Text>
      ) : null}
    </View>
  );
});
