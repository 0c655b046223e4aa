/**
 * The use time of a pre-booked ride: a day of the 30-day window, the hour and the minute (10-minute steps). The
 * store's rule refuses a past, too soon (under 30 minutes) or too far time with its message, in the sheet.
 */
import { useEffect, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Sheet } from '../../../components/booking/Sheet';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import type { MessageKey } from '../../../i18n';
import { DayChips } from './DayChips';
import type { CarSearchStore } from './searchStore';

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
const MINUTES = ['00', '10', '20', '30', '40', '50'];

function Choices(props: { label: string; values: string[]; value: string; onChange(v: string): void; id: string }) {
  return (
    <View className="carq-times" role="radiogroup" aria-label={props.label} data-testid={props.id}>
      {props.values.map((v) => (
        <Pressable
          key={v}
          role="radio"
          selected={v === props.value}
          className={`carq-time${v === props.value ? ' carq-time--on' : ''}`}
          label={`${v} ${props.label}`}
          onPress={() => props.onChange(v)}
          testId={`${props.id}-${v}`}
        >
          <Text aria-hidden>{v}</Text>
        </Pressable>
      ))}
    </View>
  );
}

export const TimeSheet = observer(function TimeSheet(props: {
  open: boolean;
  store: CarSearchStore;
  t: Translate;
  onClose(): void;
}) {
  const { open, store, t } = props;
  const useTime = store.query.useTime;
  const [day, setDay] = useState(useTime.slice(0, 10));
  const [hour, setHour] = useState(useTime.slice(11, 13));
  const [minute, setMinute] = useState(useTime.slice(14, 16));
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (!open) return;
    setDay(useTime.slice(0, 10));
    setHour(useTime.slice(11, 13));
    const m = useTime.slice(14, 16);
    setMinute(MINUTES.includes(m) ? m : '00');
    setProblem('');
  }, [open, useTime]);

  if (!open) return null;
  const confirm = () => {
    const result = store.setUseTime(`${day} ${hour}:${minute}`);
    if (result === 'ok') props.onClose();
    else setProblem(t(`car.v.${result}` as MessageKey));
  };
  return (
    <Sheet
      open
      title={t('car.time.pick')}
      onClose={props.onClose}
      testId="time-sheet"
      className="carq-sheet"
      footer={
        <Pressable className="car-btn car-btn--primary car-btn--block" onPress={confirm} testId="time-ok">
          {t('car.time.ok')}
        </Pressable>
      }
    >
      <Text className="carq-section">{t('car.time.day')}</Text>
      <DayChips label={t('car.time.day')} today={store.today} value={day} onChange={setDay} testId="time-day" t={t} />
      <Text className="carq-section">{t('car.time.hour')}</Text>
      <Choices label={t('car.time.hour')} values={HOURS} value={hour} onChange={setHour} id="time-hour" />
      <Text className="carq-section">{t('car.time.minute')}</Text>
      <Choices label={t('car.time.minute')} values={MINUTES} value={minute} onChange={setMinute} id="time-minute" />
      {problem ? (
        <View className="carq-notice" role="alert" data-testid="time-error">
          {problem}
        </View>
      ) : null}
    </Sheet>
  );
});
