import { useState } from 'react';
import { ApiError } from '../../../api/transport';
import { confirmDialog, showToast } from '../../../hosts/ui';
import { LIMITS } from '../../../domain/limits';
import type { MessageKey } from '../../../i18n';
import { useStores } from '../../../stores';
import { useIntentKey } from './keys';

/**
 * Cancel of a pending refund, change or demand order: asks for confirmation, sends the cancel under one key per
 * intent (a double tap or a retry after a lost answer cancels once), then reloads the record.
 */
export function useCancel(
  cancel: (idempotencyKey: string) => Promise<void>,
  texts: { title: MessageKey; content: MessageKey; done: MessageKey },
  after: () => void,
) {
  const { ui } = useStores();
  const { t } = ui;
  const key = useIntentKey();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    const sure = await confirmDialog({
      title: t(texts.title),
      content: t(texts.content),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await cancel(key.current());
      key.done();
      showToast(t(texts.done), LIMITS.ui.toastMs, 'success');
      after();
    } catch (e) {
      // Refused (shown by the transport): nothing changed, a later attempt is a new intent.
      if (e instanceof ApiError && e.kind === 'code') key.done();
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
