/**
 * Database-backed rate limits, so limits hold across restarts and across instances sharing PostgreSQL.
 * Bucket keys carry a hash of the phone/IP/account, never the value itself.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db';
import { newId, sha256Hex } from '../lib/crypto';

const PURGE_OLDER_THAN_MS = 2 * 24 * 3600_000;
/** First key of the two-int advisory locks of `take` (the one-bigint key space of other locks stays apart). */
const TAKE_LOCK_CLASS = 16_0301;

/** A bucket name like 'sms-phone:3f2a…' for a kind and a personal value. */
export function bucket(kind: string, value: string): string {
  return `${kind}:${sha256Hex(`${kind}|${value}`).slice(0, 32)}`;
}

export function rateLimiter(db: Db, now: () => Date) {
  let hitsSincePurge = 0;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  async function purgeNowAndThen(added: number, nowMs: number): Promise<void> {
    hitsSincePurge += added;
    if (hitsSincePurge < 500) return;
    hitsSincePurge = 0;
    await db
      .deleteFrom('rate_hits')
      .where('at', '<', nowMs - PURGE_OLDER_THAN_MS)
      .execute();
  }

  /** ms until the oldest of the newest `max` hits within the window leaves it; 0 when fewer than `max`. */
  async function waitIn(q: Db, key: string, windowMs: number, max: number, nowMs: number): Promise<number> {
    const rows = await q
      .selectFrom('rate_hits')
      .select('at')
      .where('bucket', '=', key)
      .where('at', '>', nowMs - windowMs)
      .orderBy('at', 'desc')
      .limit(max)
      .execute();
    if (rows.length < max) return 0;
    return Math.max(1, Number(rows[max - 1].at) + windowMs - nowMs);
  }

  return {
    /**
     * Claims one try of a bucket before the guarded work runs: when fewer than `max` hits fall within the window it
     * records one and answers 0, else it records nothing and answers the ms until one leaves the window. Atomic:
     * the count and the insert share one transaction (SQLite: Kysely's single connection runs it alone; PostgreSQL:
     * serialised per bucket by a transaction-scoped advisory lock), so N parallel callers get at most `max` zeros.
     */
    async take(key: string, windowMs: number, max: number): Promise<number> {
      const nowMs = now().getTime();
      const wait = await db.transaction().execute(async (trx) => {
        if (postgres) await sql`select pg_advisory_xact_lock(${TAKE_LOCK_CLASS}, hashtext(${key}))`.execute(trx);
        const w = await waitIn(trx, key, windowMs, max, nowMs);
        if (w === 0)
          await trx
            .insertInto('rate_hits')
            .values({ id: newId(nowMs), bucket: key, at: nowMs })
            .execute();
        return w;
      });
      if (wait === 0) await purgeNowAndThen(1, nowMs);
      return wait;
    },

    /**
     * Gives back one hit of a bucket (the newest) that `take` claimed for work that then did not happen or must not
     * count (a refused try, a successful login). Never lets more work through than `take` allowed: the hit removed
     * stands for work that was not done.
     */
    async release(key: string): Promise<void> {
      const newest = db
        .selectFrom('rate_hits')
        .select('id')
        .where('bucket', '=', key)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(1);
      await db.deleteFrom('rate_hits').where('id', 'in', newest).execute();
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
      await purgeNowAndThen(keys.length, nowMs);
    },

    async clear(key: string): Promise<void> {
      await db.deleteFrom('rate_hits').where('bucket', '=', key).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
