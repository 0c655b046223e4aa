/**
 * Persisted asynchronous steps (ARCHITECTURE §8): ticketing, payment expiry, later grabbing, dispatch… A job is a row
 * of the `jobs` table; the runner started by build() polls for due rows every 500 ms. A job runs in ONE transaction
 * that also marks it done, so its effects and its completion commit together: a crash or restart mid-run leaves it
 * pending and it runs again when the server is back. A failing job is retried with a growing delay, then marked
 * 'failed' (kept for inspection).
 */
import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import { preparedInsert } from '../db/prepared';
import type { Database } from '../db/schema';
import { newId } from '../lib/crypto';

// Every booking enqueues (its expiry or hold job): prepared once (db/prepared.ts).
const insertJob = preparedInsert('jobs');

declare module '../context' {
  interface AppContext {
    /** The persisted job runner (tests call `runDue()` after moving the clock). */
    jobs: JobRunner;
  }
}

/** A transaction (or the database) that jobs are enqueued on and run in. */
export type JobDb = Kysely<Database>;

export interface JobContext {
  ctx: AppContext;
  /** The job's transaction: every change of the handler commits with the job's completion. */
  trx: JobDb;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler<P = unknown> = (job: JobContext, payload: P) => Promise<void>;

/** Job handlers by kind, as a product or shared module declares them (registered on the app's runner by build()). */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/**
 * A handler typed by its payload, as a {@link JobHandler} of any payload: the payload is whatever the enqueuing code
 * of the same module stored, so the module declaring both vouches for the type.
 */
export function jobHandler<P>(handler: JobHandler<P>): JobHandler {
  return handler as JobHandler;
}

/**
 * Adds a job inside the caller's transaction, so it exists exactly when the business change that needs it commits.
 * `runAtMs` epoch ms; `nowMs` (default: runAtMs) stamps the row.
 */
export async function enqueue(
  trx: JobDb,
  kind: string,
  payload: unknown,
  runAtMs: number,
  nowMs: number = runAtMs,
): Promise<string> {
  const id = newId(nowMs);
  await insertJob(trx, [
    {
      id,
      kind,
      run_at: Math.round(runAtMs),
      payload: JSON.stringify(payload ?? null),
      attempts: 0,
      status: 'pending',
      last_error: '',
      created_at: nowMs,
      updated_at: nowMs,
    },
  ]);
  return id;
}

export interface JobRunner {
  /** Binds the runner to its app (done once by build()). */
  attach(ctx: AppContext): void;
  /** Registers the handler of a job kind on this app (build() does it for every product and shared module). */
  register(kind: string, handler: JobHandler): void;
  /** Registers several handlers at once. */
  registerAll(handlers: JobHandlers): void;
  /** Starts polling (build() does it when the app is ready). */
  start(intervalMs?: number): void;
  /** Stops polling and waits for a run in progress (build() does it on close). */
  stop(): Promise<void>;
  /** Runs every job due by the app's clock now (and those they make due); resolves with how many ran. */
  runDue(): Promise<number>;
}

/** Attempts before a job is marked failed. */
export const MAX_ATTEMPTS = 5;
/** Retry delay after the n-th failure: 5 s, 10 s, 20 s, 40 s. */
export const retryDelayMs = (attempt: number): number => 5000 * 2 ** Math.max(0, attempt - 1);

const BATCH = 50;
// A handler that enqueues due jobs makes the drain loop again; bound the rounds so a bad handler cannot spin.
const MAX_ROUNDS = 20;

class Skip extends Error {}

export function createJobRunner(): JobRunner {
  let ctx: AppContext | null = null;
  // Per app: each app built in a process (tests build several) runs the handlers it registered.
  const handlers = new Map<string, JobHandler>();
  let timer: ReturnType<typeof setInterval> | null = null;
  // Every drain runs after the previous one: the poller and runDue() never overlap.
  let chain: Promise<unknown> = Promise.resolve();
  let draining = false;

  function register(kind: string, handler: JobHandler): void {
    if (handlers.has(kind)) throw new Error(`job kind '${kind}' registered twice`);
    handlers.set(kind, handler);
  }

  const bound = (): AppContext => {
    if (!ctx) throw new Error('job runner used before attach()');
    return ctx;
  };

  /**
   * A job is named by its status, due time and id together: on SQLite they are its key (migration
   * 20261127_2003_jobs_keyed_by_due), so the claim and the retry below are lookups of one row, not a search of every
   * pending job for its id.
   */
  async function runOne(job: {
    id: string;
    kind: string;
    payload: string;
    attempts: number;
    run_at: number;
  }): Promise<boolean> {
    const c = bound();
    const nowMs = c.now().getTime();
    const attempt = job.attempts + 1;
    try {
      await c.db.transaction().execute(async (trx) => {
        // The claim and the handler's effects commit together; a concurrent runner finds the row no longer pending.
        const claimed = await trx
          .updateTable('jobs')
          .set({ status: 'done', attempts: attempt, updated_at: nowMs, last_error: '' })
          .where('status', '=', 'pending')
          .where('run_at', '=', job.run_at)
          .where('id', '=', job.id)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) throw new Skip();
        const handler = handlers.get(job.kind);
        if (!handler) throw new Error(`no handler registered for job kind '${job.kind}'`);
        await handler({ ctx: c, trx, jobId: job.id, attempt }, JSON.parse(job.payload) as unknown);
      });
      return true;
    } catch (err) {
      if (err instanceof Skip) return false;
      const message = err instanceof Error ? err.message : String(err);
      const failed = attempt >= MAX_ATTEMPTS;
      c.log.warn({ job: { id: job.id, kind: job.kind, attempt }, err: { message } }, 'job failed');
      await c.db
        .updateTable('jobs')
        .set({
          attempts: attempt,
          status: failed ? 'failed' : 'pending',
          run_at: nowMs + retryDelayMs(attempt),
          last_error: message.slice(0, 500),
          updated_at: nowMs,
        })
        .where('status', '=', 'pending')
        .where('run_at', '=', job.run_at)
        .where('id', '=', job.id)
        .execute();
      return false;
    }
  }

  async function drain(): Promise<number> {
    const c = bound();
    let ran = 0;
    const tried = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const due = await c.db
        .selectFrom('jobs')
        .select(['id', 'kind', 'payload', 'attempts', 'run_at'])
        .where('status', '=', 'pending')
        .where('run_at', '<=', c.now().getTime())
        .orderBy('run_at')
        .orderBy('id')
        .limit(BATCH)
        .execute();
      const fresh = due.filter((j) => !tried.has(j.id));
      if (fresh.length === 0) break;
      for (const job of fresh) {
        tried.add(job.id);
        if (await runOne({ ...job, attempts: Number(job.attempts), run_at: Number(job.run_at) })) ran += 1;
      }
    }
    return ran;
  }

  function schedule(): Promise<number> {
    const next = chain.then(drain, drain);
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    attach(c) {
      ctx = c;
    },
    register,
    registerAll(map) {
      for (const [kind, handler] of Object.entries(map)) register(kind, handler);
    },
    start(intervalMs = 500) {
      if (timer) return;
      timer = setInterval(() => {
        if (draining) return;
        draining = true;
        schedule()
          .catch((err: unknown) => {
            bound().log.error({ err: { message: err instanceof Error ? err.message : String(err) } }, 'job poll');
          })
          .finally(() => {
            draining = false;
          });
      }, intervalMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await chain;
    },
    runDue: schedule,
  };
}
