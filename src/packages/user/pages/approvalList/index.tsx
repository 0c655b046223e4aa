import { useEffect, useMemo } from 'react';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { vipBpmForMyAppListNew } from '../../../../api/approval';
import type { MyApprovalItem } from '../../../../api/contract/approval';
import { PageShell } from '../../../../components/PageShell';
import { PagedList } from '../../../../components/PagedList';
import { LIMITS } from '../../../../domain/limits';
import { ApprovalRow } from '../../../../pages/approvalList/ApprovalRow';
import { useStores } from '../../../../stores';
import { PagedListStore } from '../../../../stores/pagedList';
import '../../../../pages/approvalList/index.scss';
import '../../../../i18n/parts/approval';

const ROUTE = '/userCenter/approvalList';

const fetchMine = async (pageNum: number, count: number) => {
  const answer = await vipBpmForMyAppListNew({ approveType: 3, pageNum, count });
  return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
};

/**
 * What I sent for approval (SPEC §2 /userCenter/approvalList; approveType 3): each with the state of its approval
 * (in approval, approved, rejected, withdrawn, terminated); a row opens /approval/Detail, where a pending one can be
 * withdrawn.
 */
function MyApprovalListPage() {
  const { session, ui } = useStores();
  const list = useMemo(
    () => new PagedListStore<MyApprovalItem>(fetchMine, LIMITS.pageSize.list, (row) => row.instanceId),
    [],
  );

  useEffect(() => {
    if (session.loggedIn) void list.refresh();
  }, [list, session.loggedIn]);
  // Back from a detail where I withdrew: show the new state.
  useDidShow(() => {
    if (session.loggedIn && list.loaded) void list.refresh();
  });

  return (
    <PageShell route={ROUTE} title="approval.mine.title" className="approval-mine">
      <PagedList
        list={list}
        emptyText={ui.t('approval.mine.empty')}
        renderItem={(item) => <ApprovalRow key={item.instanceId} item={item} mine />}
      />
    </PageShell>
  );
}

export default observer(MyApprovalListPage);
