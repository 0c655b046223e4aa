/**
 * Housekeeping: rows that only matter for a while (idempotency replies, one-time codes, ended sessions, finished jobs)
 * are deleted once they can no longer be used, so the tables stay small on a long-running server. Runs on a plain
 * timer (not as a persisted job): missing a run loses nothing, the next one catches up.
 */
import type { AppContext } from '../context';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of row is kept after it stopped being usable. */
export const KEEP_MS = {
  /** A client retries a write within minutes; a week covers an app left in the background. */
  idempotencyKeys: 7 * DAY_MS,
  /** Expired or used codes and reset tokens: a day, for support questions. */
  codes: DAY_MS,
  /** Ended sessions still answer 101 (replaced) rather than 100 for a month. */
  endedSessions: 30 * DAY_MS,
  /** Done jobs; failed jobs are kept for inspection. */
  doneJobs: 14 * DAY_MS,
} as const;

export interface PurgeCounts {
  idempotencyKeys: number;
  smsCodes: number;
  imageCodes: number;
  hostCodes: number;
  nonces: number;
  passwordResets: number;
  sessions: number;
  jobs: number;
}

const n = (r: { numDeletedRows: bigint }): number => Number(r.numDeletedRows);

/** Deletes what is past its keeping time by the app's clock; answers how many rows of each kind went. */
export async function purgeExpired(ctx: Pick<AppContext, 'db' | 'now'>): Promise<PurgeCounts> {
  const nowMs = ctx.now().getTime();
  const codesBefore = nowMs - KEEP_MS.codes;
  const db = ctx.db;
  return {
    idempotencyKeys: n(
      await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', nowMs - KEEP_MS.idempotencyKeys)
        .executeTakeFirst(),
    ),
    smsCodes: n(await db.deleteFrom('sms_codes').where('expires_at', '<', codesBefore).executeTakeFirst()),
    imageCodes: n(await db.deleteFrom('image_codes').where('expires_at', '<', codesBefore).executeTakeFirst()),
    hostCodes: n(await db.deleteFrom('host_codes').where('expires_at', '<', codesBefore).executeTakeFirst()),
    nonces: n(await db.deleteFrom('used_nonces').where('expires_at', '<', nowMs).executeTakeFirst()),
    passwordResets: n(await db.deleteFrom('password_resets').where('expires_at', '<', codesBefore).executeTakeFirst()),
    sessions: n(
      await db
        .deleteFrom('sessions')
        .where('status', '<>', 'active')
        .where('ended_at', '<', nowMs - KEEP_MS.endedSessions)
        .executeTakeFirst(),
    ),
    jobs: n(
      await db
        .deleteFrom('jobs')
        .where('status', '=', 'done')
        .where('updated_at', '<', nowMs - KEEP_MS.doneJobs)
        .executeTakeFirst(),
    ),
  };
}

/** Purges once an hour while the app runs; answers the stop function (build() calls it on close). */
export function startHousekeeping(ctx: AppContext, everyMs: number = HOUR_MS): () => void {
  const run = () => {
    purgeExpired(ctx).catch((err: unknown) =>
      ctx.log.warn({ err: { message: err instanceof Error ? err.message : String(err) } }, 'housekeeping failed'),
    );
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
