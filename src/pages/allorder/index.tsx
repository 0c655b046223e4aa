import { useEffect, useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { allOrderList } from '../../api/orders';
import type { FindScope, OrderListItem, OrderStatusGroup } from '../../api/contract';
import { LIMITS } from '../../domain/limits';
import { orderDetailTarget } from '../../domain/orderRouting';
import { defaultOrderRange } from '../../domain/orderRange';
import { statusKey } from '../../app/statusLabel';
import { navigate } from '../../router';
import { PagedListStore } from '../../stores/pagedList';
import { useStores } from '../../stores';
import './index.scss';

const GROUPS: readonly {
  group: OrderStatusGroup;
  label:
    | 'orders.tab.all'
    | 'orders.tab.toPay'
    | 'orders.tab.approval'
    | 'orders.tab.processing'
    | 'orders.tab.done'
    | 'orders.tab.closed';
}[] = [
  { group: 'all', label: 'orders.tab.all' },
  { group: 'toPay', label: 'orders.tab.toPay' },
  { group: 'approval', label: 'orders.tab.approval' },
  { group: 'processing', label: 'orders.tab.processing' },
  { group: 'done', label: 'orders.tab.done' },
  { group: 'closed', label: 'orders.tab.closed' },
];

const SCOPES: readonly { scope: FindScope; label: 'orders.scope.mine' | 'orders.scope.dept' | 'orders.scope.corp' }[] =
  [
    { scope: 1, label: 'orders.scope.mine' },
    { scope: 2, label: 'orders.scope.dept' },
    { scope: 3, label: 'orders.scope.corp' },
  ];

function AllOrderPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const [group, setGroup] = useState<OrderStatusGroup>('all');
  const [scope, setScope] = useState<FindScope>(1);
  const maxScope = session.userInfo?.empInfo.bookRange ?? 1;
  const fetcher = (g: OrderStatusGroup, s: FindScope) => async (pageNum: number, count: number) => {
    const range = defaultOrderRange(Date.now());
    const answer = await allOrderList({ pageNum, count, statusGroup: g, findScope: s, dateType: 1, ...range });
    return { rows: (answer.list ?? []) as OrderListItem[], total: answer.data?.total ?? 0 };
  };
  const list = useMemo(
    () => new PagedListStore<OrderListItem>(fetcher('all', 1), LIMITS.pageSize.orders, (row) => row.id),
    [],
  );

  useEffect(() => {
    if (session.loggedIn) void list.reset(fetcher(group, scope));
    // fetcher is rebuilt from the same inputs every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, scope, session.loggedIn]);

  const open = (order: OrderListItem) => {
    const target = orderDetailTarget(order);
    navigate(target?.url ?? '/otherOrderDetail', {
      query: target?.query ?? { orderId: order.id, orderType: order.orderType },
    });
  };

  return (
    <PageShell route="/allorder" title="orders.title" className="obt-tab-page orders">
      <View className="orders__tabs" role="tablist">
        {GROUPS.map((item) => (
          <View
            key={item.group}
            role="tab"
            aria-selected={group === item.group}
            className={`orders__tab ${group === item.group ? 'orders__tab--on' : ''}`}
            onClick={() => setGroup(item.group)}
          >
            {t(item.label)}
          </View>
        ))}
      </View>
      <View className="orders__filters">
        <Text className="orders__range">{t('orders.range')}</Text>
        {maxScope > 1 && (
          <View className="orders__scopes" role="radiogroup">
            {SCOPES.filter((item) => item.scope <= maxScope).map((item) => (
              <Text
                key={item.scope}
                role="radio"
                aria-checked={scope === item.scope}
                className={`orders__scope ${scope === item.scope ? 'orders__scope--on' : ''}`}
                onClick={() => setScope(item.scope)}
              >
                {t(item.label)}
              </Text>
            ))}
          </View>
        )}
      </View>
      <PagedList
        list={list}
        emptyText={t('orders.empty')}
        renderItem={(order) => (
          <View key={order.id} className="obt-card orders__item" role="link" onClick={() => open(order)}>
            <View className="orders__item-head">
              <Text className="orders__item-title">{order.title || t('orders.type.unknown')}</Text>
              <Text className="orders__item-status">{t(statusKey(order.orderStatus))}</Text>
            </View>
            <Text className="orders__item-line">
              {order.travelDate} · {order.travellerNames.join('、')}
            </Text>
            <View className="orders__item-foot">
              <Text className="orders__item-no">{order.orderNo}</Text>
              <Text className="orders__item-amount">{t('orders.total', { amount: order.amount.toFixed(2) })}</Text>
            </View>
          </View>
        )}
      />
      <DashboardTabs current="/allorder" />
    </PageShell>
  );
}

export default observer(AllOrderPage);
