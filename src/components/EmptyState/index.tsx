import { View, Text } from '@tarojs/components';
import './index.scss';

/** The empty and failed states of lists (with an optional retry). */
export function EmptyState({
  text,
  actionText,
  onAction,
}: {
  text: string;
  actionText?: string;
  onAction?: () => void;
}) {
  return (
    <View className="obt-empty" role="status">
      <Text className="obt-empty__text">{text}</Text>
      {actionText && onAction && (
        <View className="obt-empty__action" role="button" onClick={onAction}>
          {actionText}
        </View>
      )}
    </View>
  );
}
