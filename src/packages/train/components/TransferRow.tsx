import { Text, View } from '@tarojs/components';
import type { TransferPlan } from '../../../api/contract/train';
import { Pressable } from '../../../components/Pressable';
import { NO_TRANSLATE, durationText, hhmm, priceText, type Translate } from './format';

/** Row height of a connection in the windowed list (design units). */
export const TRANSFER_ROW_HEIGHT = 236;

/** A connection: both trains with their times, where and how long the change is, the total time and lowest price. */
export function TransferRow({ plan, onPress, t }: { plan: TransferPlan; onPress(): void; t: Translate }) {
  const [a, b] = plan.legs;
  const total = durationText(plan.totalMinutes, t);
  const price = priceText(plan.lowestPrice);
  return (
    <Pressable
      className="tr-row tr-transfer"
      label={t('train.transfer.open', {
        first: a.trainCode,
        second: b.trainCode,
        station: plan.transferStation,
        time: total,
        price,
      })}
      onPress={onPress}
      testId={`transfer-${plan.transferId}`}
    >
      <View className="tr-transfer__legs" aria-hidden>
        <View className="tr-transfer__leg">
          <Text className="tr-row__time" {...NO_TRANSLATE}>
            {hhmm(a.depTime)}
          </Text>
          <Text {...NO_TRANSLATE}>{a.from.name}</Text>
          <Text className="tr-row__code" {...NO_TRANSLATE}>
            {a.trainCode}
          </Text>
        </View>
        <View className="tr-transfer__via">
          <Text {...NO_TRANSLATE}>{t('train.transfer.via', { station: plan.transferStation })}</Text>
          <Text className="tr-transfer__wait">
            {t('train.transfer.wait', { time: durationText(plan.waitMinutes, t) })} ·{' '}
            {t(plan.sameStation ? 'train.transfer.same' : 'train.transfer.other')}
          </Text>
        </View>
        <View className="tr-transfer__leg tr-transfer__leg--end">
          <Text className="tr-row__time" {...NO_TRANSLATE}>
            {hhmm(b.arrTime)}
          </Text>
          <Text {...NO_TRANSLATE}>{b.to.name}</Text>
          <Text className="tr-row__code" {...NO_TRANSLATE}>
            {b.trainCode}
          </Text>
        </View>
      </View>
      <View className="tr-transfer__foot" aria-hidden>
        <Text>{t('train.transfer.total', { time: total })}</Text>
        <Text className="tr-seat__price" {...NO_TRANSLATE}>
          {t('train.priceFrom', { price })}
        </Text>
      </View>
    </Pressable>
  );
}
