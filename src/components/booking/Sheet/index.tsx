import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../../stores';
import '../kit.scss';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
  testId?: string;
}

/** Bottom sheet of the booking kit: a modal dialog with a title, a named close button and a scrolling body. */
export const Sheet = observer(function Sheet({ open, title, onClose, children, footer, testId }: Props) {
  const { ui } = useStores();
  if (!open) return null;
  return (
    <View className="bk-sheet" data-testid={testId}>
      <View className="bk-sheet__mask" aria-hidden onClick={onClose} />
      <View className="bk-sheet__panel" role="dialog" aria-modal aria-label={title}>
        <View className="bk-sheet__head">
          <Text className="bk-sheet__title" role="heading" aria-level={2}>
            {title}
          </Text>
          <View className="bk-sheet__close" role="button" aria-label={ui.t('common.close')} onClick={onClose}>
            ×
          </View>
        </View>
        <View className="bk-sheet__body">{children}</View>
        {footer ? <View className="bk-sheet__foot">{footer}</View> : null}
      </View>
    </View>
  );
});
