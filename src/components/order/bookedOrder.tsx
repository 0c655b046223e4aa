/**
 * The frame of a booked order's detail screen, shared by every product whose order is paid and then ticketed (SPEC
 * §4 orders): polling while the tickets are on their way, one idempotency key per cancel intent, the status head's
 * lines, and the contact and travel-details blocks.
 */
import { useRef, type DependencyList } from 'react';
import { observer } from 'mobx-react-lite';
import { newIdempotencyKey } from '../../api/helpers/idempotency';
import { ApiError } from '../../api/transport';
import type { OrderStatus } from '../../domain/orderStatus';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import type { RecordResult } from '../RecordLoader';
import { InfoBlock } from './InfoBlock';
import type { OrderHeadLine, OrderHeadProps } from './OrderHead';
import { useOrderRecord } from './OrderDetailShell';
import '../../i18n/parts/pay';
import '../../i18n/parts/tripBooking';

/** Statuses during which the tickets are on their way: the detail refreshes itself until they arrive. */
export const TICKETING_STATUSES: readonly string[] = ['paid', 'ticketing'] satisfies readonly OrderStatus[];

/** Whether the order's tickets are still on their way. */
export const isTicketing = (order: { orderStatus: string }): boolean => TICKETING_STATUSES.includes(order.orderStatus);

/** Auto refresh while ticketing: every 3 s for at most 2 minutes. */
export const AUTO_REFRESH = { intervalMs: 3000, timeoutMs: 120000 } as const;

/** A booked order's record: loaded like every detail, and reloaded while its tickets are on their way. */
export function useBookedOrderRecord<T extends { orderStatus: string }>(
  load: (() => Promise<T | null>) | null,
  deps: DependencyList,
): RecordResult<T> {
  return useOrderRecord(load, deps, {
    pollMs: AUTO_REFRESH.intervalMs,
    pollForMs: AUTO_REFRESH.timeoutMs,
    until: (order) => !isTicketing(order),
  });
}

/**
 * The order's cancel under one key per cancel intent: a double tap or a retry after a lost answer cancels once; a
 * refusal (nothing changed) ends the intent, so a later attempt is a new one.
 */
export function useCancelIntent<A extends unknown[]>(
  cancel: (key: string, ...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  const key = useRef<string | null>(null);
  return async (...args: A) => {
    key.current = key.current ?? newIdempotencyKey();
    try {
      await cancel(key.current, ...args);
      key.current = null;
    } catch (e) {
      if (e instanceof ApiError && e.kind === 'code') key.current = null;
      throw e;
    }
  };
}

/** What the head and the blocks read of a booked order. */
export interface BookedOrder {
  orderNo: string;
  orderStatus: string;
  amount: number;
  createdAt: string;
  payDeadline: string;
  linkman: string;
  linkTel: string;
  linkEmail: string;
  costCenterName: string;
  projectName: string;
  ccsqdNo?: string | null;
  /** The reason given for booking outside the policy (absent: a product without a policy check). */
  violationReason?: string;
  remark: string;
}

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The status head: number, creation time, the pay deadline, auto refresh while ticketing, then the product's notes. */
export function bookedOrderHead(
  order: BookedOrder,
  t: Translate,
  notes: readonly (OrderHeadLine | null | false)[] = [],
): OrderHeadProps {
  return {
    testId: 'order-head',
    status: order.orderStatus,
    amount: order.amount,
    lines: [
      { text: `${t('pay.order.no')} ${order.orderNo}`, copy: { value: order.orderNo, what: t('pay.order.no') } },
      { text: `${t('pay.order.createdAt')} ${order.createdAt}` },
      order.orderStatus === 'awaitingPayment' &&
        !!order.payDeadline && {
          text: t('pay.order.payBy', { time: order.payDeadline.slice(11, 16) }),
          tone: 'due' as const,
        },
      isTicketing(order) && { text: t('pay.order.autoRefresh'), tone: 'live' as const, testId: 'auto-refresh' },
      ...notes,
    ],
  };
}

type Row = { label: string; value: string | null | undefined };

/**
 * The contacts (with the product's rows after them) and the travel details: cost centre, project, trip request,
 * the violation rows (default: the reason given) and the remark.
 */
export const BookedOrderInfo = observer(function BookedOrderInfo(props: {
  order: BookedOrder;
  contactRows?: readonly Row[];
  violationRows?: readonly Row[];
}) {
  const { ui } = useStores();
  const { t } = ui;
  const { order } = props;
  return (
    <>
      <InfoBlock
        id="order-contact"
        title={t('pay.order.contacts.title')}
        rows={[
          { label: t('pay.order.contact.name'), value: order.linkman, data: true },
          { label: t('pay.order.contact.tel'), value: order.linkTel },
          { label: t('pay.order.contact.email'), value: order.linkEmail },
          ...(props.contactRows ?? []),
        ]}
      />
      <InfoBlock
        id="order-extra"
        title={t('pay.order.extra.title')}
        rows={[
          { label: t('pay.order.extra.costCenter'), value: order.costCenterName, data: true },
          { label: t('pay.order.extra.project'), value: order.projectName, data: true },
          { label: t('tripBooking.order.request'), value: order.ccsqdNo },
          ...(props.violationRows ?? [{ label: t('pay.order.extra.violation'), value: order.violationReason }]),
          { label: t('pay.order.extra.remark'), value: order.remark, data: true },
        ]}
      />
    </>
  );
});
