/**
 * Consent asked again while signed in (issue 15, PIPL). Until now the user agreement and privacy policy were asked
 * for only at sign-in, so someone whose session survived a new version of the texts (an H5 reload, a mini-program
 * update: the session is restored, nobody signs in) never saw them. This asks once per app run for such a restored
 * session, and is the dialog for sign-in paths that have no consent box of their own (single sign-on).
 *
 * One ask at a time, shown by the ConsentGate of the page that was in front when it started (./index.tsx), so a text
 * opened from the dialog is read without the dialog over it and the dialog is there again on the way back.
 */
import { action, observable } from 'mobx';
import type { ComponentType } from 'react';
import { agreementAccept, agreementStatus } from '../../api/agreements';
import { AGREEMENT_VERSION } from '../../api/contract/agreements';
import { loadSession } from '../../hosts/storage';
import { deviceAccepted, rememberDeviceConsent } from '../AgreementConsent/deviceConsent';
import type { ConsentDialogProps } from '../AgreementConsent/ConsentDialog';
import { confirmAfterSignIn, type Consent } from '../AgreementConsent';
import type { SessionStore } from '../../stores/session';

export interface Asking {
  Dialog: ComponentType<ConsentDialogProps>;
  /** The gate (page) that shows it. */
  owner: number;
  answer(agreed: boolean): void;
}

export const gateState = observable({ asking: null as Asking | null, front: 0 }, { asking: observable.ref });

/**
 * The token the app started with (read once, when this module loads at boot, before anyone can sign in): only that
 * session is checked; a sign-in during this run went through a screen that asked already.
 */
let restoredToken = loadSession()?.token ?? null;
let restoredChecked = false;

// The dialog and its texts load on first use, as on the sign-in screens (AgreementConsent/useConsent.tsx).
const loadDialog = () => import('../AgreementConsent/ConsentDialog').then((m) => m.ConsentDialog);

/** The page now in front (each gate says so when its page shows). */
export const setFront = action((gate: number) => {
  gateState.front = gate;
});

let pending: Promise<boolean> | null = null;

/**
 * Shows the consent dialog; true for "Agree and continue" (remembered on this device), false for Cancel. While it is
 * already asking, the same answer is awaited (two paths asking at once show one dialog).
 */
export function askConsent(): Promise<boolean> {
  pending ??= loadDialog()
    .then(
      (Dialog) =>
        new Promise<boolean>((resolve) => {
          const answer = action((agreed: boolean) => {
            gateState.asking = null;
            if (agreed) rememberDeviceConsent(true);
            resolve(agreed);
          });
          action(() => {
            gateState.asking = { Dialog, owner: gateState.front, answer };
          })();
        }),
      // No network for the dialog's code: not asked now; the next run asks again.
      () => false,
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** What {@link confirmAfterSignIn} needs, answered by this device's consent and the dialog above. */
function gateConsent(): Consent {
  const consent: Consent = {
    agreed: deviceAccepted(),
    setAgreed(agreed) {
      consent.agreed = agreed;
      rememberDeviceConsent(agreed);
    },
    ensure: () => (consent.agreed ? Promise.resolve(true) : askConsent()),
    dialog: null,
  };
  return consent;
}

/**
 * After a sign-on that showed no form (SPEC §4 single sign-on, `token` already adopted): as the login screen's host
 * sign-in, asks unless this employee agreed to the version in force (here or on another device); false when they
 * cancelled, and then the session is ended again.
 */
export function consentAfterSignOn(session: SessionStore, token: string): Promise<boolean> {
  restoredChecked = true;
  return confirmAfterSignIn(gateConsent(), session, token);
}

/**
 * For the session the app started with: asks when the employee has not agreed to the version in force (a new
 * version since they signed in). Agree records it with the server; Cancel signs out. Resolves whether it asked.
 */
export async function checkRestoredSession(session: SessionStore, signOut: () => void): Promise<boolean> {
  if (restoredChecked || !restoredToken || session.token !== restoredToken) return false;
  restoredChecked = true;
  // Agreed on this device to the version in force: the server has it from that sign-in.
  if (deviceAccepted()) return false;
  const status = await agreementStatus()
    .then((answer) => answer.data)
    .catch(() => undefined);
  // Signed out or signed in anew meanwhile: that path has its own answer.
  if (!status || session.token !== restoredToken) return false;
  // A server on another version than these texts (one side updated before the other) cannot record them: not now.
  if (status.version !== AGREEMENT_VERSION) return false;
  if (status.mustAccept === 0) {
    rememberDeviceConsent(true);
    return false;
  }
  const agreed = await askConsent();
  if (session.token !== restoredToken) return true;
  if (agreed) {
    await agreementAccept({ version: AGREEMENT_VERSION }).catch(() => undefined);
  } else {
    await session.logout().catch(() => undefined);
    signOut();
  }
  return true;
}

/** A fresh app run that started with the stored session (tests start each case so). */
export const resetConsentGate = action((): void => {
  restoredToken = loadSession()?.token ?? null;
  restoredChecked = false;
  pending = null;
  gateState.asking = null;
});
