/**
 * The server's record of consent (issue 15), kept per employee and version: written after every sign-in on a device
 * that agreed, and checked after a sign-in without the form (mini-program, WeCom), where nobody ticked a box.
 */
import { agreementAccept, agreementStatus } from '../../api/agreements';
import { AGREEMENT_VERSION } from '../../api/contract/agreements';
import type { SessionStore } from '../../stores/session';
import type { Consent } from './useConsent';

/** Records the device's consent for the signed-in employee; a failure is retried at the next sign-in. */
export function recordConsent(): void {
  agreementAccept({ version: AGREEMENT_VERSION }).catch(() => undefined);
}

/**
 * After a sign-in that showed no form (`token` already adopted): true when the employee has agreed to the version in
 * force (on this device, earlier on another one, or now in the dialog), false when they cancelled, in which case
 * the session is ended again.
 */
export async function confirmAfterSignIn(consent: Consent, session: SessionStore, token: string): Promise<boolean> {
  if (!consent.agreed) {
    const status = await agreementStatus()
      .then((answer) => answer.data)
      .catch(() => undefined);
    if (status && status.mustAccept === 0) {
      consent.setAgreed(true);
      return true;
    }
    // No session behind the dialog: opening a text from it and coming back must not find one (the page guard would
    // send a signed-in user home without an answer).
    session.invalidate();
    const agreed = await consent.ensure();
    await session.adoptToken(token);
    if (!agreed) {
      await session.logout().catch(() => undefined);
      return false;
    }
  }
  recordConsent();
  return true;
}
