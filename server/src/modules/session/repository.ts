/** SQL of sessions: one row per login, looked up by the SHA-256 of the token. */
import type { Db } from '../../db';
import { preparedQuery } from '../../db/prepared';
import type { SessionStatus } from './tables';

// Every authenticated request runs it: built and compiled once (db/prepared.ts), about a tenth of a search's CPU.
const findWithEmployeeQuery = preparedQuery((db: Db, v: { tokenHash: string }) =>
  db
    .selectFrom('sessions as s')
    .leftJoin('employees as e', 'e.id', 's.emp_id')
    .leftJoin('companies as c', 'c.id', 'e.corp_id')
    .select([
      's.id as session_id',
      's.emp_id as session_emp_id',
      's.corp_id as session_corp_id',
      's.device_id',
      's.status',
      's.last_seen_at',
      'e.id as emp_id',
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
    .where('s.token_hash', '=', v.tokenHash),
);

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
    /**
     * The session of a token with its employee and company in one statement (every authenticated request runs it);
     * `emp` is undefined when the employee row is gone.
     */
    async findWithEmployee(
      tokenHash: string,
    ): Promise<{ session: SessionRow; emp: SessionEmployeeRow | undefined } | undefined> {
      const row = await findWithEmployeeQuery.first(db, { tokenHash });
      if (!row) return undefined;
      const session: SessionRow = {
        id: row.session_id,
        emp_id: row.session_emp_id,
        corp_id: row.session_corp_id,
        device_id: row.device_id,
        status: row.status,
        last_seen_at: row.last_seen_at,
      };
      if (row.emp_id === null || row.corp_valid === null) return { session, emp: undefined };
      return {
        session,
        emp: {
          id: row.emp_id,
          corp_id: row.corp_id as string,
          dept_id: row.dept_id as string,
          name: row.name as string,
          book_range: row.book_range as number,
          is_admin: row.is_admin as number,
          if_booker: row.if_booker as number,
          if_approver: row.if_approver as number,
          is_director: row.is_director as number,
          is_valid: row.is_valid as number,
          corp_valid: row.corp_valid,
        },
      };
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
