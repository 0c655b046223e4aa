/**
 * How the hotel booking form shows a submission (the UI side of the shared pipeline): the form's first problem as a
 * toast, a changed price as a question, a full or expired plan as a message and back to the rooms, the 'already
 * booked, continue?' question of a trip request, and the booked order's next screen (cashier, or the booked screen —
 * which opens the guarantee sheet when the plan needs one).
 */
import Taro from '@tarojs/taro';
import type { HotelBookData, RatePlan } from '../../../api/contract/hotel';
import type { SubmitOutcome, SubmitQuestion } from '../../../components/booking/submit';
import { confirmRouteBooked, firstProblemText } from '../../../components/booking/submitDialogs';
import { LIMITS } from '../../../domain/limits';
import { confirmDialog, showDialog, showToast } from '../../../hosts/ui';
import { goBack, navigate, redirectTo, routeByPage } from '../../../router';
import { useStores } from '../../../stores';
import { yuan, type Translate } from '../detail/format';
import type { HotelBookingForm } from './bookingForm';

/** Back to the hotel's rooms (found in the page stack, else opened again for the same stay). */
async function backToRooms(form: HotelBookingForm): Promise<void> {
  const url = form.screens.rooms;
  const pages = Taro.getCurrentPages();
  for (let i = pages.length - 2; i >= 0; i -= 1) {
    if (routeByPage(pages[i]?.route ?? '')?.url === url) {
      await goBack(pages.length - 1 - i);
      return;
    }
  }
  const hotelId = form.offer?.hotel.hotelId ?? form.planKey.split('|')[0] ?? '';
  await redirectTo(url, { query: { hotelId, checkIn: form.checkIn, checkOut: form.checkOut } });
}

/**
 * The questions of a hotel form's submission (both markets): a changed price (against the one shown), the trip
 * request's leg already booked; the duplicate-order reminder is left to the page's dialog (the pipeline's question).
 */
export function hotelAsker(t: Translate, shownAvg: () => number | undefined) {
  return (q: SubmitQuestion<Pick<RatePlan, 'avgPrice'>>): Promise<boolean> | null => {
    if (q.kind === 'priceChanged')
      return confirmDialog({
        title: t('hotelBooking.price.changedTitle'),
        content: t('hotelBooking.price.changed', {
          old: yuan(shownAvg() ?? q.detail.avgPrice),
          price: yuan(q.detail.avgPrice),
        }),
        confirmText: t('hotelBooking.price.continue'),
        cancelText: t('common.cancel'),
      });
    if (q.kind === 'routeBooked') return confirmRouteBooked(t);
    return null;
  };
}

export function useSubmit(form: HotelBookingForm): () => Promise<void> {
  const { ui } = useStores();
  const { t } = ui;

  const ask = hotelAsker(t, () => form.plan?.avgPrice);

  const settle = async (outcome: SubmitOutcome<HotelBookData, never>): Promise<void> => {
    if (outcome.kind === 'stale') {
      const stale = form.stale;
      const own = stale?.reason === 'full' ? 'hotelBooking.stale.full' : 'hotelBooking.stale.expired';
      await showDialog({
        title: t('common.tips'),
        content: stale?.message || t(own),
        confirmText: t('common.confirm'),
      });
      await backToRooms(form);
      return;
    }
    if (outcome.kind === 'booked') {
      form.finishBooked();
      await navigate(outcome.next.url, { replace: true, query: outcome.next.query });
    }
    // Refused or lost: the error presenter showed the server's tips; the form stays as typed.
  };

  return async () => {
    const outcome = await form.submit({ ask, settle });
    if (outcome.kind === 'invalid') showToast(firstProblemText(outcome.problems, t), LIMITS.ui.toastMs);
  };
}
