/** The driver and car once a driver accepted (SPEC §4): name, plate, model and colour, rating, and a call button. */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CarDriver } from '../../../api/contract/car';
import { Pressable } from '../../../components/Pressable';
import { LIMITS } from '../../../domain/limits';
import { showToast } from '../../../hosts/ui';
import { useStores } from '../../../stores';
import { useCarOrderStore } from './useRide';
import { NO_TRANSLATE } from './view';
import '../../../i18n/parts/carOrder';

export const DriverCard = observer(function DriverCard(props: { orderId: string; driver: CarDriver }) {
  const { t } = useStores().ui;
  const store = useCarOrderStore();
  const { driver } = props;
  const call = async () => {
    const called = await store.callDriver(props.orderId).catch(() => false);
    if (!called) showToast(t('carOrder.driver.noPhone'), LIMITS.ui.toastMs);
  };
  return (
    <View className="car-driver" role="group" aria-label={t('carOrder.driver.title')} data-testid="ride-driver">
      <View className="car-driver__avatar" aria-hidden />
      <View className="car-driver__main">
        <View className="car-driver__row">
          <Text className="car-driver__name" {...NO_TRANSLATE} data-testid="driver-name">
            {driver.name}
          </Text>
          <Text className="car-driver__rating" data-testid="driver-rating">
            {t('carOrder.driver.rating', { rating: driver.rating.toFixed(1) })}
          </Text>
        </View>
        <Text className="car-driver__plate" {...NO_TRANSLATE} data-testid="driver-plate">
          {driver.plate}
        </Text>
        <Text className="car-driver__car" {...NO_TRANSLATE}>
          {[driver.carColor, driver.carModel].filter(Boolean).join(' · ')}
        </Text>
      </View>
      <Pressable
        className="car-driver__call"
        label={t('carOrder.driver.callName', { name: driver.name })}
        onPress={() => void call()}
        testId="driver-call"
      >
        <View className="car-icon car-icon--phone" aria-hidden />
        <Text className="car-driver__callText">{t('carOrder.driver.call')}</Text>
      </Pressable>
    </View>
  );
});
