import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { MyApprovalItem } from '../../api/contract/approval';
import { Pressable } from '../../components/Pressable';
import { useStores } from '../../stores';
import '../../i18n/parts/approval';
import { openApproval } from './open';

/**
 * One row of an approval list: the subject, its state, the applicant and level, the number and times; opens
 * /approval/Detail. `mine`: my own request (its state is the whole approval's, the applicant is me).
 */
export const ApprovalRow = observer(function ApprovalRow({ item, mine }: { item: MyApprovalItem; mine?: boolean }) {
  const { ui } = useStores();
  const { t } = ui;
  const state = mine ? item.instanceState : item.state;
  const stateText = mine ? t(`approval.state.${item.instanceState}`) : t(`approval.item.${item.state}`);
  return (
    <Pressable
      role="link"
      className="obt-card approval-row"
      onPress={() => openApproval(item)}
      testId={`approval-row-${item.workItemId || item.instanceId}`}
    >
      <View className="approval-row__head">
        <Text className="approval-row__title">{item.title}</Text>
        <Text className={`approval-tag approval-tag--${state}`} data-state={state}>
          {stateText}
        </Text>
      </View>
      <Text className="approval-row__line">
        {mine
          ? t('approval.list.level', { level: item.level })
          : `${t('approval.list.applicant', { name: item.applicantName })} · ${t('approval.list.level', {
              level: item.level,
            })}`}
      </Text>
      <View className="approval-row__foot">
        <Text className="approval-row__meta">{item.orderNo}</Text>
        <Text className="approval-row__meta">
          {item.decidedAt
            ? t('approval.list.decidedAt', { time: item.decidedAt })
            : t('approval.list.sentAt', { time: item.createdAt })}
        </Text>
      </View>
    </Pressable>
  );
});
