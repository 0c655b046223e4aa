import { useMemo, useRef, useState } from 'react';
import { View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { useListSource } from '../../components/PagedList/listSource';
import { Pressable } from '../../components/Pressable';
import { approval as approvalIcon } from '../../components/Icon/icons';
import { vipBpmForMyAppCountNew, vipBpmForMyAppListNew } from '../../api/approval';
import type { MyApprovalItem } from '../../api/contract/approval';
import { LIMITS } from '../../domain/limits';
import { PagedListStore, noRows } from '../../stores/pagedList';
import { useStores } from '../../stores';
import { ApprovalRow } from './ApprovalRow';
import './index.scss';
import '../../i18n/parts/approval';

/** The approver's two lists: waiting for me (approveType 1) and decided by me (2). */
type Tab = 1 | 2;

const TABS: readonly { type: Tab; label: 'approvals.pending' | 'approvals.done' }[] = [
  { type: 1, label: 'approvals.pending' },
  { type: 2, label: 'approvals.done' },
];

/**
 * The approvals tab (SPEC §2 /approvalList): pending and done lists with their counts, paging, pull to refresh;
 * a row opens /approval/Detail. A dashboard tab in the main package: no UI kit, small imports only.
 */
function ApprovalListPage() {
  const { app, session, ui } = useStores();
  const { t } = ui;
  const [counts, setCounts] = useState<Record<Tab, number | null>>({ 1: null, 2: null });
  // Counts follow the list: every first page (tab switch, pull to refresh, coming back) reloads them.
  const loadCounts = useRef(() => {
    void Promise.all(
      TABS.map(({ type }) =>
        vipBpmForMyAppCountNew({ approveType: type })
          .then((answer) => [type, answer.data?.count ?? 0] as const)
          .catch(() => [type, null] as const),
      ),
    ).then((pairs) =>
      setCounts((prev) => {
        const next = { ...prev };
        for (const [type, count] of pairs) if (count !== null) next[type] = count;
        return next;
      }),
    );
  }).current;
  const fetcher = (approveType: Tab) => async (pageNum: number, count: number) => {
    if (pageNum === 1) loadCounts();
    const answer = await vipBpmForMyAppListNew({ approveType, pageNum, count });
    return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
  };
  const list = useMemo(
    () => new PagedListStore<MyApprovalItem>(noRows, LIMITS.pageSize.list, (row) => row.workItemId || row.instanceId),
    [],
  );
  // One store for the screen; the tab swaps its source.
  const [tab, setTab] = useListSource<Tab, MyApprovalItem>(list, 1, fetcher, session.loggedIn);
  // Back from a detail where I approved or rejected: the row moves to the other tab and the badges drop.
  useDidShow(() => {
    if (!session.loggedIn) return;
    void app.loadCounts().catch(() => undefined);
    if (list.loaded) void list.refresh();
  });

  return (
    <PageShell route="/approvalList" title="approvals.title" className="obt-tab-page approval-list" offScreenHeading>
      <View className="approval-tabs" role="tablist" aria-label={t('approvals.title')}>
        {TABS.map((item) => {
          const count = counts[item.type];
          return (
            <Pressable
              key={item.type}
              role="tab"
              selected={tab === item.type}
              className={`approval-tabs__tab ${tab === item.type ? 'approval-tabs__tab--on' : ''}`}
              onPress={() => setTab(item.type)}
              testId={`approval-tab-${item.type}`}
            >
              {count === null ? t(item.label) : t('approval.list.tabCount', { label: t(item.label), count })}
            </Pressable>
          );
        })}
      </View>
      <PagedList
        list={list}
        emptyText={t('approvals.empty')}
        empty={{ icon: approvalIcon, actionText: t('approval.list.refresh'), onAction: () => void list.refresh() }}
        renderItem={(item) => <ApprovalRow key={item.workItemId || item.instanceId} item={item} />}
      />
      <DashboardTabs current="/approvalList" />
    </PageShell>
  );
}

export default observer(ApprovalListPage);
