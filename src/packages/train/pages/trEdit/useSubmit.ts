/**
 * How /tr/trEdit shows a submission (the UI side of the shared pipeline): the form's first problem as a toast, the
 * maintenance hours and validOrder's refusals as dialogs, the departure, new-price and 'already booked, continue?'
 * questions as confirmations, and the booked order's next screen (cashier, approval submission or trCmp).
 */
import type { TrainBookData } from '../../../../api/contract/train';
import type { SubmitOutcome, SubmitQuestion } from '../../../../components/booking/submit';
import { backToList, confirmRouteBooked, firstProblemText } from '../../../../components/booking/submitDialogs';
import { LIMITS } from '../../../../domain/limits';
import { formatYuan, yuanToFen } from '../../../../domain/money';
import { confirmDialog, showDialog, showToast } from '../../../../hosts/ui';
import type { MessageKey } from '../../../../i18n';
import { navigate } from '../../../../router';
import { useStores } from '../../../../stores';
import { useRailAccountStore } from '../../account/store';
import type { TrainBookingForm } from '../../booking/bookingForm';
import { hhmm } from '../../booking/format';
import type { TrainPriceChange, TrainStale } from '../../booking/trainSubmit';

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** validOrder refusals that mean the chosen seats are gone: the list is searched again. */
const GONE = ['soldOut', 'departed', 'notReservable', 'outOfRange', 'seatsInsufficient'];

/** What to show for validOrder's refusal: SPEC §8's identity text, else the server's message, else ours. */
export function staleText(stale: TrainStale | null, t: Translate): string {
  if (!stale) return t('trainBooking.stale.generic');
  if (stale.reason === 'identity') return t('trainBooking.stale.identity');
  if (stale.message) return stale.message;
  const own: Record<string, MessageKey> = {
    maintenance: 'trainBooking.stale.maintenance',
    railVerify: 'trainBooking.stale.railVerify',
    notInRailList: 'trainBooking.stale.notInRailList',
    soldOut: 'trainBooking.stale.soldOut',
  };
  return t(own[stale.reason] ?? 'trainBooking.stale.generic');
}

/** The trains' list, found in the page stack; else a new query. */
const backToTrains = () => backToList('/tr/trList', '/tr/trQuery');

/** The submit button's action. */
export function useSubmit(form: TrainBookingForm): () => Promise<void> {
  const { ui } = useStores();
  const { t } = ui;
  const rail = useRailAccountStore();

  const priceQuestion = (seats: TrainPriceChange): Promise<boolean> => {
    const list = seats
      .map((s) => {
        const leg = form.legs.find((l) => l.seat.seatKey === s.seatKey);
        return t('trainBooking.price.changedItem', {
          seat: s.seatName,
          old: formatYuan(yuanToFen(leg?.seat.price ?? s.price)),
          new: formatYuan(yuanToFen(s.price)),
        });
      })
      .join('；');
    return confirmDialog({
      title: t('trainBooking.price.changedTitle'),
      content: t('trainBooking.price.changed', { list }),
      confirmText: t('trainBooking.price.continue'),
      cancelText: t('common.cancel'),
    });
  };

  const ask = (q: SubmitQuestion<TrainPriceChange>): Promise<boolean> | null => {
    if (q.kind === 'priceChanged') return priceQuestion(q.detail);
    if (q.kind === 'routeBooked') return confirmRouteBooked(t);
    return null;
  };

  const confirmDeparture = (level: 'soon' | 'imminent'): Promise<boolean> =>
    confirmDialog({
      title: t('trainBooking.confirm.title'),
      content: t(level === 'soon' ? 'trainBooking.confirm.soon' : 'trainBooking.confirm.imminent', {
        time: hhmm(form.legs[0]?.train.depTime ?? ''),
      }),
      confirmText: t('trainBooking.confirm.continue'),
      cancelText: t('trainBooking.confirm.cancel'),
    });

  const settle = async (outcome: SubmitOutcome<TrainBookData, never>): Promise<void> => {
    if (outcome.kind === 'stale') {
      const stale = form.stale;
      const account = stale?.reason === 'railVerify' ? rail.account(form.railAccountId) : undefined;
      if (account) {
        // The account must pass an SMS or face check first: offer it right away (the rail account's sheet).
        const verify = await confirmDialog({
          title: t('common.tips'),
          content: staleText(stale, t),
          confirmText: t('trainBooking.stale.verify'),
          cancelText: t('common.cancel'),
        });
        if (verify) rail.startVerification(account);
        return;
      }
      await showDialog({ title: t('common.tips'), content: staleText(stale, t), confirmText: t('common.confirm') });
      if (stale && GONE.includes(stale.reason)) await backToTrains();
      return;
    }
    if (outcome.kind === 'booked') {
      form.finishBooked();
      await navigate(outcome.next.url, { replace: true, query: outcome.next.query });
    }
    // Refused or lost: the error presenter showed the server's tips; the form stays as typed.
  };

  return async () => {
    const outcome = await form.submit({ ask, settle }, confirmDeparture);
    if (outcome.kind === 'invalid') showToast(firstProblemText(outcome.problems, t), LIMITS.ui.toastMs);
    else if (outcome.kind === 'maintenance')
      await showDialog({
        title: t('common.tips'),
        content: t('trainBooking.edit.maintenance'),
        confirmText: t('common.confirm'),
      });
  };
}
