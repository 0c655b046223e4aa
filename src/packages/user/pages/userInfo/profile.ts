/** Checks of the own-profile edit (SPEC §5 formats; contract vipEmpEditInfoObt). Pure: unit-tested. */
import type { VipEmpEditInfoObtRequest } from '../../../../api/contract';
import { chinaToday } from '../../../../domain/time';
import { checkEmail, checkName, type ValidationResult } from '../../../../domain/validators';

/** The editable fields as the form holds them ('' = cleared / not set). */
export interface ProfileDraft {
  email: string;
  engName: string;
  sex: 'M' | 'F' | '';
  born: string;
}

/** A problem per field: a domain validation code, or 'born' for a date that is malformed or in the future. */
export type ProfileProblems = Partial<Record<keyof ProfileDraft, ValidationResult | 'born'>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Empty fields are allowed (they clear); filled ones must be well formed. */
export function checkProfile(d: ProfileDraft, now: number): ProfileProblems {
  const email = d.email.trim();
  const engName = d.engName.trim().toUpperCase();
  const born = d.born.trim();
  const problems: ProfileProblems = {};
  if (email) problems.email = checkEmail(email);
  // English name: the latin SURNAME/GIVEN form only (checkName also accepts Chinese names).
  if (engName) problems.engName = /^[A-Z /]+$/.test(engName) ? checkName(engName) : 'name.format';
  if (born && (!isRealDate(born) || born > chinaToday(now) || born < '1900-01-01')) problems.born = 'born';
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as ProfileProblems;
}

/** The request of an edit: trimmed, the English name in capitals. */
export function profileRequest(d: ProfileDraft): VipEmpEditInfoObtRequest {
  return {
    email: d.email.trim(),
    engName: d.engName.trim().toUpperCase(),
    born: d.born.trim(),
    ...(d.sex ? { sex: d.sex } : {}),
  };
}
