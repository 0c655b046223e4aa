import { useId } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { FlightOrderRange } from '../../../../api/contract/flight';
import { useStores } from '../../../../stores';
import '../../../../i18n/parts/pay';

function clock(time: string): string {
  // 'YYYY-MM-DD HH:mm' → 'HH:mm'
  return time.length >= 16 ? time.slice(11, 16) : time;
}

/** The order's flights: leg, date, times, airports, flight number and cabin. */
export const FlightSegments = observer(function FlightSegments({
  ranges,
  tripType,
}: {
  ranges: readonly FlightOrderRange[];
  tripType: 1 | 2 | 3;
}) {
  const { ui } = useStores();
  // Unique per instance: H5 keeps earlier pages of the stack in the DOM.
  const titleId = useId();
  const { t } = ui;
  const legLabel = (i: number): string => {
    if (ranges.length === 1) return '';
    if (tripType === 2 && i < 2) return t(i === 0 ? 'pay.order.flight.leg.1' : 'pay.order.flight.leg.2');
    return t('pay.order.flight.leg.n', { n: i + 1 });
  };
  return (
    <View className="obt-card order-block" role="region" aria-labelledby={titleId}>
      <Text id={titleId} className="order-block__title" role="heading" aria-level={2}>
        {t('pay.order.flight.title')}
      </Text>
      {ranges.map(({ rangeId, flight, cabin }, i) => (
        <View key={rangeId} className="tk-segment" data-testid={`segment-${rangeId}`}>
          <View className="tk-segment__top">
            {legLabel(i) ? <Text className="tk-segment__leg">{legLabel(i)}</Text> : null}
            <Text className="tk-segment__date">{flight.depTime.slice(0, 10)}</Text>
            <Text className="tk-segment__flight">
              {flight.airline.name} {flight.flightNo}
              {flight.planeType ? ` · ${flight.planeType}` : ''}
            </Text>
          </View>
          <View className="tk-segment__route">
            <View className="tk-segment__end">
              <Text className="tk-segment__time">{clock(flight.depTime)}</Text>
              <Text className="tk-segment__airport">
                {[flight.dep.name, flight.dep.terminal].filter(Boolean).join(' ')}
              </Text>
            </View>
            <View className="tk-segment__mid">
              <Text className="tk-segment__duration">
                {t('pay.order.flight.duration', {
                  hours: Math.floor(flight.durationMin / 60),
                  minutes: flight.durationMin % 60,
                })}
              </Text>
              <View className="tk-segment__line" aria-hidden />
              {flight.stops > 0 && flight.stopCity ? (
                <Text className="tk-segment__stop">{t('pay.order.flight.stop', { city: flight.stopCity })}</Text>
              ) : null}
            </View>
            <View className="tk-segment__end tk-segment__end--arr">
              <Text className="tk-segment__time">
                {clock(flight.arrTime)}
                {flight.arriveDays > 0 ? (
                  <Text className="tk-segment__days">{t('pay.order.flight.nextDay', { days: flight.arriveDays })}</Text>
                ) : null}
              </Text>
              <Text className="tk-segment__airport">
                {[flight.arr.name, flight.arr.terminal].filter(Boolean).join(' ')}
              </Text>
            </View>
          </View>
          <Text className="tk-segment__cabin">
            {cabin.cabinName} {cabin.cabinCode}
          </Text>
        </View>
      ))}
    </View>
  );
});
