/** A scrolling row of days from today (the 30-day window of pre-booked rides and transfers): one is chosen. */
import { ScrollView, Text, View } from '@tarojs/components';
import { Pressable } from '../../../components/Pressable';
import { dayText, relativeDayText, type Translate } from '../../../components/format';
import { CAR_BOOKING_DAYS } from '../../../domain/car/useTime';
import { addCalendarDays } from '../../../domain/time';

export function windowDays(today: string): string[] {
  return Array.from({ length: CAR_BOOKING_DAYS + 1 }, (_, i) => addCalendarDays(today, i));
}

export function DayChips(props: {
  label: string;
  today: string;
  value: string;
  onChange(day: string): void;
  testId: string;
  t: Translate;
}) {
  const { today, value, t } = props;
  return (
    <ScrollView scrollX className="carq-days" enhanced showScrollbar={false}>
      <View className="carq-days__row" role="radiogroup" aria-label={props.label} data-testid={props.testId}>
        {windowDays(today).map((day) => (
          <Pressable
            key={day}
            role="radio"
            selected={day === value}
            className={`carq-day${day === value ? ' carq-day--on' : ''}`}
            label={`${dayText(day, t)} ${relativeDayText(day, today, t)}`}
            onPress={() => props.onChange(day)}
            testId={`${props.testId}-${day}`}
          >
            <Text aria-hidden>{dayText(day, t)}</Text>{' '}
            <Text className="carq-day__rel" aria-hidden>
              {relativeDayText(day, today, t)}
            </Text>
          </Pressable>
        ))}
      </View>
    </ScrollView>
  );
}
