import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FindScope } from '../../../api/contract';
import type { NeedOrderItem, UserOrderItem, UserOrderListRequest } from '../../../api/contract/peopleAdmin';
import type { Answer } from '../../../api/call';
import type { PageData } from '../../../api/contract/envelope';
import { PageShell } from '../../../components/PageShell';
import { PagedList } from '../../../components/PagedList';
import { useListSource } from '../../../components/PagedList/listSource';
import { Pressable } from '../../../components/Pressable';
import { StatusTag, formatAmount } from '../../../components/order';
import { showToast } from '../../../hosts/ui';
import { LIMITS } from '../../../domain/limits';
import { hotelQueryRoute, orderDetailTarget } from '../../../domain/orderRouting';
import type { MessageKey } from '../../../i18n';
import { isBuiltUrl, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { PagedListStore, noRows } from '../../../stores/pagedList';
import '../../../components/booking/kit.scss';
import './people.scss';
import '../../../i18n/parts/people';
import { NO_TRANSLATE } from '../../../components/Pressable/noTranslate';

const SCOPES: readonly { scope: FindScope; label: MessageKey }[] = [
  { scope: 1, label: 'orders.scope.mine' },
  { scope: 2, label: 'orders.scope.dept' },
  { scope: 3, label: 'orders.scope.corp' },
];

/** The order-detail screen of a row (a train berth order opens its berth detail), when that screen is built. */
export function userOrderTarget(o: Pick<UserOrderItem, 'orderId' | 'orderType'>) {
  const target = orderDetailTarget({ id: o.orderId, orderType: o.orderType, isBerth: o.orderType === 20031 });
  return target && isBuiltUrl(target.url) ? target : null;
}

/**
 * Where a demand order opens (its product's detail screen), or null when that product has none yet. A hotel inquiry
 * opens the inquiry detail of the company's hotel version (SPEC §6, default 2).
 */
export function needTarget(
  n: Pick<NeedOrderItem, 'cplx' | 'needId'>,
  hotelVersion?: number,
): { url: string; query?: { needId: string } } | null {
  if (n.cplx === '10901') return { url: '/tk/tkNeedDetail', query: { needId: n.needId } };
  if (n.cplx === '10903') {
    const base = hotelQueryRoute(hotelVersion).replace(/\/htQuery$/, '/htInquiryDetail');
    return { url: `${base}/${encodeURIComponent(n.needId)}` };
  }
  return null;
}

export interface UserOrderListProps {
  route: string;
  title: MessageKey;
  empty: MessageKey;
  call(body: UserOrderListRequest): Answer<PageData, UserOrderItem>;
}

/**
 * A user-centre order list (train berth orders, the cars of trips): my orders, or my department's / company's
 * within my booking range, 20 a page; a row opens its order detail once that product's screens exist.
 */
export const UserOrderList = observer(function UserOrderList({ route, title, empty, call }: UserOrderListProps) {
  const { session, ui } = useStores();
  const { t } = ui;
  const maxScope = session.userInfo?.empInfo.bookRange ?? 1;
  const fetcher = (s: FindScope) => async (pageNum: number, count: number) => {
    const answer = await call({ pageNum, count, findScope: s });
    return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
  };
  const list = useMemo(() => new PagedListStore<UserOrderItem>(noRows, LIMITS.pageSize.list, (r) => r.orderId), []);
  // One store for the screen; the scope swaps its source.
  const [scope, setScope] = useListSource<FindScope, UserOrderItem>(list, 1, fetcher, true);
  const [shown, setShown] = useState(false);
  useDidShow(() => {
    if (shown) void list.refresh();
    setShown(true);
  });

  const open = (o: UserOrderItem) => {
    const target = userOrderTarget(o);
    if (target) void navigate(target.url, { query: target.query });
    else showToast(t('people.orders.detailLater'), LIMITS.ui.toastMs);
  };

  return (
    <PageShell route={route} title={title} className="pp-page user-orders">
      {maxScope > 1 && (
        <View className="pp-toolbar">
          <View className="pp-filters" role="radiogroup" aria-label={t('user.scope')}>
            {SCOPES.filter((s) => s.scope <= maxScope).map((s) => (
              <Pressable
                key={s.scope}
                role="radio"
                selected={scope === s.scope}
                className={`pp-chip ${scope === s.scope ? 'pp-chip--on' : ''}`}
                onPress={() => setScope(s.scope)}
                testId={`scope-${s.scope}`}
              >
                {t(s.label)}
              </Pressable>
            ))}
          </View>
        </View>
      )}
      <PagedList
        list={list}
        emptyText={t(empty)}
        renderItem={(o) => (
          <Pressable
            key={o.orderId}
            role="link"
            className="obt-card pp-item"
            onPress={() => open(o)}
            testId="order-row"
          >
            <View className="pp-item__head">
              <Text className="pp-item__title" {...NO_TRANSLATE}>
                {o.title}
              </Text>
              <StatusTag status={o.orderStatus} />
            </View>
            <Text className="pp-item__line" {...NO_TRANSLATE}>
              {[o.travelDate, o.travellerNames.join('、')].filter(Boolean).join(' · ')}
            </Text>
            <View className="pp-item__head">
              <Text className="bk-sub">{o.orderNo}</Text>
              <Text className="pp-item__title">{formatAmount(o.amount)}</Text>
            </View>
          </Pressable>
        )}
      />
    </PageShell>
  );
});
