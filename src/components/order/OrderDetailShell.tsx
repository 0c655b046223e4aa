import type { DependencyList, ReactNode } from 'react';
import { RecordScreen, useRecord, type RecordOptions, type RecordResult } from '../RecordLoader';
import type { PriceLine } from '../../api/contract/orders';
import type { MessageKey } from '../../i18n';
import { OrderActions, type OrderActionsProps } from './OrderActions';
import { OrderHead, type OrderHeadProps } from './OrderHead';
import { PassengerList, type OrderPassengerItem } from './PassengerList';
import { PriceLines } from './PriceLines';
import { Timeline, type TimelineEvent } from './Timeline';

/** What a product shows of its order (or refund, change…) in the shared layout. */
export interface OrderDetailView {
  head: OrderHeadProps;
  /** The product's own sections under the head (flights, refund items…). */
  sections?: ReactNode;
  passengers?: readonly OrderPassengerItem[];
  priceLines?: readonly PriceLine[];
  /** Info blocks under the price (contacts, cost centre, reason…). */
  details?: ReactNode;
  timeline: readonly TimelineEvent[];
  /** The product's buttons under the timeline. */
  footer?: ReactNode;
  /** The shared cancel / pay / refund / change / resend bar. */
  actions?: OrderActionsProps;
}

interface Props<T> {
  /** The page's spec URL and title (SPEC §2). */
  route: string;
  title: MessageKey;
  className?: string;
  record: RecordResult<T>;
  /** No such record; `idleText` when the query names none (default `notFoundText`). */
  notFoundText: MessageKey;
  idleText?: MessageKey;
  view(data: T): OrderDetailView;
}

/**
 * Loads an order-detail record the way every detail screen does: on open, again each time the screen shows (back
 * from the cashier or a refund/change screen) and on pull-down; `pollMs` + `until` keep reloading until the record
 * reaches a final state (e.g. the ticket is issued).
 */
export function useOrderRecord<T>(
  load: (() => Promise<T | null>) | null,
  deps: DependencyList,
  options: Omit<RecordOptions<T>, 'refreshOnShow' | 'refreshOnPull'> = {},
): RecordResult<T> {
  return useRecord(load, deps, { ...options, refreshOnShow: true, refreshOnPull: true });
}

/**
 * The one order-detail layout of every product (SPEC §4 orders): status header, the product's sections,
 * travellers, price lines, details, timeline, buttons and the order actions; the record's loading, not-found and
 * failed states until it is there. Knows no product.
 */
export function OrderDetailShell<T>({ className, view, ...screen }: Props<T>) {
  return (
    <RecordScreen {...screen} className={`order-detail ${className ?? ''}`}>
      {(data) => {
        const shown = view(data);
        return (
          <>
            <OrderHead {...shown.head} />
            {shown.sections}
            {shown.passengers ? <PassengerList passengers={shown.passengers} /> : null}
            {shown.priceLines ? <PriceLines lines={shown.priceLines} /> : null}
            {shown.details}
            <Timeline events={shown.timeline} />
            {shown.footer}
            {shown.actions ? <OrderActions {...shown.actions} /> : null}
          </>
        );
      }}
    </RecordScreen>
  );
}
