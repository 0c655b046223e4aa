import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { Pressable } from '../../../../components/Pressable';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';
import { Icon } from '../../../../components/Icon';
import { chevronRight } from '../../../../components/Icon/icons';

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
      <Icon icon={chevronRight} className="acct-row__chevron" />
    </Pressable>
  );
}

/** A read-only label/value row. */
export function InfoRow(props: { id: string; label: string; value: ReactNode; data?: boolean }) {
  return (
    <View className="acct-row" data-testid={props.id}>
      <Text className="acct-row__label">{props.label}</Text>
      {/* `data`: the value is the company's or a person's data (may stay Chinese in en-US), not UI text. */}
      <View className="acct-row__value" {...(props.data ? NO_TRANSLATE : {})}>
        {props.value}
      </View>
    </View>
  );
}
