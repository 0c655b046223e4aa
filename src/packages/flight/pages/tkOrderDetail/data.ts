/** The flight order as the booking-complete and order-detail screens read it (SPEC §7 Flights: orderDetail). */
import type { FlightOrderDetail } from '../../../../api/contract/flight';
import type { OrderPassengerItem } from '../../../../components/order';
import { afterSalesStore } from '../../afterSales/afterSalesStore';

/** One flight order; rejects when the call failed (the transport presented why). */
export function loadFlightOrder(orderId: string): Promise<FlightOrderDetail> {
  return afterSalesStore.loadOrder(orderId);
}

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
