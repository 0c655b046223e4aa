/**
 * How /tk/tkEdit shows a submission (the UI side of the shared pipeline, ARCHITECTURE §3): the form's first problem
 * as a toast, the expired quote and the whitelist refusal as dialogs, the 'already booked, continue?' question as a
 * confirmation, and the booked order's next screen (tkCmp or /approval/Send) in place of the form.
 */
import type { SubmitOutcome } from '../../../../components/booking/submit';
import { backToList, confirmRouteBooked, firstProblemText } from '../../../../components/booking/submitDialogs';
import type { FlightBookData } from '../../../../api/contract';
import { LIMITS } from '../../../../domain/limits';
import { showDialog, showToast } from '../../../../hosts/ui';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import type { FlightBookingForm } from '../../booking/bookingForm';
import type { WhitelistRefusal } from '../../booking/flightSubmit';

/** The flights' list, found in the page stack; else a new one. */
const backToFlights = () => backToList('/tk/tkList', '/tk/tkList');

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
        await backToFlights();
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
      ask: (q) => (q.kind === 'routeBooked' ? confirmRouteBooked(t) : null),
      settle,
    });
    if (outcome.kind === 'invalid') showToast(firstProblemText(outcome.problems, t), LIMITS.ui.toastMs);
  };
}
