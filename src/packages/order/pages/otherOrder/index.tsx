import { useEffect, useMemo } from 'react';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import type { OrderListItem } from '../../../../api/contract/orders';
import { otherOrderList } from '../../../../api/orders';
import { PageShell } from '../../../../components/PageShell';
import { PagedList } from '../../../../components/PagedList';
import { StatusTag, formatAmount } from '../../../../components/order';
import { LIMITS } from '../../../../domain/limits';
import { defaultOrderRange } from '../../../../domain/orderRange';
import { navigate } from '../../../../router';
import { PagedListStore } from '../../../../stores/pagedList';
import { useStores } from '../../../../stores';
import './index.scss';
import '../../../../i18n/parts/orders';
import { clock } from '../../../../hosts/clock';
import { Pressable } from '../../../../components/Pressable';
import { NO_TRANSLATE } from '../../../../components/Pressable/noTranslate';

/** Other orders (SPEC §2 /otherOrder, §7 other orders list): the last 30 days, newest first; each opens its detail. */
function OtherOrderPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const list = useMemo(() => {
    let anchor: number | undefined;
    return new PagedListStore<OrderListItem>(
      async (pageNum, count) => {
        const answer = await otherOrderList({
          pageNum,
          count,
          ...defaultOrderRange(clock.now()),
          ...(pageNum > 1 && anchor !== undefined ? { createdBefore: anchor } : {}),
        });
        if (pageNum === 1) anchor = answer.data?.createdBefore;
        return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
      },
      LIMITS.pageSize.orders,
      (row) => row.id,
    );
  }, []);

  useEffect(() => {
    if (session.loggedIn) void list.refresh();
  }, [list, session.loggedIn]);

  return (
    <PageShell route="/otherOrder" title="orders.other.title" className="other-order">
      <PagedList
        list={list}
        emptyText={t('orders.other.empty')}
        renderItem={(order) => (
          <Pressable
            key={order.id}
            className="obt-card order-block"
            role="link"
            testId={`other-order-${order.id}`}
            onPress={() =>
              void navigate('/otherOrderDetail', {
                query: { orderId: order.id, orderType: String(order.orderType) },
              })
            }
          >
            <View className="other-order__head">
              <Text {...NO_TRANSLATE}>{order.title || t('orders.type.unknown')}</Text>
              <StatusTag status={order.orderStatus} />
            </View>
            <Text className="other-order__note">
              {order.orderNo} · {order.travelDate} · {formatAmount(order.amount)}
            </Text>
          </Pressable>
        )}
      />
    </PageShell>
  );
}

export default observer(OtherOrderPage);
