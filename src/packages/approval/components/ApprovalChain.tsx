import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { ApprovalChainLevel } from '../../../api/contract/approval';
import { useStores } from '../../../stores';
import '../../../pages/approvalList/index.scss';
import '../../../i18n/parts/approval';

/**
 * The approval chain level by level: each level's state and chosen approvers, and each work item with its decision,
 * remark and time. A list, so screen readers announce the number of levels.
 */
export const ApprovalChain = observer(function ApprovalChain({ levels }: { levels: readonly ApprovalChainLevel[] }) {
  const { ui } = useStores();
  const { t } = ui;
  if (levels.length === 0) return null;
  return (
    <View className="obt-card ap-card" role="region" aria-labelledby="ap-chain-title" data-testid="ap-chain">
      <Text id="ap-chain-title" className="ap-card__title" role="heading" aria-level={2}>
        {t('approval.detail.chain')}
      </Text>
      <View className="ap-chain" role="list">
        {levels.map((level) => {
          // Approvers without a work item yet (a waiting level) are listed by name.
          const withItem = new Set(level.items.map((i) => i.empId));
          const others = level.approvers.filter((a) => !withItem.has(a.empId));
          return (
            <View
              key={level.level}
              className={`ap-chain__level ap-chain__level--${level.state}`}
              role="listitem"
              data-testid={`ap-level-${level.level}`}
              data-state={level.state}
            >
              <View className="ap-chain__head">
                <Text className="ap-chain__dot" aria-hidden />
                <Text className="ap-chain__name">{t('approval.detail.levelTitle', { level: level.level })}</Text>
                <Text className={`approval-tag approval-tag--${level.state}`}>
                  {t(`approval.level.${level.state}`)}
                </Text>
              </View>
              {level.items.map((item) => (
                <View key={item.workItemId} className="ap-chain__item" data-testid={`ap-item-${item.workItemId}`}>
                  <View className="ap-chain__who">
                    <Text className="ap-chain__person">
                      {item.name}
                      {item.deptName ? <Text className="ap-chain__dept"> · {item.deptName}</Text> : null}
                    </Text>
                    <Text className={`approval-tag approval-tag--${item.state}`} data-state={item.state}>
                      {t(`approval.item.${item.state}`)}
                    </Text>
                  </View>
                  {item.remark ? (
                    <Text className="ap-chain__remark">{t('approval.detail.remark', { remark: item.remark })}</Text>
                  ) : null}
                  {item.decidedAt ? <Text className="ap-chain__time">{item.decidedAt}</Text> : null}
                </View>
              ))}
              {others.length > 0 ? (
                <Text className="ap-chain__candidates">
                  {t('approval.detail.candidates', { names: others.map((a) => a.name).join('、') })}
                </Text>
              ) : null}
            </View>
          );
        })}
      </View>
    </View>
  );
});
