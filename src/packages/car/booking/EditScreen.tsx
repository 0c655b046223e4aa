import { observer } from 'mobx-react-lite';
import type { PriceLineFen } from '../../../domain/priceDetail';
import {
  BookingExtras,
  BookingFormPage,
  DuplicateOrderDialog,
  duplicateQuestionDialog,
  TripBudgetCard,
} from '../../../components/booking';
import { CAR_REMARK_MAX } from '../../../domain/car/useTime';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { CAR_CPLX } from './bookingForm';
import { charCount } from './checks';
import { PartySection } from './PartySection';
import { partOfLine } from './price';
import { RideSummary } from './RideSummary';
import { useCarForm } from './useCarForm';
import { useSubmit } from './useSubmit';
import './booking.scss';
import '../../../i18n/parts/carBooking';

/**
 * The car booking form (SPEC §2 /car/carEdit; issue 14) on the kit's booking-form frame: the ride and the class
 * chosen, the passenger (the booker by default) and the class's policy for them, riders and luggage, contact, cost
 * centre, project, the trip request's transport budget, the note to the driver (50 characters) and the fare parts in
 * the price sheet. It observes the form's store, which submits through the shared pipeline: the estimate renewed when
 * old → checkSameOrder → checkPreBook → bookJsyc / bookYyyc / bookCarOrder (one idempotency key per form) → the ride,
 * the cashier or the result screen.
 */
export const EditScreen = observer(function EditScreen() {
  const { ui } = useStores();
  const { t } = ui;
  const form = useCarForm();
  const submit = useSubmit(form);
  const { submission } = form;
  const lineLabel = (line: PriceLineFen): string | undefined => {
    const part = partOfLine(form.price, line);
    return part ? t(`carBooking.price.part.${part}`) : undefined;
  };

  return (
    <BookingFormPage
      route="/car/carEdit"
      title="carBooking.edit.title"
      idPrefix="car-edit"
      cplx={CAR_CPLX}
      empty={
        form.missing
          ? {
              text: t('carBooking.edit.missing'),
              actionText: t('carBooking.edit.requery'),
              onAction: () => void navigate('/car/carQuery', { replace: true }),
            }
          : null
      }
      form={form}
      bar={{
        totalFen: form.detail.totalFen,
        submitting: submission.running,
        blocked: form.blocked,
        labels: { total: t('carBooking.bar.total') },
        onSubmit: () => void submit(),
      }}
      price={{ detail: form.detail, segmentLabels: [], lineLabel, note: t('carBooking.price.note') }}
      dialogs={<DuplicateOrderDialog {...duplicateQuestionDialog(submission)} />}
    >
      {(controls) => (
        <>
          <RideSummary form={form} />
          <PartySection form={form} controls={controls} />
          <BookingExtras
            idPrefix="car-edit"
            problems={form.problems}
            insurance={false}
            beforeInsurance={<TripBudgetCard idPrefix="car-edit" cplx={CAR_CPLX} form={form} />}
            remark={{
              title: t('carBooking.remark.title'),
              max: CAR_REMARK_MAX,
              placeholder: t('carBooking.remark.placeholder', { max: CAR_REMARK_MAX }),
              errorText: form.problems.remark ? t(form.problems.remark, { max: CAR_REMARK_MAX }) : undefined,
              countText: t('carBooking.remark.count', {
                count: charCount(form.remarkText),
                max: CAR_REMARK_MAX,
              }),
            }}
          />
        </>
      )}
    </BookingFormPage>
  );
});
