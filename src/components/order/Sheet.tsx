import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';

/** A bottom sheet dialog for the order actions (cancel confirmation, e-mail form). */
export function Sheet({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <View className="order-sheet" role="dialog" aria-modal aria-labelledby={`${id}-title`} data-testid={id}>
      <View className="order-sheet__panel">
        <Text id={`${id}-title`} className="order-sheet__title" role="heading" aria-level={2}>
          {title}
        </Text>
        {children}
      </View>
    </View>
  );
}
