/** The new train of a change: a day within the sale range, then a later train of the route and one of its seats. */
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TrainItem } from '../../../api/contract/train';
import { Pressable } from '../../../components/Pressable';
import type { RecordState } from '../../../components/RecordLoader';
import { formatAmount } from '../../../components/order';
import { useStores } from '../../../stores';
import './afterSales.scss';
import '../../../i18n/parts/trainAfterSales';

export const DateChips = observer(function DateChips(props: {
  dates: readonly string[];
  value: string;
  onChange(date: string): void;
}) {
  const { ui } = useStores();
  return (
    <View className="tas-chips" role="radiogroup" aria-label={ui.t('trainAfterSales.change.date')}>
      {props.dates.map((d) => (
        <Pressable
          key={d}
          role="radio"
          selected={d === props.value}
          className={`tas-chip ${d === props.value ? 'tas-chip--on' : ''}`}
          onPress={() => props.onChange(d)}
          testId={`date-${d}`}
        >
          {d.slice(5)}
        </Pressable>
      ))}
    </View>
  );
});

export const TrainChoice = observer(function TrainChoice(props: {
  state: RecordState;
  trains: readonly TrainItem[] | null;
  seatKey: string;
  onChoose(seatKey: string): void;
}) {
  const { ui } = useStores();
  const { t } = ui;
  if (props.state === 'loading' && !props.trains) {
    return <Text className="as-sub">{t('trainAfterSales.change.loading')}</Text>;
  }
  const trains = props.trains ?? [];
  if (trains.length === 0) {
    return (
      <Text className="as-sub" data-testid="no-trains">
        {t('trainAfterSales.change.noTrains')}
      </Text>
    );
  }
  return (
    <View role="radiogroup" aria-label={t('trainAfterSales.change.trains')}>
      {trains.map((train) => (
        <View key={train.trainId} className="tas-train" data-testid={`train-${train.trainCode}`}>
          <Text className="as-item__name">
            {train.trainCode} {train.depTime.slice(11, 16)} {train.from.name} → {train.arrTime.slice(11, 16)}{' '}
            {train.to.name}
          </Text>
          <View className="tas-chips">
            {train.seats.map((s) => {
              const on = s.seatKey === props.seatKey;
              return (
                <Pressable
                  key={s.seatKey}
                  role="radio"
                  selected={on}
                  className={`tas-chip ${on ? 'tas-chip--on' : ''}`}
                  label={t('trainAfterSales.change.seatOption', {
                    train: train.trainCode,
                    seat: s.seatName,
                    price: formatAmount(s.price),
                  })}
                  onPress={() => props.onChoose(s.seatKey)}
                  testId={`seat-${s.seatKey}`}
                >
                  {s.seatName} {formatAmount(s.price)} · {t('trainAfterSales.change.seatLeft', { n: s.seatCount })}
                </Pressable>
              );
            })}
          </View>
        </View>
      ))}
    </View>
  );
});
