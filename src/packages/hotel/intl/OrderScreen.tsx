/**
 * The international hotel booking form (SPEC §2 /ht/htOrderInt?planKey=, both versions; §7 bookGj) on the kit's
 * booking-form frame: the offer and the room conditions, the travellers and every guest in Latin letters, the
 * policy's block or reason, the latest arrival, special requests (≤ 50), the cancellation rules ticked, the invoice,
 * contact, cost centre, project, the trip request's budget, remark and the price sheet; submitted through the shared
 * pipeline (pricePlanOne → bookGj under one key) to the cashier, or the hotel result screen when it awaits approval.
 */
import { useEffect, useState } from 'react';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import type { BookGjData } from '../../../api/contract/hotelIntl';
import {
  BookingExtras,
  BookingFormPage,
  TripBudgetCard,
  useBookingFormPorts,
  usePolicyCheck,
} from '../../../components/booking';
import type { SubmitOutcome } from '../../../components/booking/submit';
import { firstProblemText } from '../../../components/booking/submitDialogs';
import { HOTEL_RULES } from '../../../domain/hotel/stay';
import { LIMITS } from '../../../domain/limits';
import { clock } from '../../../hosts/clock';
import { showDialog, showToast } from '../../../hosts/ui';
import { decodeQuery, goBack, navigate } from '../../../router';
import { useStores } from '../../../stores';
import { ArrivalCard, CancelRuleCard, NoteCard } from '../booking/StaySection';
import { hotelAsker } from '../booking/useSubmit';
import { HOTEL_CPLX } from '../detail/screens';
import { useHotelStores } from '../store';
import { IntlBookingForm } from './bookingForm';
import { GuestsCards, InvoiceCard, OfferCard } from './OrderSections';
import { INTL_ORDER, INTL_SCREENS } from './screens';
import '../booking/booking.scss';
import './intl.scss';
import '../../../i18n/parts/hotelBooking';
import '../../../i18n/parts/hotelIntl';

function useIntlForm(): IntlBookingForm {
  const ports = useBookingFormPorts(HOTEL_CPLX, { maxTravellers: HOTEL_RULES.maxGuests });
  const intl = useHotelStores().intl;
  const planKey = decodeQuery(useRouter().params).planKey ?? '';
  const [form] = useState(() => new IntlBookingForm({ ...ports, intl, planKey }));
  usePolicyCheck(form);
  useEffect(() => void form.loadTitles(), [form]);
  return form;
}

function useIntlSubmit(form: IntlBookingForm): () => Promise<void> {
  const { ui } = useStores();
  const { t } = ui;
  const ask = hotelAsker(t, () => form.plan?.avgPrice);
  const settle = async (outcome: SubmitOutcome<BookGjData, never>): Promise<void> => {
    if (outcome.kind === 'stale') {
      await showDialog({
        title: t('common.tips'),
        content: t('hotelIntl.stale.expired'),
        confirmText: t('common.confirm'),
      });
      await goBack();
      return;
    }
    if (outcome.kind === 'booked') {
      form.finishBooked();
      await navigate(outcome.next.url, { replace: true, query: outcome.next.query });
    }
  };
  return async () => {
    const outcome = await form.submit({ ask, settle });
    if (outcome.kind === 'invalid') showToast(firstProblemText(outcome.problems, t), LIMITS.ui.toastMs);
  };
}

export const IntlOrderScreen = observer(function IntlOrderScreen() {
  const { ui, session } = useStores();
  const { t } = ui;
  const form = useIntlForm();
  const submit = useIntlSubmit(form);
  const now = clock.now();
  const version = session.userInfo?.vipCorp.hotelVersion === 1 ? 1 : 2;
  const missing = form.status === 'missing' || form.status === 'failed';
  return (
    <BookingFormPage
      route={INTL_ORDER}
      title="hotelIntl.order.title"
      idPrefix="hti-order"
      cplx={HOTEL_CPLX}
      empty={
        missing
          ? {
              text: t(form.status === 'missing' ? 'hotelIntl.order.missing' : 'common.loadFailed'),
              actionText: t(form.status === 'missing' ? 'hotelIntl.order.requery' : 'common.retry'),
              onAction: () =>
                form.status === 'missing'
                  ? void navigate(INTL_SCREENS[version].query, { replace: true })
                  : void form.checkPolicy(),
            }
          : null
      }
      form={form}
      bar={{
        totalFen: form.detail.totalFen,
        submitting: form.submission.running || form.status === 'loading',
        blocked: form.blocked,
        onSubmit: () => void submit(),
      }}
      price={{ detail: form.detail, segmentLabels: [], note: t('hotelIntl.price.note') }}
    >
      {(controls) => (
        <>
          <OfferCard form={form} />
          <GuestsCards form={form} controls={controls} />
          <ArrivalCard form={form} />
          <NoteCard form={form} />
          <CancelRuleCard form={form} now={now} />
          <InvoiceCard form={form} />
          <BookingExtras
            idPrefix="hti-order"
            problems={form.problems}
            insurance={false}
            beforeInsurance={<TripBudgetCard idPrefix="hti-order" cplx={HOTEL_CPLX} form={form} />}
          />
        </>
      )}
    </BookingFormPage>
  );
});
