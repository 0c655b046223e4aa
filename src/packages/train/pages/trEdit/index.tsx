import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { BookingFormPage } from '../../../../components/booking';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { TRAIN_CPLX } from '../../booking/bookingForm';
import { ExtrasSection } from './ExtrasSection';
import { PassengersSection } from './PassengersSection';
import { RailSection } from './RailSection';
import { SeatSection } from './SeatSection';
import { TrainSummary } from './TrainSummary';
import { useTrainForm } from './useTrainForm';
import { useSubmit } from './useSubmit';
import './index.scss';
import '../../../../i18n/parts/trainBooking';

/**
 * Train booking form (SPEC §2 /tr/trEdit, §5 train) on the kit's booking-form frame: the chosen train (or
 * connection) and seat, travellers with children's heights, the seat class's policy and reason, seat preference, the
 * rail account, contact, cost centre, project, the trip request's budget, insurance, remark and the price sheet. It
 * observes the form's store (`booking/bookingForm.ts`), which submits through the shared pipeline: validOrder →
 * trBookOrder / bookTransfer (one idempotency key per form) → the cashier, /approval/Send or /tr/trCmp.
 */
function TrEditPage() {
  const { ui } = useStores();
  const { t } = ui;
  const form = useTrainForm();
  const submit = useSubmit(form);
  const { legs, submission } = form;
  const labels = legs.length > 1 ? legs.map((_, i) => t('trainBooking.edit.leg', { n: i + 1 })) : [''];

  return (
    <BookingFormPage
      route="/tr/trEdit"
      title="trainBooking.edit.title"
      idPrefix="tr-edit"
      cplx={TRAIN_CPLX}
      empty={
        legs.length === 0
          ? {
              text: t('trainBooking.edit.noSelection'),
              actionText: t('trainBooking.edit.requery'),
              onAction: () => void navigate('/tr/trQuery', { replace: true }),
            }
          : null
      }
      form={form}
      notice={
        form.maintenance ? (
          <View className="bk-alert bk-form__alert" role="alert" data-testid="tr-edit-maintenance">
            {t('trainBooking.edit.maintenance')}
          </View>
        ) : null
      }
      bar={{
        totalFen: form.detail.totalFen,
        submitting: submission.running || form.confirming,
        blocked: form.blocked,
        onSubmit: () => void submit(),
      }}
      price={{ detail: form.detail, segmentLabels: labels }}
    >
      {(controls) => (
        <>
          <TrainSummary legs={legs} plan={form.selection.plan} />
          <PassengersSection form={form} controls={controls} />
          <SeatSection form={form} />
          <RailSection form={form} />
          <ExtrasSection form={form} />
        </>
      )}
    </BookingFormPage>
  );
}

export default observer(TrEditPage);
