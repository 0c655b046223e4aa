import { Text, View } from '@tarojs/components';
import type { TransferItinerary } from '../../../../api/contract/flight';
import { Pressable } from '../../../../components/Pressable';
import { RowEnd } from '../../components/FlightRow';
import { durationText, hhmm, priceText, type Translate } from '../../format';

/** One connection of the list: both flights, the transfer city and layover, the price from. */
export function TransferRow({ tr, t, onPress }: { tr: TransferItinerary; t: Translate; onPress: () => void }) {
  const [a, b] = tr.legs;
  const label = [
    `${a.airline.name} ${a.flightNo} + ${b.airline.name} ${b.flightNo}`,
    t('flight.row.dep', { time: hhmm(a.depTime), airport: `${a.dep.name}${a.dep.terminal}` }),
    t('flight.transfer.via', { city: tr.transferCity, time: durationText(tr.layoverMin, t) }),
    t('flight.row.arr', { time: hhmm(b.arrTime), airport: `${b.arr.name}${b.arr.terminal}` }),
    t('flight.priceFrom', { price: priceText(tr.price) }),
  ].join('，');
  return (
    <Pressable className="fl-row" label={label} onPress={onPress} testId={`transfer-${tr.transferId}`}>
      <View className="fl-row__main" aria-hidden>
        <RowEnd time={a.depTime} airport={a.dep} />
        <View className="fl-row__mid">
          <Text className="fl-row__stops fl-row__stops--stop">{tr.transferCity}</Text>
          <View className="fl-row__line" />
          <Text className="fl-row__dur">{durationText(tr.layoverMin, t)}</Text>
        </View>
        <RowEnd time={b.arrTime} airport={b.arr} arrival />
        <View className="fl-row__price">
          <Text className="fl-row__amount">{priceText(tr.price)}</Text>
          <Text className="fl-row__discount">{t('flight.transfer.badge')}</Text>
        </View>
      </View>
      <View className="fl-row__sub" aria-hidden>
        <Text>
          {a.airline.name} {a.flightNo} + {b.airline.name} {b.flightNo}
        </Text>
      </View>
    </Pressable>
  );
}
