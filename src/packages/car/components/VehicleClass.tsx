/** A vehicle class's picture (served by the reference server), name, seats and luggage. */
import { Image, Text, View } from '@tarojs/components';
import type { VehicleType } from '../../../api/contract/car';
import type { Translate } from '../../../components/format';
import { classKey, NO_TRANSLATE } from './labels';
import './car.scss';

export function VehicleClassIcon({ type, name }: { type: VehicleType; name: string }) {
  return type.image ? (
    <Image className="car-class__img" src={type.image} mode="aspectFit" aria-label={name} />
  ) : (
    <View className="car-class__img car-class__img--none" aria-hidden />
  );
}

/** The class's name ('经济型' / 'Economy'). */
export const vehicleClassName = (type: VehicleType, t: Translate): string => {
  const key = classKey(type.vehicleTypeId);
  const text = t(key);
  return text === key ? type.vehicleTypeId : text;
};

export function VehicleClassInfo({ type, t }: { type: VehicleType; t: Translate }) {
  const name = vehicleClassName(type, t);
  return (
    <View className="car-class">
      <VehicleClassIcon type={type} name={name} />
      <View className="car-class__text">
        <Text className="car-class__name">{name}</Text>
        <Text className="car-class__models" {...NO_TRANSLATE}>
          {type.models}
        </Text>
        <Text className="car-class__caps">
          {t('car.seats', { n: type.seats })} · {t('car.luggage', { n: type.luggage })}
        </Text>
      </View>
    </View>
  );
}
