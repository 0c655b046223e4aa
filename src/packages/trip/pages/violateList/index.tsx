import { useEffect, useMemo } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { OrderListItem } from '../../../../api/contract';
import { allOrderList } from '../../../../api/orders';
import { PageShell } from '../../../../components/PageShell';
import { Pressable } from '../../../../components/Pressable';
import { PagedList } from '../../../../components/PagedList';
import { StatusTag } from '../../../../components/order';
import { LIMITS } from '../../../../domain/limits';
import { formatYuan, yuanToFen } from '../../../../domain/money';
import { useStores } from '../../../../stores';
import { PagedListStore } from '../../../../stores/pagedList';
import { openOrder } from '../../../../pages/allorder/open';
import '../../trip.scss';
import '../../../../i18n/parts/trip';

const ROUTE = '/violateList';
/** How far back the list reaches: the server's range for this filter (the order centre's default is 30 days). */
const LOOK_BACK_DAYS = 365;

/**
 * My bookings that violated the travel policy (SPEC §2 /violateList), newest first, with the violation reasons given
 * at booking; a row opens its order detail as the order centre does.
 */
function ViolateListPage() {
  const { session, ui } = useStores();
  const { t } = ui;

  const fetcher = () => {
    // Page 1 answers the anchor; later pages send it back so new orders never repeat or skip rows.
    let anchor: number | undefined;
    return async (pageNum: number, count: number) => {
      // violated 1: only bookings with a violation reason; without dates the server looks back 365 days.
      const answer = await allOrderList({ pageNum, count, createdBefore: anchor, findScope: 1, violated: 1 });
      if (pageNum === 1) anchor = answer.data?.createdBefore;
      return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
    };
  };
  const list = useMemo(
    () => new PagedListStore<OrderListItem>(fetcher(), LIMITS.pageSize.orders, (row) => row.id),
    // One list per screen; its filter is swapped by reset().
    [],
  );

  useEffect(() => {
    if (session.loggedIn) void list.reset(fetcher());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.loggedIn]);

  return (
    <PageShell route={ROUTE} title="trip.violate.title" className="trip-page">
      <View className="trip-note">
        <Text>{t('trip.violate.hint', { days: LOOK_BACK_DAYS })}</Text>
      </View>
      <PagedList
        list={list}
        emptyText={t('trip.violate.empty')}
        renderItem={(row) => {
          const reason = row.violationReason?.trim() ?? '';
          return (
            <Pressable
              key={row.id}
              className="obt-card trip-row"
              role="link"
              testId={`violate-row-${row.id}`}
              onPress={() => openOrder(row)}
            >
              <View className="trip-row__head">
                <Text className="trip-row__title">{row.title}</Text>
                <StatusTag status={row.orderStatus} />
              </View>
              <Text className="trip-row__line">
                {[row.travelDate, row.travellerNames.join('、'), formatYuan(yuanToFen(row.amount))]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text className="trip-row__violation">
                {reason ? t('trip.violate.reason', { reason }) : t('trip.violate.flagged')}
              </Text>
              <Text className="trip-row__no">{row.orderNo}</Text>
            </Pressable>
          );
        }}
      />
    </PageShell>
  );
}

export default observer(ViolateListPage);
