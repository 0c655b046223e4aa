import { ScrollView, Text, View } from '@tarojs/components';
import type { TrainItem, TrainSeat } from '../../../api/contract/train';
import { Pressable } from '../../../components/Pressable';
import type { SeatOffer } from '../search/listing';
import { orderedSeats } from '../search/listing';
import { NO_TRANSLATE, durationText, hhmm, saleText, stationMark, type Translate } from './format';
import { SeatChip } from './SeatChip';

/** Row height of the train list in design units (the windowed list needs one fixed height). */
export const TRAIN_ROW_HEIGHT = 316;

interface Props {
  train: TrainItem;
  locale: 'zh-CN' | 'en-US';
  benchAllowed: boolean;
  showPolicy: boolean;
  onOpen(): void;
  onSeat(seat: TrainSeat, offer: Exclude<SeatOffer, 'none'>): void;
  t: Translate;
}

/**
 * A train in the list: times, stations (start/pass/end), duration, arrival +N days, why it cannot be booked
 * (suspended, not yet on sale), and its seat classes. The head opens /tr/trDetail; a seat books it.
 */
export function TrainRow({ train, locale, benchAllowed, showPolicy, onOpen, onSeat, t }: Props) {
  const duration = durationText(train.runMinutes, t);
  const blocked = saleText(train, t);
  const start = stationMark(train.startStationName, train.from.name, 'start', t);
  const end = stationMark(train.endStationName, train.to.name, 'end', t);
  return (
    <View className={`tr-row${blocked ? ' tr-row--off' : ''}`} data-testid={`train-${train.trainCode}`}>
      <Pressable
        className="tr-row__head"
        label={t('train.row.open', {
          code: train.trainCode,
          from: train.from.name,
          dep: hhmm(train.depTime),
          to: train.to.name,
          arr: hhmm(train.arrTime),
          duration,
        })}
        onPress={onOpen}
        testId={`open-${train.trainCode}`}
      >
        <View className="tr-row__side" aria-hidden>
          <Text className="tr-row__time" {...NO_TRANSLATE}>
            {hhmm(train.depTime)}
          </Text>
          <View className="tr-row__station">
            <Text className={`tr-mark${start.edge ? ' tr-mark--edge' : ''}`}>{start.text}</Text>
            <Text {...NO_TRANSLATE}>{train.from.name}</Text>
          </View>
        </View>
        <View className="tr-row__mid" aria-hidden>
          <Text className="tr-row__code" {...NO_TRANSLATE}>
            {train.trainCode}
          </Text>
          <View className="tr-row__line" />
          <Text className="tr-row__duration">{duration}</Text>
        </View>
        <View className="tr-row__side tr-row__side--end" aria-hidden>
          <Text className="tr-row__time" {...NO_TRANSLATE}>
            {hhmm(train.arrTime)}
            {train.arriveDays > 0 && (
              <Text className="tr-row__days" data-testid="arrive-days">
                {t('train.arriveDays', { n: train.arriveDays })}
              </Text>
            )}
          </Text>
          <View className="tr-row__station">
            <Text className={`tr-mark${end.edge ? ' tr-mark--edge' : ''}`}>{end.text}</Text>
            <Text {...NO_TRANSLATE}>{train.to.name}</Text>
          </View>
        </View>
      </Pressable>
      {(blocked || train.idCardTicket) && (
        <View className="tr-row__notes">
          {blocked ? (
            <Text className="tr-row__blocked" data-testid="sale-state">
              {blocked}
            </Text>
          ) : null}
          {train.idCardTicket ? <Text className="tr-row__idcard">{t('train.idCard')}</Text> : null}
        </View>
      )}
      {train.arriveDays > 0 && <Text className="tr-sr">{t('train.arriveDays.label', { n: train.arriveDays })}</Text>}
      <ScrollView className="tr-row__seats" scrollX>
        <View className="tr-row__seats-inner" role="list">
          {orderedSeats(train).map((seat) => (
            <View key={seat.seatKey} role="listitem" className="tr-row__seat">
              <SeatChip
                train={train}
                seat={seat}
                locale={locale}
                benchAllowed={benchAllowed}
                showPolicy={showPolicy}
                onPress={(offer) => onSeat(seat, offer)}
                t={t}
              />
            </View>
          ))}
        </View>
      </ScrollView>
    </View>
  );
}
