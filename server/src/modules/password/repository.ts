/** SQL of passwords: hashes of employees, reset tokens (hashes only) and the sessions a new password ends. */
import type { Db } from '../../db';

export function passwordRepository(db: Db) {
  return {
    async passwordHash(empId: string): Promise<string | null> {
      const row = await db
        .selectFrom('employees')
        .select('password_hash')
        .where('id', '=', empId)
        .where('is_valid', '=', 1)
        .executeTakeFirst();
      return row?.password_hash ?? null;
    },

    async setPassword(empId: string, hash: string, nowMs: number): Promise<void> {
      await db
        .updateTable('employees')
        .set({ password_hash: hash, must_change_pwd: 0, updated_at: nowMs })
        .where('id', '=', empId)
        .execute();
    },

    /** Sets the password of every active account of a phone (in active companies); returns their ids. */
    async setPasswordByPhone(phone: string, hash: string, nowMs: number): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('employees as e')
          .innerJoin('companies as c', 'c.id', 'e.corp_id')
          .select('e.id')
          .where('e.phone', '=', phone)
          .where('e.is_valid', '=', 1)
          .where('c.is_valid', '=', 1)
          .execute();
        const ids = rows.map((r) => r.id);
        if (ids.length > 0) {
          await trx
            .updateTable('employees')
            .set({ password_hash: hash, must_change_pwd: 0, updated_at: nowMs })
            .where('id', 'in', ids)
            .execute();
        }
        return ids;
      });
    },

    async insertReset(row: { id: string; tokenHash: string; phone: string; nowMs: number; expiresAt: number }) {
      await db
        .insertInto('password_resets')
        .values({
          id: row.id,
          token_hash: row.tokenHash,
          phone: row.phone,
          created_at: row.nowMs,
          expires_at: row.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** Uses a live reset token once (a concurrent second use gets null); answers its phone. */
    async takeReset(tokenHash: string, nowMs: number): Promise<string | null> {
      const row = await db
        .selectFrom('password_resets')
        .select(['id', 'phone', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row || row.used_at !== null || Number(row.expires_at) <= nowMs) return null;
      const r = await db
        .updateTable('password_resets')
        .set({ used_at: nowMs })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? row.phone : null;
    },

    /** Ends every active session of these employees, except `keepSessionId` when given. */
    async endSessions(empIds: string[], nowMs: number, keepSessionId?: string): Promise<void> {
      if (empIds.length === 0) return;
      let q = db
        .updateTable('sessions')
        .set({ status: 'revoked', ended_at: nowMs })
        .where('emp_id', 'in', empIds)
        .where('status', '=', 'active');
      if (keepSessionId) q = q.where('id', '!=', keepSessionId);
      await q.execute();
    },
  };
}

export type PasswordRepository = ReturnType<typeof passwordRepository>;
