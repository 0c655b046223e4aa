import { useState } from 'react';
import { ApiError } from '../../api/transport';
import { confirmDialog, showToast } from '../../hosts/ui';
import { LIMITS } from '../../domain/limits';
import type { MessageKey } from '../../i18n';
import { useStores } from '../../stores';
import { useIntentKey } from './keys';

/**
 * An action on a refund, change or demand order (withdraw, confirm, cancel): asks first when given a title and a
 * question, sends it under one key per intent (a double tap or a retry after a lost answer acts once), says it is
 * done, then runs `after` with the answer.
 */
export function useAction<R>(
  act: (idempotencyKey: string) => Promise<R>,
  texts: { title?: MessageKey; content?: MessageKey; done: MessageKey },
  after: (result: R) => void,
) {
  const { ui } = useStores();
  const { t } = ui;
  const key = useIntentKey();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    if (texts.title && texts.content) {
      const sure = await confirmDialog({
        title: t(texts.title),
        content: t(texts.content),
        confirmText: t('common.confirm'),
        cancelText: t('common.cancel'),
      });
      if (!sure) return;
    }
    setBusy(true);
    try {
      const result = await act(key.current());
      key.done();
      showToast(t(texts.done), LIMITS.ui.toastMs, 'success');
      after(result);
    } catch (e) {
      // Refused (shown by the transport): nothing changed, a later attempt is a new intent.
      if (e instanceof ApiError && e.kind === 'code') key.done();
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
