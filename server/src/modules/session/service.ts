/**
 * Session rules (ARCHITECTURE §8, SPEC §8 codes): opaque 128-bit tokens stored as hashes; one session per
 * account: a new login replaces (101 "logged in on another device") the employee's earlier sessions, and
 * revokes (100) only the one of the very same device (both logins sent the same deviceId, so that device
 * already holds the new token). A browser sends no deviceId, so a login from a second browser answers the
 * first one 101, not the generic 100. An idle session times out (3901); logout and a departed employee's
 * session are revoked at once (100).
 */
import type { AppContext } from '../../context';
import type { MsgKey } from '../../i18n/messages';
import { CODE } from '../../lib/envelope';
import { newId, newToken, sha256Hex } from '../../lib/crypto';
import { sessionRepository } from './repository';

/** What an authenticated request knows about its caller. */
export interface AuthInfo {
  sessionId: string;
  empId: string;
  corpId: string;
  deptId: string;
  empName: string;
  bookRange: 1 | 2 | 3;
  isAdmin: boolean;
  ifBooker: boolean;
  ifApprover: boolean;
  isDirector: boolean;
}

export type Resolution = { ok: true; auth: AuthInfo } | { ok: false; code: number; key: MsgKey };

/** last_seen_at is refreshed at most this often, to spare a write per request. */
const TOUCH_EVERY_MS = 60_000;

export function toBookRange(n: number): 1 | 2 | 3 {
  return n >= 3 ? 3 : n === 2 ? 2 : 1;
}

export function sessionService(ctx: AppContext) {
  const repo = sessionRepository(ctx.db);

  return {
    /** Opens a session and ends the employee's earlier ones; returns the token (never stored in clear). */
    async open(empId: string, corpId: string, loginType: number, deviceId?: string | null): Promise<string> {
      const nowMs = ctx.now().getTime();
      const device = deviceId ? deviceId : null;
      const earlier = await repo.activeForEmployee(empId);
      const sameDevice = (s: { device_id: string | null }) => device !== null && s.device_id === device;
      const replaced = earlier.filter((s) => !sameDevice(s));
      const revoked = earlier.filter(sameDevice);
      await repo.end(
        replaced.map((s) => s.id),
        'replaced',
        nowMs,
      );
      await repo.end(
        revoked.map((s) => s.id),
        'revoked',
        nowMs,
      );
      const token = newToken();
      await repo.insert({
        id: newId(nowMs),
        tokenHash: sha256Hex(token),
        empId,
        corpId,
        deviceId: device,
        loginType,
        nowMs,
      });
      return token;
    },

    async resolve(token: string): Promise<Resolution> {
      const nowMs = ctx.now().getTime();
      const found = await repo.findWithEmployee(sha256Hex(token));
      if (!found) return { ok: false, code: CODE.tokenInvalid, key: 'tokenInvalid' };
      const { session: row, emp } = found;
      if (row.status === 'replaced') return { ok: false, code: CODE.otherDevice, key: 'otherDevice' };
      if (row.status === 'expired') return { ok: false, code: CODE.sessionTimeout, key: 'sessionTimeout' };
      if (row.status !== 'active') return { ok: false, code: CODE.tokenInvalid, key: 'tokenInvalid' };
      if (nowMs - Number(row.last_seen_at) > ctx.config.sessionIdleMs) {
        await repo.end([row.id], 'expired', nowMs);
        return { ok: false, code: CODE.sessionTimeout, key: 'sessionTimeout' };
      }
      if (!emp || emp.is_valid !== 1 || emp.corp_valid !== 1) {
        await repo.end([row.id], 'revoked', nowMs);
        return { ok: false, code: CODE.tokenInvalid, key: 'tokenInvalid' };
      }
      if (nowMs - Number(row.last_seen_at) > TOUCH_EVERY_MS) await repo.touch(row.id, nowMs);
      return {
        ok: true,
        auth: {
          sessionId: row.id,
          empId: emp.id,
          corpId: emp.corp_id,
          deptId: emp.dept_id,
          empName: emp.name,
          bookRange: toBookRange(emp.book_range),
          isAdmin: emp.is_admin === 1,
          ifBooker: emp.if_booker === 1,
          ifApprover: emp.if_approver === 1,
          isDirector: emp.is_director === 1,
        },
      };
    },

    async close(sessionId: string): Promise<void> {
      await repo.end([sessionId], 'revoked', ctx.now().getTime());
    },

    /** For employee departure (later issues): every session of the employee ends now. */
    async closeAllFor(empId: string): Promise<void> {
      await repo.endAllForEmployee(empId, ctx.now().getTime());
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
