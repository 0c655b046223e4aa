/** The flight order as the booking-complete and order-detail screens read it (SPEC §7 Flights: orderDetail). */
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import type { OrderPassengerItem } from '../../../../components/order';
import type { OrderStatus } from '../../../../domain/orderStatus';
import { afterSalesStore } from '../../afterSales/afterSalesStore';

/** One flight order; rejects when the call failed (the transport presented why). */
export function loadFlightOrder(orderId: string): Promise<FlightOrderDetail> {
  return afterSalesStore.loadOrder(orderId);
}

/** Statuses during which the ticket is on its way: the detail refreshes itself until it arrives. */
export const TICKETING_STATUSES: readonly string[] = ['paid', 'ticketing'] satisfies readonly OrderStatus[];

/** Whether the order's ticket is still on its way. */
export const isTicketing = (order: Pick<FlightOrderDetail, 'orderStatus'>): boolean =>
  TICKETING_STATUSES.includes(order.orderStatus);

/** Auto refresh while ticketing: every 3 s for at most 2 minutes. */
export const AUTO_REFRESH = { intervalMs: 3000, timeoutMs: 120000 } as const;

/** The order's passengers for the shared {@link OrderPassengerItem} list. */
export function passengerItems(order: FlightOrderDetail): OrderPassengerItem[] {
  return order.passengers.map((p) => ({
    id: p.psgId,
    name: p.psgName,
    psgType: p.psgType,
    idType: p.idType,
    idno: p.idno,
    phone: p.phoneNumber,
    ticketNo: p.ticketNo,
    ticketStatus: p.ticketStatus,
    extras: p.insurance.map((i) => i.bxmc),
  }));
}
