import type { Outcome } from '../api/transport';
import { showDialog, showToast } from '../hosts/ui';
import { goLogin } from '../router';
import { LIMITS } from '../domain/limits';
import type { RootStore } from '../stores';

let reloginShowing = false;

/**
 * The single error presenter (ARCHITECTURE §3): the transport reports outcomes, this decides what the user sees.
 * SPEC §8: 100/101/3901 Tips dialog → session cleared → login; 102/999/998 dialog; others a 5 s toast.
 */
export function presentOutcome(store: RootStore, outcome: Outcome): void {
  const { t } = store.ui;
  switch (outcome.kind) {
    case 'relogin': {
      // Several calls in flight fail together when a session dies: one dialog is enough.
      if (reloginShowing) return;
      reloginShowing = true;
      store.session.invalidate();
      store.app.reset();
      void showDialog({
        title: t('common.tips'),
        content: outcome.tips || t('session.expired'),
        confirmText: t('common.confirm'),
      })
        .catch(() => undefined)
        .then(() => {
          reloginShowing = false;
          goLogin();
        });
      return;
    }
    case 'dialog':
      void showDialog({ title: t('common.tips'), content: outcome.tips, confirmText: t('common.confirm') });
      return;
    case 'toast':
      void showToast(outcome.tips, LIMITS.ui.failureToastMs);
      return;
    case 'timeout':
      void showToast(t('error.timeout'), LIMITS.ui.toastMs);
      return;
    case 'network':
      void showToast(t('error.network'), LIMITS.ui.toastMs);
      return;
  }
}
