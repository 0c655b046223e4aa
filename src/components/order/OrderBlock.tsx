import { useId, type ReactNode } from 'react';
import { View, Text } from '@tarojs/components';

/**
 * A titled card of an order-detail screen holding the product's own content (InfoBlock is the label/value variant):
 * a named region whose heading is its title.
 */
export function OrderBlock({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  // Unique per instance: H5 keeps earlier pages of the stack in the DOM.
  const titleId = useId();
  return (
    <View className="obt-card order-block" role="region" aria-labelledby={titleId} data-testid={testId}>
      <Text id={titleId} className="order-block__title" role="heading" aria-level={2}>
        {title}
      </Text>
      {children}
    </View>
  );
}
