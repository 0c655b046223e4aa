/**
 * Database-backed rate limits, so limits hold across restarts and across instances sharing PostgreSQL.
 * Bucket keys carry a hash of the phone/IP/account, never the value itself.
 */
import type { Db } from '../db';
import { newId, sha256Hex } from '../lib/crypto';

const PURGE_OLDER_THAN_MS = 2 * 24 * 3600_000;

/** A bucket name like 'sms-phone:3f2a…' for a kind and a personal value. */
export function bucket(kind: string, value: string): string {
  return `${kind}:${sha256Hex(`${kind}|${value}`).slice(0, 32)}`;
}

export function rateLimiter(db: Db, now: () => Date) {
  let hitsSincePurge = 0;

  return {
    /** 0 when fewer than `max` hits fell within the window; else ms until the oldest of them leaves it. */
    async retryAfterMs(key: string, windowMs: number, max: number): Promise<number> {
      const nowMs = now().getTime();
      const rows = await db
        .selectFrom('rate_hits')
        .select('at')
        .where('bucket', '=', key)
        .where('at', '>', nowMs - windowMs)
        .orderBy('at', 'desc')
        .limit(max)
        .execute();
      if (rows.length < max) return 0;
      return Math.max(1, Number(rows[max - 1].at) + windowMs - nowMs);
    },

    async countSince(key: string, sinceMs: number): Promise<number> {
      const row = await db
        .selectFrom('rate_hits')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('bucket', '=', key)
        .where('at', '>=', sinceMs)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async hit(...keys: string[]): Promise<void> {
      const nowMs = now().getTime();
      if (keys.length === 0) return;
      await db
        .insertInto('rate_hits')
        .values(keys.map((k) => ({ id: newId(nowMs), bucket: k, at: nowMs })))
        .execute();
      hitsSincePurge += keys.length;
      if (hitsSincePurge >= 500) {
        hitsSincePurge = 0;
        await db
          .deleteFrom('rate_hits')
          .where('at', '<', nowMs - PURGE_OLDER_THAN_MS)
          .execute();
      }
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_hits').where('bucket', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
