/**
 * The persisted asynchronous step of a supplier's state machine (ticketing, grabbing, dispatch, visa processing…),
 * typed over the job table (server/src/jobs): scheduled inside the business transaction, so the step exists exactly
 * when that change commits; run later in ONE transaction with the job's completion, retried when it throws. A product
 * lists its steps' handlers in its jobs ({@link stepHandlers}); build() registers them on the app's runner.
 */
import { enqueue, jobHandler, type JobContext, type JobDb, type JobHandler, type JobHandlers } from '../../jobs';
import { hash32 } from './random';

/** A step of kind `kind` whose payload is `P` (stored as JSON: plain data only). */
export interface Step<P> {
  /** The job kind, unique in the app ('flight.ticket', 'train.grab'…). */
  readonly kind: string;
  /** What the runner calls, in the job's transaction (`job.trx`). */
  readonly handler: JobHandler;
  /** Adds the step inside `trx`, due at `runAtMs`; `nowMs` stamps the row. Resolves with the job id. */
  schedule(trx: JobDb, payload: P, runAtMs: number, nowMs: number): Promise<string>;
}

/**
 * Declares a step: `run` gets the job (its transaction, the app context, the attempt) and the payload its
 * `schedule` stored. Idempotent runs are the rule: read the state first and do nothing when it has moved on.
 */
export function defineStep<P>(kind: string, run: (job: JobContext, payload: P) => Promise<void>): Step<P> {
  return {
    kind,
    // The payload is what this step's own schedule() stored, so the step vouches for its type.
    handler: jobHandler<P>(run),
    schedule: (trx, payload, runAtMs, nowMs) => enqueue(trx, kind, payload, runAtMs, nowMs),
  };
}

/** The handlers of some steps by kind, as a product lists its jobs. */
export function stepHandlers(...steps: readonly Pick<Step<never>, 'kind' | 'handler'>[]): JobHandlers {
  const out: Record<string, JobHandler> = {};
  for (const s of steps) out[s.kind] = s.handler;
  return out;
}

/**
 * A repeatable delay in [minMs, maxMs] (integer ms) seeded by `key` (e.g. `issue|${orderId}`): the same order waits
 * the same time on every run, so demos and tests are predictable.
 */
export function delayMs(key: string, minMs: number, maxMs: number): number {
  const span = Math.max(0, Math.floor(maxMs - minMs));
  return minMs + (hash32(key) % (span + 1));
}
