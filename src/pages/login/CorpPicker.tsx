import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { CorpChoice } from '../../api/contract';
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
          <View key={corp.compId} className="corp-picker__item" role="button" onClick={() => props.onPick(corp.compId)}>
            {corp.corpName}
          </View>
        ))}
        <View className="corp-picker__cancel" role="button" onClick={props.onClose}>
          {ui.t('common.cancel')}
        </View>
      </View>
    </View>
  );
});
