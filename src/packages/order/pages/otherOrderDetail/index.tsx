import { useCallback, useEffect, useRef, useState } from 'react';
import { Text, View } from '@tarojs/components';
import { useDidShow, usePullDownRefresh, stopPullDownRefresh, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { OrderCommonDetail } from '../../../../api/contract/orders';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { orderDetail } from '../../../../api/orders';
import { cancelAnyOrder } from '../../../../pages/allorder/cancel';
import { ApiError } from '../../../../api/transport';
import { EmptyState } from '../../../../components/EmptyState';
import { PageShell } from '../../../../components/PageShell';
import { InfoBlock, OrderActions, StatusTag, Timeline } from '../../../../components/order';
import type { MessageKey } from '../../../../i18n';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { productOf } from '../../productLabel';
import './index.scss';
import '../../../../i18n/parts/orders';

const ROUTE = '/otherOrderDetail';

type LoadState = 'loading' | 'ready' | 'missing' | 'failed';

/**
 * The generic read-only order detail (SPEC §2 Other: /otherOrderDetail): other orders (11097) and every product whose
 * own screens are not built yet. Common fields, status, timeline, travellers, amount; cancel before payment.
 */
function OtherOrderDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const [order, setOrder] = useState<OrderCommonDetail | null>(null);
  const [state, setState] = useState<LoadState>(orderId ? 'loading' : 'missing');
  // One key per cancel intent: a double tap or a retry after a lost answer cancels once.
  const cancelKey = useRef<string | null>(null);

  const load = useCallback(async () => {
    if (!orderId) return;
    try {
      const answer = await orderDetail({ orderId });
      setOrder(answer.data ?? null);
      setState(answer.data ? 'ready' : 'missing');
    } catch (e) {
      setState(e instanceof ApiError && e.kind === 'code' ? 'missing' : 'failed');
    }
  }, [orderId]);

  useEffect(() => {
    void load();
  }, [load]);
  useDidShow(() => {
    if (order) void load();
  });
  usePullDownRefresh(() => {
    void load().finally(() => stopPullDownRefresh());
  });

  const cancel = async (reason: string) => {
    if (!order) return;
    cancelKey.current = cancelKey.current ?? newIdempotencyKey();
    try {
      await cancelAnyOrder({ id: order.id, orderType: order.orderType }, reason, cancelKey.current);
      cancelKey.current = null;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'code') cancelKey.current = null;
      throw e;
    }
  };

  if (!order) {
    return (
      <PageShell route={ROUTE} title="orders.detail.title" className="other-order">
        {state === 'loading' ? (
          <View role="status">{t('common.loading')}</View>
        ) : (
          <EmptyState
            text={t(state === 'failed' ? 'common.loadFailed' : 'orders.detail.missing')}
            actionText={state === 'failed' ? t('common.retry') : undefined}
            onAction={state === 'failed' ? () => void load() : undefined}
          />
        )}
      </PageShell>
    );
  }

  return (
    <PageShell route={ROUTE} title="orders.detail.title" className="other-order">
      <View className="obt-card order-block" data-testid="order-head">
        <View className="other-order__head">
          <Text className="order-block__title" role="heading" aria-level={2}>
            {order.title || t('orders.type.unknown')}
          </Text>
          <StatusTag status={order.orderStatus} />
        </View>
        <Text className="other-order__note">{t('orders.detail.readOnly')}</Text>
      </View>
      <InfoBlock
        id="order-info"
        title={t('orders.detail.title')}
        rows={[
          { label: t('orders.detail.orderNo'), value: order.orderNo },
          { label: t('orders.detail.type'), value: t(`orders.product.${productOf(order.orderType)}` as MessageKey) },
          { label: t('orders.detail.travelDate'), value: order.travelDate },
          { label: t('orders.detail.travellers'), value: order.travellerNames.join('、') },
          { label: t('orders.detail.booker'), value: order.bookerName },
          { label: t('orders.detail.contact'), value: [order.linkMan, order.linkTel].filter(Boolean).join(' ') },
          { label: t('orders.detail.createdAt'), value: order.createdAt },
          { label: t('orders.detail.amount'), value: t('orders.total', { amount: order.amount.toFixed(2) }) },
          { label: t('orders.detail.remark'), value: order.remark },
        ]}
      />
      <Timeline events={order.events.map((e) => ({ status: e.toStatus, at: e.at, note: e.note }))} />
      <OrderActions
        orderId={order.id}
        orderNo={order.orderNo}
        orderType={order.orderType}
        actions={{
          cancel: order.canCancel,
          pay: order.orderStatus === 'awaitingPayment',
          refund: false,
          change: false,
          resend: false,
        }}
        cancelReasonRequired
        onCancel={cancel}
        onCancelled={() => void load()}
      />
    </PageShell>
  );
}

export default observer(OtherOrderDetailPage);
