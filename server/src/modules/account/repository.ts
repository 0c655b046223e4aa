/** SQL of accounts: login candidates by phone, the user-info join, company details. */
import type { Db } from '../../db';

export interface LoginCandidate {
  id: string;
  corp_id: string;
  password_hash: string | null;
  must_change_pwd: number;
  corp_name: string;
}

export function accountRepository(db: Db) {
  return {
    /** Active employees of active companies with this phone (one per company). */
    async candidatesByPhone(phone: string): Promise<LoginCandidate[]> {
      return (
        db
          .selectFrom('employees as e')
          .innerJoin('companies as c', 'c.id', 'e.corp_id')
          .select(['e.id', 'e.corp_id', 'e.password_hash', 'e.must_change_pwd', 'c.fullname as corp_name'])
          .where('e.phone', '=', phone)
          .where('e.is_valid', '=', 1)
          // The employee record's login flag (SPEC §3 loginVip): 0 may not sign in.
          .where('e.login_vip', '=', 1)
          .where('c.is_valid', '=', 1)
          .orderBy('c.id')
          .execute()
      );
    },

    async candidateById(empId: string): Promise<LoginCandidate | undefined> {
      return (
        db
          .selectFrom('employees as e')
          .innerJoin('companies as c', 'c.id', 'e.corp_id')
          .select(['e.id', 'e.corp_id', 'e.password_hash', 'e.must_change_pwd', 'c.fullname as corp_name'])
          .where('e.id', '=', empId)
          .where('e.is_valid', '=', 1)
          // The employee record's login flag (SPEC §3 loginVip): 0 may not sign in.
          .where('e.login_vip', '=', 1)
          .where('c.is_valid', '=', 1)
          .executeTakeFirst()
      );
    },

    async candidateByEmpNo(corpIdOrNo: string, empNo: string): Promise<LoginCandidate | undefined> {
      return (
        db
          .selectFrom('employees as e')
          .innerJoin('companies as c', 'c.id', 'e.corp_id')
          .select(['e.id', 'e.corp_id', 'e.password_hash', 'e.must_change_pwd', 'c.fullname as corp_name'])
          .where((eb) => eb.or([eb('c.id', '=', corpIdOrNo), eb('c.corp_no', '=', corpIdOrNo)]))
          .where('e.emp_no', '=', empNo)
          .where('e.is_valid', '=', 1)
          // The employee record's login flag (SPEC §3 loginVip): 0 may not sign in.
          .where('e.login_vip', '=', 1)
          .where('c.is_valid', '=', 1)
          .executeTakeFirst()
      );
    },

    async hasActiveEmployee(phone: string): Promise<boolean> {
      return (await this.candidatesByPhone(phone)).length > 0;
    },

    async userInfoRow(empId: string) {
      return db
        .selectFrom('employees as e')
        .innerJoin('companies as c', 'c.id', 'e.corp_id')
        .innerJoin('departments as d', 'd.id', 'e.dept_id')
        .leftJoin('ranks as r', 'r.id', 'e.rank_id')
        .select([
          'e.id',
          'e.emp_no',
          'e.name',
          'e.corp_id',
          'e.dept_id',
          'e.email',
          'e.phone',
          'e.book_outside',
          'e.book_range',
          'e.if_booker',
          'e.if_approver',
          'e.is_director',
          'e.is_admin',
          'e.app_book',
          'e.app_travel',
          'e.sqd_book_type',
          'd.name as dept_name',
          'd.en_name as dept_en_name',
          'r.code as rank_code',
          'r.name as rank_name',
          'r.en_name as rank_en_name',
          'c.corp_no',
          'c.fullname',
          'c.shortname',
          'c.hotel_version',
          'c.book_style',
          'c.khlx',
          'c.brand_code',
          'c.hide_travel_standard',
        ])
        .where('e.id', '=', empId)
        .executeTakeFirst();
    },

    async company(corpId: string) {
      return db.selectFrom('companies').selectAll().where('id', '=', corpId).executeTakeFirst();
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
