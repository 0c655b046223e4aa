/**
 * The train booking form's store for one visit of /tr/trEdit, and the work that follows the form: the employee's
 * form and the company's reference data for trains (the kit's `useBookingFormPorts`), and the policy of the chosen
 * seats (trBookMatchClzc) whenever the seats or the travellers change.
 */
import { useState } from 'react';
import { useBookingFormPorts, usePolicyCheck } from '../../../../components/booking';
import { clock } from '../../../../hosts/clock';
import { useTrainFormApi } from '../../booking/api';
import { TRAIN_CPLX, TrainBookingForm } from '../../booking/bookingForm';
import { useTrainChoice } from '../../booking/source';

export function useTrainForm(): TrainBookingForm {
  const ports = useBookingFormPorts(TRAIN_CPLX);
  const api = useTrainFormApi();
  const source = useTrainChoice();
  const [form] = useState(() => new TrainBookingForm({ ...ports, source, api, now: () => clock.now() }));
  usePolicyCheck(form);
  return form;
}
