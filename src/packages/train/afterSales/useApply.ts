import { useState } from 'react';
import { ApiError } from '../../../api/transport';
import { useVisitKey } from '../../../components/afterSales';
import { LIMITS } from '../../../domain/limits';
import { showToast } from '../../../hosts/ui';
import { useStores } from '../../../stores';
import '../../../i18n/parts/trainAfterSales';

/**
 * The reason and the one submission per visit of a train refund or change form: the reason is required, the
 * submission goes under the visit's key (a double tap or a retry after a lost answer makes one record).
 */
export function useApply() {
  const { ui } = useStores();
  const { t } = ui;
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useVisitKey();

  /** Sends when `ready` (something quoted and chosen) and not already sending. */
  const submit = async (ready: boolean, send: (reason: string, idempotencyKey: string) => Promise<unknown>) => {
    if (!ready || busy) return;
    if (reason.trim() === '') {
      setError(t('trainAfterSales.reasonRequired'));
      return;
    }
    setBusy(true);
    try {
      await send(reason.trim(), idempotencyKey);
    } catch (e) {
      // A refusal was shown by the transport; a lost answer can be retried with the same key.
      if (!(e instanceof ApiError)) showToast(t('common.loadFailed'), LIMITS.ui.failureToastMs);
    } finally {
      setBusy(false);
    }
  };

  const onReason = (text: string) => {
    setReason(text);
    setError('');
  };

  return { reason, error, busy, onReason, submit };
}
