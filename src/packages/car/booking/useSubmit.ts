/**
 * How the car booking form shows a submission (the UI side of the shared pipeline): the form's first problem as a
 * toast, a new price as a question, an estimate that is gone or now forbidden as a message and back to the list,
 * checkPreBook's refusal (an unpaid finished ride offers its payment; a closed product or a city without cars says
 * so), the trip request's 'already booked, continue?', and the booked order's next screen: the ride's journey
 * (instant), the cashier over /car/carCmp (pre-booked: back from paying lands on the result), or /car/carCmp
 * (approval).
 */
import type { CarBookData, CarEstimate, CarPreBookData } from '../../../api/contract/car';
import type { SubmitOutcome, SubmitQuestion } from '../../../components/booking/submit';
import { backToList, confirmRouteBooked, firstProblemText } from '../../../components/booking/submitDialogs';
import { OPEN_CASHIER_QUERY } from '../../../components/order';
import { LIMITS } from '../../../domain/limits';
import { confirmDialog, showDialog, showToast } from '../../../hosts/ui';
import type { MessageKey } from '../../../i18n';
import { navigate, redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import type { CarBookingForm } from './bookingForm';
import { CAR_CMP } from './carSubmit';
import { money } from './format';

/** The car search's screens (SPEC §2). */
const CAR_LIST = '/car/carList';
const CAR_QUERY = '/car/carQuery';

const STALE_KEYS: Readonly<Record<string, MessageKey>> = {
  gone: 'carBooking.stale.gone',
  blocked: 'carBooking.stale.blocked',
  invalid: 'carBooking.stale.invalid',
  failed: 'carBooking.stale.failed',
};

const PRE_BOOK_KEYS: Readonly<Record<string, MessageKey>> = {
  productClosed: 'carBooking.preBook.productClosed',
  noModels: 'carBooking.preBook.noModels',
  unpaidRide: 'carBooking.preBook.unpaidRide',
};

export function useSubmit(form: CarBookingForm): () => Promise<void> {
  const { ui } = useStores();
  const { t } = ui;

  const ask = (q: SubmitQuestion<CarEstimate>): Promise<boolean> | null => {
    if (q.kind === 'priceChanged')
      return confirmDialog({
        title: t('carBooking.price.changedTitle'),
        content: t('carBooking.price.changed', {
          old: form.estimate ? money(form.estimate.price) : '',
          price: money(q.detail.price),
        }),
        confirmText: t('carBooking.price.continue'),
        cancelText: t('common.cancel'),
      });
    if (q.kind === 'routeBooked') return confirmRouteBooked(t);
    // The duplicate-order reminder is the page's dialog (the pipeline's question).
    return null;
  };

  /** checkPreBook refused: pay the unpaid ride first (SPEC §8), or why cars cannot be booked. */
  const refused = async (detail: CarPreBookData): Promise<void> => {
    const key = PRE_BOOK_KEYS[detail.reason];
    const content = key ? t(key) : detail.message || t('carBooking.preBook.refused');
    if (detail.reason === 'unpaidRide' && detail.unpaidOrderId) {
      const pay = await confirmDialog({
        title: t('common.tips'),
        content,
        confirmText: t('carBooking.preBook.payNow'),
        cancelText: t('common.cancel'),
      });
      if (pay) await navigate('/pay/payment', { query: { orderIds: detail.unpaidOrderId } });
      return;
    }
    await showDialog({ title: t('common.tips'), content, confirmText: t('common.confirm') });
  };

  const settle = async (outcome: SubmitOutcome<CarBookData, CarPreBookData>): Promise<void> => {
    if (outcome.kind === 'stale') {
      const key = STALE_KEYS[outcome.reason] ?? 'carBooking.stale.gone';
      await showDialog({ title: t('common.tips'), content: t(key), confirmText: t('common.confirm') });
      if (outcome.reason === 'invalid') await backToList(CAR_QUERY, CAR_QUERY);
      else if (outcome.reason !== 'failed') await backToList(CAR_LIST, CAR_QUERY);
      return;
    }
    if (outcome.kind === 'ineligible') {
      await refused(outcome.detail);
      return;
    }
    if (outcome.kind !== 'booked') return;
    // Refused or lost answers were shown by the error presenter; the form stays as typed.
    form.finishBooked();
    const { next, result } = outcome;
    if (next.kind === 'cashier') {
      // The result screen in place of the form opens the cashier on top of itself (paying, or leaving the cashier,
      // comes back to it); opening both from here races on H5 (useCashierOnArrival).
      await redirectTo(CAR_CMP, { query: { orderId: result.orderId, ...OPEN_CASHIER_QUERY } });
      return;
    }
    await navigate(next.url, { replace: true, query: next.query });
  };

  return async () => {
    const outcome = await form.submit({ ask, settle });
    if (outcome.kind === 'invalid') showToast(firstProblemText(outcome.problems, t), LIMITS.ui.toastMs);
  };
}
