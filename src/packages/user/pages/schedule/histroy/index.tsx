import { useEffect, useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { ScheduleListItem } from '../../../../../api/contract/orders';
import { scheduleHistory } from '../../../../../api/orders';
import { PageShell } from '../../../../../components/PageShell';
import { PagedList } from '../../../../../components/PagedList';
import { StatusTag } from '../../../../../components/order';
import { LIMITS } from '../../../../../domain/limits';
import { PagedListStore } from '../../../../../stores/pagedList';
import { useStores } from '../../../../../stores';
import { openOrder } from '../../../../../pages/allorder/open';
import '../../../../../i18n/parts/orders';
import { Pressable } from '../../../../../components/Pressable';
import { NO_TRANSLATE } from '../../../../../components/Pressable/noTranslate';

/** Past trips (SPEC §2 /schedule/histroy): newest trip first, paged; each opens its order. */
function ScheduleHistoryPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const list = useMemo(
    () =>
      new PagedListStore<ScheduleListItem>(
        async (pageNum, count) => {
          const answer = await scheduleHistory({ pageNum, count });
          return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
        },
        LIMITS.pageSize.list,
        (row) => row.orderId,
      ),
    [],
  );
  useEffect(() => {
    if (session.loggedIn) void list.refresh();
  }, [list, session.loggedIn]);

  return (
    <PageShell route="/schedule/histroy" title="orders.schedule.history">
      <PagedList
        list={list}
        emptyText={t('orders.schedule.historyEmpty')}
        renderItem={(trip) => (
          <Pressable
            key={trip.orderId}
            className="obt-card order-block"
            role="link"
            testId={`history-row-${trip.orderId}`}
            onPress={() => openOrder({ id: trip.orderId, orderType: trip.orderType })}
          >
            <View style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Text {...NO_TRANSLATE}>{trip.title || t('orders.type.unknown')}</Text>
              <StatusTag status={trip.orderStatus} />
            </View>
            <Text style={{ display: 'block', marginTop: '6px', fontSize: '12px', color: 'var(--obt-text-3)' }}>
              {trip.date} · {trip.orderNo}
            </Text>
          </Pressable>
        )}
      />
    </PageShell>
  );
}

export default observer(ScheduleHistoryPage);
