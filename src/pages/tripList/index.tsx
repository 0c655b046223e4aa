import { useEffect, useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { vipCcsqdList } from '../../api/trip';
import type { CcsqdListItem, CcsqdStatus } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { navigate } from '../../router';
import { PagedListStore } from '../../stores/pagedList';
import { useStores } from '../../stores';
import '../allorder/index.scss';

type Filter = CcsqdStatus | -1;
const FILTERS: readonly {
  status: Filter;
  label:
    | 'trips.status.approved'
    | 'trips.status.pending'
    | 'trips.status.draft'
    | 'trips.status.rejected'
    | 'trips.status.all';
}[] = [
  // SPEC §4: the list's status filter defaults to 2 (approved).
  { status: 2, label: 'trips.status.approved' },
  { status: 1, label: 'trips.status.pending' },
  { status: 0, label: 'trips.status.draft' },
  { status: 3, label: 'trips.status.rejected' },
  { status: -1, label: 'trips.status.all' },
];
const STATUS_LABEL: Record<
  CcsqdStatus,
  'trips.status.draft' | 'trips.status.pending' | 'trips.status.approved' | 'trips.status.rejected' | 'status.cancelled'
> = {
  0: 'trips.status.draft',
  1: 'trips.status.pending',
  2: 'trips.status.approved',
  3: 'trips.status.rejected',
  4: 'status.cancelled',
};

function TripListPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const [status, setStatus] = useState<Filter>(2);
  const fetcher = (s: Filter) => async (pageNum: number, count: number) => {
    const answer = await vipCcsqdList({ pageNum, count, status: s });
    return { rows: (answer.list ?? []) as CcsqdListItem[], total: answer.data?.total ?? 0 };
  };
  const list = useMemo(
    () => new PagedListStore<CcsqdListItem>(fetcher(2), LIMITS.pageSize.list, (row) => row.ccsqdId),
    [],
  );

  useEffect(() => {
    if (session.loggedIn) void list.reset(fetcher(status));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, session.loggedIn]);

  return (
    <PageShell route="/tripList" title="trips.title" className="obt-tab-page orders">
      <View className="orders__tabs" role="tablist">
        {FILTERS.map((item) => (
          <View
            key={item.status}
            role="tab"
            aria-selected={status === item.status}
            className={`orders__tab ${status === item.status ? 'orders__tab--on' : ''}`}
            onClick={() => setStatus(item.status)}
          >
            {t(item.label)}
          </View>
        ))}
      </View>
      <PagedList
        list={list}
        emptyText={t('trips.empty')}
        renderItem={(trip) => (
          <View
            key={trip.ccsqdId}
            className="obt-card orders__item"
            role="link"
            onClick={() => navigate('/tripDetail', { query: { ccsqdId: trip.ccsqdId } })}
          >
            <View className="orders__item-head">
              <Text className="orders__item-title">{trip.mdd}</Text>
              <Text className="orders__item-status">{t(STATUS_LABEL[trip.status])}</Text>
            </View>
            <Text className="orders__item-line">{trip.ccsy}</Text>
            <View className="orders__item-foot">
              <Text className="orders__item-no">{trip.ccsqdNo}</Text>
              <Text className="orders__item-no">{t('trips.dates', { begin: trip.dateBegin, end: trip.dateEnd })}</Text>
            </View>
          </View>
        )}
      />
      <DashboardTabs current="/tripList" />
    </PageShell>
  );
}

export default observer(TripListPage);
