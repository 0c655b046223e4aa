/**
 * Consent on this device before anyone has signed in (issue 15): the agreement version the box was ticked for.
 * It survives logout (the next person to sign in here has seen the same texts) and a new version makes the box
 * start unticked again.
 */
import { AGREEMENT_VERSION } from '../../api/contract/agreements';
import { storage } from '../../hosts/storage';

const KEY = 'agreementConsent';

/** Whether the version in force was agreed to on this device. */
export function deviceAccepted(): boolean {
  return storage.get<string>(KEY) === AGREEMENT_VERSION;
}

export function rememberDeviceConsent(agreed: boolean): void {
  if (agreed) storage.set(KEY, AGREEMENT_VERSION);
  else storage.remove(KEY);
}
