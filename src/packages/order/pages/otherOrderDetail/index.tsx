import { useRef } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { OrderCommonDetail } from '../../../../api/contract/orders';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { ApiError } from '../../../../api/transport';
import { InfoBlock, OrderDetailShell, formatAmount, useOrderRecord } from '../../../../components/order';
import type { MessageKey } from '../../../../i18n';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import { isRefusal, useOrderDetailStore } from '../../orderDetailStore';
import { productOf } from '../../productLabel';
import '../../../../i18n/parts/orders';

const ROUTE = '/otherOrderDetail';

/**
 * The generic read-only order detail (SPEC §2 Other: /otherOrderDetail): other orders (11097) and every product whose
 * own screens are not built yet. Common fields, status, timeline, travellers, amount; cancel before payment.
 */
function OtherOrderDetailPage() {
  const { ui } = useStores();
  const { t } = ui;
  const store = useOrderDetailStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const record = useOrderRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store], {
    notFound: isRefusal,
  });
  // One key per cancel intent: a double tap or a retry after a lost answer cancels once.
  const cancelKey = useRef<string | null>(null);

  const cancel = async (reason: string) => {
    const order = record.data;
    if (!order) return;
    cancelKey.current = cancelKey.current ?? newIdempotencyKey();
    try {
      await store.cancelOrder(order, reason, cancelKey.current);
      cancelKey.current = null;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'code') cancelKey.current = null;
      throw e;
    }
  };

  const view = (order: OrderCommonDetail) => ({
    head: {
      testId: 'order-head',
      status: order.orderStatus,
      title: order.title || t('orders.type.unknown'),
      lines: [{ text: t('orders.detail.readOnly'), tone: 'note' as const }],
    },
    details: (
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
          { label: t('orders.detail.amount'), value: formatAmount(order.amount) },
          { label: t('orders.detail.remark'), value: order.remark },
        ]}
      />
    ),
    timeline: order.events.map((e) => ({ status: e.toStatus, at: e.at, note: e.note })),
    actions: {
      orderId: order.id,
      orderNo: order.orderNo,
      orderType: order.orderType,
      actions: {
        cancel: order.canCancel,
        pay: order.orderStatus === 'awaitingPayment',
        refund: false,
        change: false,
        resend: false,
      },
      cancelReasonRequired: true,
      onCancel: cancel,
      onCancelled: () => void record.reload(),
    },
  });

  return (
    <OrderDetailShell
      route={ROUTE}
      title="orders.detail.title"
      className="other-order"
      record={record}
      notFoundText="orders.detail.missing"
      view={view}
    />
  );
}

export default observer(OtherOrderDetailPage);
