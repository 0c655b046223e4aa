import { useEffect, useMemo, useState } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import { Pressable } from '../Pressable';
import { priceText } from '../format';
import { buildMonths, lowestPrice, nextRange } from './months';
import './index.scss';
import '../../i18n/parts/flight';
import { Icon } from '../Icon';
import { close } from '../Icon/icons';

interface Props {
  open: boolean;
  title: string;
  /** 'single' picks one day; 'range' picks a start then an end not before it (round trips). */
  mode: 'single' | 'range';
  start: string;
  end?: string;
  /** First and last selectable days ('YYYY-MM-DD'). */
  min: string;
  max: string;
  /** Lowest price per day in yuan (null: no flight), shown under the days. */
  prices?: Readonly<Record<string, number | null>>;
  /** Texts under the chosen days ('Depart', 'Return'). */
  startLabel?: string;
  endLabel?: string;
  onConfirm: (start: string, end: string) => void;
  onClose: () => void;
}

const WEEKDAY_KEYS: readonly MessageKey[] = [
  'flight.cal.wd.0',
  'flight.cal.wd.1',
  'flight.cal.wd.2',
  'flight.cal.wd.3',
  'flight.cal.wd.4',
  'flight.cal.wd.5',
  'flight.cal.wd.6',
];
const WEEKDAY_LONG: readonly MessageKey[] = [
  'flight.weekday.0',
  'flight.weekday.1',
  'flight.weekday.2',
  'flight.weekday.3',
  'flight.weekday.4',
  'flight.weekday.5',
  'flight.weekday.6',
];

/**
 * Month-grid date sheet from `min` to `max` (flights: today to 365 days ahead). Days outside the window are
 * disabled; in range mode the second tap ends the range and a tap before the start starts over. Every day cell
 * carries a full accessible name (date, weekday, price, role in the range).
 */
export const Calendar = observer(function Calendar(props: Props) {
  const { open, title, mode, min, max, prices = {}, onConfirm, onClose } = props;
  const { ui } = useStores();
  const { t } = ui;
  const [range, setRange] = useState({ start: props.start, end: props.end ?? '' });

  useEffect(() => {
    if (open) setRange({ start: props.start, end: mode === 'range' ? (props.end ?? '') : '' });
  }, [open, props.start, props.end, mode]);

  const months = useMemo(() => buildMonths(min, max), [min, max]);
  const low = useMemo(() => lowestPrice(prices), [prices]);

  if (!open) return null;

  const tap = (date: string) => {
    if (mode === 'single') {
      onConfirm(date, '');
      onClose();
      return;
    }
    const next = nextRange(range, date);
    setRange({ start: next.start, end: next.end });
    if (next.done) {
      onConfirm(next.start, next.end);
      onClose();
    }
  };
  const dayName = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    const wd = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    return t('flight.cal.dayLabel', {
      y,
      d,
      mon: t(`flight.month.${m}` as MessageKey),
      wd: t(WEEKDAY_LONG[wd]),
    });
  };
  const keys: Record<string, unknown> = {
    onKeyDown: (e: { key?: string }) => {
      if (e.key === 'Escape') onClose();
    },
  };
  const focusMonth = `cal-${(range.start || min).slice(0, 7)}`;
  const hint = mode === 'range' ? t(range.start && !range.end ? 'flight.cal.pickEnd' : 'flight.cal.pickStart') : '';

  return (
    <View className="obt-cal" role="dialog" aria-modal aria-label={title} data-testid="calendar" {...keys}>
      <View className="obt-cal__sheet">
        <View className="obt-cal__head">
          <Pressable className="obt-cal__close" label={t('common.close')} onPress={onClose} testId="calendar-close">
            <Icon icon={close} />
          </Pressable>
          <Text className="obt-cal__title" role="heading" aria-level={2}>
            {title}
          </Text>
        </View>
        {hint && (
          <Text className="obt-cal__hint" role="status">
            {hint}
          </Text>
        )}
        <View className="obt-cal__weekdays" aria-hidden>
          {WEEKDAY_KEYS.map((k, i) => (
            <Text key={k} className={`obt-cal__wd${i === 0 || i === 6 ? ' obt-cal__wd--end' : ''}`}>
              {t(k)}
            </Text>
          ))}
        </View>
        <ScrollView className="obt-cal__body" scrollY scrollIntoView={focusMonth}>
          {months.map((mo) => (
            <View
              key={mo.key}
              id={`cal-${mo.key}`}
              className="obt-cal__month"
              role="group"
              aria-label={t('flight.cal.month', { y: mo.year, mon: t(`flight.month.${mo.month}` as MessageKey) })}
            >
              <Text className="obt-cal__month-title" role="heading" aria-level={3}>
                {t('flight.cal.month', { y: mo.year, mon: t(`flight.month.${mo.month}` as MessageKey) })}
              </Text>
              <View className="obt-cal__grid">
                {mo.cells.map((cell, i) => {
                  if (!cell) return <View key={`b${i}`} className="obt-cal__blank" aria-hidden />;
                  const isStart = cell.date === range.start;
                  const isEnd = mode === 'range' && cell.date === range.end;
                  const inside = mode === 'range' && !!range.end && cell.date > range.start && cell.date < range.end;
                  const price = prices[cell.date];
                  const mark =
                    isStart && isEnd
                      ? `${props.startLabel ?? ''}/${props.endLabel ?? ''}`
                      : isStart
                        ? props.startLabel
                        : isEnd
                          ? props.endLabel
                          : '';
                  const parts = [dayName(cell.date)];
                  if (typeof price === 'number')
                    parts.push(t('flight.cal.price', { price: priceText(Math.round(price)) }));
                  if (mark) parts.push(mark);
                  return (
                    <Pressable
                      key={cell.date}
                      className={[
                        'obt-cal__day',
                        isStart || isEnd ? 'obt-cal__day--on' : '',
                        inside ? 'obt-cal__day--in' : '',
                        cell.disabled ? 'obt-cal__day--off' : '',
                      ].join(' ')}
                      label={parts.join(', ')}
                      selected={isStart || isEnd}
                      disabled={cell.disabled}
                      onPress={() => tap(cell.date)}
                      testId={`day-${cell.date}`}
                    >
                      <Text className="obt-cal__num" aria-hidden>
                        {cell.day}
                      </Text>
                      <Text
                        className={`obt-cal__note${typeof price === 'number' && price === low ? ' obt-cal__note--low' : ''}`}
                        aria-hidden
                      >
                        {mark || (typeof price === 'number' && !cell.disabled ? priceText(Math.round(price)) : '')}
                      </Text>
                    </Pressable>
                  );
                })}
              </View>
            </View>
          ))}
        </ScrollView>
      </View>
    </View>
  );
});
