/**
 * The booking kit's side of a product's booking-form store, for one visit of its booking page: the kit's stores and
 * the trip-request ports the product's form takes, the employee's form and the company's reference data for the
 * product, and the policy check that follows the form.
 */
import { useEffect } from 'react';
import { LIMITS } from '../../domain/limits';
import { useTripRequest } from '../tripRequest/store';
import { tripRequestRequired, type TripRequestStore } from '../tripRequest/tripRequestStore';
import { useStores } from '../../stores';
import { useBookingStore, type BookingStore } from '../../stores/booking';
import '../../i18n/parts/tripBooking';

/** What every product's booking-form store is built on. */
export interface BookingFormPorts {
  booking: BookingStore;
  trip: TripRequestStore;
  /** bookStyle 2: booking needs a trip request. */
  tripRequired(): boolean;
  /** The question when a traveller's route on the request is already booked. */
  routeBookedQuestion(): string;
}

/**
 * The ports of `cplx`'s booking form; begins the signed-in employee's form (once per employee: begin() keeps the
 * form of the same employee), sets how many travellers it takes (`maxTravellers`, default 9 tickets) and loads the
 * company's reference data for the product.
 */
export function useBookingFormPorts(cplx: string, options: { maxTravellers?: number } = {}): BookingFormPorts {
  const { session, ui } = useStores();
  const booking = useBookingStore();
  const trip = useTripRequest(cplx).store;
  const emp = session.userInfo?.empInfo ?? null;

  useEffect(() => {
    if (!emp) return;
    booking.begin(emp);
    booking.setTravellerLimit(options.maxTravellers ?? LIMITS.booking.maxTickets);
    void booking.loadReference(cplx).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emp?.empId]);

  return {
    booking,
    trip,
    tripRequired: () => tripRequestRequired(session.userInfo?.vipCorp.bookStyle),
    routeBookedQuestion: () => ui.t('tripBooking.booked.body'),
  };
}

/** Checks the form's policy again whenever what it depends on (`policyKey`) changes. */
export function usePolicyCheck(form: { readonly policyKey: string; checkPolicy(): Promise<void> }): void {
  const policyKey = form.policyKey;
  useEffect(() => {
    void form.checkPolicy();
  }, [form, policyKey]);
}
