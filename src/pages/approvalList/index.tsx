import { useEffect, useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { vipBpmForMyAppListNew } from '../../api/approval';
import type { ApproveType, MyApprovalItem } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { navigate } from '../../router';
import { PagedListStore } from '../../stores/pagedList';
import { useStores } from '../../stores';
import '../allorder/index.scss';

function ApprovalListPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const [type, setType] = useState<ApproveType>(1);
  const fetcher = (approveType: ApproveType) => async (pageNum: number, count: number) => {
    const answer = await vipBpmForMyAppListNew({ approveType, pageNum, count });
    return { rows: (answer.list ?? []) as MyApprovalItem[], total: answer.data?.total ?? 0 };
  };
  const list = useMemo(
    () => new PagedListStore<MyApprovalItem>(fetcher(1), LIMITS.pageSize.list, (row) => row.workItemId),
    [],
  );

  useEffect(() => {
    if (session.loggedIn) void list.reset(fetcher(type));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, session.loggedIn]);
  useDidShow(() => {
    if (session.loggedIn) void app.loadCounts().catch(() => undefined);
  });

  return (
    <PageShell route="/approvalList" title="approvals.title" className="obt-tab-page orders">
      <View className="orders__tabs" role="tablist">
        {([1, 2] as const).map((item) => (
          <View
            key={item}
            role="tab"
            aria-selected={type === item}
            className={`orders__tab ${type === item ? 'orders__tab--on' : ''}`}
            onClick={() => setType(item)}
          >
            {t(item === 1 ? 'approvals.pending' : 'approvals.done')}
            {item === 1 && app.counts.approval > 0 ? ` (${app.counts.approval})` : ''}
          </View>
        ))}
      </View>
      <PagedList
        list={list}
        emptyText={t('approvals.empty')}
        renderItem={(item) => (
          <View
            key={item.workItemId}
            className="obt-card orders__item"
            role="link"
            onClick={() =>
              navigate('/approval/Detail', {
                query: { id: item.orderId, workItemId: item.workItemId, orderType: item.orderType },
              })
            }
          >
            <View className="orders__item-head">
              <Text className="orders__item-title">{item.title}</Text>
              <Text className="orders__item-status">{t('approvals.level', { level: item.level })}</Text>
            </View>
            <Text className="orders__item-line">{item.applicantName}</Text>
            <View className="orders__item-foot">
              <Text className="orders__item-no">{item.orderNo}</Text>
              <Text className="orders__item-no">{item.createdAt}</Text>
            </View>
          </View>
        )}
      />
      <DashboardTabs current="/approvalList" />
    </PageShell>
  );
}

export default observer(ApprovalListPage);
