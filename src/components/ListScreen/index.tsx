/**
 * The frame of a product's result list (flights, trains…): a fixed-height column with the route head, the tabs
 * (direct / connections) and the body that scrolls inside its own window. Texts come in as props.
 */
import type { ReactNode } from 'react';
import { Text, View } from '@tarojs/components';
import { Pressable } from '../Pressable';
import './listScreen.scss';

/** The coloured head with the route as the page's heading; `children` stand under it. */
export function ListHead({ route, children }: { route: ReactNode; children?: ReactNode }) {
  return (
    <View className="ls__head">
      <Text className="ls__route" role="heading" aria-level={1} data-testid="list-route">
        {route}
      </Text>
      {children}
    </View>
  );
}

/** The list's tabs; `pending` keeps their height (no layout shift) while a list that usually has them loads. */
export function ListTabs<K extends string>(props: {
  tabs: readonly { key: K; label: string }[];
  value: K;
  onChange(key: K): void;
}) {
  return (
    <View className="ls__tabs" role="tablist">
      {props.tabs.map((tab) => (
        <Pressable
          key={tab.key}
          role="tab"
          selected={props.value === tab.key}
          className={`ls__tab${props.value === tab.key ? ' ls__tab--on' : ''}`}
          onPress={() => props.onChange(tab.key)}
          testId={`tab-${tab.key}`}
        >
          {tab.label}
        </Pressable>
      ))}
    </View>
  );
}

/** The place the tabs take while the list loads. */
export function PendingTabs() {
  return <View className="ls__tabs ls__tabs--pending" aria-hidden />;
}

/** The body that takes the rest of the column (the windowed list scrolls inside it). */
export function ListBodyFrame({ className, children }: { className?: string; children: ReactNode }) {
  return <View className={`ls__body${className ? ` ${className}` : ''}`}>{children}</View>;
}
