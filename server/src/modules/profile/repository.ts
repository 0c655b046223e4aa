/** SQL of the own-profile calls: the caller's row, phone uniqueness, unpaid orders, closing, documents. */
import type { Db } from '../../db';

export interface ProfileRow {
  id: string;
  corp_id: string;
  name: string;
  en_name: string;
  email: string;
  sex: string;
  born: string;
  phone: string;
  account_type: string;
}

export interface ProfilePatch {
  email?: string;
  en_name?: string;
  sex?: string;
  born?: string;
}

export function profileRepository(db: Db) {
  return {
    async employee(empId: string, corpId: string): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('employees as e')
        .innerJoin('companies as c', 'c.id', 'e.corp_id')
        .select(['e.id', 'e.corp_id', 'e.name', 'e.en_name', 'e.email', 'e.sex', 'e.born', 'e.phone', 'c.account_type'])
        .where('e.id', '=', empId)
        .where('e.corp_id', '=', corpId)
        .where('e.is_valid', '=', 1)
        .executeTakeFirst();
    },

    /** Another active employee of the company already has this phone. */
    async phoneTaken(corpId: string, phone: string, exceptEmpId: string): Promise<boolean> {
      const row = await db
        .selectFrom('employees')
        .select('id')
        .where('corp_id', '=', corpId)
        .where('phone', '=', phone)
        .where('is_valid', '=', 1)
        .where('id', '!=', exceptEmpId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async setPhone(empId: string, phone: string, nowMs: number): Promise<void> {
      await db.updateTable('employees').set({ phone, updated_at: nowMs }).where('id', '=', empId).execute();
    },

    async updateProfile(empId: string, patch: ProfilePatch, nowMs: number): Promise<void> {
      await db
        .updateTable('employees')
        .set({ ...patch, updated_at: nowMs })
        .where('id', '=', empId)
        .execute();
    },

    /** Orders the employee booked that wait for payment. */
    async unpaidOrders(empId: string, corpId: string, statuses: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('corp_id', '=', corpId)
        .where('emp_id', '=', empId)
        .where('order_status', 'in', [...statuses])
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Closes the account: the employee (and a personal space) deactivated, every session ended, at once. */
    async close(empId: string, corpId: string, personal: boolean, nowMs: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('employees')
          .set({ is_valid: 0, updated_at: nowMs })
          .where('id', '=', empId)
          .where('corp_id', '=', corpId)
          .execute();
        if (personal) {
          await trx
            .updateTable('companies')
            .set({ is_valid: 0 })
            .where('id', '=', corpId)
            .where('account_type', '=', 'personal')
            .execute();
        }
        await trx
          .updateTable('sessions')
          .set({ status: 'revoked', ended_at: nowMs })
          .where('emp_id', '=', empId)
          .where('status', '=', 'active')
          .execute();
      });
    },

    async documents(empId: string, corpId: string) {
      return db
        .selectFrom('employee_documents')
        .select(['id_type', 'id_no', 'expiry', 'issue_place'])
        .where('emp_id', '=', empId)
        .where('corp_id', '=', corpId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;
