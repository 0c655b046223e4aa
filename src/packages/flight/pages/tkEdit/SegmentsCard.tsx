import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { MessageKey } from '../../../../i18n';
import { useStores } from '../../../../stores';
import type { FareChoice } from '../../store';
import { dayText, hhmm, priceText, weekdayText } from '../../format';

/** Segment names: one-way none, round trip outbound/return, connection leg 1/2. */
export function segmentLabels(
  tripType: 1 | 2 | 3,
  count: number,
  t: (k: MessageKey, v?: Record<string, number>) => string,
): string[] {
  if (tripType === 2) return [t('booking.segment.outbound'), t('booking.segment.return')];
  if (tripType === 3 || count > 1)
    return Array.from({ length: count }, (_, i) => t('booking.segment.leg', { n: i + 1 }));
  return [''];
}

/** One chosen segment: date, times, airports, flight and cabin. */
const SegmentRow = observer(function SegmentRow({ choice, label }: { choice: FareChoice; label: string }) {
  const { ui } = useStores();
  const { t } = ui;
  const f = choice.flight;
  const date = f.depTime.slice(0, 10);
  return (
    <View className="tk-edit__segment" data-testid="tk-edit-segment">
      <View className="tk-edit__segment-head">
        {label ? <Text className="bk-badge">{label}</Text> : null}
        <Text className="tk-edit__segment-date">
          {dayText(date, t)} {weekdayText(date, t)}
        </Text>
        <Text className="bk-sub">
          {f.airline.name} {f.flightNo}
        </Text>
      </View>
      <View className="tk-edit__segment-main">
        <Text className="tk-edit__time">{hhmm(f.depTime)}</Text>
        <Text className="tk-edit__airport">{[f.dep.name, f.dep.terminal].filter(Boolean).join(' ')}</Text>
        <Text className="tk-edit__arrow" aria-hidden>
          →
        </Text>
        <Text className="tk-edit__time">
          {hhmm(f.arrTime)}
          {f.arriveDays > 0 ? `+${f.arriveDays}` : ''}
        </Text>
        <Text className="tk-edit__airport">{[f.arr.name, f.arr.terminal].filter(Boolean).join(' ')}</Text>
      </View>
      <Text className="bk-sub">
        {t('booking.segment.cabin', { cabin: choice.cabin.cabinName, price: priceText(choice.cabin.price) })}
      </Text>
    </View>
  );
});

/** The chosen segments of the booking form, each with its label. */
export const SegmentsCard = observer(function SegmentsCard(props: {
  segments: readonly FareChoice[];
  labels: readonly string[];
}) {
  return (
    <View className="bk-card tk-edit__segments" data-testid="tk-edit-segments">
      {props.segments.map((s, i) => (
        <SegmentRow key={s.cabin.fareKey} choice={s} label={props.labels[i] ?? ''} />
      ))}
    </View>
  );
});
