/**
 * Table types of this module, composed into `Database` by db/schema.ts. Employees and their documents.
 */
import type { Generated } from 'kysely';

export interface EmployeesTable {
  id: string;
  corp_id: string;
  dept_id: string;
  rank_id: string | null;
  emp_no: string;
  name: string;
  en_name: string;
  phone: string;
  email: string;
  sex: string;
  password_hash: string | null;
  must_change_pwd: number;
  is_valid: number;
  is_admin: number;
  if_booker: number;
  if_approver: number;
  is_director: number;
  app_book: number;
  app_travel: number;
  book_outside: number;
  book_range: number;
  sqd_book_type: number;
  created_at: number;
  updated_at: number;
  // Added by 20261122_0401_accounts (A6), also used by the employee record (B6): do not add them again.
  /** 'YYYY-MM-DD' or ''. */
  born: Generated<string>;
  civil_bank_id: Generated<string>;
  // Added by 20261122_0402_people_admin (B6).
  phone2: Generated<string>;
  nation: Generated<string>;
  birth_place: Generated<string>;
  if_auto_checkin: Generated<number>;
  /** 0: a record only, no login. */
  login_vip: Generated<number>;
  /** 1 company rules, 2 exempt, 3 always. */
  approval_mode: Generated<number>;
  /** Comma-separated company roles besides the administrator (is_admin). */
  role_ids: Generated<string>;
}

/** Documents of an employee (ID card, passport…); stored in full, always masked in answers. */
export interface EmployeeDocumentsTable {
  id: string;
  corp_id: string;
  emp_id: string;
  id_type: string;
  id_no: string;
  expiry: string;
  issue_place: string;
  sort: number;
  created_at: number;
}

/** The tables this module owns, by table name. */
export interface EmployeeTables {
  employees: EmployeesTable;
  employee_documents: EmployeeDocumentsTable;
}
