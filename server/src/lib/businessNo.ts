/**
 * Business numbers shown to people (order, refund, change, demand, trip application numbers): a prefix, the China
 * time to the second (YYMMDDHHmmss) and a 4-digit sequence: 16 digits, never 18 (18 digits read as an ID number and
 * would be masked in logs and mails).
 *
 * Four random digits alone collided several times a second under booking load (the unique index on orders.order_no
 * then failed the booking). The sequence makes numbers of one process unique for up to 10,000 a second per prefix;
 * it starts at a random point each second. Two processes or instances on one database count independently, so
 * their sequences can meet (issue 17: 39 failed bookings in a two-process run): a writer that finds its number taken
 * draws again from a new random point ({@link claimBusinessNo}: orders, trip applications and invoice requests insert
 * so); the unique index stays the final guard.
 */
import { chinaDateTime } from './time';
import { randomInt } from 'node:crypto';

const SEQ_SPAN = 10_000;
/**
 * Sequences of the recent seconds of each prefix: a clock that goes back to a second already used (tests move the
 * clock both ways) continues that second's sequence instead of starting again at random and meeting numbers it gave.
 */
const KEPT_SECONDS = 1024;
const counters = new Map<string, number>();

/** The last second formatted (YYMMDDHHmmss): a booking draws a number or two within the same second as the last. */
let lastSecond = { epochSecond: Number.NaN, text: '' };

function secondOf(nowMs: number): string {
  const epochSecond = Math.floor(nowMs / 1000);
  if (epochSecond !== lastSecond.epochSecond) {
    lastSecond = { epochSecond, text: chinaDateTime(nowMs).replace(/\D/g, '').slice(2) };
  }
  return lastSecond.text;
}

function slotOf(prefix: string, nowMs: number): { second: string; slot: string } {
  const second = secondOf(nowMs);
  return { second, slot: `${prefix}|${second}` };
}

export function businessNo(prefix: string, nowMs: number): string {
  const { second, slot } = slotOf(prefix, nowMs);
  // A random start so a restarted process does not reuse the numbers it gave out earlier in the same second.
  const next = counters.get(slot) ?? randomInt(SEQ_SPAN);
  counters.delete(slot);
  counters.set(slot, next + 1);
  if (counters.size > KEPT_SECONDS) {
    const oldest = counters.keys().next();
    if (!oldest.done) counters.delete(oldest.value);
  }
  return `${prefix}${second}${String(next % SEQ_SPAN).padStart(4, '0')}`;
}

/**
 * The number `businessNo` gave for this prefix and second was already taken (by another instance counting through
 * the same part of the sequence): the next number of that second comes from a new random point, away from the other
 * instance's run, instead of meeting its numbers one after another.
 */
function redrawBusinessNo(prefix: string, nowMs: number): void {
  counters.set(slotOf(prefix, nowMs).slot, randomInt(SEQ_SPAN));
}

/**
 * Numbers drawn before giving up: each retry starts from a new random point of the second's sequence, so a second
 * taken number is already unlikely (another instance would have to be counting there too).
 */
const ATTEMPTS = 8;

/**
 * Writes a row under a new business number: `insert` writes it unless the number is taken (an insert with
 * ON CONFLICT (number) DO NOTHING, which neither fails nor aborts a PostgreSQL transaction) and says whether it
 * wrote; a taken number is drawn again, inside the caller's transaction, rather than failing the request.
 */
export async function claimBusinessNo(
  prefix: string,
  nowMs: number,
  insert: (no: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const no = businessNo(prefix, nowMs);
    if (await insert(no)) return no;
    if (attempt >= ATTEMPTS) throw new Error(`no free ${prefix} number after ${attempt} draws (${no})`);
    redrawBusinessNo(prefix, nowMs);
  }
}
