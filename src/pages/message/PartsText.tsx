import { Text } from '@tarojs/components';
import { NO_TRANSLATE } from '../../components/Pressable/noTranslate';
import type { TextPart } from '../../i18n/textParts';

export { NO_TRANSLATE };

interface Props {
  /** The whole text, shown as is when the server sent no parts. */
  text: string;
  /** The text cut into wording and data (message/list titleParts, contentParts). */
  parts?: readonly TextPart[];
  className?: string;
}

/**
 * A text the server wrote from a template: the wording in the reader's language, each data part in a
 * translate="no" span, so browser translators and the en-US check leave names and places alone (issue 15).
 */
export function PartsText({ text, parts, className }: Props) {
  if (!parts || parts.length === 0) return <Text className={className}>{text}</Text>;
  return (
    <Text className={className}>
      {parts.map((part, i) =>
        part.data ? (
          <Text key={i} {...NO_TRANSLATE}>
            {part.text}
          </Text>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}
