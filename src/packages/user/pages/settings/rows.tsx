import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../../../components/Pressable';

/** A row of the settings and profile lists that opens a screen or runs an action. */
export function LinkRow(props: {
  id: string;
  label: string;
  value?: ReactNode;
  onPress(): void;
  danger?: boolean;
  role?: 'link' | 'button';
}) {
  return (
    <Pressable
      role={props.role ?? 'link'}
      className={`acct-row ${props.danger ? 'acct-row--danger' : ''}`}
      testId={props.id}
      onPress={props.onPress}
    >
      <Text className="acct-row__label">{props.label}</Text>
      {props.value !== undefined ? <Text className="acct-row__value">{props.value}</Text> : null}
      <Text className="acct-row__chevron" aria-hidden>
        ›
      </Text>
    </Pressable>
  );
}

/** A read-only label/value row. */
export function InfoRow(props: { id: string; label: string; value: ReactNode }) {
  return (
    <View className="acct-row" data-testid={props.id}>
      <Text className="acct-row__label">{props.label}</Text>
      <View className="acct-row__value">{props.value}</View>
    </View>
  );
}
