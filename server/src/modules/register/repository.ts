/** SQL of registration: companies to join, the personal account space, new employees, enterprise applications. */
import type { Db } from '../../db';

export interface JoinableCompany {
  id: string;
  fullname: string;
  needs_civil_bank_id: number;
}

export interface NewEmployee {
  id: string;
  corpId: string;
  deptId: string;
  empNo: string;
  name: string;
  phone: string;
  passwordHash: string;
  civilBankId: string;
  bookOutside: number;
  nowMs: number;
}

export interface NewPersonalSpace {
  corpId: string;
  corpNo: string;
  deptId: string;
  fullname: string;
  shortname: string;
  enName: string;
  products: readonly string[];
  /** Parameters of the space, e.g. allowModifyMobile '1'. */
  parameters: readonly { paramNo: string; value: string; name: string }[];
  nowMs: number;
}

export function registerRepository(db: Db) {
  return {
    /** An active customer company by id or company number (never a personal space). */
    async joinableCompany(by: { compId?: string; corpNo?: string }): Promise<JoinableCompany | undefined> {
      let q = db
        .selectFrom('companies')
        .select(['id', 'fullname', 'needs_civil_bank_id'])
        .where('account_type', '=', 'business')
        .where('is_valid', '=', 1);
      q = by.compId ? q.where('id', '=', by.compId) : q.where('corp_no', '=', by.corpNo ?? '');
      return q.executeTakeFirst();
    },

    /** The department a self-registered employee joins: the company's first top-level one. */
    async entryDepartment(corpId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('departments')
        .select('id')
        .where('corp_id', '=', corpId)
        .where('parent_id', 'is', null)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirst();
      return row?.id;
    },

    async hasActiveEmployee(corpId: string, phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('employees')
        .select('id')
        .where('corp_id', '=', corpId)
        .where('phone', '=', phone)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasPersonalAccount(phone: string): Promise<boolean> {
      const row = await db
        .selectFrom('employees as e')
        .innerJoin('companies as c', 'c.id', 'e.corp_id')
        .select('e.id')
        .where('e.phone', '=', phone)
        .where('e.is_valid', '=', 1)
        .where('c.is_valid', '=', 1)
        .where('c.account_type', '=', 'personal')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertEmployee(e: NewEmployee): Promise<void> {
      await db.insertInto('employees').values(employeeRow(e)).execute();
    },

    /** The company row, its one department, products, parameters and the employee, all or nothing. */
    async insertPersonalSpace(space: NewPersonalSpace, e: NewEmployee): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('companies')
          .values({
            id: space.corpId,
            corp_no: space.corpNo,
            fullname: space.fullname,
            shortname: space.shortname,
            en_name: space.enName,
            book_style: 1,
            hotel_version: 2,
            khlx: '1',
            brand_code: 'default',
            hide_travel_standard: 1,
            address: '',
            link_man: '',
            link_phone: '',
            email: '',
            industry: '',
            is_valid: 1,
            created_at: space.nowMs,
            account_type: 'personal',
          })
          .execute();
        await trx
          .insertInto('departments')
          .values({
            id: space.deptId,
            corp_id: space.corpId,
            parent_id: null,
            name: space.shortname,
            en_name: space.enName,
            sort: 0,
            created_at: space.nowMs,
          })
          .execute();
        await trx
          .insertInto('corp_products')
          .values(space.products.map((p) => ({ corp_id: space.corpId, product_code: p, enabled: 1 })))
          .execute();
        await trx
          .insertInto('parameters')
          .values(
            space.parameters.map((p) => ({ corp_id: space.corpId, param_no: p.paramNo, value: p.value, name: p.name })),
          )
          .execute();
        await trx.insertInto('employees').values(employeeRow(e)).execute();
      });
    },

    async insertApplication(row: {
      id: string;
      fullname: string;
      shortname: string;
      address: string;
      postCode: string;
      linkman: string;
      linkPhone: string;
      email: string;
      province: string;
      city: string;
      industry: string;
      corpScale: string;
      nowMs: number;
    }): Promise<void> {
      await db
        .insertInto('corp_applications')
        .values({
          id: row.id,
          fullname: row.fullname,
          shortname: row.shortname,
          address: row.address,
          post_code: row.postCode,
          linkman: row.linkman,
          link_phone: row.linkPhone,
          email: row.email,
          province: row.province,
          city: row.city,
          industry: row.industry,
          corp_scale: row.corpScale,
          status: 'pending',
          created_at: row.nowMs,
        })
        .execute();
    },
  };
}

function employeeRow(e: NewEmployee) {
  return {
    id: e.id,
    corp_id: e.corpId,
    dept_id: e.deptId,
    rank_id: null,
    emp_no: e.empNo,
    name: e.name,
    en_name: '',
    phone: e.phone,
    email: '',
    sex: '',
    password_hash: e.passwordHash,
    must_change_pwd: 0,
    is_valid: 1,
    is_admin: 0,
    if_booker: 0,
    if_approver: 0,
    is_director: 0,
    app_book: 1,
    app_travel: 1,
    book_outside: e.bookOutside,
    book_range: 1,
    sqd_book_type: 1,
    created_at: e.nowMs,
    updated_at: e.nowMs,
    civil_bank_id: e.civilBankId,
  };
}

export type RegisterRepository = ReturnType<typeof registerRepository>;
