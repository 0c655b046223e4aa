/** The journey's stage bar (SPEC §4): calling → driver accepted → driver arrived → trip started → pay at end. */
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CarOrderDetail } from '../../../api/contract/car';
import { useStores } from '../../../stores';
import { stageSteps } from './view';
import '../../../i18n/parts/carOrder';

export const StageBar = observer(function StageBar({ order }: { order: CarOrderDetail }) {
  const { t } = useStores().ui;
  const steps = stageSteps(order);
  return (
    <View className="car-stages" role="list" aria-label={t('carOrder.stage.label')} data-testid="ride-stages">
      {steps.map((step) => (
        <View
          key={step.status}
          role="listitem"
          className={`car-stages__step car-stages__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-testid={`stage-${step.status}`}
          data-state={step.state}
        >
          <View className="car-stages__dot" aria-hidden />
          <Text className="car-stages__name">{t(`carOrder.stage.${step.status}`)}</Text>
          <Text className="car-stages__time">{step.at ? step.at.slice(11, 16) : ''}</Text>
        </View>
      ))}
    </View>
  );
});
