import { observer } from 'mobx-react-lite';
import type { PriceLineFen } from '../../../domain/priceDetail';
import { BookingExtras, BookingFormPage, DuplicateOrderDialog, TripBudgetCard } from '../../../components/booking';
import { clock } from '../../../hosts/clock';
import { navigate } from '../../../router';
import { useStores } from '../../../stores';
import { HOTEL_CPLX, type HotelScreens } from '../detail/screens';
import { monthDay } from '../detail/format';
import { GuestsSection } from './GuestsSection';
import { OfferSummary } from './OfferSummary';
import { ArrivalCard, CancelRuleCard, NoteCard } from './StaySection';
import { useHotelForm } from './useHotelForm';
import { useSubmit } from './useSubmit';
import './booking.scss';
import '../../../i18n/parts/hotelBooking';

/**
 * The hotel booking form (SPEC §2 /htV2/htEdit, /ht/htOrder; §5 hotel) on the kit's booking-form frame: the plan
 * priced now, rooms and guests, the policy's block or reason, room sharing, the latest arrival, the note and the
 * membership card, the cancellation rules ticked, contact, cost centre, project, the trip request's budget, remark and
 * the price sheet (nights × rooms + service fee). It observes the form's store, which submits through the shared
 * pipeline: priceValidate → checkSameOrder → book (one idempotency key per form) → the cashier or the booked screen.
 */
export const EditScreen = observer(function EditScreen({ screens }: { screens: HotelScreens }) {
  const { ui } = useStores();
  const { t } = ui;
  const form = useHotelForm(screens);
  const submit = useSubmit(form);
  const now = clock.now();
  const { submission } = form;
  const question = submission.question;
  // The duplicate-order reminder is the pipeline's question, answered here.
  const duplicateDialog = {
    open: question?.kind === 'duplicate',
    duplicates: question?.kind === 'duplicate' ? question.duplicates : [],
    onContinue: () => submission.confirm(),
    onCancel: () => submission.cancel(),
  };
  const lineLabel = (line: PriceLineFen): string | undefined => {
    if (line.kind !== 'fare' || line.segment === undefined) return undefined;
    const night = form.plan?.nightly[line.segment];
    return night ? t('hotelBooking.price.night', { date: monthDay(night.date) }) : undefined;
  };

  return (
    <BookingFormPage
      route={screens.edit}
      title="hotelBooking.edit.title"
      idPrefix="ht-edit"
      cplx={HOTEL_CPLX}
      empty={
        form.status === 'missing' || form.status === 'failed'
          ? {
              text: t(form.status === 'missing' ? 'hotelBooking.edit.missing' : 'common.loadFailed'),
              actionText: t(form.status === 'missing' ? 'hotelBooking.edit.requery' : 'common.retry'),
              onAction: () =>
                form.status === 'missing' ? void navigate(screens.query, { replace: true }) : void form.load(),
            }
          : null
      }
      form={form}
      bar={{
        totalFen: form.detail.totalFen,
        submitting: submission.running || form.status === 'loading',
        blocked: form.blocked,
        onSubmit: () => void submit(),
      }}
      price={{ detail: form.detail, segmentLabels: [], lineLabel, note: t('hotelBooking.price.note') }}
      dialogs={<DuplicateOrderDialog {...duplicateDialog} />}
    >
      {(controls) => (
        <>
          <OfferSummary form={form} />
          <GuestsSection form={form} controls={controls} />
          <ArrivalCard form={form} />
          <NoteCard form={form} />
          <CancelRuleCard form={form} now={now} />
          <BookingExtras
            idPrefix="ht-edit"
            problems={form.problems}
            insurance={false}
            beforeInsurance={<TripBudgetCard idPrefix="ht-edit" cplx={HOTEL_CPLX} form={form} />}
          />
        </>
      )}
    </BookingFormPage>
  );
});
