/** The flight order as the booking-complete and order-detail screens read it (SPEC §7 Flights: orderDetail). */
import { cancelPnr, flightOrderDetail } from '../../../../api/flight';
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import type { OrderPassengerItem } from '../../../../components/order';

/** One flight order; rejects when the call failed (the transport presented why). */
export async function loadFlightOrder(orderId: string): Promise<FlightOrderDetail> {
  const answer = await flightOrderDetail({ orderId });
  if (!answer.data) throw new Error('orderDetail answered no data');
  return answer.data as unknown as FlightOrderDetail;
}

/** Cancels an unpaid or unissued flight order under the caller's idempotency key. */
export async function cancelFlightOrder(orderId: string, reason: string, idempotencyKey: string): Promise<void> {
  await cancelPnr(reason ? { orderId, reason } : { orderId }, idempotencyKey);
}

/** Statuses during which the ticket is on its way: the detail refreshes itself until it arrives. */
export const TICKETING_STATUSES: readonly string[] = ['paid', 'ticketing'];

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
