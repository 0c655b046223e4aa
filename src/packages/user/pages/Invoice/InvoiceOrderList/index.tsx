import { useEffect, useMemo, useRef, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { InvoiceListItem, InvoiceOrderItem, KpType, SwxxItem } from '../../../../../api/contract/invoice';
import { invoiceList, invoiceOrderList, swxxDelete, swxxList } from '../../../../../api/invoice';
import { StatusTag } from '../../../../../components/order';
import { PageShell } from '../../../../../components/PageShell';
import { PagedList } from '../../../../../components/PagedList';
import { Pressable } from '../../../../../components/Pressable';
import { LIMITS } from '../../../../../domain/limits';
import { formatYuan } from '../../../../../domain/money';
import { showToast } from '../../../../../hosts/ui';
import type { MessageKey } from '../../../../../i18n';
import { decodeQuery, navigate } from '../../../../../router';
import { useStores } from '../../../../../stores';
import { PagedListStore } from '../../../../../stores/pagedList';
import { ActionBar, Tabs, useConfirmedAction } from '../../../people/parts';
import { MAX_ORDERS_PER_REQUEST, ordersTotalFen } from '../parts/requestForm';
import { takeRequested } from '../parts/selection';
import { InvoiceStatusBadge, yuan } from '../parts/ui';
import '../../../people/people.scss';
import '../parts/invoice.scss';
import '../../../../../i18n/parts/invoice';
import { NO_TRANSLATE } from '../../../../../components/Pressable/noTranslate';
import { Icon } from '../../../../../components/Icon';
import { check } from '../../../../../components/Icon/icons';

const ROUTE = '/userCenter/Invoice/InvoiceOrderList';

type Tab = 'orders' | 'requests' | 'titles';
const TABS: readonly Tab[] = ['orders', 'requests', 'titles'];
/** Pages walked to find an order given by ?orderId= that is not on the first page. */
const PRESELECT_PAGES = 5;

const paged =
  <T,>(call: (body: { pageNum: number; count: number }) => Promise<{ list?: T[]; data?: { total?: number } }>) =>
  async (pageNum: number, count: number) => {
    const answer = await call({ pageNum, count });
    return { rows: answer.list ?? [], total: answer.data?.total ?? 0 };
  };

/**
 * Invoices (SPEC §2 /userCenter/Invoice/InvoiceOrderList): the orders that can be invoiced (multi-select with the
 * total, then "request invoice"), my invoice requests (each opens its detail: the e-invoice or the paper delivery)
 * and my invoice titles (list, edit, delete, add). `?orderId=` preselects an order (the entry from an order detail);
 * `?tab=` opens a tab.
 */
function InvoiceOrderListPage() {
  const { ui } = useStores();
  const { t } = ui;
  const query = decodeQuery(useRouter().params);
  const initial = query.tab as Tab | undefined;
  const [tab, setTab] = useState<Tab>(initial && TABS.includes(initial) ? initial : 'orders');
  const [selected, setSelected] = useState<ReadonlyMap<string, InvoiceOrderItem>>(new Map());
  const preselect = useRef(query.orderId ?? '');
  const preselectPages = useRef(0);
  const remove = useConfirmedAction();
  const lists = useMemo(
    () => ({
      orders: new PagedListStore<InvoiceOrderItem>(paged(invoiceOrderList), LIMITS.pageSize.list, (r) => r.orderId),
      requests: new PagedListStore<InvoiceListItem>(paged(invoiceList), LIMITS.pageSize.list, (r) => r.id),
      titles: new PagedListStore<SwxxItem>(paged(swxxList), LIMITS.pageSize.list, (r) => r.id),
    }),
    [],
  );

  // Every show (first, and back from a request or a title form) reloads the tab in view; orders just requested
  // leave the selection.
  useDidShow(() => {
    const done = takeRequested();
    if (done.length > 0) {
      setSelected((current) => {
        const next = new Map(current);
        for (const id of done) next.delete(id);
        return next;
      });
    }
    void lists[tab].refresh();
  });

  // The order of ?orderId= is selected once it is listed (looking a few pages further when needed).
  const orders = lists.orders.items;
  useEffect(() => {
    const id = preselect.current;
    if (!id || !lists.orders.loaded) return;
    const row = orders.find((o) => o.orderId === id);
    if (row) {
      preselect.current = '';
      setSelected((current) => new Map(current).set(row.orderId, row));
    } else if (lists.orders.hasMore && preselectPages.current < PRESELECT_PAGES) {
      preselectPages.current += 1;
      void lists.orders.loadMore();
    } else {
      preselect.current = '';
    }
  }, [orders, lists.orders]);

  const choose = (next: Tab) => {
    setTab(next);
    void lists[next].refresh();
  };

  const toggle = (order: InvoiceOrderItem) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(order.orderId)) {
        next.delete(order.orderId);
      } else if (next.size >= MAX_ORDERS_PER_REQUEST) {
        showToast(t('invoice.orders.tooMany', { max: MAX_ORDERS_PER_REQUEST }), LIMITS.ui.toastMs);
        return current;
      } else {
        next.set(order.orderId, order);
      }
      return next;
    });
  };

  const chosen = [...selected.values()];
  const totalFen = ordersTotalFen(chosen);
  const requestInvoice = () => {
    if (chosen.length === 0) {
      showToast(t('invoice.orders.pickOne'), LIMITS.ui.toastMs);
      return;
    }
    void navigate('/userCenter/Invoice/addInvoice', { query: { orderIds: chosen.map((o) => o.orderId).join(',') } });
  };

  const deleteTitle = async (title: SwxxItem) => {
    const done = await remove.run(
      {
        title: 'invoice.delete',
        content: 'invoice.titles.deleteConfirm',
        done: 'invoice.deleted',
        values: { name: title.gsmc },
      },
      () => swxxDelete({ id: title.id }),
    );
    if (done) void lists.titles.refresh();
  };

  const kpTypeLabel = (kpType: KpType) => t(`invoice.kpType.${kpType}` as MessageKey);

  return (
    <PageShell route={ROUTE} title="invoice.title" className="pp-page invoice-orders">
      <Tabs<Tab>
        label={t('invoice.title')}
        tabs={TABS.map((value) => ({ value, label: t(`invoice.tab.${value}`) }))}
        value={tab}
        onChange={choose}
      />
      {tab === 'orders' && (
        <PagedList
          list={lists.orders}
          emptyText={t('invoice.orders.empty')}
          renderItem={(o) => {
            const on = selected.has(o.orderId);
            return (
              <Pressable
                key={o.orderId}
                role="checkbox"
                selected={on}
                label={t('invoice.orders.select', { orderNo: o.orderNo })}
                className={`obt-card pp-item inv-order ${on ? 'inv-order--on' : ''}`}
                testId={`invoice-order-${o.orderId}`}
                onPress={() => toggle(o)}
              >
                <View className="inv-order__box" aria-hidden>
                  {on ? <Icon icon={check} color="#fff" /> : null}
                </View>
                <View className="inv-order__body">
                  <View className="pp-item__head">
                    <Text className="pp-item__title" {...NO_TRANSLATE}>
                      {o.title}
                    </Text>
                    <StatusTag status={o.orderStatus} />
                  </View>
                  <Text className="pp-item__line" {...NO_TRANSLATE}>
                    {o.travelDate} · {o.travellerNames.join('、')}
                  </Text>
                  <View className="pp-item__head">
                    <Text className="pp-item__line">{o.orderNo}</Text>
                    <Text className="inv-amount">{yuan(o.amount)}</Text>
                  </View>
                  {o.paidAt ? <Text className="bk-sub">{t('invoice.orders.paidAt', { time: o.paidAt })}</Text> : null}
                </View>
              </Pressable>
            );
          }}
        />
      )}
      {tab === 'requests' && (
        <PagedList
          list={lists.requests}
          emptyText={t('invoice.requests.empty')}
          renderItem={(r) => (
            <Pressable
              key={r.id}
              role="link"
              className="obt-card pp-item"
              testId={`invoice-request-${r.id}`}
              onPress={() => void navigate('/userCenter/Invoice/distributionDetail', { query: { id: r.id } })}
            >
              <View className="pp-item__head">
                <Text className="pp-item__title" {...NO_TRANSLATE}>
                  {r.gsmc}
                </Text>
                <InvoiceStatusBadge status={r.status} />
              </View>
              <Text className="pp-item__line">
                {kpTypeLabel(r.kpType)} · {r.kpNo}
              </Text>
              <Text className="pp-item__line">
                {r.orderCount > 1
                  ? t('invoice.requests.orders', { orderNo: r.firstOrderNo, count: r.orderCount })
                  : t('invoice.requests.order', { orderNo: r.firstOrderNo })}
              </Text>
              {r.invoiceNo ? (
                <Text className="pp-item__line">{t('invoice.requests.invoiceNo', { no: r.invoiceNo })}</Text>
              ) : null}
              {r.trackingNo ? (
                <Text className="pp-item__line">
                  {t('invoice.requests.tracking', { courier: r.courierCompany, no: r.trackingNo })}
                </Text>
              ) : null}
              <View className="pp-item__head">
                <Text className="bk-sub">{r.createdAt}</Text>
                <Text className="inv-amount">{yuan(r.amount)}</Text>
              </View>
            </Pressable>
          )}
        />
      )}
      {tab === 'titles' && (
        <PagedList
          list={lists.titles}
          emptyText={t('invoice.titles.empty')}
          renderItem={(s) => (
            <View key={s.id} className="obt-card pp-item" data-testid="invoice-title-row">
              <View className="pp-item__head">
                <Text className="pp-item__title" {...NO_TRANSLATE}>
                  {s.gsmc}
                </Text>
                <Text className="pp-badge">{t(`invoice.unitType.${s.unitType}` as MessageKey)}</Text>
              </View>
              <Text className="pp-item__line">
                {t('invoice.labelled', {
                  label: t('invoice.field.nsrsbh'),
                  value: s.nsrsbh || t('invoice.titles.noTax'),
                })}
              </Text>
              {s.yydzTel ? (
                <Text className="pp-item__line">
                  {t('invoice.labelled', { label: t('invoice.field.yydzTel'), value: s.yydzTel })}
                </Text>
              ) : null}
              {s.yhxx ? (
                <Text className="pp-item__line">
                  {t('invoice.labelled', { label: t('invoice.field.yhxx'), value: s.yhxx })}
                </Text>
              ) : null}
              {s.jsEmail ? (
                <Text className="pp-item__line">
                  {t('invoice.labelled', { label: t('invoice.field.jsEmail'), value: s.jsEmail })}
                </Text>
              ) : null}
              <View className="pp-item__actions">
                <Pressable
                  className="pp-link"
                  label={`${t('invoice.edit')} ${s.gsmc}`}
                  testId="invoice-title-edit"
                  onPress={() => void navigate('/userCenter/Invoice/addInvoiceTitle', { query: { id: s.id } })}
                >
                  {t('invoice.edit')}
                </Pressable>
                <Pressable
                  className="pp-link pp-link--danger"
                  label={`${t('invoice.delete')} ${s.gsmc}`}
                  disabled={remove.busy}
                  testId="invoice-title-delete"
                  onPress={() => void deleteTitle(s)}
                >
                  {t('invoice.delete')}
                </Pressable>
              </View>
            </View>
          )}
        />
      )}
      {tab === 'orders' && (
        <ActionBar>
          <View className="inv-bar__sum" data-testid="invoice-selection" aria-live="polite">
            <Text>{t('invoice.orders.selected', { count: chosen.length })}</Text>
            <Text className="inv-bar__total" data-testid="invoice-selection-total">
              {t('invoice.orders.total', { amount: formatYuan(totalFen) })}
            </Text>
          </View>
          <Pressable
            className="bk-btn bk-btn--primary"
            disabled={chosen.length === 0}
            testId="invoice-request"
            onPress={requestInvoice}
          >
            {t('invoice.orders.request')}
          </Pressable>
        </ActionBar>
      )}
      {tab === 'titles' && (
        <ActionBar>
          <Pressable
            className="bk-btn bk-btn--primary"
            testId="invoice-title-add"
            onPress={() => void navigate('/userCenter/Invoice/addInvoiceTitle')}
          >
            {t('invoice.titles.add')}
          </Pressable>
        </ActionBar>
      )}
    </PageShell>
  );
}

export default observer(InvoiceOrderListPage);
