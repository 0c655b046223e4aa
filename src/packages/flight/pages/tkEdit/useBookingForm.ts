/**
 * The booking form's store for one visit of /tk/tkEdit (one store, so one idempotency key per form), and the work
 * that follows the form: the employee's form and reference data (the kit's `useBookingFormPorts`), pricing for the
 * passenger mix (patForFlight) and the policy check (matchClbz) whenever the fares or the travellers change.
 */
import { useEffect, useState } from 'react';
import { useBookingFormPorts, usePolicyCheck } from '../../../../components/booking';
import { LIMITS } from '../../../../domain/limits';
import { showToast } from '../../../../hosts/ui';
import { useStores } from '../../../../stores';
import { useFlightBookingApi, useFlightStore } from '../../store';
import { FLIGHT_CPLX } from '../../tripRequest';
import { FlightBookingForm } from '../../booking/bookingForm';

export function useBookingForm(): FlightBookingForm {
  const { ui } = useStores();
  const { t } = ui;
  const ports = useBookingFormPorts(FLIGHT_CPLX);
  const flight = useFlightStore();
  const api = useFlightBookingApi();
  const [form] = useState(() => new FlightBookingForm({ ...ports, flight, api }));

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

  usePolicyCheck(form);
  return form;
}
