/**
 * SQL of people for the traveller picker: employees within a booker's scope (SPEC §6), the booker's frequent
 * travellers, documents (stored in full; the service masks them) and delivery addresses. Also `documentByRef`, the
 * one way a booking turns a picked document back into its full number.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { likePattern } from '../booking/repository';

type Db = Kysely<Database>;

/** Who books and how far their booking scope reaches (SPEC §6: 1 only myself, 2 my department, 3 whole company). */
export interface Booker {
  id: string;
  corpId: string;
  deptId: string;
  bookRange: 1 | 2 | 3;
  bookOutside: boolean;
}

export type DocumentOwner = { kind: 'employee'; empId: string } | { kind: 'contact'; contactsId: string };

/** A document resolved from a picker `ref`, in full (never sent to a client). */
export interface ResolvedDocument {
  ref: string;
  idType: string;
  idno: string;
  expiry: string;
  issuePlace: string;
  /** The document holder's name. */
  name: string;
  owner: DocumentOwner;
}

const EMPLOYEE_REF = 'E';
const CONTACT_REF = 'C';

export function employeeDocRef(docId: string): string {
  return `${EMPLOYEE_REF}${docId}`;
}

export function contactDocRef(docId: string): string {
  return `${CONTACT_REF}${docId}`;
}

/** The active booker of a company, or undefined. */
export async function findBooker(db: Db, corpId: string, empId: string): Promise<Booker | undefined> {
  const row = await db
    .selectFrom('employees')
    .select(['id', 'corp_id', 'dept_id', 'book_range', 'book_outside'])
    .where('id', '=', empId)
    .where('corp_id', '=', corpId)
    .where('is_valid', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const range = row.book_range >= 3 ? 3 : row.book_range === 2 ? 2 : 1;
  return {
    id: row.id,
    corpId: row.corp_id,
    deptId: row.dept_id,
    bookRange: range,
    bookOutside: row.book_outside === 1,
  };
}

/**
 * Whether the booker may book for this employee: the employee is active in the booker's company and within the
 * booker's scope. Exported for bookV3 (psgList empIds).
 */
export async function employeeInBookingScope(
  db: Db,
  corpId: string,
  bookerEmpId: string,
  empId: string,
): Promise<boolean> {
  const booker = await findBooker(db, corpId, bookerEmpId);
  if (!booker) return false;
  const emp = await db
    .selectFrom('employees')
    .select(['id', 'dept_id'])
    .where('id', '=', empId)
    .where('corp_id', '=', corpId)
    .where('is_valid', '=', 1)
    .executeTakeFirst();
  if (!emp) return false;
  return inScope(booker, emp.id, emp.dept_id);
}

/** Whether an active employee of the booker's company is within the booker's scope (bookV3 reads both at once). */
export function inScope(booker: Booker, empId: string, deptId: string): boolean {
  if (empId === booker.id) return true;
  if (booker.bookRange === 3) return true;
  return booker.bookRange === 2 && deptId === booker.deptId;
}

/**
 * The full document behind a picker `ref`, only when the booker may book for its holder: an employee document
 * within the booker's scope (same company, active employee), or a document of one of the booker's own frequent
 * travellers. Anything else (unknown ref, another company, out of scope) is null.
 */
export async function documentByRef(
  db: Db,
  corpId: string,
  empId: string,
  ref: string,
): Promise<ResolvedDocument | null> {
  const kind = ref.charAt(0);
  const docId = ref.slice(1);
  if (!docId) return null;
  const booker = await findBooker(db, corpId, empId);
  if (!booker) return null;
  if (kind === EMPLOYEE_REF) {
    const row = await db
      .selectFrom('employee_documents as d')
      .innerJoin('employees as e', 'e.id', 'd.emp_id')
      .select(['d.id_type', 'd.id_no', 'd.expiry', 'd.issue_place', 'e.id as emp_id', 'e.dept_id', 'e.name'])
      .where('d.id', '=', docId)
      .where('d.corp_id', '=', corpId)
      .where('e.corp_id', '=', corpId)
      .where('e.is_valid', '=', 1)
      .executeTakeFirst();
    if (!row || !inScope(booker, row.emp_id, row.dept_id)) return null;
    return {
      ref,
      idType: row.id_type,
      idno: row.id_no,
      expiry: row.expiry,
      issuePlace: row.issue_place,
      name: row.name,
      owner: { kind: 'employee', empId: row.emp_id },
    };
  }
  if (kind === CONTACT_REF) {
    const row = await db
      .selectFrom('frequent_traveller_documents as d')
      .innerJoin('frequent_travellers as t', 't.id', 'd.traveller_id')
      .select(['d.id_type', 'd.id_no', 'd.expiry', 'd.issue_place', 't.id as contact_id', 't.name'])
      .where('d.id', '=', docId)
      .where('t.corp_id', '=', corpId)
      .where('t.owner_emp_id', '=', booker.id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      ref,
      idType: row.id_type,
      idno: row.id_no,
      expiry: row.expiry,
      issuePlace: row.issue_place,
      name: row.name,
      owner: { kind: 'contact', contactsId: row.contact_id },
    };
  }
  return null;
}

export function peopleRepository(db: Db) {
  function employeesQuery(booker: Booker, keyword: string) {
    let q = db.selectFrom('employees as e').where('e.corp_id', '=', booker.corpId).where('e.is_valid', '=', 1);
    if (booker.bookRange === 1) q = q.where('e.id', '=', booker.id);
    if (booker.bookRange === 2) {
      q = q.where((eb) => eb.or([eb('e.dept_id', '=', booker.deptId), eb('e.id', '=', booker.id)]));
    }
    if (keyword) {
      const like = likePattern(keyword);
      q = q.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['e.name']), 'like', like),
          eb(eb.fn('lower', ['e.en_name']), 'like', like),
          eb(eb.fn('lower', ['e.emp_no']), 'like', like),
        ]),
      );
    }
    return q;
  }

  function contactsQuery(booker: Booker, keyword: string) {
    let q = db
      .selectFrom('frequent_travellers as t')
      .where('t.corp_id', '=', booker.corpId)
      .where('t.owner_emp_id', '=', booker.id);
    if (keyword) {
      const like = likePattern(keyword);
      q = q.where((eb) =>
        eb.or([eb(eb.fn('lower', ['t.name']), 'like', like), eb(eb.fn('lower', ['t.en_name']), 'like', like)]),
      );
    }
    return q;
  }

  return {
    /** Employees in scope, the booker first, then by employee number. */
    async employees(booker: Booker, keyword: string, offset: number, limit: number) {
      return employeesQuery(booker, keyword)
        .innerJoin('departments as d', 'd.id', 'e.dept_id')
        .leftJoin('ranks as r', 'r.id', 'e.rank_id')
        .select([
          'e.id',
          'e.name',
          'e.en_name',
          'e.sex',
          'e.phone',
          'e.email',
          'e.emp_no',
          'd.name as dept_name',
          'd.en_name as dept_en_name',
          'r.code as rank_code',
        ])
        .orderBy((eb) => eb.case().when('e.id', '=', booker.id).then(0).else(1).end())
        .orderBy('e.emp_no')
        .orderBy('e.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async employeeCount(booker: Booker, keyword: string): Promise<number> {
      const row = await employeesQuery(booker, keyword)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async employeeDocuments(empIds: string[]) {
      if (empIds.length === 0) return [];
      return db
        .selectFrom('employee_documents')
        .select(['id', 'emp_id', 'id_type', 'id_no', 'expiry'])
        .where('emp_id', 'in', empIds)
        .orderBy('emp_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** The booker's frequent travellers by name. */
    async contacts(booker: Booker, keyword: string, offset: number, limit: number) {
      return contactsQuery(booker, keyword)
        .select(['t.id', 't.name', 't.en_name', 't.sex', 't.born', 't.phone', 't.email', 't.relation'])
        .orderBy('t.name')
        .orderBy('t.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async contactCount(booker: Booker, keyword: string): Promise<number> {
      const row = await contactsQuery(booker, keyword)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async contactDocuments(contactIds: string[]) {
      if (contactIds.length === 0) return [];
      return db
        .selectFrom('frequent_traveller_documents')
        .select(['id', 'traveller_id', 'id_type', 'id_no', 'expiry'])
        .where('traveller_id', 'in', contactIds)
        .orderBy('traveller_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** An employee's addresses, the default first, then newest. */
    async addresses(corpId: string, empId: string, offset: number, limit: number) {
      return db
        .selectFrom('addresses')
        .selectAll()
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async addressCount(corpId: string, empId: string): Promise<number> {
      const row = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type PeopleRepository = ReturnType<typeof peopleRepository>;
