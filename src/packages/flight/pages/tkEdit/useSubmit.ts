/**
 * How /tk/tkEdit shows a submission (the UI side of the shared pipeline, ARCHITECTURE §3): the form's first problem
 * as a toast, the expired quote and the whitelist refusal as dialogs, the 'already booked, continue?' question as a
 * confirmation, and the booked order's next screen (tkCmp or /approval/Send) in place of the form.
 */
import Taro from '@tarojs/taro';
import type { SubmitOutcome } from '../../../../components/booking/submit';
import type { FlightBookData } from '../../../../api/contract';
import { LIMITS } from '../../../../domain/limits';
import { confirmDialog, showDialog, showToast } from '../../../../hosts/ui';
import { goBack, navigate, redirectTo, routeByPage } from '../../../../router';
import { useStores } from '../../../../stores';
import type { FlightBookingForm } from '../../booking/bookingForm';
import type { FormProblems } from '../../booking/checks';
import type { WhitelistRefusal } from '../../booking/flightSubmit';

type Translate = ReturnType<typeof useStores>['ui']['t'];

/** The message of the form's first problem, with the traveller's name when it concerns one. */
export function firstProblemText(p: FormProblems, t: Translate): string {
  if (!p.first) return '';
  const message = t(p.first.key, p.first.values);
  return p.first.traveller ? t('booking.error.forTraveller', { name: p.first.traveller, message }) : message;
}

/** The list of the search, found in the page stack: going back keeps the stack short. */
async function backToList(): Promise<void> {
  const pages = Taro.getCurrentPages();
  for (let i = pages.length - 2; i >= 0; i -= 1) {
    if (routeByPage(pages[i]?.route ?? '')?.url === '/tk/tkList') {
      await goBack(pages.length - 1 - i);
      return;
    }
  }
  await redirectTo('/tk/tkList');
}

/** The submit button's action. */
export function useSubmit(form: FlightBookingForm): () => Promise<void> {
  const { ui } = useStores();
  const { t } = ui;

  const settle = async (outcome: SubmitOutcome<FlightBookData, WhitelistRefusal>): Promise<void> => {
    switch (outcome.kind) {
      case 'stale':
        await showDialog({
          title: t('common.tips'),
          content: t(outcome.reason === 'tooClose' ? 'booking.tooClose' : 'booking.cacheExpired'),
          confirmText: t('common.confirm'),
        });
        form.forgetSelection();
        await backToList();
        return;
      case 'ineligible':
        await showDialog({
          title: t('common.tips'),
          content: t('booking.whitelist.refused', {
            list: outcome.detail
              .map((x) => t('booking.whitelist.item', { name: x.psgName, airline: x.airline, reason: x.reason }))
              .join(' / '),
          }),
          confirmText: t('common.confirm'),
        });
        return;
      case 'booked':
        form.finishBooked();
        await navigate(outcome.next.url, { replace: true, query: outcome.next.query });
        return;
      default:
        // Refused or lost: the error presenter showed the server's tips; the form stays as typed.
        return;
    }
  };

  return async () => {
    const outcome = await form.submit({
      // The duplicate reminder is rendered from the store; the route question is the host's confirmation.
      ask: (q) =>
        q.kind === 'routeBooked'
          ? confirmDialog({
              title: t('tripBooking.booked.title'),
              content: t('tripBooking.booked.body'),
              confirmText: t('tripBooking.booked.continue'),
              cancelText: t('tripBooking.booked.cancel'),
            })
          : null,
      settle,
    });
    if (outcome.kind === 'invalid') showToast(firstProblemText(outcome.problems, t), LIMITS.ui.toastMs);
  };
}
