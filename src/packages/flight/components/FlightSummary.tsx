import { Text, View } from '@tarojs/components';
import type { FlightItem } from '../../../api/contract/flight';
import { dayText, durationText, hhmm, weekdayText, type Translate } from '../format';
import { stopsText } from './FlightRow';
import '../../../i18n/parts/flight';

/** The flight header of the cabin screens: date, times, airports, duration, airline and aircraft. */
export function FlightSummary({ flight: f, t, tag }: { flight: FlightItem; t: Translate; tag?: string }) {
  const date = f.depTime.slice(0, 10);
  return (
    <View className="fl-summary" data-testid="flight-summary">
      <View className="fl-summary__top">
        {tag && <Text className="fl-summary__tag">{tag}</Text>}
        <Text className="fl-summary__date">
          {dayText(date, t)} {weekdayText(date, t)}
        </Text>
        <Text className="fl-summary__airline">
          {f.airline.name} {f.flightNo}
          {f.planeType ? ` · ${f.planeType}` : ''}
        </Text>
      </View>
      <View className="fl-summary__main">
        <View className="fl-summary__end">
          <Text className="fl-summary__time">{hhmm(f.depTime)}</Text>
          <Text className="fl-summary__airport">
            {f.dep.name}
            {f.dep.terminal}
          </Text>
        </View>
        <View className="fl-summary__mid">
          <Text className="fl-summary__dur">{durationText(f.durationMin, t)}</Text>
          <View className="fl-row__line" />
          <Text className="fl-summary__dur">{stopsText(f, t)}</Text>
        </View>
        <View className="fl-summary__end fl-summary__end--arr">
          <Text className="fl-summary__time">
            {hhmm(f.arrTime)}
            {f.arriveDays > 0 && <Text className="fl-row__plus">+{f.arriveDays}</Text>}
          </Text>
          <Text className="fl-summary__airport">
            {f.arr.name}
            {f.arr.terminal}
          </Text>
        </View>
      </View>
      {(f.codeshareOf || f.meal) && (
        <View className="fl-summary__extra">
          {f.codeshareOf && <Text>{t('flight.codeshare', { no: f.codeshareOf })}</Text>}
          {f.meal && <Text>{t('flight.meal')}</Text>}
        </View>
      )}
    </View>
  );
}
