/** SQL of sessions: one row per login, looked up by the SHA-256 of the token. */
import type { Db } from '../../db';
import type { SessionStatus } from './tables';

export interface SessionRow {
  id: string;
  emp_id: string;
  corp_id: string;
  device_id: string | null;
  status: SessionStatus;
  last_seen_at: number;
}

export interface SessionEmployeeRow {
  id: string;
  corp_id: string;
  dept_id: string;
  name: string;
  book_range: number;
  is_admin: number;
  if_booker: number;
  if_approver: number;
  is_director: number;
  is_valid: number;
  corp_valid: number;
}

export function sessionRepository(db: Db) {
  return {
    async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .select(['id', 'emp_id', 'corp_id', 'device_id', 'status', 'last_seen_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async findEmployee(empId: string): Promise<SessionEmployeeRow | undefined> {
      return db
        .selectFrom('employees as e')
        .innerJoin('companies as c', 'c.id', 'e.corp_id')
        .select([
          'e.id',
          'e.corp_id',
          'e.dept_id',
          'e.name',
          'e.book_range',
          'e.is_admin',
          'e.if_booker',
          'e.if_approver',
          'e.is_director',
          'e.is_valid',
          'c.is_valid as corp_valid',
        ])
        .where('e.id', '=', empId)
        .executeTakeFirst();
    },

    async activeForEmployee(empId: string): Promise<{ id: string; device_id: string | null }[]> {
      return db
        .selectFrom('sessions')
        .select(['id', 'device_id'])
        .where('emp_id', '=', empId)
        .where('status', '=', 'active')
        .execute();
    },

    async insert(row: {
      id: string;
      tokenHash: string;
      empId: string;
      corpId: string;
      deviceId: string | null;
      loginType: number;
      nowMs: number;
    }): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: row.id,
          token_hash: row.tokenHash,
          emp_id: row.empId,
          corp_id: row.corpId,
          device_id: row.deviceId,
          login_type: row.loginType,
          status: 'active',
          created_at: row.nowMs,
          last_seen_at: row.nowMs,
          ended_at: null,
        })
        .execute();
    },

    /** Ends active sessions (only those still active, so a concurrent end is not overwritten). */
    async end(ids: string[], status: Exclude<SessionStatus, 'active'>, nowMs: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('sessions')
        .set({ status, ended_at: nowMs })
        .where('id', 'in', ids)
        .where('status', '=', 'active')
        .execute();
    },

    async endAllForEmployee(empId: string, nowMs: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ status: 'revoked', ended_at: nowMs })
        .where('emp_id', '=', empId)
        .where('status', '=', 'active')
        .execute();
    },

    async touch(id: string, nowMs: number): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: nowMs }).where('id', '=', id).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
