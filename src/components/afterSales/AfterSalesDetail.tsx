import type { ReactNode } from 'react';
import type { RecordResult } from '../RecordLoader';
import { InfoBlock, OrderDetailShell, type OrderHeadProps, type TimelineEvent } from '../order';
import type { MessageKey } from '../../i18n';
import { DetailButtons, type ActionState } from './parts';

/** What a product shows of a refund or change in the after-sales detail frame. */
export interface AfterSalesDetailView {
  head: OrderHeadProps;
  /** The product's sections (items, old and new journey, fees). */
  sections: ReactNode;
  /** The info card (reason, where the money went…). */
  info: { id: string; title: string; rows: readonly { label: string; value: string | null | undefined }[] };
  timeline: readonly TimelineEvent[];
  buttons: {
    kind: 'refund' | 'change';
    /** The parent order, opened by the last button. */
    orderId: string;
    /** The pending record's cancel (null when it can no longer be cancelled). */
    cancel: ActionState | null;
    cancelLabel: string;
    /** The record's own buttons before cancel (pay, continue). */
    extra?: ReactNode;
  };
}

/**
 * The detail screen of a refund or change (every product): the order-detail layout with the product's sections,
 * the info card, the timeline and the buttons (its own, cancel while pending, then the product's order at
 * `orderUrl?orderId=`).
 */
export function AfterSalesDetail<T>(props: {
  route: string;
  title: MessageKey;
  className: string;
  record: RecordResult<T>;
  notFoundText: MessageKey;
  orderUrl: string;
  orderLabel: string;
  view(data: T): AfterSalesDetailView;
}) {
  return (
    <OrderDetailShell
      route={props.route}
      title={props.title}
      className={props.className}
      record={props.record}
      notFoundText={props.notFoundText}
      view={(data: T) => {
        const shown = props.view(data);
        const { extra, ...buttons } = shown.buttons;
        return {
          head: shown.head,
          sections: shown.sections,
          details: <InfoBlock {...shown.info} />,
          timeline: shown.timeline,
          footer: (
            <DetailButtons {...buttons} orderUrl={props.orderUrl} orderLabel={props.orderLabel}>
              {extra}
            </DetailButtons>
          ),
        };
      }}
    />
  );
}
