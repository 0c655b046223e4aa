import { View, Text } from '@tarojs/components';
import { Icon, type IconData } from '../Icon';
import { inbox } from '../Icon/icons';
import { Pressable } from '../Pressable';
import './index.scss';

export interface EmptyStateProps {
  text: string;
  /** The one thing worth doing from here (search, refresh, create); shown only with its handler. */
  actionText?: string;
  onAction?: () => void;
  /** What the list holds (orders, messages…): the illustration's subject. Defaults to an empty tray. */
  icon?: IconData;
}

/**
 * The empty and failed states of lists and records: a small illustration (the subject's icon on a soft disc, drawn
 * in the theme colour), the text, and an optional action. The illustration is decorative; the text is the status.
 */
export function EmptyState({ text, actionText, onAction, icon = inbox }: EmptyStateProps) {
  return (
    <View className="obt-empty" role="status">
      <View className="obt-empty__art" aria-hidden data-testid="empty-art">
        <Icon icon={icon} className="obt-empty__icon" />
      </View>
      <Text className="obt-empty__text">{text}</Text>
      {actionText && onAction && (
        <Pressable className="obt-empty__action" testId="empty-action" onPress={onAction}>
          {actionText}
        </Pressable>
      )}
    </View>
  );
}
