import { useMemo, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { NeedOrderItem } from '../../../../api/contract/peopleAdmin';
import { needOrderList } from '../../../../api/people';
import { PageShell } from '../../../../components/PageShell';
import { PagedList } from '../../../../components/PagedList';
import { useListSource } from '../../../../components/PagedList/listSource';
import { formatAmount } from '../../../../components/order';
import { Pressable } from '../../../../components/Pressable';
import { LIMITS } from '../../../../domain/limits';
import { hasKey } from '../../../../i18n';
import { decodeQuery, navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { PagedListStore, noRows } from '../../../../stores/pagedList';
import { Tabs } from '../../people/parts';
import { needTarget } from '../../people/UserOrderList';
import '../../people/people.scss';
import '../../../../i18n/parts/people';

const ROUTE = '/userCenter/NeedOrder/:id?';

/** Product tabs: '' all, then the products that take demand orders ('10901' flights; hotels come later). */
const PRODUCTS = ['', '10901', '10903'] as const;
type Product = (typeof PRODUCTS)[number];

const fetcher = (cplx: Product) => async (pageNum: number, count: number) => {
  const answer = await needOrderList({ pageNum, count, cplx: cplx || undefined });
  return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
};

/**
 * My demand orders across products (SPEC §2 /userCenter/NeedOrder/:id?; the optional id is a product code that
 * selects its tab). A flight demand order opens /tk/tkNeedDetail.
 */
function NeedOrderPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const hotelVersion = session.userInfo?.vipCorp.hotelVersion;
  const param = decodeQuery(useRouter().params).id ?? '';
  const list = useMemo(
    () => new PagedListStore<NeedOrderItem>(noRows, LIMITS.pageSize.list, (r) => `${r.cplx}:${r.needId}`),
    [],
  );
  const [product, setProduct] = useListSource<Product, NeedOrderItem>(
    list,
    (PRODUCTS as readonly string[]).includes(param) ? (param as Product) : '',
    fetcher,
    true,
  );
  const [shown, setShown] = useState(false);
  // Back from a detail (cancelled, updated): show the change.
  useDidShow(() => {
    if (shown) void list.refresh();
    setShown(true);
  });

  const statusText = (status: string) => {
    const key = `people.need.status.${status}`;
    return hasKey(key) ? t(key) : status;
  };
  const group = (status: string) =>
    status === 'pending' || status === 'submitted' || status === 'processing'
      ? 'processing'
      : status === 'processed' || status === 'quoted'
        ? 'done'
        : 'closed';

  return (
    <PageShell route={ROUTE} title="people.need.title" className="pp-page need-order">
      <Tabs<Product>
        label={t('people.need.title')}
        tabs={PRODUCTS.map((p) => ({ value: p, label: t(p ? `product.${p}` : 'orders.tab.all') }))}
        value={product}
        onChange={setProduct}
      />
      <PagedList
        list={list}
        emptyText={t('people.need.empty')}
        renderItem={(n) => {
          const target = needTarget(n, hotelVersion);
          const body = (
            <>
              <View className="pp-item__head">
                <Text className="pp-item__title">{n.title || n.needNo}</Text>
                <Text className={`obt-status obt-status--${group(n.status)}`} data-status={n.status}>
                  {statusText(n.status)}
                </Text>
              </View>
              <Text className="pp-item__line">
                {hasKey(`product.${n.cplx}`) ? t(`product.${n.cplx}` as 'product.10901') : n.cplx} · {n.needNo}
              </Text>
              <Text className="pp-item__line">
                {t('people.need.summary', { count: n.personCount, budget: formatAmount(n.expectBudget) })}
              </Text>
              <Text className="pp-item__line">
                {t('people.need.deadline', { time: n.expectDeadline })} · {n.createdAt}
              </Text>
            </>
          );
          return target ? (
            <Pressable
              key={`${n.cplx}:${n.needId}`}
              role="link"
              className="obt-card pp-item"
              onPress={() => void navigate(target.url, { query: target.query })}
              testId="need-row"
            >
              {body}
            </Pressable>
          ) : (
            <View key={`${n.cplx}:${n.needId}`} className="obt-card pp-item" data-testid="need-row">
              {body}
            </View>
          );
        }}
      />
      <View className="pp-bar">
        <Pressable className="bk-btn bk-btn--primary" onPress={() => void navigate('/tk/tkNeed')} testId="need-new">
          {t('people.need.new')}
        </Pressable>
      </View>
    </PageShell>
  );
}

export default observer(NeedOrderPage);
