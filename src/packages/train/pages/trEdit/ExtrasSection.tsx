import { observer } from 'mobx-react-lite';
import { BookingExtras, TripBudgetCard } from '../../../../components/booking';
import { TRAIN_CPLX, type TrainBookingForm } from '../../booking/bookingForm';

/** Contact (mobile required), cost centre and project, the trip request's budget, insurance and remark. */
export const ExtrasSection = observer(function ExtrasSection({ form }: { form: TrainBookingForm }) {
  return (
    <BookingExtras
      idPrefix="tr-edit"
      problems={form.problems}
      beforeInsurance={<TripBudgetCard idPrefix="tr-edit" cplx={TRAIN_CPLX} form={form} />}
    />
  );
});
