import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { TransferPlan } from '../../../../api/contract/train';
import { formatYuan, yuanToFen } from '../../../../domain/money';
import { useStores } from '../../../../stores';
import { durationText, hhmm, monthDay, NO_TRANSLATE } from '../../booking/format';
import type { TrainLegChoice } from '../../booking/selection';

/** One leg: date, train, times and stations, travel time, seat class and price. */
const LegRow = observer(function LegRow({ leg, label }: { leg: TrainLegChoice; label: string }) {
  const { ui } = useStores();
  const { t } = ui;
  const { train, seat } = leg;
  return (
    <View className="tr-edit__leg" data-testid="tr-edit-leg">
      <View className="tr-edit__leg-head">
        {label ? <Text className="bk-badge">{label}</Text> : null}
        <Text className="tr-edit__date">{monthDay(train.depTime)}</Text>
        <Text className="tr-edit__code" {...NO_TRANSLATE}>
          {train.trainCode}
        </Text>
        {train.idCardTicket ? <Text className="bk-sub">{t('trainBooking.edit.idCard')}</Text> : null}
      </View>
      <View className="tr-edit__leg-main">
        <View className="tr-edit__end">
          <Text className="tr-edit__time">{hhmm(train.depTime)}</Text>
          <Text className="tr-edit__station" {...NO_TRANSLATE}>
            {train.from.name}
          </Text>
        </View>
        <View className="tr-edit__mid">
          <Text className="bk-sub">{durationText(train.runMinutes, t)}</Text>
          <Text className="tr-edit__arrow" aria-hidden>
            ⟶
          </Text>
        </View>
        <View className="tr-edit__end tr-edit__end--to">
          <Text className="tr-edit__time">
            {hhmm(train.arrTime)}
            {train.arriveDays > 0 ? (
              <Text className="tr-edit__plus">{t('trainBooking.edit.nextDay', { days: train.arriveDays })}</Text>
            ) : null}
          </Text>
          <Text className="tr-edit__station" {...NO_TRANSLATE}>
            {train.to.name}
          </Text>
        </View>
      </View>
      <Text className="tr-edit__seat" data-testid="tr-edit-seat">
        {t('trainBooking.edit.seat', { seat: seat.seatName, price: formatYuan(yuanToFen(seat.price)) })}
      </Text>
    </View>
  );
});

/** The chosen train (or a connection's two with the change between them) at the top of trEdit. */
export const TrainSummary = observer(function TrainSummary(props: {
  legs: readonly TrainLegChoice[];
  plan: TransferPlan | null;
}) {
  const { ui } = useStores();
  const { t } = ui;
  const many = props.legs.length > 1;
  const plan = props.plan;
  return (
    <View className="bk-card tr-edit__summary" data-testid="tr-edit-summary">
      {props.legs.map((leg, i) => (
        <View key={leg.seat.seatKey}>
          <LegRow leg={leg} label={many ? t('trainBooking.edit.leg', { n: i + 1 }) : ''} />
          {plan && i === 0 ? (
            <Text className="tr-edit__transfer" role="note" data-testid="tr-edit-transfer">
              {t(plan.sameStation ? 'trainBooking.edit.transfer.same' : 'trainBooking.edit.transfer.other', {
                station: plan.transferStation,
                wait: durationText(plan.waitMinutes, t),
              })}
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  );
});
