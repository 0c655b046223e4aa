import { useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { PriceDetailSheet, TravellerForm, TravellerPicker } from '../../../../components/booking';
import { TripRequestBanner } from '../../../../components/tripRequest';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../../stores/booking';
import { TRAIN_CPLX } from '../../booking/bookingForm';
import { ExtrasSection } from './ExtrasSection';
import { PassengersSection } from './PassengersSection';
import { RailSection } from './RailSection';
import { SeatSection } from './SeatSection';
import { SubmitBar } from './SubmitBar';
import { TrainSummary } from './TrainSummary';
import { useTrainForm } from './useTrainForm';
import { firstProblemText, useSubmit } from './useSubmit';
import './index.scss';
import '../../../../i18n/parts/booking';
import '../../../../i18n/parts/tripBooking';
import '../../../../i18n/parts/trainBooking';

const ROUTE = '/tr/trEdit';

/**
 * Train booking form (SPEC §2 /tr/trEdit, §5 train): the chosen train (or connection) and seat, travellers with
 * children's heights, the seat class's policy and reason, seat preference, the rail account, contact, cost centre,
 * project, the trip request's budget, insurance, remark and the price sheet. It observes the form's store
 * (`booking/bookingForm.ts`), which submits through the shared pipeline: validOrder → trBookOrder / bookTransfer
 * (one idempotency key per form) → the cashier, /approval/Send or /tr/trCmp.
 */
function TrEditPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const form = useTrainForm();
  const submit = useSubmit(form);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<BookingTraveller | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);

  const emp = session.userInfo?.empInfo ?? null;
  const hideStandard = session.userInfo?.vipCorp.hideTravelStandard === 1 || booking.rules.hideTravelStandard;
  const { legs, travellers, travelDate, tripEnd, problems, submission } = form;

  if (!emp)
    return (
      <PageShell route={ROUTE} title="trainBooking.edit.title">
        {null}
      </PageShell>
    );
  if (legs.length === 0) {
    return (
      <PageShell route={ROUTE} title="trainBooking.edit.title" className="tr-edit">
        <EmptyState
          text={t('trainBooking.edit.noSelection')}
          actionText={t('trainBooking.edit.requery')}
          onAction={() => void navigate('/tr/trQuery', { replace: true })}
        />
      </PageShell>
    );
  }

  const labels = legs.length > 1 ? legs.map((_, i) => t('trainBooking.edit.leg', { n: i + 1 })) : [''];

  return (
    <PageShell route={ROUTE} title="trainBooking.edit.title" className="tr-edit">
      <View className="tr-edit__body">
        {form.maintenance ? (
          <View className="bk-alert tr-edit__alert" role="alert" data-testid="tr-edit-maintenance">
            {t('trainBooking.edit.maintenance')}
          </View>
        ) : null}
        <TripRequestBanner choice={form.choice} required={form.tripRequired} />
        {problems.trip ? (
          <View className="bk-alert tr-edit__alert" role="alert" data-testid="tr-edit-trip-error">
            {t(problems.trip, form.choice ? { from: form.choice.windowFrom, to: form.choice.windowTo } : undefined)}
          </View>
        ) : null}
        <TrainSummary legs={legs} plan={form.selection.plan} />
        <PassengersSection
          form={form}
          hideStandard={hideStandard}
          onAdd={() => setPickerOpen(true)}
          onEdit={(tr) => setEditing(tr)}
        />
        <SeatSection form={form} />
        <RailSection form={form} />
        <ExtrasSection form={form} />
        {problems.first ? (
          <View className="bk-alert tr-edit__alert" role="alert" data-testid="tr-edit-error">
            {firstProblemText(problems, t)}
          </View>
        ) : null}
      </View>

      <SubmitBar
        totalFen={form.detail.totalFen}
        priceOpen={priceOpen}
        submitting={submission.running || form.confirming}
        blocked={form.blocked}
        onOpenPrice={() => setPriceOpen(true)}
        onSubmit={() => void submit()}
      />

      <TravellerPicker
        open={pickerOpen}
        value={travellers}
        onChange={(next) => booking.setTravellers(next)}
        onClose={() => setPickerOpen(false)}
        search={(source, keyword, pageNum) => booking.searchTravellers(source, keyword, pageNum)}
        travelDate={travelDate}
        tripEnd={tripEnd}
        allowNew={emp.bookOutside === 1}
        bookRange={emp.rangeMap?.[TRAIN_CPLX] ?? emp.bookRange}
      />
      {editing ? (
        <TravellerForm
          open
          value={editing}
          isNew={false}
          others={travellers}
          travelDate={travelDate}
          tripEnd={tripEnd}
          onSave={(tr) => {
            booking.saveTraveller(tr);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <PriceDetailSheet
        open={priceOpen}
        onClose={() => setPriceOpen(false)}
        detail={form.detail}
        segmentLabels={labels}
        note={t('booking.price.estimate')}
      />
    </PageShell>
  );
}

export default observer(TrEditPage);
