import { useRef } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { ApiError } from '../../../../api/transport';
import { InfoBlock, OrderDetailShell, useOrderRecord } from '../../../../components/order';
import { REFUND_APPLY_ROUTES } from '../../../../domain/orderRouting';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import type { MessageKey } from '../../../../i18n';
import { Pressable } from '../../../../components/Pressable';
import { useAfterSalesStore } from '../../afterSales/afterSalesStore';
import { ApprovalBlock, INVOICE_STATUSES, requestInvoice } from './ApprovalBlock';
import { FlightSegments } from './FlightSegments';
import { AUTO_REFRESH, isTicketing, passengerItems } from './data';
import './index.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/tripBooking';

const ROUTE = '/tk/tkOrderDetail';

/**
 * A flight order (SPEC §2 /tk/tkOrderDetail, §4 orders): status, flights, passengers, price, timeline, actions; the
 * trip request it was booked through, its violations and its approval (issue 4). While paid / ticketing it refreshes
 * itself until the ticket is issued (or the 2-minute limit passes).
 */
function TkOrderDetailPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const store = useAfterSalesStore();
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const record = useOrderRecord(orderId ? () => store.loadOrder(orderId) : null, [orderId, store], {
    pollMs: AUTO_REFRESH.intervalMs,
    pollForMs: AUTO_REFRESH.timeoutMs,
    until: (order) => !isTicketing(order),
  });
  const reload = () => void record.reload();
  // One key per cancel intent: a double tap or a retry after a lost answer cancels once.
  const cancelKey = useRef<string | null>(null);

  const cancel = async (reason: string) => {
    cancelKey.current = cancelKey.current ?? newIdempotencyKey();
    try {
      await store.cancelOrder(orderId, reason, cancelKey.current);
      cancelKey.current = null;
    } catch (e) {
      // Refused: nothing changed, a later attempt is a new intent.
      if (e instanceof ApiError && e.kind === 'code') cancelKey.current = null;
      throw e;
    }
  };

  const view = (order: FlightOrderDetail) => ({
    head: {
      testId: 'order-head',
      status: order.orderStatus,
      amount: order.amount,
      lines: [
        { text: `${t('pay.order.no')} ${order.orderNo}` },
        { text: `${t('pay.order.createdAt')} ${order.createdAt}` },
        order.orderStatus === 'awaitingPayment' &&
          !!order.payDeadline && {
            text: t('pay.order.payBy', { time: order.payDeadline.slice(11, 16) }),
            tone: 'due' as const,
          },
        isTicketing(order) && { text: t('pay.order.autoRefresh'), tone: 'live' as const, testId: 'auto-refresh' },
      ],
    },
    sections: (
      <>
        <ApprovalBlock order={order} onChanged={reload} />
        <FlightSegments ranges={order.ranges} tripType={order.tripType} />
      </>
    ),
    passengers: passengerItems(order),
    priceLines: order.priceLines,
    details: (
      <>
        <InfoBlock
          id="order-contact"
          title={t('pay.order.contacts.title')}
          rows={[
            { label: t('pay.order.contact.name'), value: order.linkman },
            { label: t('pay.order.contact.tel'), value: order.linkTel },
            { label: t('pay.order.contact.email'), value: order.linkEmail },
          ]}
        />
        <InfoBlock
          id="order-extra"
          title={t('pay.order.extra.title')}
          rows={[
            { label: t('pay.order.extra.costCenter'), value: order.costCenterName },
            { label: t('pay.order.extra.project'), value: order.projectName },
            { label: t('tripBooking.order.request'), value: order.ccsqdNo },
            { label: t('tripBooking.order.violations'), value: violationText(order.violations ?? [], t) },
            { label: t('pay.order.extra.violation'), value: order.violations?.length ? '' : order.violationReason },
            { label: t('pay.order.extra.remark'), value: order.remark },
          ]}
        />
      </>
    ),
    timeline: order.timeline,
    footer:
      order.paid && INVOICE_STATUSES.includes(order.orderStatus) ? (
        <Pressable className="tk-order__invoice" onPress={() => requestInvoice(order)} testId="order-invoice">
          {t('tripBooking.order.invoice')} ›
        </Pressable>
      ) : null,
    actions: {
      orderId: order.orderId,
      orderNo: order.orderNo,
      orderType: order.orderType,
      actions: order.actions,
      refundUrl: REFUND_APPLY_ROUTES.flightRefund,
      changeUrl: REFUND_APPLY_ROUTES.flightChange,
      refundLabel: 'pay.order.flight.refund' as const,
      changeLabel: 'pay.order.flight.change' as const,
      onCancel: cancel,
      onCancelled: reload,
      defaultEmail: order.linkEmail || session.userInfo?.empInfo.email || '',
    },
  });

  return (
    <OrderDetailShell
      route={ROUTE}
      title="pay.order.detail.title"
      className="tk-order"
      record={record}
      notFoundText="pay.orderIdMissing"
      view={view}
    />
  );
}

/** Violation items with their reasons, one per line ('' when none). */
function violationText(
  list: readonly { item: string; reason: string }[],
  t: (key: MessageKey, values?: Record<string, string>) => string,
): string {
  const label = (item: string) => {
    const key = `tripBooking.violation.${item}` as MessageKey;
    const text = t(key);
    return text === key ? item : text;
  };
  return list
    .map((v) =>
      v.reason ? t('tripBooking.violation.withReason', { item: label(v.item), reason: v.reason }) : label(v.item),
    )
    .join('；');
}

export default observer(TkOrderDetailPage);
