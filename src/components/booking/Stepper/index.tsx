import { Text, View } from '@tarojs/components';
import { Pressable } from '../../Pressable';
import './index.scss';

export interface StepperProps {
  /** Unique in the page: the base of the test ids (`-less`, `-more`, `-value`). */
  id: string;
  /** What is counted (the group's accessible name). */
  label: string;
  value: number;
  min: number;
  max: number;
  /** The value as shown (e.g. '2 people'); the number by default. */
  valueText?: string;
  /** Accessible names of the two buttons. */
  lessLabel: string;
  moreLabel: string;
  onChange(value: number): void;
}

/** A labelled − / + counter between `min` and `max` (rooms, riders, cases…); the buttons stop at the bounds. */
export function Stepper(props: StepperProps) {
  const { id, value, min, max } = props;
  return (
    <View className="bk-stepper" role="group" aria-label={props.label} data-testid={id}>
      <Text className="bk-stepper__label">{props.label}</Text>
      <View className="bk-stepper__control">
        <Pressable
          className="bk-stepper__btn"
          label={props.lessLabel}
          disabled={value <= min}
          testId={`${id}-less`}
          onPress={() => props.onChange(value - 1)}
        >
          <View className="bk-stepper__minus" aria-hidden />
        </Pressable>
        <Text className="bk-stepper__value" role="status" data-testid={`${id}-value`}>
          {props.valueText ?? String(value)}
        </Text>
        <Pressable
          className="bk-stepper__btn"
          label={props.moreLabel}
          disabled={value >= max}
          testId={`${id}-more`}
          onPress={() => props.onChange(value + 1)}
        >
          <View className="bk-stepper__plus" aria-hidden />
        </Pressable>
      </View>
    </View>
  );
}
