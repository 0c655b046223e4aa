/** SQL of the booking kit's company data: booking-rule parameters, violation reasons, cost centres, projects. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { preparedQuery } from '../../db/prepared';
import { PARAM_APPROVAL_SUBJECT_BY } from '../approval/engine';
import { BOOKING_PARAM_RANGE, BOOKING_RULE_KEYS, bookingParamNo } from './rules';

type Db = Kysely<Database>;

/**
 * A case-insensitive 'contains' pattern for lower(column) LIKE …: wildcard characters are dropped (SQLite and
 * PostgreSQL escape them differently, and names and codes never need them).
 */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '').toLowerCase()}%`;
}

/** The name of the company-flag row of {@link bookingRepository}'s rulesAndHide (no parameter is named so). */
const HIDE_ROW = '#companies.hide_travel_standard';

// A booking's reads, prepared once (db/prepared.ts): building them cost more CPU than running them.
const rulesAndHideQuery = preparedQuery((db: Db, v: { corpId: string }) =>
  db
    .selectFrom('parameters')
    .select(['corp_id', 'param_no', 'value'])
    .where('corp_id', 'in', ['', v.corpId])
    // Every booking rule of every product as one range of the primary key per company (issue 17): the rule names as
    // an IN list (14 names × 2 companies) cost SQLite about five times as much, building the list on every run.
    // resolveBookingRules picks the rows it needs by name, so rows of other products in the range are harmless.
    .where('param_no', '>=', BOOKING_PARAM_RANGE.from)
    .where('param_no', '<', BOOKING_PARAM_RANGE.below)
    // The approval decision's setting (approval/engine.ts decideApproval), for a booking that decides in the same
    // transaction: one statement less per booking (issue 17).
    .unionAll(
      db
        .selectFrom('parameters')
        .select(['corp_id', 'param_no', 'value'])
        .where('corp_id', 'in', ['', v.corpId])
        .where('param_no', '=', PARAM_APPROVAL_SUBJECT_BY),
    )
    .unionAll(
      db
        .selectFrom('companies')
        .select([
          'id as corp_id',
          sql<string>`cast(${HIDE_ROW} as text)`.as('param_no'),
          sql<string>`cast(hide_travel_standard as text)`.as('value'),
        ])
        .where('id', '=', v.corpId),
    ),
);

const bookingEmployeesQuery = preparedQuery((db: Db, v: { corpId: string; ids: readonly string[] }) =>
  db
    .selectFrom('employees')
    .select(['id', 'corp_id', 'dept_id', 'name', 'phone', 'book_range', 'book_outside'])
    .where('corp_id', '=', v.corpId)
    // A literal: compared with a parameter, the partial index employees_corp_phone_active (is_valid = 1) makes SQLite
    // prepare the statement again on every run.
    .where('is_valid', '=', sql.lit(1))
    .where('id', 'in', v.ids),
);

/** An employee as resolvePassengers reads them (the booker and the employee travellers). */
export interface BookingEmployee {
  id: string;
  corp_id: string;
  dept_id: string;
  name: string;
  phone: string;
  book_range: number;
  book_outside: number;
}

export function bookingRepository(db: Db) {
  return {
    /** Booking-rule rows of the platform ('') and the company, for every product and for this one. */
    async ruleRows(corpId: string, cplx: string) {
      const names = BOOKING_RULE_KEYS.flatMap((k) => [bookingParamNo(k), bookingParamNo(k, cplx)]);
      return db
        .selectFrom('parameters')
        .select(['corp_id', 'param_no', 'value'])
        .where('corp_id', 'in', ['', corpId])
        .where('param_no', 'in', names)
        .execute();
    },

    /**
     * {@link ruleRows}, the company's "hide travel standard" flag and the approval decision's `approval.subjectBy`
     * setting in ONE statement (a booking reads all three): the flag comes as an extra row under a name no parameter
     * has.
     */
    async rulesAndHide(corpId: string) {
      const rows = await rulesAndHideQuery.all(db, { corpId });
      const hide = rows.find((r) => r.param_no === HIDE_ROW);
      // The company's value over the platform's, as approvalRepository's decisionFacts reads it.
      const subject = (owner: string) =>
        rows.find((r) => r.param_no === PARAM_APPROVAL_SUBJECT_BY && r.corp_id === owner)?.value;
      return {
        rows: rows.filter((r) => r.param_no !== HIDE_ROW),
        hide: hide?.value === '1',
        approvalSubjectBy: subject(corpId) ?? subject(''),
      };
    },

    async hidesTravelStandard(corpId: string): Promise<boolean> {
      const row = await db
        .selectFrom('companies')
        .select('hide_travel_standard')
        .where('id', '=', corpId)
        .executeTakeFirst();
      return row?.hide_travel_standard === 1;
    },

    async violationReasons(corpId: string, cplx: string) {
      return db
        .selectFrom('violation_reasons')
        .select(['id', 'cplx', 'text', 'en_text'])
        .where('corp_id', '=', corpId)
        .where('cplx', '=', cplx)
        .where('is_valid', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** One valid violation reason of the company for a product (a booking names it by id). */
    async violationReason(corpId: string, cplx: string, id: string) {
      return db
        .selectFrom('violation_reasons')
        .select(['id', 'text'])
        .where('corp_id', '=', corpId)
        .where('cplx', '=', cplx)
        .where('id', '=', id)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
    },

    /** Valid cost centres or projects of the company, by code. */
    async pickerRows(
      table: 'cost_centers' | 'projects',
      corpId: string,
      keyword: string,
      offset: number,
      limit: number,
    ) {
      let q = db
        .selectFrom(table)
        .select(['id', 'code', 'name'])
        .where('corp_id', '=', corpId)
        .where('is_valid', '=', 1);
      if (keyword) {
        const like = likePattern(keyword);
        q = q.where((eb) =>
          eb.or([eb(eb.fn('lower', ['code']), 'like', like), eb(eb.fn('lower', ['name']), 'like', like)]),
        );
      }
      return q.orderBy('code').orderBy('id').offset(offset).limit(limit).execute();
    },

    async pickerCount(table: 'cost_centers' | 'projects', corpId: string, keyword: string): Promise<number> {
      let q = db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('corp_id', '=', corpId)
        .where('is_valid', '=', 1);
      if (keyword) {
        const like = likePattern(keyword);
        q = q.where((eb) =>
          eb.or([eb(eb.fn('lower', ['code']), 'like', like), eb(eb.fn('lower', ['name']), 'like', like)]),
        );
      }
      const row = await q.executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** A traveller employee's phone and department (any product's booking). */
    async employeeContact(corpId: string, empId: string) {
      return db
        .selectFrom('employees')
        .select(['id', 'name', 'phone', 'dept_id'])
        .where('corp_id', '=', corpId)
        .where('id', '=', empId)
        .executeTakeFirst();
    },

    /**
     * The booker and the employee travellers of a booking in one read: the active employees of the company among
     * `ids`, with the booking scope (booker) and the phone and department (travellers).
     */
    async bookingEmployees(corpId: string, ids: readonly string[]): Promise<BookingEmployee[]> {
      return bookingEmployeesQuery.all(db, { corpId, ids: [...new Set(ids)] });
    },

    /** The booker's own frequent travellers among `ids`. */
    async frequentTravellers(corpId: string, ownerEmpId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('frequent_travellers')
        .select(['id', 'name', 'phone'])
        .where('corp_id', '=', corpId)
        .where('owner_emp_id', '=', ownerEmpId)
        .where('id', 'in', [...new Set(ids)])
        .execute();
    },

    /** Whether an id is a valid cost centre / project of the company (bookV3 checks what the form sent). */
    async pickerExists(table: 'cost_centers' | 'projects', corpId: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('corp_id', '=', corpId)
        .where('id', '=', id)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
      return !!row;
    },
  };
}

export type BookingRepository = ReturnType<typeof bookingRepository>;
