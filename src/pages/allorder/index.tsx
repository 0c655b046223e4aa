import { useMemo, useState } from 'react';
import { View, Text, Input } from '@tarojs/components';
import { Button } from '../../components/Button';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../components/PageShell';
import { DashboardTabs } from '../../components/DashboardTabs';
import { PagedList } from '../../components/PagedList';
import { useListSource } from '../../components/PagedList/listSource';
import { Pressable } from '../../components/Pressable';
import { orders as ordersIcon } from '../../components/Icon/icons';
import { goTab } from '../../router';
// The row's pieces from their own files, not the order barrel: the barrel brings every order-detail screen's blocks
// (and the booking-complete screen) into the page's first chunk (issue 17, bytes before /allorder's LCP).
import { StatusTag } from '../../components/order/StatusTag';
import { formatAmount } from '../../components/order/format';
import { preloadActionSheets } from '../../components/order/actionSheets';
import '../../components/order/index.scss';
import { allOrderList, orderLookupByNumber } from '../../api/orders';
import type { OrderListItem, OrderStatusGroup } from '../../api/contract';
import { GROUPS } from './groups';
import { orderLine, orderTitle } from './rowText';
import { LIMITS } from '../../domain/limits';
import { PagedListStore, noRows } from '../../stores/pagedList';
import { useStores } from '../../stores';
import { FilterSheet, preloadSheet } from './sheet';
import { firstScreenOrderRows } from './firstScreen';
import { openOrder } from './open';
import { RowActions } from './RowActions';
import { defaultFilters, filtersActive, listRequest, type OrderFilters } from './filters';
import './index.scss';
import '../../i18n/parts/orders';
import { clock } from '../../hosts/clock';
import { NO_TRANSLATE } from '../../components/Pressable/noTranslate';

/** Once the rows have painted (H5): the filter sheet's code and the order action sheets' (cancel reason, more). */
function preloadSheets(): void {
  preloadSheet();
  preloadActionSheets();
}

/** What the list shows: its status tab and filters. */
interface ListQuery {
  group: OrderStatusGroup;
  filters: OrderFilters;
}

function AllOrderPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const [sheet, setSheet] = useState(false);
  const [lookup, setLookup] = useState('');
  const [lookupMissing, setLookupMissing] = useState(false);
  const maxScope = session.userInfo?.empInfo.bookRange ?? 1;

  const fetcher = ({ group: g, filters: f }: ListQuery) => {
    // Page 1 answers the anchor; later pages send it back so new orders never repeat or skip rows.
    let anchor: number | undefined;
    return async (pageNum: number, count: number) => {
      const answer = await allOrderList(listRequest(f, g, maxScope, { pageNum, count, createdBefore: anchor }));
      if (pageNum === 1) anchor = answer.data?.createdBefore;
      return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
    };
  };
  const list = useMemo(() => new PagedListStore<OrderListItem>(noRows, LIMITS.pageSize.orders, (row) => row.id), []);
  // The tab and the filters: a change of either reloads the list (the same tab pressed again does not).
  const [query, setQuery] = useListSource<ListQuery, OrderListItem>(
    list,
    () => ({ group: 'all', filters: defaultFilters(clock.now()) }),
    fetcher,
    session.loggedIn,
  );
  const { group, filters } = query;

  const firstScreenRows = useMemo(firstScreenOrderRows, []);

  const find = async () => {
    const orderNo = lookup.trim();
    if (!orderNo) return;
    setLookupMissing(false);
    const answer = await orderLookupByNumber(orderNo);
    const found = answer.list?.[0];
    if (found) openOrder(found);
    else setLookupMissing(true);
  };

  const active = filtersActive(filters, clock.now());

  return (
    <PageShell route="/allorder" title="orders.title" className="obt-tab-page orders" offScreenHeading>
      <View className="orders__tabs" role="tablist">
        {GROUPS.map((item) => (
          <Pressable
            key={item.group}
            role="tab"
            selected={group === item.group}
            className={`orders__tab ${group === item.group ? 'orders__tab--on' : ''}`}
            onPress={() => {
              if (item.group !== group) setQuery({ group: item.group, filters });
            }}
          >
            {t(item.label)}
          </Pressable>
        ))}
      </View>
      <View className="orders__filters">
        <Text className="orders__range">
          {active ? t('orders.filter.summary', { start: filters.dateStart, end: filters.dateEnd }) : t('orders.range')}
        </Text>
        <Pressable
          role="button"
          selected={active}
          className={`orders__filter-btn ${active ? 'orders__filter-btn--on' : ''}`}
          onPress={() => setSheet(true)}
          testId="orders-filter-open"
        >
          {t('orders.filter.open')}
        </Pressable>
      </View>
      <View className="orders__lookup" role="search">
        <Input
          className="orders__lookup-input"
          maxlength={64}
          aria-label={t('orders.lookup.label')}
          placeholder={t('orders.lookup.placeholder')}
          value={lookup}
          onInput={(e) => {
            setLookup(e.detail.value);
            setLookupMissing(false);
          }}
          onConfirm={() => void find()}
        />
        <Button className="orders__lookup-btn" onClick={() => void find()}>
          {t('orders.lookup.submit')}
        </Button>
      </View>
      {lookupMissing && (
        <Text className="orders__lookup-missing" role="alert">
          {t('orders.lookup.notFound')}
        </Text>
      )}
      <PagedList
        list={list}
        firstScreenRows={firstScreenRows}
        // H5: the sheets' code arrives once the rows have painted (sheet.h5.tsx), or when a sheet opens.
        onRowsPainted={preloadSheets}
        emptyText={t(active ? 'orders.filteredEmpty' : 'orders.empty')}
        empty={{
          icon: ordersIcon,
          actionText: active ? undefined : t('orders.emptyAction'),
          onAction: () => goTab('/home'),
        }}
        renderItem={(order) => (
          <View key={order.id} className="obt-card orders__item">
            {/* The link holds the order's summary; its actions sit beside it, not inside (no nested controls). */}
            <Pressable role="link" className="orders__item-open" onPress={() => openOrder(order)}>
              <View className="orders__item-head">
                <Text className="orders__item-title" {...NO_TRANSLATE}>
                  {orderTitle(order, t)}
                </Text>
                <StatusTag status={order.orderStatus} />
              </View>
              <Text className="orders__item-line" {...NO_TRANSLATE}>
                {orderLine(order)}
              </Text>
              <View className="orders__item-foot">
                <Text className="orders__item-no">{order.orderNo}</Text>
                <Text className="orders__item-amount">{formatAmount(order.amount)}</Text>
              </View>
            </Pressable>
            <RowActions order={order} onChanged={() => void list.refresh()} />
          </View>
        )}
      />
      {sheet && (
        <FilterSheet
          value={filters}
          maxScope={maxScope}
          onClose={() => setSheet(false)}
          onApply={(next) => {
            setQuery({ group, filters: next });
            setSheet(false);
          }}
        />
      )}
      <DashboardTabs current="/allorder" />
    </PageShell>
  );
}

export default observer(AllOrderPage);
