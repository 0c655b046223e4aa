/** The car service tabs (instant, scheduled, airport and station transfers, day rental): a named tablist. */
import { ScrollView, View } from '@tarojs/components';
import type { CarService } from '../../../api/contract/car';
import { Pressable } from '../../../components/Pressable';
import type { Translate } from '../../../components/format';
import { serviceKey } from './labels';
import './car.scss';

export function ServiceTabs(props: {
  services: readonly CarService[];
  value: CarService;
  onChange(service: CarService): void;
  t: Translate;
}) {
  const { services, value, onChange, t } = props;
  return (
    <ScrollView scrollX className="car-tabs" enhanced showScrollbar={false}>
      <View className="car-tabs__row" role="tablist" aria-label={t('car.services')}>
        {services.map((s) => (
          <Pressable
            key={s}
            role="tab"
            selected={s === value}
            className={`car-tabs__tab${s === value ? ' car-tabs__tab--on' : ''}`}
            onPress={() => onChange(s)}
            testId={`service-${s}`}
          >
            {t(serviceKey(s))}
          </Pressable>
        ))}
      </View>
    </ScrollView>
  );
}
