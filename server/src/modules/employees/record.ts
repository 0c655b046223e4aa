/**
 * The employee record (SPEC §3) between its columns/documents and the contract: reading it (in full, for
 * comparison; masked, for answers), finding what a request really changes (a masked value sent back unchanged is
 * no change), validating the changed fields (SPEC §5 formats) and turning them into column and document changes.
 */
import type { IdType } from '../../../../src/api/contract/booking';
import {
  EMP_PERSONAL_FIELDS,
  EMP_ROLE_IDS,
  type EmpRecordFields,
  type EmpRoleId,
} from '../../../../src/api/contract/peopleAdmin';
import { birthDateFromId, checkIdCard, convertId15To18, sexFromId } from '../../../../src/domain/idCard';
import { maskIdNumber, maskMobile, maskPassport } from '../../../../src/domain/masking';
import { checkEmail, checkMobile, checkName, checkPassportNo, checkTelephone } from '../../../../src/domain/validators';
import type { EmployeesTable } from './tables';
import { invalid, invalidField } from '../../lib/errors';
import { isCalendarDate } from '../../lib/time';
import type { DocumentRow, EmployeeUpdate } from './repository';

/** Every field of the record, in the order tips check them. */
export const EMP_FIELDS = [
  'empName',
  'empNo',
  'deptId',
  'phoneNumber',
  'phoneNumber2',
  'email',
  'engName',
  'idNumber',
  'passport',
  'passportPeriod',
  'placeOfIssue',
  'birthPlace',
  'otherIdType',
  'otherNumber',
  'otherPeriod',
  'born',
  'sex',
  'nation',
  'roleIds',
  'ifApprover',
  'ifBooker',
  'ifAutoCheckin',
  'loginVip',
  'isValid',
  'approvalMode',
  'bookRange',
  'bookOutside',
  'empRank',
] as const satisfies readonly (keyof EmpRecordFields)[];

type Field = (typeof EMP_FIELDS)[number];

const PERSONAL: ReadonlySet<string> = new Set(EMP_PERSONAL_FIELDS);

/** Fields answered masked; a request may send the masked form back to mean 'unchanged'. */
const MASKS: Partial<Record<Field, (v: string) => string>> = {
  phoneNumber: maskMobile,
  phoneNumber2: maskMobile,
  idNumber: maskIdNumber,
  passport: maskPassport,
  otherNumber: maskPassport,
};

export interface EmpDocs {
  id?: DocumentRow;
  passport?: DocumentRow;
  other?: DocumentRow;
}

/** The ID card, the passport and the first other document of an employee. */
export function docSlots(rows: readonly DocumentRow[]): EmpDocs {
  return {
    id: rows.find((d) => d.id_type === 'ID'),
    passport: rows.find((d) => d.id_type === 'PASSPORT'),
    other: rows.find((d) => d.id_type !== 'ID' && d.id_type !== 'PASSPORT'),
  };
}

type EmployeeRow = Pick<
  EmployeesTable,
  | 'name'
  | 'emp_no'
  | 'dept_id'
  | 'phone'
  | 'email'
  | 'en_name'
  | 'sex'
  | 'is_admin'
  | 'if_approver'
  | 'if_booker'
  | 'is_valid'
  | 'book_range'
  | 'book_outside'
> & {
  phone2: string;
  nation: string;
  birth_place: string;
  born: string;
  role_ids: string;
  if_auto_checkin: number;
  login_vip: number;
  approval_mode: number;
  rank_code: string | null;
};

const flag = (n: number): 0 | 1 => (Number(n) === 1 ? 1 : 0);

export function rolesOf(isAdmin: number, roleIds: string): EmpRoleId[] {
  const others = roleIds
    .split(',')
    .map((r) => r.trim())
    .filter((r): r is EmpRoleId => r !== 'admin' && (EMP_ROLE_IDS as readonly string[]).includes(r));
  return [...(Number(isAdmin) === 1 ? (['admin'] as EmpRoleId[]) : []), ...others];
}

const OTHER_TYPES: readonly IdType[] = [
  'MILITARY',
  'HOME_RETURN',
  'TAIWAN_COMPATRIOT',
  'FOREIGN_PR',
  'HMT_RESIDENT',
  'HK_MACAU_PASS',
  'TAIWAN_PASS',
  'OTHER',
];

function otherType(v: string): EmpRecordFields['otherIdType'] {
  return (OTHER_TYPES as readonly string[]).includes(v) ? (v as EmpRecordFields['otherIdType']) : 'OTHER';
}

/** The record in full (never answered as is). */
export function recordOf(e: EmployeeRow, docs: EmpDocs): EmpRecordFields {
  const range = Number(e.book_range);
  const mode = Number(e.approval_mode);
  return {
    empName: e.name,
    empNo: e.emp_no,
    deptId: e.dept_id,
    phoneNumber: e.phone,
    phoneNumber2: e.phone2,
    email: e.email,
    engName: e.en_name,
    idNumber: docs.id?.id_no ?? '',
    passport: docs.passport?.id_no ?? '',
    passportPeriod: docs.passport?.expiry ?? '',
    placeOfIssue: docs.passport?.issue_place ?? '',
    birthPlace: e.birth_place,
    otherIdType: docs.other ? otherType(docs.other.id_type) : '',
    otherNumber: docs.other?.id_no ?? '',
    otherPeriod: docs.other?.expiry ?? '',
    born: e.born || birthDateFromId(docs.id?.id_no) || '',
    sex: e.sex === 'M' || e.sex === 'F' ? e.sex : '',
    nation: e.nation,
    roleIds: rolesOf(e.is_admin, e.role_ids),
    ifApprover: flag(e.if_approver),
    ifBooker: flag(e.if_booker),
    ifAutoCheckin: flag(e.if_auto_checkin),
    loginVip: flag(e.login_vip),
    isValid: flag(e.is_valid),
    approvalMode: mode === 2 ? 2 : mode === 3 ? 3 : 1,
    bookRange: range >= 3 ? 3 : range === 2 ? 2 : 1,
    bookOutside: flag(e.book_outside),
    empRank: e.rank_code ?? '',
  };
}

/** The record as answered: phones and document numbers masked (SPEC §9). */
export function maskedRecord(r: EmpRecordFields): EmpRecordFields {
  const out = { ...r };
  for (const [field, mask] of Object.entries(MASKS) as [Field, (v: string) => string][]) {
    (out as Record<Field, unknown>)[field] = mask(r[field] as string);
  }
  return out;
}

function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const x = [...new Set(a)].sort();
  const y = [...new Set(b)].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** The fields of a request that differ from the current record (trimmed; a masked value sent back is no change). */
export function changesOf(req: Partial<EmpRecordFields>, current: EmpRecordFields | null): Partial<EmpRecordFields> {
  const out: Partial<Record<Field, unknown>> = {};
  for (const field of EMP_FIELDS) {
    const raw = req[field];
    if (raw === undefined) continue;
    if (field === 'roleIds') {
      const roles = [...new Set(raw as EmpRoleId[])];
      if (!current || !sameRoles(roles, current.roleIds)) out.roleIds = roles;
      continue;
    }
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (current) {
      const now = current[field];
      if (value === now) continue;
      const mask = MASKS[field];
      if (mask && typeof value === 'string' && value.includes('*') && value === mask(now as string)) continue;
    }
    out[field] = value;
  }
  return out as Partial<EmpRecordFields>;
}

/** The first changed field an employee may not change on their own record, if any. */
export function firstNonPersonal(changes: Partial<EmpRecordFields>): string | undefined {
  return EMP_FIELDS.find((f) => changes[f] !== undefined && !PERSONAL.has(f));
}

const EMP_NO = /^[A-Za-z0-9_-]{1,30}$/;
const ENG_NAME = /^[A-Za-z]+(?: [A-Za-z]+)*(?:\/[A-Za-z]+(?: [A-Za-z]+)*)?$/;
const OTHER_NO = /^[A-Za-z0-9()-]{1,30}$/;
const NATION = /^[A-Z]{2,3}$/;

function maxLen(field: string, v: string, n: number): void {
  if (Array.from(v).length > n) throw invalidField(field, 'fieldTooLong');
}

/** English name 'SURNAME/GIVEN' (or words without the slash), at most 60 characters. */
export function isEngName(v: string): boolean {
  return v.length <= 60 && ENG_NAME.test(v);
}

/**
 * A document number by type (SPEC §5), normalised: an ID card with checksum (15 digits converted to 18, 'x'
 * upper case), a passport of at most 9 letters/digits (upper case), any other document letters/digits ≤ 30.
 */
export function normaliseDocNumber(field: string, idType: string, idno: string): string {
  if (idType === 'ID') {
    if (checkIdCard(idno)) throw invalid('idNumberInvalid');
    return (idno.length === 15 ? convertId15To18(idno) : idno.toUpperCase()) as string;
  }
  if (idType === 'PASSPORT') {
    const code = checkPassportNo(idno);
    if (code === 'passport.tooLong') throw invalid('passportTooLong');
    if (code) throw invalidField(field, code === 'passport.empty' ? 'fieldRequired' : 'fieldFormat');
    return idno.toUpperCase();
  }
  if (!OTHER_NO.test(idno)) throw invalidField(field, idno === '' ? 'fieldRequired' : 'fieldFormat');
  return idno;
}

/**
 * Checks the changed fields (SPEC §5) and normalises them: a 15-digit ID becomes 18 digits, a passport upper case.
 * `today` bounds the birth date. Department and rank are checked by the service (they need the database).
 */
export function checkChanges(c: Partial<EmpRecordFields>, today: string): Partial<EmpRecordFields> {
  const out = { ...c };
  if (c.empName !== undefined) {
    const code = checkName(c.empName);
    if (code) throw invalidField('empName', code === 'name.empty' ? 'fieldRequired' : 'fieldFormat');
  }
  if (c.empNo !== undefined && !EMP_NO.test(c.empNo)) {
    throw invalidField('empNo', c.empNo === '' ? 'fieldRequired' : 'fieldFormat');
  }
  if (c.deptId !== undefined && c.deptId === '') throw invalidField('deptId', 'fieldRequired');
  if (c.phoneNumber !== undefined) {
    const code = checkMobile(c.phoneNumber);
    if (code) throw invalidField('phoneNumber', code === 'mobile.empty' ? 'fieldRequired' : 'fieldFormat');
  }
  if (c.phoneNumber2 && checkTelephone(c.phoneNumber2)) throw invalidField('phoneNumber2', 'fieldFormat');
  if (c.email) {
    maxLen('email', c.email, 100);
    if (checkEmail(c.email)) throw invalidField('email', 'fieldFormat');
  }
  if (c.engName && !isEngName(c.engName)) throw invalidField('engName', 'fieldFormat');
  if (c.idNumber) out.idNumber = normaliseDocNumber('idNumber', 'ID', c.idNumber);
  if (c.passport) out.passport = normaliseDocNumber('passport', 'PASSPORT', c.passport);
  for (const f of ['passportPeriod', 'otherPeriod'] as const) {
    const v = c[f];
    if (v && !isCalendarDate(v)) throw invalidField(f, 'fieldFormat');
  }
  if (c.born && (!isCalendarDate(c.born) || c.born > today)) throw invalidField('born', 'fieldFormat');
  if (c.placeOfIssue) maxLen('placeOfIssue', c.placeOfIssue, 50);
  if (c.birthPlace) maxLen('birthPlace', c.birthPlace, 50);
  if (c.otherNumber) out.otherNumber = normaliseDocNumber('otherNumber', 'OTHER', c.otherNumber);
  if (c.nation) {
    out.nation = c.nation.toUpperCase();
    if (!NATION.test(out.nation)) throw invalidField('nation', 'fieldFormat');
  }
  return out;
}

/** Rules across fields of the record after the change. */
export function checkRecord(r: EmpRecordFields): void {
  if (r.passport && !r.passportPeriod) throw invalidField('passportPeriod', 'fieldRequired');
  if (r.otherNumber && !r.otherIdType) throw invalidField('otherIdType', 'fieldRequired');
}

/** Birth date and sex taken from a valid ID number when the record has none. */
export function withIdFacts(r: EmpRecordFields): EmpRecordFields {
  return {
    ...r,
    born: r.born || birthDateFromId(r.idNumber) || '',
    sex: r.sex || sexFromId(r.idNumber) || '',
  };
}

/** Column values of the record fields (rank and department ids resolved by the caller). */
export function columnsOf(c: Partial<EmpRecordFields>, rankId: string | null | undefined): EmployeeUpdate {
  const v: EmployeeUpdate = {};
  if (c.empName !== undefined) v.name = c.empName;
  if (c.empNo !== undefined) v.emp_no = c.empNo;
  if (c.deptId !== undefined) v.dept_id = c.deptId;
  if (c.phoneNumber !== undefined) v.phone = c.phoneNumber;
  if (c.phoneNumber2 !== undefined) v.phone2 = c.phoneNumber2;
  if (c.email !== undefined) v.email = c.email;
  if (c.engName !== undefined) v.en_name = c.engName;
  if (c.born !== undefined) v.born = c.born;
  if (c.sex !== undefined) v.sex = c.sex;
  if (c.nation !== undefined) v.nation = c.nation;
  if (c.birthPlace !== undefined) v.birth_place = c.birthPlace;
  if (c.roleIds !== undefined) {
    v.is_admin = c.roleIds.includes('admin') ? 1 : 0;
    v.role_ids = c.roleIds.filter((r) => r !== 'admin').join(',');
  }
  if (c.ifApprover !== undefined) v.if_approver = c.ifApprover;
  if (c.ifBooker !== undefined) v.if_booker = c.ifBooker;
  if (c.ifAutoCheckin !== undefined) v.if_auto_checkin = c.ifAutoCheckin;
  if (c.loginVip !== undefined) v.login_vip = c.loginVip;
  if (c.isValid !== undefined) v.is_valid = c.isValid;
  if (c.approvalMode !== undefined) v.approval_mode = c.approvalMode;
  if (c.bookRange !== undefined) v.book_range = c.bookRange;
  if (c.bookOutside !== undefined) v.book_outside = c.bookOutside;
  if (rankId !== undefined) v.rank_id = rankId;
  return v;
}

/** One document slot after the change: the document to keep on file, or null to remove it. */
export interface DocTarget {
  slot: keyof EmpDocs;
  sort: number;
  doc: { id_type: string; id_no: string; expiry: string; issue_place: string } | null;
}

/** The document slots a change touches, with what they hold afterwards. */
export function docTargets(c: Partial<EmpRecordFields>, r: EmpRecordFields): DocTarget[] {
  const out: DocTarget[] = [];
  if (c.idNumber !== undefined) {
    out.push({
      slot: 'id',
      sort: 0,
      doc: r.idNumber ? { id_type: 'ID', id_no: r.idNumber, expiry: '', issue_place: '' } : null,
    });
  }
  if (c.passport !== undefined || c.passportPeriod !== undefined || c.placeOfIssue !== undefined) {
    out.push({
      slot: 'passport',
      sort: 1,
      doc: r.passport
        ? { id_type: 'PASSPORT', id_no: r.passport, expiry: r.passportPeriod, issue_place: r.placeOfIssue }
        : null,
    });
  }
  if (c.otherIdType !== undefined || c.otherNumber !== undefined || c.otherPeriod !== undefined) {
    out.push({
      slot: 'other',
      sort: 2,
      doc:
        r.otherNumber && r.otherIdType
          ? { id_type: r.otherIdType, id_no: r.otherNumber, expiry: r.otherPeriod, issue_place: '' }
          : null,
    });
  }
  return out;
}
