import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../../components/Pressable';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import '../../../i18n/parts/trip';

/** The route card's actions: add a leg (/tripRoute) or a car leg (/tripCarAdd). */
export const LegAddActions = observer(function LegAddActions() {
  const { t } = useStores().ui;
  return (
    <View className="trip-actions-inline">
      <Pressable className="trip-link" onPress={() => void navigate('/tripRoute')} testId="trip-route-add">
        {t('trip.routes.add')}
      </Pressable>
      <Pressable className="trip-link" onPress={() => void navigate('/tripCarAdd')} testId="trip-car-add">
        {t('trip.routes.addCar')}
      </Pressable>
    </View>
  );
});
