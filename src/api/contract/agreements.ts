/**
 * User agreement and privacy policy consent (issue 15, PIPL): the texts are pages of the client
 * (/agreement/user, /agreement/privacy); the server records which version each employee accepted and when.
 * Not a SPEC §7 call (SPEC names none): `/obt/agreement/status` and `/obt/agreement/accept`.
 */

/**
 * The version of the two texts now in force. Changing a text means a new version here: every employee is then
 * asked again after their next sign-in, and every device shows the consent box unticked again.
 */
export const AGREEMENT_VERSION = '2026.1';
/** The day the current version took effect (shown at the top of both texts). */
export const AGREEMENT_EFFECTIVE = '2026-11-26';

/** agreement/accept: the version the user just agreed to (must be the current one). */
export interface AgreementAcceptRequest {
  version: string;
}

/** What the server knows about the signed-in employee's consent. */
export interface AgreementStatus {
  /** The version in force. */
  version: string;
  /** The last version this employee accepted; '' when never. */
  acceptedVersion: string;
  /** When they accepted it (epoch ms); 0 when never. */
  acceptedAt: number;
  /** 1 when the current version still has to be accepted. */
  mustAccept: 0 | 1;
}
