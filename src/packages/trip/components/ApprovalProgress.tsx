import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { OrderApproveData } from '../../../api/contract/approval';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import '../../../i18n/parts/trip';

/**
 * The approval chain of a request or change order (vipOrderAppProgress / orderApproveList): the overall state, then
 * each level with its state, the approvers chosen for it and their decisions and remarks.
 */
export const ApprovalProgress = observer(function ApprovalProgress({ data }: { data: OrderApproveData | null }) {
  const { ui } = useStores();
  const { t } = ui;
  if (!data || data.state === 'none') return null;
  return (
    <View
      className="obt-card order-block trip-progress"
      role="region"
      aria-labelledby="trip-progress-title"
      data-testid="trip-progress"
    >
      <View className="trip-progress__head">
        <Text id="trip-progress-title" className="order-block__title" role="heading" aria-level={2}>
          {t('trip.approval.title')}
        </Text>
        <Text className="bk-badge" data-testid="trip-progress-state">
          {t(`trip.approval.state.${data.state}` as MessageKey)}
        </Text>
      </View>
      {data.ruleName ? <Text className="bk-sub">{data.ruleName}</Text> : null}
      {data.sentAt ? (
        <Text className="bk-sub">{t('trip.approval.sentAt', { name: data.applicantName, time: data.sentAt })}</Text>
      ) : null}
      {data.appRemark ? <Text className="bk-sub">{t('trip.approval.remark', { remark: data.appRemark })}</Text> : null}
      <View role="list" className="trip-progress__levels">
        {data.levels.map((level) => (
          <View
            key={level.level}
            role="listitem"
            className={`trip-progress__level trip-progress__level--${level.state}`}
            data-testid={`trip-progress-level-${level.level}`}
          >
            <Text className="trip-progress__level-title">
              {t('trip.approval.level', { level: level.level })} ·{' '}
              {t(`trip.approval.level.${level.state}` as MessageKey)}
            </Text>
            {level.items.length > 0 ? (
              level.items.map((item) => (
                <Text key={item.workItemId} className="bk-sub">
                  {[item.name, t(`trip.approval.item.${item.state}` as MessageKey), item.decidedAt, item.remark]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              ))
            ) : level.approvers.length > 0 ? (
              <Text className="bk-sub">{level.approvers.map((a) => a.name).join('、')}</Text>
            ) : null}
          </View>
        ))}
      </View>
    </View>
  );
});
