/**
 * The employee record form (SPEC §3 employee record, §5 formats, §6 flags and booking scope) as pure data: the
 * form from a record, its checks, and the create / update requests. An update sends only what changed, and a plain
 * employee only the personal fields (EMP_PERSONAL_FIELDS): the server refuses anything else.
 */
import type { BookRange, Flag, IdType } from '../../../api/contract';
import {
  EMP_PERSONAL_FIELDS,
  type ApprovalMode,
  type EmpDetail,
  type EmpRecordFields,
  type EmpRoleId,
  type VipEmpEditDetailRequest,
  type VipEmpSaveDetailRequest,
} from '../../../api/contract/peopleAdmin';
import { isDate } from '../../../components/booking/validate';
import { checkEmail, checkMobile, checkName, checkTelephone } from '../../../domain/validators';
import { validationKey, type MessageKey } from '../../../i18n';
import {
  checkBorn,
  checkDocument,
  checkEnglishName,
  normaliseEnglishName,
  type DocErrors,
  type OtherIdType,
} from './documents';
import '../../../i18n/parts/people';

/** The numbers shown masked (as answered) and kept unless retyped. */
export type MaskedField = 'phoneNumber' | 'phoneNumber2' | 'idNumber' | 'passport' | 'otherNumber';
/** The documents of the record. */
export type EmpDocument = 'idNumber' | 'passport' | 'otherNumber';

export interface EmpForm extends EmpRecordFields {
  /** '' for a new employee. */
  empId: string;
  /** Department name shown before the department list arrives. */
  deptName: string;
  /** The employee number as loaded ('' for a new employee): once set it cannot be cleared. */
  empNoOnFile: string;
  /** The document whose fields are shown. */
  docType: IdType;
  /** Masked values on file; the matching field stays '' until a new value is typed. */
  onFile: Record<MaskedField, string>;
  /** Documents on file the user removed. */
  removed: Record<EmpDocument, boolean>;
}

/** What the screen lets the caller change. */
export type EmpEditMode = 'create' | 'manage' | 'personal';

const NO_FILE: Record<MaskedField, string> = {
  phoneNumber: '',
  phoneNumber2: '',
  idNumber: '',
  passport: '',
  otherNumber: '',
};
const NOTHING_REMOVED: Record<EmpDocument, boolean> = { idNumber: false, passport: false, otherNumber: false };

/** A blank record (the server's defaults: active, may log in, bookRange 1, approval by the company rules). */
export function newEmpForm(deptId = '', deptName = ''): EmpForm {
  return {
    empId: '',
    empName: '',
    empNo: '',
    empNoOnFile: '',
    deptId,
    deptName,
    phoneNumber: '',
    phoneNumber2: '',
    email: '',
    engName: '',
    idNumber: '',
    passport: '',
    passportPeriod: '',
    placeOfIssue: '',
    birthPlace: '',
    otherIdType: '',
    otherNumber: '',
    otherPeriod: '',
    born: '',
    sex: '',
    nation: 'CN',
    roleIds: [],
    ifApprover: 0,
    ifBooker: 0,
    ifAutoCheckin: 0,
    loginVip: 1,
    isValid: 1,
    approvalMode: 1,
    bookRange: 1,
    bookOutside: 0,
    empRank: '',
    docType: 'ID',
    onFile: NO_FILE,
    removed: NOTHING_REMOVED,
  };
}

/** The form of a record as vipEmpFindDetail answers it (numbers masked: kept on file). */
export function formFromDetail(d: EmpDetail): EmpForm {
  const onFile: Record<MaskedField, string> = {
    phoneNumber: d.phoneNumber,
    phoneNumber2: d.phoneNumber2,
    idNumber: d.idNumber,
    passport: d.passport,
    otherNumber: d.otherNumber,
  };
  return {
    ...newEmpForm(d.deptId, d.deptName),
    empId: d.empId,
    empName: d.empName,
    empNo: d.empNo,
    empNoOnFile: d.empNo,
    email: d.email,
    engName: d.engName,
    passportPeriod: d.passportPeriod,
    placeOfIssue: d.placeOfIssue,
    birthPlace: d.birthPlace,
    otherIdType: d.otherIdType,
    otherPeriod: d.otherPeriod,
    born: d.born,
    sex: d.sex,
    nation: d.nation,
    roleIds: [...d.roleIds],
    ifApprover: d.ifApprover,
    ifBooker: d.ifBooker,
    ifAutoCheckin: d.ifAutoCheckin,
    loginVip: d.loginVip,
    isValid: d.isValid,
    approvalMode: d.approvalMode,
    bookRange: d.bookRange,
    bookOutside: d.bookOutside,
    empRank: d.empRank,
    docType: d.idNumber ? 'ID' : d.passport ? 'PASSPORT' : d.otherIdType || 'ID',
    onFile,
  };
}

/** Field → message of the form's problems ('passportExtra' covers expiry and places). */
export type EmpErrors = Partial<
  Record<
    | 'empName'
    | 'empNo'
    | 'deptId'
    | 'phoneNumber'
    | 'phoneNumber2'
    | 'email'
    | 'engName'
    | 'idNumber'
    | 'passport'
    | 'passportPeriod'
    | 'passportExtra'
    | 'otherIdType'
    | 'otherNumber'
    | 'otherPeriod'
    | 'born'
    | 'nation'
    | 'empRank',
    MessageKey
  >
>;

// The server's formats: employee number, rank code, another document's number, nationality code.
const EMP_NO = /^[A-Za-z0-9_-]{1,30}$/;
const RANK = /^[A-Za-z0-9_-]{0,20}$/;
const OTHER_NO = /^[A-Za-z0-9()-]{1,30}$/;
const NATION = /^[A-Za-z]{2,3}$/;

/** Whether a document is on the record after saving (typed, or on file and not removed). */
export function hasDocument(form: EmpForm, doc: EmpDocument): boolean {
  return form[doc].trim() !== '' || (form.onFile[doc] !== '' && !form.removed[doc]);
}

/**
 * The checks of SPEC §5 on what the mode lets the caller edit: name, department and mobile (required for a new
 * employee; a mobile left empty on an update keeps the one on file), second phone (telephone or mobile), e-mail,
 * English name, the documents as their types require, birth date and nationality.
 */
export function checkEmpForm(form: EmpForm, mode: EmpEditMode, today: string): EmpErrors {
  const errors: EmpErrors = {};
  const v = validationKey;
  if (mode !== 'personal') {
    const name = checkName(form.empName);
    if (name) errors.empName = v(name);
    if (!form.deptId) errors.deptId = 'people.emp.v.dept';
    const phone = form.phoneNumber.trim();
    if (mode === 'create' || phone) {
      const code = checkMobile(phone);
      if (code) errors.phoneNumber = v(code);
    }
    const empNo = form.empNo.trim();
    if (empNo ? !EMP_NO.test(empNo) : mode === 'manage' && form.empNoOnFile !== '') errors.empNo = 'people.emp.v.empNo';
    if (!RANK.test(form.empRank.trim())) errors.empRank = 'people.emp.v.rank';
  }
  if (form.phoneNumber2.trim()) {
    const code = checkTelephone(form.phoneNumber2.trim());
    if (code) errors.phoneNumber2 = v(code);
  }
  if (form.email.trim()) {
    const code = checkEmail(form.email.trim());
    if (code) errors.email = v(code);
  }
  const eng = checkEnglishName(form.engName);
  if (eng) errors.engName = eng;

  const id = checkDocument({ idType: 'ID', typed: form.idNumber, expiry: '', extras: [] });
  if (id.idno) errors.idNumber = id.idno;
  const passport: DocErrors = checkDocument({
    idType: 'PASSPORT',
    typed: form.passport,
    expiry: form.passportPeriod,
    extras: [form.placeOfIssue, form.birthPlace],
  });
  if (passport.idno) errors.passport = passport.idno;
  else if (passport.expiry) errors.passportPeriod = passport.expiry;
  else if (passport.passportExtra) errors.passportExtra = passport.passportExtra;
  else if (form.passportPeriod.trim() && !isDate(form.passportPeriod.trim())) errors.passportPeriod = 'people.v.date';
  if (form.otherNumber.trim()) {
    if (!form.otherIdType) errors.otherIdType = 'people.emp.v.otherType';
    else {
      if (!OTHER_NO.test(form.otherNumber.trim())) errors.otherNumber = 'people.v.docNumber';
    }
  }
  if (form.otherPeriod.trim() && !isDate(form.otherPeriod.trim())) errors.otherPeriod = 'people.v.date';
  const born = checkBorn(form.born, today);
  if (born) errors.born = born;
  if (form.nation.trim() && !NATION.test(form.nation.trim())) errors.nation = 'people.emp.v.nation';
  return errors;
}

/** Which document type an error belongs to, so the form shows that document's fields. */
export function documentOfError(errors: EmpErrors, form: EmpForm): IdType | null {
  if (errors.idNumber) return 'ID';
  if (errors.passport || errors.passportPeriod || errors.passportExtra) return 'PASSPORT';
  if (errors.otherIdType || errors.otherNumber || errors.otherPeriod) return form.otherIdType || 'OTHER';
  return null;
}

/** Record values as they will be saved (names normalised, typed numbers trimmed, removed documents ''). */
function recordValues(form: EmpForm): EmpRecordFields {
  const number = (doc: EmpDocument): string => (form.removed[doc] && !form[doc].trim() ? '' : form[doc].trim());
  const passportGone = form.removed.passport && !form.passport.trim();
  const otherGone = form.removed.otherNumber && !form.otherNumber.trim();
  return {
    empName: form.empName.trim(),
    empNo: form.empNo.trim(),
    deptId: form.deptId,
    phoneNumber: form.phoneNumber.trim(),
    phoneNumber2: form.phoneNumber2.trim(),
    email: form.email.trim(),
    engName: normaliseEnglishName(form.engName),
    idNumber: number('idNumber'),
    passport: number('passport'),
    passportPeriod: passportGone ? '' : form.passportPeriod.trim(),
    placeOfIssue: passportGone ? '' : form.placeOfIssue.trim(),
    birthPlace: passportGone ? '' : form.birthPlace.trim(),
    otherIdType: otherGone ? '' : form.otherIdType,
    otherNumber: number('otherNumber'),
    otherPeriod: otherGone ? '' : form.otherPeriod.trim(),
    born: form.born.trim(),
    sex: form.sex,
    nation: form.nation.trim().toUpperCase(),
    roleIds: form.roleIds,
    ifApprover: form.ifApprover,
    ifBooker: form.ifBooker,
    ifAutoCheckin: form.ifAutoCheckin,
    loginVip: form.loginVip,
    isValid: form.isValid,
    approvalMode: form.approvalMode,
    bookRange: form.bookRange,
    bookOutside: form.bookOutside,
    empRank: form.empRank.trim(),
  };
}

/** vipEmpSaveDetail: everything given (empty optional fields are left out: the server's defaults apply). */
export function toSaveRequest(form: EmpForm, withRoles: boolean): VipEmpSaveDetailRequest {
  const all = recordValues(form);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(all)) {
    if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  if (!withRoles) delete out.roleIds;
  return out as unknown as VipEmpSaveDetailRequest;
}

const MASKED: readonly MaskedField[] = ['phoneNumber', 'phoneNumber2', 'idNumber', 'passport', 'otherNumber'];

/**
 * vipEmpEditDetail: the fields that differ from the record as loaded. A masked number goes only when retyped (or
 * '' when its document was removed); `personalOnly` keeps the personal fields; roles only for an administrator.
 */
export function toEditRequest(
  form: EmpForm,
  original: EmpDetail,
  opts: { personalOnly: boolean; withRoles: boolean },
): VipEmpEditDetailRequest {
  const next = recordValues(form);
  const changed: Partial<Record<keyof EmpRecordFields, unknown>> = {};
  for (const key of Object.keys(next) as (keyof EmpRecordFields)[]) {
    const value = next[key];
    if ((MASKED as readonly string[]).includes(key)) {
      const field = key as MaskedField;
      const removed = field !== 'phoneNumber' && field !== 'phoneNumber2' && form.removed[field as EmpDocument];
      if (value !== '' || (removed && original[field] !== '')) changed[key] = value;
      continue;
    }
    if (key === 'roleIds') {
      const a = [...(value as EmpRoleId[])].sort().join(',');
      const b = [...original.roleIds].sort().join(',');
      if (opts.withRoles && a !== b) changed[key] = value;
      continue;
    }
    // A name only re-spelled by the normalisation ('Zhang San' → 'ZHANG/SAN') is no change of the user's.
    if (key === 'engName' && value === normaliseEnglishName(original.engName)) continue;
    if (value !== original[key]) changed[key] = value;
  }
  if (opts.personalOnly) {
    for (const key of Object.keys(changed) as (keyof EmpRecordFields)[]) {
      if (!(EMP_PERSONAL_FIELDS as readonly string[]).includes(key)) delete changed[key];
    }
  }
  return { empId: original.empId, ...(changed as Partial<EmpRecordFields>) };
}

/** Booking ranges a caller may grant (never wider than their own; an administrator grants all). */
export function grantableRanges(callerIsAdmin: boolean, callerRange: BookRange): BookRange[] {
  return ([1, 2, 3] as const).filter((r) => callerIsAdmin || r <= callerRange);
}

export const APPROVAL_MODES: readonly ApprovalMode[] = [1, 2, 3];
export const FLAG_FIELDS = ['ifApprover', 'ifBooker', 'ifAutoCheckin', 'loginVip', 'bookOutside'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

/** Flips a 0/1 flag. */
export const flip = (f: Flag): Flag => (f === 1 ? 0 : 1);

/** The 'other' document type, or null when the shown type is the ID card or the passport. */
export function asOther(t: IdType): OtherIdType | null {
  return t === 'ID' || t === 'PASSPORT' ? null : t;
}
