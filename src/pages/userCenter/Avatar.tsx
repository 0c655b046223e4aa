import { Image, Text, View } from '@tarojs/components';
import { avatarInitials } from './initials';

/** The initials come from the person's name: data, never translated (H5). */
const NO_TRANSLATE: Record<string, unknown> = { translate: 'no' };

/**
 * The employee's avatar: the photo when there is one, else the name's initials in a circle. Decorative: the name is
 * written beside it, so screen readers skip it.
 */
export function Avatar({ name, photoUrl }: { name: string; photoUrl?: string }) {
  return (
    <View className="user__avatar" aria-hidden data-testid="user-avatar">
      {photoUrl ? (
        <Image className="user__avatar-photo" src={photoUrl} mode="aspectFill" />
      ) : (
        <Text className="user__avatar-initials" {...NO_TRANSLATE}>
          {avatarInitials(name)}
        </Text>
      )}
    </View>
  );
}
