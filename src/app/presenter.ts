import Taro from '@tarojs/taro';
import type { Outcome } from '../api/transport';
import { showDialog, showToast } from '../hosts/ui';
import { goLogin } from '../router';
import { LIMITS } from '../domain/limits';
import type { RootStore } from '../stores';
import type { MessageKey } from '../i18n';
import { SERVER_CODE } from '../domain/errorCatalogue';

let reloginShowing = false;

/** How long the relogin dialog waits for the login page to replace the refused one. */
const PAGE_SWAP_WAIT_MS = 3000;
const PAGE_SWAP_POLL_MS = 50;

/**
 * The page on top of the stack, told apart per instance: H5 keeps a per-instance stamp in `path`, mini-programs
 * hand out the page instances themselves. null when no page is up (tests, start-up).
 */
function topPage(): unknown {
  const pages = Taro.getCurrentPages();
  const top = pages[pages.length - 1] as { path?: unknown } | undefined;
  if (!top) return null;
  return typeof top.path === 'string' && top.path !== '' ? top.path : top;
}

/**
 * Resolves once the page that was on top (`before`) is gone, or after {@link PAGE_SWAP_WAIT_MS}. Taro H5 resolves
 * reLaunch when the URL changes, before the next page's chunk is loaded and the old page unloaded.
 */
function pageLeft(before: unknown): Promise<void> {
  if (before === null) return Promise.resolve();
  return new Promise((resolve) => {
    let waited = 0;
    const check = (): void => {
      if (topPage() !== before || waited >= PAGE_SWAP_WAIT_MS) {
        resolve();
        return;
      }
      waited += PAGE_SWAP_POLL_MS;
      setTimeout(check, PAGE_SWAP_POLL_MS);
    };
    check();
  });
}

/** The SPEC §8 text of a login-invalid code, shown when the answer carries no tips. */
function reloginText(code: number): MessageKey {
  if (code === SERVER_CODE.otherDevice) return 'session.otherDevice';
  if (code === SERVER_CODE.tokenInvalid) return 'session.loggedOut';
  return 'session.expired';
}

/**
 * The single error presenter (ARCHITECTURE §3): the transport reports outcomes, this decides what the user sees.
 * SPEC §8: 100/101/3901 session cleared → login → Tips dialog over it; 102/999/998 dialog; others a 5 s toast.
 */
export function presentOutcome(store: RootStore, outcome: Outcome): void {
  const { t } = store.ui;
  switch (outcome.kind) {
    case 'relogin': {
      // Several calls in flight fail together when a session dies: one dialog is enough.
      if (reloginShowing) return;
      reloginShowing = true;
      store.session.invalidate(outcome.code === SERVER_CODE.otherDevice ? 'replaced' : 'ended');
      store.app.reset();
      const content = outcome.tips || t(reloginText(outcome.code));
      // Login first, then the dialog over it: the page whose call was refused would otherwise sit behind the
      // dialog showing its "load failed" state (issue 16 defect 12).
      const refusedPage = topPage();
      void goLogin()
        .catch(() => undefined)
        .then(() => pageLeft(refusedPage))
        .then(() => showDialog({ title: t('common.tips'), content, confirmText: t('common.confirm') }))
        .catch(() => undefined)
        .then(() => {
          reloginShowing = false;
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
