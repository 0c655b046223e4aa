/**
 * The simulated national rail operator: which accounts exist and their passwords (scrypt hashes), what a new
 * binding must verify, and its identity check of a person. Deterministic, so tests and the demo know the answers.
 */
import { checkIdCard } from '../../../../src/domain/idCard';
import { maskIdNumber, maskPassport } from '../../../../src/domain/masking';
import type { RailIdentityStatus } from '../../../../src/api/contract/trainAccount';
import { hashPassword } from '../../lib/password';

/** Accounts the operator holds at most this many frequent travellers for. */
export const RAIL_LIST_MAX = 15;
/** Seconds the client waits before polling a started face check. */
export const FACE_POLL_SECONDS = 3;
/** Wrong passwords per employee in the window before binding pauses. */
export const BIND_MAX_FAILURES = 5;
export const BIND_WINDOW_MS = 15 * 60_000;

/** 12306 account names: a letter, then letters, digits or underscores, 6–30 in all. */
export const ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_]{5,29}$/;

/** At least 6 characters with a letter and a digit. */
export function passwordAcceptable(password: string): boolean {
  return password.length >= 6 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/**
 * The operator's identity check: an identity card whose number is well formed is checked at once (passed when
 * its checksum, region and birthday hold, failed otherwise); other documents are checked by hand (pending).
 */
export function identityOf(idType: string, idno: string): RailIdentityStatus {
  if (idType !== 'ID') return 'pending';
  return checkIdCard(idno) === null ? 'passed' : 'failed';
}

/** An identity card number the operator refuses outright (not 15 or 18 characters of the right kind). */
export function idnoMalformed(idType: string, idno: string): boolean {
  if (idno.trim() === '' || idno.includes('*')) return true;
  if (idType === 'ID') return !/^(\d{17}[\dX]|\d{15})$/.test(idno.trim().toUpperCase());
  return !/^[A-Za-z0-9()-]{4,30}$/.test(idno.trim());
}

/** Documents in answers and logs. */
export function maskDocumentNo(idType: string, idno: string): string {
  return idType === 'ID' ? maskIdNumber(idno) : maskPassport(idno);
}

let dummy: Promise<string> | undefined;
/** A hash to check unknown account names against, so timing does not tell which names exist. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('no-such-rail-account-0');
  return dummy;
}
