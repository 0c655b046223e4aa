import { Text, View } from '@tarojs/components';
import type { FlightItem } from '../../../api/contract/flight';
import { Pressable } from '../../../components/Pressable';
import { durationText, hhmm, priceText, shortDiscountText, type Translate } from '../format';
import { PolicyBadge } from './PolicyBadge';
import '../../../i18n/parts/flight';

/** Row height of the flight list in design units (the windowed list needs one fixed height). */
export const FLIGHT_ROW_HEIGHT = 208;

/** 'Direct' / 'Stop: Wuhan'. */
export function stopsText(f: Pick<FlightItem, 'stops' | 'stopCity'>, t: Translate): string {
  if (f.stops === 0) return t('flight.direct');
  return f.stopCity ? t('flight.stop', { city: f.stopCity }) : t('flight.stops', { n: f.stops });
}

/** One end of a row: the time (with an optional '+1' day mark) over the airport and terminal. */
export function RowEnd({
  time,
  airport,
  arrival = false,
  plusDays = 0,
}: {
  time: string;
  airport: { name: string; terminal: string };
  arrival?: boolean;
  plusDays?: number;
}) {
  return (
    <View className={`fl-row__end${arrival ? ' fl-row__end--arr' : ''}`}>
      <Text className="fl-row__time">
        {hhmm(time)}
        {plusDays > 0 && <Text className="fl-row__plus">+{plusDays}</Text>}
      </Text>{' '}
      <Text className="fl-row__airport">
        {airport.name}
        {airport.terminal}
      </Text>
    </View>
  );
}

interface Props {
  flight: FlightItem;
  t: Translate;
  showPolicy: boolean;
  onPress: () => void;
}

/**
 * One flight in the list: times, airports, duration and stops, airline, lowest price, discount and policy. The row's
 * accessible name is its visible text in reading order (no aria-label in its place: speech input says what it sees,
 * axe label-content-name-mismatch); the spaces between the parts keep the words apart in that name.
 */
export function FlightRow({ flight: f, t, showPolicy, onPress }: Props) {
  return (
    <Pressable className="fl-row" onPress={onPress} testId={`flight-${f.flightId}`}>
      <View className="fl-row__main">
        <RowEnd time={f.depTime} airport={f.dep} />{' '}
        <View className="fl-row__mid">
          <Text className="fl-row__dur">{durationText(f.durationMin, t)}</Text>{' '}
          <View className="fl-row__line" aria-hidden />
          <Text className={`fl-row__stops${f.stops > 0 ? ' fl-row__stops--stop' : ''}`}>{stopsText(f, t)}</Text>
        </View>{' '}
        <RowEnd time={f.arrTime} airport={f.arr} arrival plusDays={f.arriveDays} />{' '}
        <View className="fl-row__price">
          <Text className="fl-row__amount" data-testid="row-price">
            {priceText(f.lowest.price)}
          </Text>{' '}
          <View className="fl-row__meta">
            <Text className="fl-row__discount">{shortDiscountText(f.lowest.discount, t) || f.lowest.cabinName}</Text>{' '}
            {showPolicy && <PolicyBadge policy={f.lowest.policy} t={t} />}
          </View>
        </View>
      </View>{' '}
      <View className="fl-row__sub">
        <Text>
          {f.airline.name} {f.flightNo}
        </Text>{' '}
        {f.planeType && <Text>{f.planeType}</Text>}{' '}
        {f.codeshareOf && <Text>{t('flight.codeshare', { no: f.codeshareOf })}</Text>}{' '}
        {f.meal && <Text>{t('flight.meal')}</Text>}
      </View>
    </Pressable>
  );
}
