import { useCallback, useEffect, useRef, useState } from 'react';
import { View, Text } from '@tarojs/components';
import { useDidShow, usePullDownRefresh, stopPullDownRefresh, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import { newIdempotencyKey } from '../../../../api/helpers/idempotency';
import { poll } from '../../../../api/helpers/poll';
import { ApiError } from '../../../../api/transport';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import {
  InfoBlock,
  OrderActions,
  PassengerList,
  PriceLines,
  StatusTag,
  Timeline,
  formatAmount,
} from '../../../../components/order';
import { REFUND_APPLY_ROUTES } from '../../../../domain/orderRouting';
import { decodeQuery } from '../../../../router';
import { useStores } from '../../../../stores';
import type { MessageKey } from '../../../../i18n';
import { Pressable } from '../../../../components/Pressable';
import { ApprovalBlock, INVOICE_STATUSES, requestInvoice } from './ApprovalBlock';
import { FlightSegments } from './FlightSegments';
import { AUTO_REFRESH, TICKETING_STATUSES, cancelFlightOrder, loadFlightOrder, passengerItems } from './data';
import './index.scss';
import '../../../../i18n/parts/pay';
import '../../../../i18n/parts/tripBooking';

const ROUTE = '/tk/tkOrderDetail';

type LoadState = 'loading' | 'ready' | 'failed' | 'missing';

/**
 * A flight order (SPEC §2 /tk/tkOrderDetail, §4 orders): status, flights, passengers, price, timeline, actions; the
 * trip request it was booked through, its violations and its approval (issue 4).
 */
function TkOrderDetailPage() {
  const { ui, session } = useStores();
  const { t } = ui;
  const orderId = decodeQuery(useRouter().params).orderId ?? '';
  const [order, setOrder] = useState<FlightOrderDetail | null>(null);
  const [state, setState] = useState<LoadState>(orderId ? 'loading' : 'missing');
  // One key per cancel intent: a double tap or a retry after a lost answer cancels once.
  const cancelKey = useRef<string | null>(null);

  const load = useCallback(async () => {
    if (!orderId) return;
    try {
      const next = await loadFlightOrder(orderId);
      setOrder(next);
      setState('ready');
    } catch {
      setState((s) => (s === 'ready' ? s : 'failed'));
    }
  }, [orderId]);

  // Also on coming back from the cashier or a refund/change screen.
  useDidShow(() => {
    void load();
  });
  usePullDownRefresh(() => {
    void load().finally(() => stopPullDownRefresh());
  });

  // While paid / ticketing, refresh until the ticket is issued (or the 2-minute limit passes).
  const status = order?.orderStatus ?? '';
  const ticketing = TICKETING_STATUSES.includes(status);
  useEffect(() => {
    if (!ticketing || !orderId) return undefined;
    const handle = poll(() => loadFlightOrder(orderId), {
      intervalMs: AUTO_REFRESH.intervalMs,
      timeoutMs: AUTO_REFRESH.timeoutMs,
      until: (next) => !TICKETING_STATUSES.includes(next.orderStatus),
      onValue: (next) => setOrder(next),
      retryOnError: () => true,
    });
    handle.promise.catch(() => undefined);
    return () => handle.cancel();
  }, [ticketing, orderId]);

  const cancel = async (reason: string) => {
    cancelKey.current = cancelKey.current ?? newIdempotencyKey();
    try {
      await cancelFlightOrder(orderId, reason, cancelKey.current);
      cancelKey.current = null;
    } catch (e) {
      // Refused: nothing changed, a later attempt is a new intent.
      if (e instanceof ApiError && e.kind === 'code') cancelKey.current = null;
      throw e;
    }
  };

  if (!order) {
    return (
      <PageShell route={ROUTE} title="pay.order.detail.title" className="tk-order">
        {state === 'loading' ? (
          <View className="tk-order__loading" role="status">
            {t('common.loading')}
          </View>
        ) : (
          <EmptyState
            text={t(state === 'missing' ? 'pay.orderIdMissing' : 'common.loadFailed')}
            actionText={state === 'failed' ? t('common.retry') : undefined}
            onAction={state === 'failed' ? () => void load() : undefined}
          />
        )}
      </PageShell>
    );
  }

  return (
    <PageShell route={ROUTE} title="pay.order.detail.title" className="tk-order">
      <View className="tk-order__head" data-testid="order-head">
        <View className="tk-order__status-row">
          <StatusTag status={order.orderStatus} />
          <Text className="tk-order__amount">{formatAmount(order.amount)}</Text>
        </View>
        <Text className="tk-order__no">
          {t('pay.order.no')} {order.orderNo}
        </Text>
        <Text className="tk-order__created">
          {t('pay.order.createdAt')} {order.createdAt}
        </Text>
        {order.orderStatus === 'awaitingPayment' && order.payDeadline ? (
          <Text className="tk-order__pay-by">{t('pay.order.payBy', { time: order.payDeadline.slice(11, 16) })}</Text>
        ) : null}
        {ticketing ? (
          <Text className="tk-order__auto" role="status" data-testid="auto-refresh">
            {t('pay.order.autoRefresh')}
          </Text>
        ) : null}
      </View>

      <ApprovalBlock order={order} onChanged={() => void load()} />
      <FlightSegments ranges={order.ranges} tripType={order.tripType} />
      <PassengerList passengers={passengerItems(order)} />
      <PriceLines lines={order.priceLines} />
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
          {
            label: t('tripBooking.order.violations'),
            value: violationText(order.violations ?? [], t),
          },
          { label: t('pay.order.extra.violation'), value: order.violations?.length ? '' : order.violationReason },
          { label: t('pay.order.extra.remark'), value: order.remark },
        ]}
      />
      <Timeline events={order.timeline} />
      {order.paid && INVOICE_STATUSES.includes(order.orderStatus) ? (
        <Pressable className="tk-order__invoice" onPress={() => requestInvoice(order)} testId="order-invoice">
          {t('tripBooking.order.invoice')} ›
        </Pressable>
      ) : null}

      <OrderActions
        orderId={order.orderId}
        orderNo={order.orderNo}
        orderType={order.orderType}
        actions={order.actions}
        refundUrl={REFUND_APPLY_ROUTES.flightRefund}
        changeUrl={REFUND_APPLY_ROUTES.flightChange}
        refundLabel="pay.order.flight.refund"
        changeLabel="pay.order.flight.change"
        onCancel={cancel}
        onCancelled={() => void load()}
        defaultEmail={order.linkEmail || session.userInfo?.empInfo.email || ''}
      />
    </PageShell>
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
