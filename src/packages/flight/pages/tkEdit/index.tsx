import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { BookingFormPage, DuplicateOrderDialog, TripBudgetCard } from '../../../../components/booking';
import { formatYuan, yuanToFen } from '../../../../domain/money';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore } from '../../../../stores/booking';
import { FLIGHT_CPLX } from '../../tripRequest';
import { ExtrasSection } from './ExtrasSection';
import { PassengersSection } from './PassengersSection';
import { SegmentsCard, segmentLabels } from './SegmentsCard';
import { useBookingForm } from './useBookingForm';
import { useSubmit } from './useSubmit';
import './index.scss';
import '../../../../i18n/parts/booking';

/**
 * Flight booking form (SPEC §2 /tk/tkEdit; issue 3) on the kit's booking-form frame: the chosen segments, travellers
 * with their policy result, violation reason, contact, cost centre, project, insurance, delivery, remark and the
 * price sheet. It observes the form's store (`booking/bookingForm.ts`), which submits through the shared pipeline:
 * validateTimeOut → checkSameOrder → checkXyhBmd → bookV3 (one idempotency key per form) → /tk/tkCmp or
 * /approval/Send. Through a trip request (issue 4): the request, its remaining transport budget and, over it, the
 * reason.
 */
function TkEditPage() {
  const { ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const form = useBookingForm();
  const submit = useSubmit(form);
  const { segments, problems, submission } = form;
  const labels = segmentLabels(form.tripType, segments.length, t);
  const question = submission.question;
  const serviceFeeFen = yuanToFen(booking.rules.serviceFee);

  return (
    <BookingFormPage
      route="/tk/tkEdit"
      title="booking.tkEdit.title"
      idPrefix="tk-edit"
      cplx={FLIGHT_CPLX}
      empty={
        segments.length === 0
          ? {
              text: t('booking.tkEdit.noSelection'),
              actionText: t('booking.tkEdit.requery'),
              onAction: () => void navigate('/tk/tkQuery'),
            }
          : null
      }
      form={form}
      bar={{
        totalFen: form.detail.totalFen,
        updating: form.pricing,
        note:
          serviceFeeFen > 0 ? (
            <Text className="bk-sub" data-testid="tk-edit-service-fee">
              {t('booking.price.perTicket', { price: formatYuan(serviceFeeFen) })}
            </Text>
          ) : null,
        submitting: submission.running,
        blocked: form.blocked,
        onSubmit: () => void submit(),
      }}
      price={{ detail: form.detail, segmentLabels: labels }}
      dialogs={
        <DuplicateOrderDialog
          open={question?.kind === 'duplicate'}
          duplicates={question?.kind === 'duplicate' ? question.duplicates : []}
          onContinue={() => submission.confirm()}
          onCancel={() => submission.cancel()}
        />
      }
    >
      {(controls) => (
        <>
          <SegmentsCard segments={segments} labels={labels} />
          <PassengersSection form={form} controls={controls} />
          <TripBudgetCard idPrefix="tk-edit" cplx={FLIGHT_CPLX} form={form} showDifference />
          <ExtrasSection problems={problems} />
        </>
      )}
    </BookingFormPage>
  );
}

export default observer(TkEditPage);
