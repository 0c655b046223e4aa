import { View, Text } from '@tarojs/components';
import { NO_TRANSLATE } from '../Pressable/noTranslate';

/** A titled card of label/value rows; rows with an empty value are left out, and so is an empty card. */
export function InfoBlock({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  /** `data`: the value is data (a name, a place, a number), which may stay Chinese in en-US; not UI text. */
  rows: readonly { label: string; value: string | null | undefined; data?: boolean }[];
}) {
  const shown = rows.filter((row) => row.value);
  if (shown.length === 0) return null;
  return (
    <View className="obt-card order-block" role="region" aria-labelledby={`${id}-title`} data-testid={id}>
      <Text id={`${id}-title`} className="order-block__title" role="heading" aria-level={2}>
        {title}
      </Text>
      {shown.map((row) => (
        <View key={row.label} className="order-info__row">
          <Text className="order-info__label">{row.label}</Text>
          <Text className="order-info__value" {...(row.data ? NO_TRANSLATE : {})}>
            {row.value}
          </Text>
        </View>
      ))}
    </View>
  );
}
