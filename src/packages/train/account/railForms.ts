/**
 * Pure rules of the rail account forms (SPEC §5: the rail account and password cannot be empty) and the match of a
 * booking passenger against an account's rail frequent travellers (whose documents come masked).
 */
import type { IdType } from '../../../domain/documentTypes';
import { maskIdNumber, maskPassport } from '../../../domain/masking';
import { isDate } from '../../../components/booking/validate';
import type { MessageKey } from '../../../i18n';
import type { RailPassenger, RailPsgType } from '../../../api/contract/trainAccount';

export type Errors<F extends string> = Partial<Record<F, MessageKey>>;

const MOBILE = /^1[3-9]\d{9}$/;
const ACCOUNT_NAME = /^[A-Za-z][A-Za-z0-9_]{5,29}$/;

export interface BindInput {
  accountName: string;
  password: string;
}

export function validateBind(input: BindInput): Errors<keyof BindInput> {
  const errors: Errors<keyof BindInput> = {};
  if (input.accountName.trim() === '') errors.accountName = 'trainAccount.bind.accountRequired';
  if (input.password === '') errors.password = 'trainAccount.bind.passwordRequired';
  return errors;
}

export interface RegisterInput {
  accountName: string;
  password: string;
  holderName: string;
  idType: IdType;
  idno: string;
  phoneNumber: string;
}

export function validateRegister(input: RegisterInput): Errors<keyof RegisterInput> {
  const errors: Errors<keyof RegisterInput> = {};
  if (input.accountName.trim() === '') errors.accountName = 'trainAccount.bind.accountRequired';
  else if (!ACCOUNT_NAME.test(input.accountName.trim())) errors.accountName = 'trainAccount.register.accountInvalid';
  if (input.password === '') errors.password = 'trainAccount.bind.passwordRequired';
  else if (input.password.length < 6 || !/[A-Za-z]/.test(input.password) || !/\d/.test(input.password)) {
    errors.password = 'trainAccount.register.passwordWeak';
  }
  if (input.holderName.trim() === '') errors.holderName = 'trainAccount.register.holderRequired';
  if (input.idno.trim() === '') errors.idno = 'trainAccount.passengers.idnoRequired';
  if (!MOBILE.test(input.phoneNumber.trim())) errors.phoneNumber = 'trainAccount.register.phoneInvalid';
  return errors;
}

export interface PassengerInput {
  psgName: string;
  idType: IdType;
  idno: string;
  /** 'YYYY-MM-DD'; required for a passport, not asked for the identity card. */
  expiry: string;
  phoneNumber: string;
  psgType: RailPsgType;
}

/** The documents the rail operator takes for a passenger. */
export const RAIL_ID_TYPES: readonly IdType[] = [
  'ID',
  'PASSPORT',
  'HK_MACAU_PASS',
  'TAIWAN_PASS',
  'FOREIGN_PR',
  'HMT_RESIDENT',
];

export function validatePassenger(input: PassengerInput): Errors<keyof PassengerInput> {
  const errors: Errors<keyof PassengerInput> = {};
  if (input.psgName.trim() === '') errors.psgName = 'trainAccount.passengers.nameRequired';
  if (input.idno.trim() === '') errors.idno = 'trainAccount.passengers.idnoRequired';
  const expiry = input.idType === 'ID' ? '' : input.expiry.trim();
  if (expiry !== '' ? !isDate(expiry) : input.idType === 'PASSPORT') {
    errors.expiry = 'trainAccount.passengers.expiryInvalid';
  }
  const phone = input.phoneNumber.trim();
  if (phone !== '' && !MOBILE.test(phone)) errors.phoneNumber = 'trainAccount.passengers.phoneInvalid';
  return errors;
}

export const hasErrors = (errors: Record<string, unknown>): boolean => Object.values(errors).some(Boolean);

/** A document number as the server masks it in lists (ID 3+4, others 2+2); a masked one stays as it is. */
export function maskedDocument(idType: string, idno: string): string {
  const n = idno.trim().toUpperCase();
  if (n.includes('*')) return n;
  return idType === 'ID' ? maskIdNumber(n) : maskPassport(n);
}

/** A booking passenger (document typed in or masked from a profile). */
export interface BookingPassenger {
  psgName: string;
  idType: string;
  idno: string;
  /** A document on file, so the server can add the person without the full number. */
  documentRef?: string;
  phoneNumber?: string;
}

/** Whether the passenger is one of the rail frequent travellers: same name, document type and (masked) number. */
export function inRailList(p: BookingPassenger, list: readonly RailPassenger[]): boolean {
  const masked = maskedDocument(p.idType, p.idno);
  return list.some((c) => c.psgName === p.psgName.trim() && c.idType === p.idType && c.idno.toUpperCase() === masked);
}

/** Whether the full number is known here (typed in) or on file: only then can the person be added in one tap. */
export function canAddDirectly(p: BookingPassenger): boolean {
  return Boolean(p.documentRef) || (p.idno.trim() !== '' && !p.idno.includes('*'));
}
