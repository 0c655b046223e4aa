import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CorpChoice } from '../../api/contract';
import { Pressable } from '../../components/Pressable';
import { useStores } from '../../stores';

/** Company selection when one phone number belongs to several companies (SPEC §2). */
export const CorpPicker = observer(function CorpPicker(props: {
  corps: CorpChoice[];
  onPick(compId: string): void;
  onClose(): void;
}) {
  const { ui } = useStores();
  return (
    <View className="corp-picker" role="dialog" aria-modal aria-label={ui.t('login.selectCorp')}>
      <View className="corp-picker__sheet">
        <View className="corp-picker__title">{ui.t('login.selectCorp')}</View>
        {props.corps.map((corp) => (
          <Pressable key={corp.compId} className="corp-picker__item" onPress={() => props.onPick(corp.compId)}>
            {corp.corpName}
          </Pressable>
        ))}
        <Pressable className="corp-picker__cancel" onPress={props.onClose}>
          {ui.t('common.cancel')}
        </Pressable>
      </View>
    </View>
  );
});
