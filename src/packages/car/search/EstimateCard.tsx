/**
 * One vehicle class's estimate on /car/carList: picture, models, seats, luggage, the price (its parts in a sheet),
 * drivers nearby and the pick-up wait for instant rides, and the policy mark (wb 1 bookable with a reason; wb 2
 * greyed, not choosable, with the reason).
 */
import { Text, View } from '@tarojs/components';
import type { CarEstimate } from '../../../api/contract/car';
import { Pressable } from '../../../components/Pressable';
import { priceText, type Translate } from '../../../components/format';
import { NO_TRANSLATE } from '../components/labels';
import { PolicyMark } from '../components/PolicyMark';
import { VehicleClassInfo, vehicleClassName } from '../components/VehicleClass';

export function EstimateCard(props: {
  estimate: CarEstimate;
  instant: boolean;
  showPolicy: boolean;
  busy: boolean;
  t: Translate;
  onChoose(): void;
  onFare(): void;
}) {
  const { estimate: e, t } = props;
  const id = e.vehicleType.vehicleTypeId;
  const blocked = e.wb === 2;
  const name = vehicleClassName(e.vehicleType, t);
  const price = priceText(e.price);
  const reasons = (e.policy?.violations ?? []).map((v) => v.text).join(' ');
  return (
    <View
      className={`car-card carl-card${blocked ? ' carl-card--blocked' : ''}`}
      role="listitem"
      data-testid={`estimate-${id}`}
    >
      <View>
        <VehicleClassInfo type={e.vehicleType} t={t} />
        {props.instant ? (
          <Text className="carl-card__drivers" data-testid={`drivers-${id}`}>
            {e.driversNearby > 0
              ? t('car.drivers', { n: e.driversNearby, min: Math.max(1, Math.round(e.etaSeconds / 60)) })
              : t('car.drivers.none')}
          </Text>
        ) : null}
        {props.showPolicy && e.wb > 0 ? (
          <Text className="carl-card__hint" data-testid={`policy-hint-${id}`}>
            {t(blocked ? 'car.wb.blockedHint' : 'car.wb.overHint')}
            {reasons ? ` ${reasons}` : ''}
          </Text>
        ) : null}
      </View>
      <View className="carl-card__side">
        {props.showPolicy ? <PolicyMark wb={e.wb} t={t} /> : null}
        <Pressable
          className="car-link"
          label={`${t('car.price.label', { price })} ${t('car.price.detail')}`}
          onPress={props.onFare}
          testId={`fare-${id}`}
        >
          <Text className="carl-card__price" aria-hidden {...NO_TRANSLATE}>
            {t('car.price', { price })}
          </Text>
        </Pressable>
        <Pressable
          className="car-btn car-btn--primary"
          label={t('car.choose', { name })}
          disabled={blocked || props.busy}
          onPress={props.onChoose}
          testId={`choose-${id}`}
        >
          {t('car.choose', { name: '' }).trim()}
        </Pressable>
      </View>
    </View>
  );
}
