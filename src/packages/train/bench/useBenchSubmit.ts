/**
 * How /tr/trBenchEdit shows a submission: the form's first problem as a toast (and inline), then — booked — the
 * waitlist result screen in place of the form with the cashier on top of it, so that after paying the user comes
 * back to the grabbing progress. The result screen opens the cashier itself once it is mounted (`pay=1`): on H5 a
 * navigation started while the redirected page is still loading could leave the cashier hidden behind it.
 */
import { firstProblemText } from '../../../components/booking/submitDialogs';
import { LIMITS } from '../../../domain/limits';
import { showToast } from '../../../hosts/ui';
import { OPEN_CASHIER_QUERY } from '../../../components/order';
import { redirectTo } from '../../../router';
import { useStores } from '../../../stores';
import type { BenchForm } from './benchStore';

export function useBenchSubmit(form: BenchForm, onBooked: () => void): () => Promise<void> {
  const { ui } = useStores();
  const { t } = ui;
  return async () => {
    form.markTried();
    if (form.problem) {
      showToast(firstProblemText({ first: form.problem }, t), LIMITS.ui.toastMs);
      return;
    }
    await form.submission.submit({
      settle: async (outcome) => {
        if (outcome.kind !== 'booked') return;
        const orderId = outcome.result.orderId;
        form.finish();
        onBooked();
        await redirectTo(`/tr/trBenchCmp/${encodeURIComponent(orderId)}`, { query: OPEN_CASHIER_QUERY });
      },
    });
  };
}
