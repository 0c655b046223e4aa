/**
 * Requests go on in arrival order, a few per turn of the event loop (issue 17: list p99 at 50 connections).
 *
 * Why: libuv (1.45+, Node 20) accepts ONE new connection per turn of the loop, and a turn handles every request
 * that is ready. On a saturated server with n open connections a turn is n requests long, so the k-th of a burst of
 * new connections waits for k turns — k·n requests — before its first request is even read: with 50 connections
 * opened together (any client pool starting, every perf:load phase) the last of them waited about a second while
 * the others were answered in tens of milliseconds. Letting at most {@link PER_TURN} requests continue per turn and
 * the rest on the next turns (FIFO, nothing dropped, the same total work) keeps turns short, so new connections are
 * accepted within a few milliseconds; the requests already read wait their turn in the queue as they would have
 * waited for the loop anyway.
 *
 * Every request runs to its first real wait (I/O) inside its slot: the database calls are synchronous and the rest
 * are microtasks, which Node runs after each setImmediate callback.
 */
import type { FastifyInstance } from 'fastify';

/** Requests let through per turn of the event loop: small enough for short turns, large enough to amortise one. */
export const PER_TURN = 2;

/** Slots of run continuations dropped at once from the front of the queue (amortised; see `drain`). */
const COMPACT_AT = 256;

export interface TurnQueue {
  /** Queues a continuation; it runs on this or a later turn, after every one queued before it. */
  admit(next: () => void): void;
  /** Array slots the queue holds (tests: run continuations are not kept, under load that never lets it empty). */
  held(): number;
  /** Continuations the queue still references (tests: only those not yet run). */
  referenced(): number;
}

/**
 * Requests of this process read but not yet let through, across every app's queue: work the (one) event loop still
 * owes callers. Background work that may wait (searchCache.ts MissLane) gives way while it is not zero.
 */
let waitingInProcess = 0;

/** See {@link waitingInProcess}. */
export function requestsWaiting(): number {
  return waitingInProcess;
}

/** A FIFO of continuations, `perTurn` of them per turn of the event loop (setImmediate's check phase). */
export function turnQueue(perTurn: number = PER_TURN): TurnQueue {
  let waiting: ((() => void) | undefined)[] = [];
  let head = 0;
  let scheduled = false;

  const drain = (): void => {
    scheduled = false;
    const end = Math.min(waiting.length, head + perTurn);
    while (head < end) {
      const next = waiting[head] as () => void;
      // A run continuation (Fastify's hook callback: the whole request) must not stay reachable from the queue until
      // the next compaction: held across young-generation collections it was promoted to the old generation, whose
      // collections then paused the server for tens of ms under load (issue 17, the list's p99).
      waiting[head] = undefined;
      head += 1;
      waitingInProcess -= 1;
      next();
    }
    if (head === waiting.length) {
      waiting = [];
      head = 0;
      return;
    }
    // Under steady load the queue never empties: drop the slots already run, or they (and the requests their
    // continuations hold) would pile up for as long as the load lasts.
    if (head >= COMPACT_AT) {
      waiting = waiting.slice(head);
      head = 0;
    }
    // Scheduled from inside the check phase, so it runs on the NEXT turn, after the poller (accept, reads) ran.
    scheduled = true;
    setImmediate(drain);
  };

  return {
    admit(next) {
      waiting.push(next);
      waitingInProcess += 1;
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    },
    held: () => waiting.length,
    referenced: () => waiting.reduce((n, slot) => (slot ? n + 1 : n), 0),
  };
}

/** Registers the queue as the first onRequest hook (before language and session work). */
export function setupAdmission(app: FastifyInstance): void {
  const queue = turnQueue();
  // A callback hook: the request continues exactly when the queue calls `done`.
  app.addHook('onRequest', (_request, _reply, done) => queue.admit(done));
}
