import { Text, View } from '@tarojs/components';
import { addCalendarDays, chinaDayNumber } from '../../domain/time';
import { dayText, priceText, relativeDayText, weekdayText, type Translate } from '../format';
import { Pressable } from '../Pressable';
import './index.scss';
// The strip's words (previous/next day, weekdays, month-day) are the date texts the shared Calendar uses too.
import '../../i18n/parts/flight';
import { Icon } from '../Icon';
import { chevronDown, chevronLeft, chevronRight } from '../Icon/icons';

export type { Translate };

const daysBetween = (from: string, to: string): number => chinaDayNumber(to) - chinaDayNumber(from);

/** The `size` days the strip shows around `date`, kept inside [min, max]. */
export function stripDays(date: string, min: string, max: string, size = 7): string[] {
  const span = daysBetween(min, max) + 1;
  const count = Math.max(1, Math.min(size, span));
  let start = addCalendarDays(date, -Math.floor(count / 2));
  if (daysBetween(min, start) < 0) start = min;
  if (daysBetween(addCalendarDays(start, count - 1), max) < 0) start = addCalendarDays(max, -(count - 1));
  return Array.from({ length: count }, (_, i) => addCalendarDays(start, i));
}

interface Props {
  date: string;
  today: string;
  /** First and last day on offer ('YYYY-MM-DD'). */
  min: string;
  max: string;
  /** Lowest price per day in yuan (null: nothing that day); without it the days show no price. */
  prices?: Readonly<Record<string, number | null>>;
  /** What a day with a null price says ('no flight'). */
  noPriceLabel?: string;
  /** Accessible name of the row of days ('low-price calendar'). */
  daysLabel?: string;
  onChange: (date: string) => void;
  onCalendar: () => void;
  /**
   * When given, previous/next stay enabled at the ends of [min, max] and a step outside calls this with the day
   * asked for (the page says it is out of range, SPEC §5 train); without it the steps are disabled at the ends.
   */
  onOutOfRange?: (date: string) => void;
  t: Translate;
}

/** Previous/next day and a 7-day strip (with the lowest prices when given); days outside [min, max] are not shown. */
export function DayStrip(props: Props) {
  const { date, today, min, max, prices, noPriceLabel = '', daysLabel, onChange, onCalendar, onOutOfRange, t } = props;
  const days = stripDays(date, min, max);
  const canPrev = daysBetween(min, date) > 0;
  const canNext = daysBetween(date, max) > 0;
  const step = (n: number, inRange: boolean) => {
    const target = addCalendarDays(date, n);
    if (inRange) onChange(target);
    else onOutOfRange?.(target);
  };
  return (
    <View className="dstrip" data-testid="day-strip">
      <View className="dstrip__nav">
        <Pressable
          className="dstrip__step"
          disabled={!canPrev && !onOutOfRange}
          onPress={() => step(-1, canPrev)}
          testId="prev-day"
        >
          <Icon icon={chevronLeft} className="dstrip__chevron" />
          {t('flight.list.prevDay')}
        </Pressable>
        <Pressable
          className="dstrip__current"
          label={t('flight.list.calendar', { date: `${dayText(date, t)} ${weekdayText(date, t)}` })}
          onPress={onCalendar}
          testId="open-calendar"
        >
          <Text aria-hidden>
            {dayText(date, t)} {weekdayText(date, t)}
          </Text>
          <Icon icon={chevronDown} className="dstrip__chevron" />
        </Pressable>
        <Pressable
          className="dstrip__step dstrip__step--next"
          disabled={!canNext && !onOutOfRange}
          onPress={() => step(1, canNext)}
          testId="next-day"
        >
          {t('flight.list.nextDay')}
          <Icon icon={chevronRight} className="dstrip__chevron" />
        </Pressable>
      </View>
      <View className="dstrip__days" role="group" aria-label={daysLabel}>
        {days.map((d) => {
          const price = prices?.[d];
          const priceLabel = typeof price === 'number' ? priceText(price) : price === null ? noPriceLabel : '';
          return (
            <Pressable
              key={d}
              className={`dstrip__day${d === date ? ' dstrip__day--on' : ''}`}
              selected={d === date}
              // No aria-label: the day's name is what it shows (weekday or today, month-day, price) followed by the
              // full date in hidden text, so speech input and axe label-content-name-mismatch find the visible
              // words in it; the spaces keep the words apart in that name.
              onPress={() => onChange(d)}
              testId={`strip-${d}`}
            >
              <Text className="dstrip__wd">{relativeDayText(d, today, t)}</Text>{' '}
              <Text className="dstrip__md">{d.slice(5)}</Text>{' '}
              {prices && <Text className="dstrip__price">{priceLabel || '\u00a0'}</Text>}{' '}
              <Text className="visually-hidden">{dayText(d, t)}</Text>
            </Pressable>
          );
        })}
      </View>
    </View>
  );
}
