/** The fare parts of one vehicle class's estimate (base, distance, time, night, long distance, package) and the total. */
import { Text, View } from '@tarojs/components';
import type { CarEstimate, CarService } from '../../../api/contract/car';
import { Sheet } from '../../../components/booking/Sheet';
import { priceText, type Translate } from '../../../components/format';
import { NO_TRANSLATE, partKey } from '../components/labels';
import { vehicleClassName } from '../components/VehicleClass';

export function FareSheet(props: { estimate: CarEstimate | null; service: CarService; t: Translate; onClose(): void }) {
  const { estimate, t } = props;
  if (!estimate) return null;
  return (
    <Sheet
      open
      title={t('car.price.detailOf', { name: vehicleClassName(estimate.vehicleType, t) })}
      onClose={props.onClose}
      testId="fare-sheet"
    >
      <View className="carl-parts" role="list">
        {estimate.parts.map((p) => (
          <View key={p.kind} className="carl-parts__row" role="listitem" data-testid={`fare-${p.kind}`}>
            <Text>{t(partKey(p.kind))}</Text>
            <Text {...NO_TRANSLATE}>{priceText(p.amount)}</Text>
          </View>
        ))}
        <View className="carl-parts__row carl-parts__total" role="listitem" data-testid="fare-total">
          <Text>{t('car.price.total')}</Text>
          <Text {...NO_TRANSLATE}>{priceText(estimate.price)}</Text>
        </View>
      </View>
      <Text className="carl-parts__note">
        {t(props.service === 'instant' ? 'car.price.note' : 'car.price.fixedNote')}
      </Text>
    </Sheet>
  );
}
