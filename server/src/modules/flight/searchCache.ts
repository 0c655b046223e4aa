/**
 * Short-lived memo of flight search answers (queryFlight), so a burst of identical searches (the same route, day and
 * filters by travellers of the same standards) evaluates policy, signs fare keys and reads seats once.
 *
 * Staleness is bounded and safe: an answer lives at most SEARCH_ANSWER_TTL_MS, and any change of the seats of a flight
 * it shows (reserve/release in repository.ts, i.e. booking, cancellation, refund, change) makes it a miss at once.
 * bookV3 never trusts the list: booking.ts resolves every fare key again (resolveFares: the fare must still exist,
 * with live seats), refuses a price that moved ('priceChanged', SPEC §8 "flight quotation changed") and takes seats
 * with a conditional update ('seatsInsufficient'), so a slightly old seat count on the list is harmless, as usual in
 * travel shopping. On PostgreSQL a search running while a booking commits may keep the pre-commit seats until the
 * TTL ends; on SQLite (one connection) it cannot.
 */
import { Lru } from '../../suppliers/kit/cache';

export const SEARCH_ANSWER_TTL_MS = 30_000;
const MAX_ANSWERS = 2_000;

/** Inventory change sequence: the last sequence number that touched each `${flightNo}|${date}` (process-wide). */
let sequence = 0;
const changedAt = new Map<string, number>();

/** Called wherever the flight seats sold change (also inside transactions that may roll back: only costs a miss). */
export function inventoryChanged(flightNo: string, date: string): void {
  changedAt.set(`${flightNo}|${date}`, ++sequence);
}

/** The current sequence number, read before an answer's seats are read. */
export function inventorySequence(): number {
  return sequence;
}

interface Entry<V> {
  value: V;
  storedAtMs: number;
  /** Sequence when the seats were read. */
  sequence: number;
  /** `${flightNo}|${date}` of every flight whose seats shaped the answer. */
  flights: readonly string[];
}

/** Search answers per app (each app has its own database, so no answer crosses apps). */
export class SearchAnswerCache<V> {
  private readonly lru = new Lru<string, Entry<V>>(MAX_ANSWERS);

  get(key: string, nowMs: number): V | undefined {
    const e = this.lru.get(key);
    if (!e) return undefined;
    // The injected clock may move either way in tests.
    const fresh = nowMs >= e.storedAtMs && nowMs - e.storedAtMs < SEARCH_ANSWER_TTL_MS;
    if (fresh && e.flights.every((f) => (changedAt.get(f) ?? 0) <= e.sequence)) return e.value;
    return undefined;
  }

  set(key: string, value: V, nowMs: number, seq: number, flights: readonly string[]): void {
    this.lru.set(key, { value, storedAtMs: nowMs, sequence: seq, flights });
  }
}

/** Turns a miss waits at most while requests wait for admission (one turn lets two requests through). */
export const MISS_EVERY_BUSY_TURNS = 8;

/**
 * Runs the searches that missed the memo after the requests waiting to be served, and identical misses (same memo
 * key) once. A miss costs milliseconds of CPU (supplier day generation, seats and policy of every flight shown, fare
 * keys), a hit a fraction of one. In arrival order, a burst of misses (a cold server, a new day of searches, answers
 * expiring together) made every hit queued behind it wait for all of them (issue 17: search p99 at the start of the
 * load phase, when the warm-up had not seen every search yet). So one miss runs per turn of the event loop while no
 * request waits for admission (plugins/admission.ts), and otherwise one every {@link MISS_EVERY_BUSY_TURNS} turns:
 * the misses still progress under any load, the hits go first. The total work is the same.
 */
export class MissLane<V> {
  private readonly pending = new Map<string, Promise<V>>();
  private readonly queue: (() => void)[] = [];
  private scheduled = false;
  private skipped = 0;

  /** `busy`: whether requests are waiting to be served (the miss then waits up to `everyBusyTurns` turns). */
  constructor(
    private readonly busy: () => boolean = () => false,
    private readonly everyBusyTurns: number = MISS_EVERY_BUSY_TURNS,
  ) {}

  /** The answer of `compute` for `key`: computed in a later turn, shared with every caller of the same key meanwhile. */
  run(key: string, compute: () => Promise<V>): Promise<V> {
    const same = this.pending.get(key);
    if (same) return same;
    const answer = new Promise<V>((resolve, reject) => {
      this.queue.push(() => {
        Promise.resolve().then(compute).then(resolve, reject);
      });
    }).finally(() => this.pending.delete(key));
    this.pending.set(key, answer);
    this.schedule();
    return answer;
  }

  /** Misses waiting for their turn (tests, diagnostics). */
  get waiting(): number {
    return this.queue.length;
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    // setImmediate scheduled from inside an immediate runs in the NEXT loop iteration, after the poll phase.
    setImmediate(() => {
      this.scheduled = false;
      if (this.busy() && this.skipped + 1 < this.everyBusyTurns) {
        this.skipped += 1;
      } else {
        this.skipped = 0;
        this.queue.shift()?.();
      }
      this.schedule();
    });
  }
}
