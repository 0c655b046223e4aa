import type { ReactNode } from 'react';
import { ScrollView, Text, View } from '@tarojs/components';
import { Pressable } from '../../../components/Pressable';
import './flight.scss';

interface Props {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  testId?: string;
}

/** A bottom sheet dialog: title, close button (labelled), scrolling content, optional footer. Escape closes it. */
export function Sheet({ open, title, closeLabel, onClose, children, footer, testId }: Props) {
  if (!open) return null;
  const keys: Record<string, unknown> = {
    onKeyDown: (e: { key?: string }) => {
      if (e.key === 'Escape') onClose();
    },
  };
  return (
    <View className="fl-sheet" role="dialog" aria-modal aria-label={title} data-testid={testId} {...keys}>
      <View className="fl-sheet__mask" aria-hidden onClick={onClose} />
      <View className="fl-sheet__panel">
        <View className="fl-sheet__head">
          <Text className="fl-sheet__title" role="heading" aria-level={2}>
            {title}
          </Text>
          <Pressable
            className="fl-sheet__close"
            label={closeLabel}
            onPress={onClose}
            testId={testId && `${testId}-close`}
          >
            <Text aria-hidden>✕</Text>
          </Pressable>
        </View>
        <ScrollView className="fl-sheet__body" scrollY>
          {children}
        </ScrollView>
        {footer && <View className="fl-sheet__foot">{footer}</View>}
      </View>
    </View>
  );
}
