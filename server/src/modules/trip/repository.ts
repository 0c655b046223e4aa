/**
 * SQL of trip applications (ccsqd), their travellers, route legs and change orders. Every read is scoped by company;
 * "visible" requests are the employee's own (applicant) and those naming them as a traveller.
 */
import type { ExpressionBuilder, Insertable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { CcsqdTable } from './tables';

export interface CcsqdFilter {
  corpId: string;
  empId: string;
  /** Undefined lists every status. */
  status?: number;
  keyword?: string;
  /** Also requests that name the employee as a traveller (not only their own). */
  asTraveller?: boolean;
  /** Only requests ending on or after this date (today − tolerance: the booking window has not ended). */
  dateEndFrom?: string;
  /** Only requests with a leg of this product code. */
  product?: string;
  /** Only requests naming this employee as a traveller. */
  travellerEmpId?: string;
}

type CcsqdEb = ExpressionBuilder<Database, 'ccsqd'>;

/** 'contains' LIKE pattern: wildcard characters are dropped (SQLite and PostgreSQL escape them differently). */
function like(keyword: string): string {
  return `%${keyword.replace(/[%_\\]/g, '')}%`;
}

/** Applicant, or (asTraveller) named as a traveller. */
function visible(eb: CcsqdEb, empId: string, asTraveller: boolean) {
  const own = eb('ccsqd.emp_id', '=', empId);
  if (!asTraveller) return own;
  const named = eb
    .selectFrom('ccsqd_persons as p')
    .select('p.id')
    .whereRef('p.ccsqd_id', '=', 'ccsqd.id')
    .where('p.emp_id', '=', empId);
  return eb.or([own, eb.exists(named)]);
}

export function tripRepository(db: Db) {
  const base = (f: CcsqdFilter) => {
    let q = db
      .selectFrom('ccsqd')
      .where('ccsqd.corp_id', '=', f.corpId)
      .where((eb) => visible(eb, f.empId, f.asTraveller ?? false));
    if (f.status !== undefined) q = q.where('ccsqd.status', '=', f.status);
    if (f.keyword) {
      const k = like(f.keyword);
      q = q.where((eb) =>
        eb.or([eb('ccsqd.ccsqd_no', 'like', k), eb('ccsqd.ccsy', 'like', k), eb('ccsqd.mdd', 'like', k)]),
      );
    }
    // 'YYYY-MM-DD' text compares like the dates it holds.
    if (f.dateEndFrom) q = q.where('ccsqd.date_end', '>=', f.dateEndFrom);
    if (f.product) {
      const product = f.product;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('ccsqd_routes as r')
            .select('r.id')
            .whereRef('r.ccsqd_id', '=', 'ccsqd.id')
            .where('r.product', '=', product),
        ),
      );
    }
    if (f.travellerEmpId) {
      const traveller = f.travellerEmpId;
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('ccsqd_persons as t')
            .select('t.id')
            .whereRef('t.ccsqd_id', '=', 'ccsqd.id')
            .where('t.emp_id', '=', traveller),
        ),
      );
    }
    return q;
  };

  return {
    async list(f: CcsqdFilter, offset: number, limit: number) {
      return base(f)
        .selectAll('ccsqd')
        .orderBy('ccsqd.created_at', 'desc')
        .orderBy('ccsqd.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(f: CcsqdFilter): Promise<number> {
      const row = await base(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** One request of the company that the employee may see (applicant or traveller); undefined otherwise. */
    async visibleOne(corpId: string, empId: string, ccsqdId: string) {
      return db
        .selectFrom('ccsqd')
        .selectAll('ccsqd')
        .where('ccsqd.corp_id', '=', corpId)
        .where('ccsqd.id', '=', ccsqdId)
        .where((eb) => visible(eb, empId, true))
        .executeTakeFirst();
    },

    /** A new request; false, and nothing written, when its number is already taken (another instance gave it). */
    async insertUnlessNumberTaken(row: Insertable<CcsqdTable>): Promise<boolean> {
      const written = await db
        .insertInto('ccsqd')
        .values(row)
        .onConflict((oc) => oc.column('ccsqd_no').doNothing())
        .executeTakeFirst();
      return Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** One request of the company, whoever it belongs to (approval handler, booking checks). */
    async one(ccsqdId: string, corpId?: string) {
      let q = db.selectFrom('ccsqd').selectAll().where('id', '=', ccsqdId);
      if (corpId !== undefined) q = q.where('corp_id', '=', corpId);
      return q.executeTakeFirst();
    },

    async persons(ccsqdIds: readonly string[]) {
      if (ccsqdIds.length === 0) return [];
      return db
        .selectFrom('ccsqd_persons as p')
        .leftJoin('employees as e', 'e.id', 'p.emp_id')
        .leftJoin('departments as d', 'd.id', 'e.dept_id')
        .select([
          'p.id',
          'p.ccsqd_id',
          'p.emp_id',
          'p.name',
          'p.phone_number',
          'p.seq',
          'e.phone as emp_phone',
          'd.name as dept_name',
        ])
        .where('p.ccsqd_id', 'in', [...ccsqdIds])
        .orderBy('p.ccsqd_id')
        .orderBy('p.seq')
        .execute();
    },

    async routes(ccsqdIds: readonly string[]) {
      if (ccsqdIds.length === 0) return [];
      return db
        .selectFrom('ccsqd_routes')
        .selectAll()
        .where('ccsqd_id', 'in', [...ccsqdIds])
        .orderBy('ccsqd_id')
        .orderBy('seq')
        .orderBy('id')
        .execute();
    },

    async route(routeId: string) {
      return db.selectFrom('ccsqd_routes').selectAll().where('id', '=', routeId).executeTakeFirst();
    },

    async changes(ccsqdId: string) {
      return db
        .selectFrom('ccsqd_changes')
        .selectAll()
        .where('ccsqd_id', '=', ccsqdId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async change(changeId: string, corpId: string) {
      return db
        .selectFrom('ccsqd_changes')
        .selectAll()
        .where('id', '=', changeId)
        .where('corp_id', '=', corpId)
        .executeTakeFirst();
    },

    /** The change in draft or approval of a request (at most one). */
    async openChange(ccsqdId: string) {
      return db
        .selectFrom('ccsqd_changes')
        .selectAll()
        .where('ccsqd_id', '=', ccsqdId)
        .where('state', 'in', ['draft', 'inApproval'])
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
    },

    async deleteRequest(ccsqdId: string): Promise<void> {
      await db.deleteFrom('ccsqd_changes').where('ccsqd_id', '=', ccsqdId).execute();
      await db.deleteFrom('ccsqd_routes').where('ccsqd_id', '=', ccsqdId).execute();
      await db.deleteFrom('ccsqd_persons').where('ccsqd_id', '=', ccsqdId).execute();
      await db.deleteFrom('ccsqd').where('id', '=', ccsqdId).execute();
    },

    /** Active employees of the company among `ids`, with their department. */
    async employees(corpId: string, ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('employees')
        .select(['id', 'name', 'phone', 'dept_id'])
        .where('corp_id', '=', corpId)
        .where('is_valid', '=', 1)
        .where('id', 'in', [...ids])
        .execute();
    },

    async costCenter(corpId: string, id: string) {
      return db
        .selectFrom('cost_centers')
        .select(['id', 'code', 'name'])
        .where('corp_id', '=', corpId)
        .where('id', '=', id)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
    },

    async project(corpId: string, id: string) {
      return db
        .selectFrom('projects')
        .select(['id', 'code', 'name'])
        .where('corp_id', '=', corpId)
        .where('id', '=', id)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
    },

    /** Names of cost centres and projects (also no longer valid ones) for the detail. */
    async costCenterAny(id: string | null) {
      if (!id) return undefined;
      return db.selectFrom('cost_centers').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async projectAny(id: string | null) {
      if (!id) return undefined;
      return db.selectFrom('projects').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async applicantName(empId: string): Promise<string> {
      const row = await db.selectFrom('employees').select('name').where('id', '=', empId).executeTakeFirst();
      return row?.name ?? '';
    },

    /** An upload of the company by its id (attachment check). */
    async upload(corpId: string, id: string) {
      return db
        .selectFrom('uploads')
        .select('id')
        .where('id', '=', id)
        .where('corp_id', '=', corpId)
        .executeTakeFirst();
    },
  };
}

export type TripRepository = ReturnType<typeof tripRepository>;
export type CcsqdRow = NonNullable<Awaited<ReturnType<TripRepository['one']>>>;
export type CcsqdRouteRow = NonNullable<Awaited<ReturnType<TripRepository['route']>>>;
export type CcsqdPersonRow = Awaited<ReturnType<TripRepository['persons']>>[number];
export type CcsqdChangeRow = NonNullable<Awaited<ReturnType<TripRepository['change']>>>;
