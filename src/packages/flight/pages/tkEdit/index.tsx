import { useState } from 'react';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { PageShell } from '../../../../components/PageShell';
import { EmptyState } from '../../../../components/EmptyState';
import { DuplicateOrderDialog, PriceDetailSheet, TravellerForm, TravellerPicker } from '../../../../components/booking';
import { TripRequestBanner } from '../../../../components/tripRequest';
import { yuanToFen } from '../../../../domain/money';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useBookingStore, type BookingTraveller } from '../../../../stores/booking';
import { FLIGHT_CPLX } from '../../tripRequest';
import { BudgetCard } from './BudgetCard';
import { ExtrasSection } from './ExtrasSection';
import { PassengersSection } from './PassengersSection';
import { SegmentsCard, segmentLabels } from './SegmentsCard';
import { SubmitBar } from './SubmitBar';
import { useBookingForm } from './useBookingForm';
import { firstProblemText, useSubmit } from './useSubmit';
import './index.scss';
import '../../../../i18n/parts/booking';
import '../../../../i18n/parts/tripBooking';

const ROUTE = '/tk/tkEdit';

/**
 * Flight booking form (SPEC §2 /tk/tkEdit; issue 3): the chosen segments, travellers with their policy result,
 * violation reason, contact, cost centre, project, insurance, delivery, remark and the price sheet. It observes the
 * form's store (`booking/bookingForm.ts`), which submits through the shared pipeline: validateTimeOut →
 * checkSameOrder → checkXyhBmd → bookV3 (one idempotency key per form) → /tk/tkCmp or /approval/Send.
 * Through a trip request (issue 4): the request, its remaining transport budget and, over it, the reason.
 */
function TkEditPage() {
  const { session, ui } = useStores();
  const { t } = ui;
  const booking = useBookingStore();
  const form = useBookingForm();
  const submit = useSubmit(form);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [editing, setEditing] = useState<BookingTraveller | null>(null);
  const [priceOpen, setPriceOpen] = useState(false);

  const emp = session.userInfo?.empInfo ?? null;
  const hideStandard = session.userInfo?.vipCorp.hideTravelStandard === 1 || booking.rules.hideTravelStandard;
  const { segments, travellers, travelDate, tripEnd, problems, choice, submission } = form;

  if (!emp)
    return (
      <PageShell route={ROUTE} title="booking.tkEdit.title">
        {null}
      </PageShell>
    );
  if (segments.length === 0) {
    return (
      <PageShell route={ROUTE} title="booking.tkEdit.title" className="tk-edit">
        <EmptyState
          text={t('booking.tkEdit.noSelection')}
          actionText={t('booking.tkEdit.requery')}
          onAction={() => void navigate('/tk/tkQuery')}
        />
      </PageShell>
    );
  }

  const labels = segmentLabels(form.tripType, segments.length, t);
  const detail = form.detail;
  const question = submission.question;

  return (
    <PageShell route={ROUTE} title="booking.tkEdit.title" className="tk-edit">
      <View className="tk-edit__body">
        <TripRequestBanner choice={choice} required={form.tripRequired} />
        {problems.trip ? (
          <View className="bk-alert tk-edit__alert" role="alert" data-testid="tk-edit-trip-error">
            {t(problems.trip, choice ? { from: choice.windowFrom, to: choice.windowTo } : undefined)}
          </View>
        ) : null}
        <SegmentsCard segments={segments} labels={labels} />
        <PassengersSection
          form={form}
          hideStandard={hideStandard}
          onAdd={() => setPickerOpen(true)}
          onEdit={(tr) => setEditing(tr)}
        />
        <BudgetCard form={form} />
        <ExtrasSection problems={problems} />
        {problems.first ? (
          <View className="bk-alert tk-edit__alert" role="alert" data-testid="tk-edit-error">
            {firstProblemText(problems, t)}
          </View>
        ) : null}
      </View>

      <SubmitBar
        totalFen={detail.totalFen}
        serviceFeeFen={yuanToFen(booking.rules.serviceFee)}
        priceOpen={priceOpen}
        submitting={submission.running}
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
        bookRange={emp.rangeMap?.[FLIGHT_CPLX] ?? emp.bookRange}
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
        detail={detail}
        segmentLabels={labels}
        note={t('booking.price.estimate')}
      />
      <DuplicateOrderDialog
        open={question?.kind === 'duplicate'}
        duplicates={question?.kind === 'duplicate' ? question.duplicates : []}
        onContinue={() => submission.confirm()}
        onCancel={() => submission.cancel()}
      />
    </PageShell>
  );
}

export default observer(TkEditPage);
