/**
 * The train booking form's store for one visit of /tr/trEdit, and the work that follows the form: the employee's
 * form and the company's reference data for trains, and the policy of the chosen seats (trBookMatchClzc) whenever
 * the seats or the travellers change.
 */
import { useEffect, useState } from 'react';
import { useTripRequest } from '../../../../components/tripRequest/store';
import { tripRequestRequired } from '../../../../components/tripRequest/tripRequestStore';
import { clock } from '../../../../hosts/clock';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { useTrainFormApi } from '../../booking/api';
import { TRAIN_CPLX, TrainBookingForm } from '../../booking/bookingForm';
import { useTrainChoice } from '../../booking/source';

export function useTrainForm(): TrainBookingForm {
  const { session, ui } = useStores();
  const booking = useBookingStore();
  const trip = useTripRequest(TRAIN_CPLX).store;
  const api = useTrainFormApi();
  const source = useTrainChoice();
  const [form] = useState(
    () =>
      new TrainBookingForm({
        source,
        booking,
        trip,
        api,
        now: () => clock.now(),
        tripRequired: () => tripRequestRequired(session.userInfo?.vipCorp.bookStyle),
        routeBookedQuestion: () => ui.t('tripBooking.booked.body'),
      }),
  );
  const emp = session.userInfo?.empInfo ?? null;

  useEffect(() => {
    if (!emp) return;
    booking.begin(emp);
    void booking.loadReference(TRAIN_CPLX).catch(() => undefined);
    // Once per employee: begin() keeps the form of the same employee.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [emp?.empId]);

  const policyKey = form.policyKey;
  useEffect(() => {
    void form.checkPolicy();
  }, [form, policyKey]);

  return form;
}
