/**
 * SQL of people administration: the employees a caller may manage (rights.ts), the employee record with its
 * documents, departments, ranks, and the user-centre order lists (demand orders, train berth orders, trip cars).
 * Phones and document numbers are read in full here; the service masks them before anything leaves.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db';
import type { EmployeeDocumentsTable, EmployeesTable } from './tables';
import { likePattern } from '../booking/repository';
import { orderInScope, type OrderScope } from '../orders/scopeRepository';
import type { AuthInfo } from '../session/service';
import { isBookerManager } from './rights';

export interface ManageFilter {
  keyword: string;
  /** The department asked for and its sub-departments; undefined for all. */
  deptIds?: string[];
  isValid: 0 | 1;
}

export type EmployeeInsert = Insertable<EmployeesTable>;
export type EmployeeUpdate = Updateable<EmployeesTable>;
export type DocumentRow = Pick<EmployeeDocumentsTable, 'id' | 'id_type' | 'id_no' | 'expiry' | 'issue_place'>;

export function employeesRepository(db: Db) {
  function manageQuery(a: AuthInfo, f: ManageFilter) {
    let q = db.selectFrom('employees as e').where('e.corp_id', '=', a.corpId).where('e.is_valid', '=', f.isValid);
    if (!a.isAdmin) {
      if (isBookerManager(a)) {
        q = q.where((eb) =>
          eb.or([
            eb('e.id', '=', a.empId),
            eb.and([
              eb('e.is_admin', '=', 0),
              eb('e.book_range', '<=', a.bookRange),
              ...(a.bookRange === 3 ? [] : [eb('e.dept_id', '=', a.deptId)]),
            ]),
          ]),
        );
      } else {
        q = q.where('e.id', '=', a.empId);
      }
    }
    if (f.deptIds) q = q.where('e.dept_id', 'in', f.deptIds.length > 0 ? f.deptIds : ['']);
    if (f.keyword) {
      const like = likePattern(f.keyword);
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

  return {
    /** The caller first, then by employee number. */
    async manageList(a: AuthInfo, f: ManageFilter, offset: number, limit: number) {
      return manageQuery(a, f)
        .innerJoin('departments as d', 'd.id', 'e.dept_id')
        .leftJoin('ranks as r', 'r.id', 'e.rank_id')
        .select([
          'e.id',
          'e.name',
          'e.en_name',
          'e.sex',
          'e.born',
          'e.phone',
          'e.email',
          'e.emp_no',
          'e.dept_id',
          'e.is_valid',
          'e.is_admin',
          'e.if_booker',
          'e.if_approver',
          'e.book_range',
          'd.name as dept_name',
          'd.en_name as dept_en_name',
          'r.code as rank_code',
        ])
        .orderBy((eb) => eb.case().when('e.id', '=', a.empId).then(0).else(1).end())
        .orderBy('e.emp_no')
        .orderBy('e.id')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async manageCount(a: AuthInfo, f: ManageFilter): Promise<number> {
      const row = await manageQuery(a, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** One employee of the company with department and rank, any state. */
    async employee(corpId: string, empId: string) {
      return db
        .selectFrom('employees as e')
        .innerJoin('departments as d', 'd.id', 'e.dept_id')
        .leftJoin('ranks as r', 'r.id', 'e.rank_id')
        .selectAll('e')
        .select([
          'd.name as dept_name',
          'd.en_name as dept_en_name',
          'r.code as rank_code',
          'r.name as rank_name',
          'r.en_name as rank_en_name',
        ])
        .where('e.id', '=', empId)
        .where('e.corp_id', '=', corpId)
        .executeTakeFirst();
    },

    async documentsOf(empIds: string[]) {
      if (empIds.length === 0) return [];
      return db
        .selectFrom('employee_documents')
        .select(['id', 'emp_id', 'id_type', 'id_no', 'expiry', 'issue_place'])
        .where('emp_id', 'in', empIds)
        .orderBy('emp_id')
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    async departments(corpId: string) {
      return db
        .selectFrom('departments')
        .select(['id', 'parent_id', 'name', 'en_name', 'sort'])
        .where('corp_id', '=', corpId)
        .execute();
    },

    async department(corpId: string, deptId: string) {
      return db
        .selectFrom('departments')
        .select(['id', 'parent_id', 'name', 'en_name'])
        .where('corp_id', '=', corpId)
        .where('id', '=', deptId)
        .executeTakeFirst();
    },

    /** Active employees per department. */
    async activeCounts(corpId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('employees')
        .select(['dept_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('corp_id', '=', corpId)
        .where('is_valid', '=', 1)
        .groupBy('dept_id')
        .execute();
      return new Map(rows.map((r) => [r.dept_id, Number(r.n)]));
    },

    async rankByCode(corpId: string, code: string) {
      return db
        .selectFrom('ranks')
        .select(['id', 'code'])
        .where('corp_id', '=', corpId)
        .where('code', '=', code)
        .executeTakeFirst();
    },

    /** Another active employee of the company with this phone. */
    async phoneTaken(corpId: string, phone: string, exceptEmpId: string | null): Promise<boolean> {
      const row = await db
        .selectFrom('employees')
        .select('id')
        .where('corp_id', '=', corpId)
        .where('phone', '=', phone)
        .where('is_valid', '=', 1)
        .$if(exceptEmpId !== null, (q) => q.where('id', '<>', exceptEmpId as string))
        .executeTakeFirst();
      return row !== undefined;
    },

    async empNoTaken(corpId: string, empNo: string, exceptEmpId: string | null): Promise<boolean> {
      const row = await db
        .selectFrom('employees')
        .select('id')
        .where('corp_id', '=', corpId)
        .where('emp_no', '=', empNo)
        .$if(exceptEmpId !== null, (q) => q.where('id', '<>', exceptEmpId as string))
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertEmployee(row: EmployeeInsert): Promise<void> {
      await db.insertInto('employees').values(row).execute();
    },

    async updateEmployee(corpId: string, empId: string, values: EmployeeUpdate): Promise<void> {
      await db.updateTable('employees').set(values).where('id', '=', empId).where('corp_id', '=', corpId).execute();
    },

    async insertDocument(row: Insertable<EmployeeDocumentsTable>): Promise<void> {
      await db.insertInto('employee_documents').values(row).execute();
    },

    async updateDocument(
      empId: string,
      docId: string,
      values: Pick<EmployeeDocumentsTable, 'id_type' | 'id_no' | 'expiry' | 'issue_place'>,
    ): Promise<void> {
      await db
        .updateTable('employee_documents')
        .set(values)
        .where('id', '=', docId)
        .where('emp_id', '=', empId)
        .execute();
    },

    async deleteDocument(empId: string, docId: string): Promise<void> {
      await db.deleteFrom('employee_documents').where('id', '=', docId).where('emp_id', '=', empId).execute();
    },

    // User-centre order lists ------------------------------------------------------------------------------------

    /** Orders of one type within the order scope; `tripOnly` keeps those made for a trip application. */
    async ordersOfType(s: OrderScope, orderType: number, status: string | undefined, offset: number, limit: number) {
      const base = db
        .selectFrom('orders as o')
        .where('o.order_type', '=', orderType)
        .where((eb) => orderInScope(eb, s))
        .$if(status !== undefined, (q) => q.where('o.order_status', '=', status as string));
      const [rows, total] = await Promise.all([
        base
          .select([
            'o.id',
            'o.order_no',
            'o.order_type',
            'o.order_status',
            'o.title',
            'o.travel_date',
            'o.total_fen',
            'o.ccsqd_id',
            'o.created_at',
          ])
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type EmployeesRepository = ReturnType<typeof employeesRepository>;
