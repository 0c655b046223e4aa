import { Text, View } from '@tarojs/components';
import { Pressable } from '../../../components/Pressable';
import { addDays, daysBetween } from '../query';
import { dayText, priceText, relativeDayText, weekdayText, type Translate } from '../format';
import '../../../i18n/parts/flight';

/** The 7 days the strip shows around `date`, kept inside [min, max]. */
export function stripDays(date: string, min: string, max: string, size = 7): string[] {
  const span = daysBetween(min, max) + 1;
  const count = Math.max(1, Math.min(size, span));
  let start = addDays(date, -Math.floor(count / 2));
  if (daysBetween(min, start) < 0) start = min;
  if (daysBetween(addDays(start, count - 1), max) < 0) start = addDays(max, -(count - 1));
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

interface Props {
  date: string;
  today: string;
  min: string;
  max: string;
  prices: Readonly<Record<string, number | null>>;
  onChange: (date: string) => void;
  onCalendar: () => void;
  t: Translate;
}

/** Previous/next day and a 7-day low-price strip (weekPrice); days outside the sale window are not offered. */
export function DayStrip({ date, today, min, max, prices, onChange, onCalendar, t }: Props) {
  const days = stripDays(date, min, max);
  const canPrev = daysBetween(min, date) > 0;
  const canNext = daysBetween(date, max) > 0;
  return (
    <View className="fl-strip" data-testid="day-strip">
      <View className="fl-strip__nav">
        <Pressable
          className="fl-strip__step"
          disabled={!canPrev}
          onPress={() => onChange(addDays(date, -1))}
          testId="prev-day"
        >
          <Text aria-hidden>‹ </Text>
          {t('flight.list.prevDay')}
        </Pressable>
        <Pressable
          className="fl-strip__current"
          label={t('flight.list.calendar', { date: `${dayText(date, t)} ${weekdayText(date, t)}` })}
          onPress={onCalendar}
          testId="open-calendar"
        >
          <Text aria-hidden>
            {dayText(date, t)} {weekdayText(date, t)} ▾
          </Text>
        </Pressable>
        <Pressable
          className="fl-strip__step fl-strip__step--next"
          disabled={!canNext}
          onPress={() => onChange(addDays(date, 1))}
          testId="next-day"
        >
          {t('flight.list.nextDay')}
          <Text aria-hidden> ›</Text>
        </Pressable>
      </View>
      <View className="fl-strip__days" role="group" aria-label={t('flight.list.lowPrices')}>
        {days.map((d) => {
          const price = prices[d];
          const priceLabel =
            typeof price === 'number' ? priceText(price) : price === null ? t('flight.list.noFlight') : '';
          return (
            <Pressable
              key={d}
              className={`fl-strip__day${d === date ? ' fl-strip__day--on' : ''}`}
              selected={d === date}
              label={[dayText(d, t), relativeDayText(d, today, t), priceLabel].filter(Boolean).join('，')}
              onPress={() => onChange(d)}
              testId={`strip-${d}`}
            >
              <Text className="fl-strip__wd" aria-hidden>
                {relativeDayText(d, today, t)}
              </Text>
              <Text className="fl-strip__md" aria-hidden>
                {d.slice(5)}
              </Text>
              <Text className="fl-strip__price" aria-hidden>
                {priceLabel || '\u00a0'}
              </Text>
            </Pressable>
          );
        })}
      </View>
    </View>
  );
}
