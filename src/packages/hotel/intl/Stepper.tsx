/** A − count + stepper whose buttons are named for what they change (the count is announced politely). */
import { Text, View } from '@tarojs/components';
import { Pressable } from '../../../components/Pressable';
import '../booking/booking.scss';

export function Stepper(props: {
  value: string;
  lessLabel: string;
  moreLabel: string;
  testId: string;
  onLess(): void;
  onMore(): void;
}) {
  return (
    <View className="ht-edit__stepper">
      <Pressable
        className="ht-edit__step"
        label={props.lessLabel}
        testId={`${props.testId}-less`}
        onPress={props.onLess}
      >
        <Text aria-hidden>−</Text>
      </Pressable>
      <Text className="ht-edit__count" aria-live="polite" data-testid={`${props.testId}-count`}>
        {props.value}
      </Text>
      <Pressable
        className="ht-edit__step"
        label={props.moreLabel}
        testId={`${props.testId}-more`}
        onPress={props.onMore}
      >
        <Text aria-hidden>+</Text>
      </Pressable>
    </View>
  );
}
