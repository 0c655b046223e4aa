import { View, Text } from '@tarojs/components';
import { Pressable } from '../../../../components/Pressable';
import { Icon } from '../../../../components/Icon';
import { chevronRight } from '../../../../components/Icon/icons';

/** One service of the order: a full-width row with its title, a hint and a chevron. */
export function ServiceEntry(props: { id: string; title: string; hint?: string; onPress(): void }) {
  return (
    <View role="listitem">
      <Pressable className="tr-service__entry" onPress={props.onPress} testId={`service-${props.id}`}>
        <View className="tr-service__entry-main">
          <Text className="tr-service__entry-title">{props.title}</Text>
          {props.hint ? <Text className="bk-sub">{props.hint}</Text> : null}
        </View>
        <Icon icon={chevronRight} className="tr-service__chevron" />
      </Pressable>
    </View>
  );
}
