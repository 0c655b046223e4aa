import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { BENCH_MAX_CANDIDATES } from '../../../api/contract/trainBench';
import { Card, CheckRow } from '../../../components/booking';
import { Pressable } from '../../../components/Pressable';
import { useStores } from '../../../stores';
import { NO_TRANSLATE, durationText, hhmm, priceText, seatCountText } from '../components/format';
import type { BenchCandidate, BenchForm } from './benchStore';
import { Icon } from '../../../components/Icon';
import { close } from '../../../components/Icon/icons';

/** One chosen class: train, times, seat class and price; alternatives can be removed. */
const ChosenRow = observer(function ChosenRow(props: { form: BenchForm; c: BenchCandidate; first: boolean }) {
  const { ui } = useStores();
  const { t } = ui;
  const { train, seat } = props.c;
  return (
    <View className="tr-bench__chosen" role="listitem" data-testid={`bench-chosen-${seat.seatKey}`}>
      <View className="tr-bench__chosen-main">
        <Text className="tr-bench__code" {...NO_TRANSLATE}>
          {train.trainCode}
        </Text>
        <Text className="tr-bench__times" {...NO_TRANSLATE}>
          {hhmm(train.depTime)} {train.from.name} → {hhmm(train.arrTime)} {train.to.name}
        </Text>
        <Text className="bk-sub">{durationText(train.runMinutes, t)}</Text>
        <Text className="tr-bench__seat">
          {seat.seatName} {priceText(seat.price)} · {seatCountText(seat, t)}
        </Text>
      </View>
      {props.first ? (
        <Text className="bk-badge">{t('trainBench.edit.first')}</Text>
      ) : (
        <Pressable
          className="tr-bench__remove"
          label={t('trainBench.edit.remove', { train: train.trainCode, seat: seat.seatName })}
          testId={`bench-remove-${seat.seatKey}`}
          onPress={() => props.form.toggle(props.c)}
        >
          <Icon icon={close} />
        </Pressable>
      )}
    </View>
  );
});

/** The classes the order waits for: the list's choice first, then alternatives of the same route and day. */
export const CandidatesCard = observer(function CandidatesCard(props: {
  form: BenchForm;
  /** Trains of the search the choice came from. */
  trains: readonly Parameters<BenchForm['alternatives']>[0][number][];
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { form } = props;
  const options = form.alternatives(props.trains);
  const full = form.candidates.length >= BENCH_MAX_CANDIDATES;
  return (
    <Card id="bench-candidates" title={t('trainBench.edit.candidates')}>
      <View role="list">
        {form.candidates.map((c, i) => (
          <ChosenRow key={c.seat.seatKey} form={form} c={c} first={i === 0} />
        ))}
      </View>
      <Text className="tr-bench__subtitle" role="heading" aria-level={3}>
        {t('trainBench.edit.alternatives')}
      </Text>
      <Text className="bk-sub">{t('trainBench.edit.alternativesHint', { max: BENCH_MAX_CANDIDATES })}</Text>
      {options.length === 0 ? (
        <Text className="bk-sub" data-testid="bench-no-alternatives">
          {t('trainBench.edit.noAlternatives')}
        </Text>
      ) : (
        <View className="tr-bench__options" data-testid="bench-alternatives">
          {options.map((c) => {
            const chosen = form.isChosen(c.seat.seatKey);
            const label = t('trainBench.edit.seatOption', {
              train: c.train.trainCode,
              time: hhmm(c.train.depTime),
              seat: c.seat.seatName,
              price: priceText(c.seat.price),
            });
            return (
              <CheckRow
                key={c.seat.seatKey}
                id={`bench-option-${c.seat.seatKey}`}
                label={label}
                checked={chosen}
                onToggle={() => {
                  if (chosen || !full) form.toggle(c);
                }}
              >
                <Text className="bk-sub">{seatCountText(c.seat, t)}</Text>
              </CheckRow>
            );
          })}
        </View>
      )}
    </Card>
  );
});
