/**
 * What /car/carCmp says comes next, by the order (SPEC §2 carCmp; §4 car journey): send for approval, wait for it,
 * pay by the deadline (a pre-booked ride is paid at its estimate), a driver dispatched 30 minutes before the use time
 * once paid, the journey's stage once it runs, or how it ended (a cancelled prepaid ride says what was refunded).
 * Pure.
 */
import type { CarOrderDetail } from '../../../../api/contract/car';
import { statusKey } from '../../../../app/statusLabel';
import { chinaNow, toEpochMs } from '../../../../domain/time';
import { money, type Translate } from '../format';

/** A pre-booked ride's driver is called this long before its use time (issue 14 dispatch). */
export const DISPATCH_LEAD_MINUTES = 30;

/** When the driver of a pre-booked ride is called: 'MM-DD HH:mm' (the use time when it cannot be read). */
export function dispatchTime(useTime: string): string {
  const ms = toEpochMs(useTime);
  if (Number.isNaN(ms)) return useTime;
  return chinaNow(ms - DISPATCH_LEAD_MINUTES * 60_000).format('MM-DD HH:mm');
}

export function cmpNext(order: CarOrderDetail, t: Translate): string {
  switch (order.orderStatus) {
    case 'awaitingSubmission':
      return t('carBooking.cmp.awaitingSubmission');
    case 'inApproval':
      return t('carBooking.cmp.inApproval');
    case 'awaitingPayment':
      return order.actualPrice !== null
        ? t('carBooking.cmp.payRide', { price: money(order.actualPrice) })
        : t('carBooking.cmp.awaitingPayment', { time: order.payDeadline.slice(11, 16) });
    case 'paid':
      return t('carBooking.cmp.paid', { time: dispatchTime(order.useTime), minutes: DISPATCH_LEAD_MINUTES });
    case 'dispatching':
      return t('carBooking.cmp.dispatching');
    case 'dispatched':
      return order.driver
        ? t('carBooking.cmp.dispatched', { name: order.driver.name, plate: order.driver.plate })
        : t('carBooking.cmp.dispatching');
    case 'driverArrived':
      return t('carBooking.cmp.driverArrived');
    case 'inService':
      return t('carBooking.cmp.inService');
    case 'completed':
      return t('carBooking.cmp.completed');
    case 'cancelled':
      return order.refundAmount > 0
        ? t('carBooking.cmp.cancelledRefund', { price: money(order.refundAmount) })
        : t('carBooking.cmp.cancelled');
    default:
      return t('pay.order.cmp.state', { status: t(statusKey(order.orderStatus)) });
  }
}
