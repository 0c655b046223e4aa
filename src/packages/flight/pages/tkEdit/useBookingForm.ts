/**
 * The booking form's store for one visit of /tk/tkEdit (one store, so one idempotency key per form), and the work
 * that follows the form: the employee's form and reference data, pricing for the passenger mix (patForFlight) and
 * the policy check (matchClbz) whenever the fares or the travellers change.
 */
import { useEffect, useState } from 'react';
import { useTripRequest } from '../../../../components/tripRequest/store';
import { tripRequestRequired } from '../../../../components/tripRequest/tripRequestStore';
import { LIMITS } from '../../../../domain/limits';
import { showToast } from '../../../../hosts/ui';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { useFlightBookingApi, useFlightStore } from '../../store';
import { FLIGHT_CPLX } from '../../tripRequest';
import { FlightBookingForm } from '../../booking/bookingForm';

export function useBookingForm(): FlightBookingForm {
  const { session, ui } = useStores();
  const { t } = ui;
  const flight = useFlightStore();
  const booking = useBookingStore();
  const trip = useTripRequest(FLIGHT_CPLX).store;
  const api = useFlightBookingApi();
  const [form] = useState(
    () =>
      new FlightBookingForm({
        flight,
        booking,
        trip,
        api,
        tripRequired: () => tripRequestRequired(session.userInfo?.vipCorp.bookStyle),
        routeBookedQuestion: () => ui.t('tripBooking.booked.body'),
      }),
  );
  const emp = session.userInfo?.empInfo ?? null;

  useEffect(() => {
    if (!emp) return;
    booking.begin(emp);
    void booking.loadReference(FLIGHT_CPLX).catch(() => undefined);
    // Once per employee: begin() keeps the form of the same employee.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emp?.empId]);

  const { fareKeys, mix } = form;
  useEffect(() => {
    if (!fareKeys) return;
    form
      .price()
      .then((changed) => {
        if (changed) showToast(t('booking.priceChanged'), LIMITS.ui.toastMs);
      })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fareKeys, mix.adults, mix.children, mix.infants]);

  const policyKey = form.policyKey;
  useEffect(() => {
    void form.checkPolicy();
  }, [form, policyKey]);

  return form;
}
