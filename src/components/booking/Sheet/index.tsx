import type { ReactNode } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { Pressable } from '../../Pressable';
import { useStores } from '../../../stores';
import '../kit.scss';
import { Icon } from '../../Icon';
import { close } from '../../Icon/icons';

/** Props of the one bottom sheet of the app (booking kit, order actions, flight filters and rules). */
export interface SheetProps {
  /** Shown or not; a sheet the caller renders only while open may leave it out. */
  open?: boolean;
  title: string;
  /** Accessible name of the close button (default: the dictionary's "close"). */
  closeLabel?: string;
  /** Closes the sheet (close button, mask, Escape); without it the sheet has no close button and closes from its own buttons. */
  onClose?(): void;
  children: ReactNode;
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
  /** Test id of the whole sheet (mask and panel); its close button gets `<testId>-close`. */
  testId?: string;
  /** Names the dialog itself: its test id, and the id its title is labelled by (`<id>-title`). */
  id?: string;
  /** Extra class of the sheet, for styling its content (e.g. 'order-sheet'). */
  className?: string;
}

type ViewProps = SheetProps & { closeLabel: string };

function SheetView({ title, closeLabel, onClose, children, footer, testId, id, className }: ViewProps) {
  // Escape closes the dialog on H5 (a DOM prop the Taro typings do not list).
  const keys: Record<string, unknown> = {
    onKeyDown: (e: { key?: string }) => {
      if (e.key === 'Escape') onClose?.();
    },
  };
  const label = id ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': title };
  return (
    <View className={`bk-sheet${className ? ` ${className}` : ''}`} data-testid={testId}>
      <View className="bk-sheet__mask" aria-hidden onClick={onClose} />
      <View className="bk-sheet__panel" role="dialog" aria-modal data-testid={id} {...label} {...keys}>
        <View className="bk-sheet__head">
          <Text id={id ? `${id}-title` : undefined} className="bk-sheet__title" role="heading" aria-level={2}>
            {title}
          </Text>
          {onClose ? (
            <Pressable
              className="bk-sheet__close"
              label={closeLabel}
              onPress={onClose}
              testId={testId && `${testId}-close`}
            >
              <Icon icon={close} />
            </Pressable>
          ) : null}
        </View>
        <View className="bk-sheet__body">{children}</View>
        {footer ? <View className="bk-sheet__foot">{footer}</View> : null}
      </View>
    </View>
  );
}

// Reads the dictionary only when the caller names no close label (the flight sheets bring their own `t`).
const DefaultLabelSheet = observer(function DefaultLabelSheet(props: SheetProps) {
  const { ui } = useStores();
  return <SheetView {...props} closeLabel={ui.t('common.close')} />;
});

/**
 * The bottom sheet: a modal dialog with a title, a named close button, a scrolling body and an optional footer.
 * Escape, the mask and the close button call `onClose`.
 */
export function Sheet(props: SheetProps) {
  if (props.open === false) return null;
  const { closeLabel } = props;
  return closeLabel ? <SheetView {...props} closeLabel={closeLabel} /> : <DefaultLabelSheet {...props} />;
}
