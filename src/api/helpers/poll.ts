/**
 * Polls a service every `intervalMs` until `until(value)` holds or the deadline passes
 * (e.g. payment status by order, SPEC §4; car driver dispatch). Cancellable.
 */
import { clock } from '../../hosts/clock';

/** Why a poll ended without a satisfying value. */
export type PollEnd = 'deadline' | 'cancelled';

/** Rejection of {@link poll} when it ends without a satisfying value. */
export class PollStopped extends Error {
  readonly reason: PollEnd;
  /** The last value the service returned, if any. */
  readonly last: unknown;
  constructor(reason: PollEnd, last: unknown) {
    super(reason === 'deadline' ? 'poll deadline passed' : 'poll cancelled');
    this.name = 'PollStopped';
    this.reason = reason;
    this.last = last;
  }
}

export interface PollOptions<T> {
  /** Pause between the end of one call and the start of the next. */
  intervalMs: number;
  /** Total time allowed from the start; omit to poll until cancelled. */
  timeoutMs?: number;
  /** Stop when this holds for a value. */
  until: (value: T) => boolean;
  /** A service failure ends the poll unless this returns true (then polling continues). */
  retryOnError?: (error: unknown) => boolean;
  /** Called with every value, e.g. to show progress. */
  onValue?: (value: T) => void;
  /** Injectable clock and timers for tests. */
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface PollHandle<T> {
  /** Resolves with the first value that satisfies `until`; rejects with {@link PollStopped} or the service error. */
  promise: Promise<T>;
  /** Stops polling; the promise rejects with reason 'cancelled'. */
  cancel(): void;
}

export function poll<T>(service: () => Promise<T>, options: PollOptions<T>): PollHandle<T> {
  const now = options.now ?? clock.now;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const deadline = options.timeoutMs === undefined ? Infinity : now() + options.timeoutMs;

  let done = false;
  let timer: unknown;
  let last: unknown;
  let settle: { resolve: (v: T) => void; reject: (e: unknown) => void } | undefined;

  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const finish = (fn: () => void): void => {
    if (done) return;
    done = true;
    if (timer !== undefined) clearTimer(timer);
    fn();
  };

  const attempt = (): void => {
    timer = undefined;
    if (done) return;
    service().then(
      (value) => {
        if (done) return;
        last = value;
        options.onValue?.(value);
        if (options.until(value)) finish(() => settle?.resolve(value));
        else schedule();
      },
      (error: unknown) => {
        if (done) return;
        if (options.retryOnError?.(error)) schedule();
        else finish(() => settle?.reject(error));
      },
    );
  };
  const schedule = (): void => {
    if (now() + options.intervalMs > deadline) {
      finish(() => settle?.reject(new PollStopped('deadline', last)));
      return;
    }
    timer = setTimer(attempt, options.intervalMs);
  };

  attempt();
  return {
    promise,
    cancel: () => finish(() => settle?.reject(new PollStopped('cancelled', last))),
  };
}
