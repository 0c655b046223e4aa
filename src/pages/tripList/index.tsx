import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { useListSource } from '../../components/PagedList/listSource';
import { Pressable } from '../../components/Pressable';
import { plane } from '../../components/Icon/icons';
import { vipCcsqdDel, vipCcsqdList } from '../../api/trip';
import { ApiError } from '../../api/transport';
import type { CcsqdListItem, CcsqdStatus } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { confirmDialog, showToast } from '../../hosts/ui';
import { navigate } from '../../router';
import { PagedListStore, noRows } from '../../stores/pagedList';
import { useStores } from '../../stores';
import '../allorder/index.scss';
import './index.scss';
import '../../i18n/parts/trip';
import { NO_TRANSLATE } from '../../components/Pressable/noTranslate';

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

/**
 * Trip applications tab (SPEC §2 /tripList, §4): status filter (default 2 approved; in approval, drafts, rejected,
 * all), paging with pull to refresh, a draft deleted after a confirmation, a row opens /tripDetail, and a new request.
 * Main package: kept lean (no UI kit, the forms live in the trip subpackage).
 */
function TripListPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const [deleting, setDeleting] = useState('');
  const fetcher = (s: Filter) => async (pageNum: number, count: number) => {
    const answer = await vipCcsqdList({ pageNum, count, status: s });
    return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
  };
  const list = useMemo(() => new PagedListStore<CcsqdListItem>(noRows, LIMITS.pageSize.list, (row) => row.ccsqdId), []);
  // One list per screen; the status filter swaps its source.
  const [status, setStatus] = useListSource<Filter, CcsqdListItem>(list, 2, fetcher, session.loggedIn);

  // Coming back from a new, edited, sent or deleted request shows the list as it is now.
  useDidShow(() => {
    if (session.loggedIn && list.loaded) void list.refresh();
  });

  const remove = async (trip: CcsqdListItem) => {
    if (deleting) return;
    const sure = await confirmDialog({
      title: t('trip.delete'),
      content: t('trip.delete.confirmOne', { no: trip.ccsqdNo }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    setDeleting(trip.ccsqdId);
    try {
      await vipCcsqdDel({ ccsqdId: trip.ccsqdId });
      showToast(t('trip.deleted'), LIMITS.ui.toastMs, 'success');
      await list.refresh();
    } catch (e) {
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setDeleting('');
    }
  };

  return (
    <PageShell route="/tripList" title="trips.title" className="obt-tab-page orders trip-list" offScreenHeading>
      <View className="orders__tabs" role="tablist">
        {FILTERS.map((item) => (
          <Pressable
            key={item.status}
            role="tab"
            selected={status === item.status}
            className={`orders__tab ${status === item.status ? 'orders__tab--on' : ''}`}
            onPress={() => setStatus(item.status)}
            testId={`trip-filter-${item.status}`}
          >
            {t(item.label)}
          </Pressable>
        ))}
      </View>
      <View className="trip-list__bar">
        <Pressable className="trip-list__new" onPress={() => void navigate('/tripAdd')} testId="trip-new">
          {t('trip.new')}
        </Pressable>
        <Pressable
          role="link"
          className="trip-list__link"
          onPress={() => void navigate('/violateList')}
          testId="trip-violations"
        >
          {t('trip.violate.title')}
        </Pressable>
      </View>
      <PagedList
        list={list}
        emptyText={t('trips.empty')}
        empty={{ icon: plane, actionText: t('trip.new'), onAction: () => void navigate('/tripAdd') }}
        renderItem={(trip) => (
          <View
            key={trip.ccsqdId}
            className="obt-card orders__item trip-list__item"
            data-testid={`trip-row-${trip.ccsqdId}`}
          >
            <Pressable
              role="link"
              className="trip-list__open"
              onPress={() => void navigate('/tripDetail', { query: { ccsqdId: trip.ccsqdId } })}
              testId={`trip-open-${trip.ccsqdId}`}
            >
              <View className="orders__item-head">
                <Text className="orders__item-title" {...NO_TRANSLATE}>
                  {trip.mdd || t('trip.noDestination')}
                </Text>
                <Text className="orders__item-status" data-status={trip.status}>
                  {t(STATUS_LABEL[trip.status])}
                </Text>
              </View>
              <Text className="orders__item-line" {...NO_TRANSLATE}>
                {trip.ccsy}
              </Text>
              {trip.ccr ? (
                <Text className="orders__item-line" {...NO_TRANSLATE}>
                  {trip.ccr}
                </Text>
              ) : null}
              <View className="orders__item-foot">
                <Text className="orders__item-no">{trip.ccsqdNo}</Text>
                <Text className="orders__item-no">
                  {t('trips.dates', { begin: trip.dateBegin, end: trip.dateEnd })}
                </Text>
              </View>
            </Pressable>
            {trip.status === 0 ? (
              <Pressable
                className="trip-list__delete"
                onPress={() => void remove(trip)}
                disabled={deleting === trip.ccsqdId}
                label={t('trip.delete.one', { no: trip.ccsqdNo })}
                testId={`trip-delete-${trip.ccsqdId}`}
              >
                {t('trip.delete')}
              </Pressable>
            ) : null}
          </View>
        )}
      />
      <DashboardTabs current="/tripList" />
    </PageShell>
  );
}

export default observer(TripListPage);
