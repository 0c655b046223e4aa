/**
 * The UI side of the shared booking-submit pipeline that every booking page shows the same way: the form's first
 * problem as text, the 'already booked, continue?' confirmation of a trip request's route, and going back to the
 * search's list when the chosen offer is gone.
 */
import Taro from '@tarojs/taro';
import { confirmDialog } from '../../hosts/ui';
import type { MessageKey } from '../../i18n';
import { goBack, redirectTo, routeByPage } from '../../router';
import type { FirstProblem } from './formChecks';
import '../../i18n/parts/booking';
import '../../i18n/parts/tripBooking';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The message of the form's first problem, with the traveller's name when it concerns one ('' when none). */
export function firstProblemText(p: { first: FirstProblem }, t: Translate): string {
  if (!p.first) return '';
  const message = t(p.first.key, p.first.values);
  return p.first.traveller ? t('booking.error.forTraveller', { name: p.first.traveller, message }) : message;
}

/** SPEC §5: a traveller's route on the trip request is already booked — continue? */
export function confirmRouteBooked(t: Translate): Promise<boolean> {
  return confirmDialog({
    title: t('tripBooking.booked.title'),
    content: t('tripBooking.booked.body'),
    confirmText: t('tripBooking.booked.continue'),
    cancelText: t('tripBooking.booked.cancel'),
  });
}

/** Back to the search's list (`listUrl`) found in the page stack, which keeps the stack short; else to `fallbackUrl`. */
export async function backToList(listUrl: string, fallbackUrl: string): Promise<void> {
  const pages = Taro.getCurrentPages();
  for (let i = pages.length - 2; i >= 0; i -= 1) {
    if (routeByPage(pages[i]?.route ?? '')?.url === listUrl) {
      await goBack(pages.length - 1 - i);
      return;
    }
  }
  await redirectTo(fallbackUrl);
}
