/**
 * Pure readings of a train order for the order screens (SPEC §4 orders, §5 train): which services are open now
 * (refund and change need 4 hours before departure), and the connection between a transfer order's two legs. The
 * polling while tickets are on their way is the shared `useBookedOrderRecord`.
 */
import type { TrainOrderDetail, TrainOrderLeg } from '../../../api/contract/train';
import { afterSalesOpen } from '../../../domain/train/sale';
import { toEpochMs } from '../../../domain/time';

/** Statuses whose itinerary can be sent (tickets issued at least in part). */
const ITINERARY_STATUSES: readonly string[] = ['issued', 'changed', 'partChanged', 'partRefunded', 'completed'];

/** A ticket that refund or change could still apply to. */
const LIVE_TICKET: readonly string[] = ['issued', 'changed'];

/** Legs that still hold a live ticket. */
function liveLegs(order: TrainOrderDetail): TrainOrderLeg[] {
  return order.legs.filter((leg) =>
    order.passengers.some((p) =>
      p.tickets.some((tk) => tk.legId === leg.legId && LIVE_TICKET.includes(tk.ticketStatus)),
    ),
  );
}

/** What the user may do with the order now. */
export interface TrainServices {
  pay: boolean;
  cancel: boolean;
  refund: boolean;
  change: boolean;
  resend: boolean;
  /** Tickets are issued but every live leg leaves within 4 hours: refund and change are closed online (SPEC §5). */
  afterSalesClosed: boolean;
}

/** The order's services at `now`: the server's flags, with refund and change closed inside 4 hours. */
export function trainServices(order: TrainOrderDetail, now: number): TrainServices {
  const live = liveLegs(order);
  const open = live.some((leg) => afterSalesOpen(leg.train.depTime, now));
  const closed = live.length > 0 && !open;
  return {
    pay: order.actions.pay,
    cancel: order.actions.cancel,
    refund: order.actions.refund && !closed,
    change: order.actions.change && !closed,
    resend: order.paid && ITINERARY_STATUSES.includes(order.orderStatus),
    afterSalesClosed: closed,
  };
}

/** Minutes between the first leg's arrival and the second leg's departure (a transfer order), else null. */
export function connectionMinutes(order: Pick<TrainOrderDetail, 'legs'>): number | null {
  const [a, b] = [...order.legs].sort((x, y) => x.seq - y.seq);
  if (!a || !b) return null;
  const gap = (toEpochMs(b.train.depTime) - toEpochMs(a.train.arrTime)) / 60000;
  return Number.isFinite(gap) ? Math.round(gap) : null;
}
