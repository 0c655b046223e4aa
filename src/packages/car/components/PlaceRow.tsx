/**
 * A pick-up or drop-off row: the end's dot (green pick-up, orange drop-off, drawn in CSS), the label and the place
 * (or the placeholder); pressing it opens the place search. Other car screens show places with `PlaceLine`.
 */
import { Text, View } from '@tarojs/components';
import type { CarPlace } from '../../../api/contract/car';
import { Pressable } from '../../../components/Pressable';
import { NO_TRANSLATE } from './labels';
import './car.scss';

/** The dot of a ride's end. */
export function EndDot({ end }: { end: 'from' | 'to' }) {
  return <View className={`car-dot car-dot--${end}`} aria-hidden />;
}

export function PlaceRow(props: {
  end: 'from' | 'to';
  label: string;
  place?: CarPlace;
  placeholder: string;
  testId: string;
  onPress(): void;
}) {
  const { place } = props;
  return (
    // No aria-label: the row's name is what it shows (label, place or placeholder, address), so speech input and axe
    // label-content-name-mismatch find the visible words in it; the spaces keep the words apart in that name.
    <Pressable className="car-place" onPress={props.onPress} testId={props.testId}>
      <EndDot end={props.end} />
      <View className="car-place__text">
        <Text className="car-place__label">{props.label}</Text>{' '}
        <Text className={`car-place__name${place ? '' : ' car-place__name--empty'}`} {...NO_TRANSLATE}>
          {place ? place.name : props.placeholder}
        </Text>{' '}
        {place?.address && place.address !== place.name ? (
          <Text className="car-place__address" {...NO_TRANSLATE}>
            {place.address}
          </Text>
        ) : null}
      </View>
    </Pressable>
  );
}

/** A place as a line of text with its dot (order cards, the booking summary). */
export function PlaceLine({ end, place }: { end: 'from' | 'to'; place: CarPlace }) {
  return (
    <View className="car-line">
      <EndDot end={end} />
      <Text className="car-line__name" {...NO_TRANSLATE}>
        {place.name}
      </Text>
    </View>
  );
}
