/**
 * Business numbers shown to people (order, refund, change, demand, trip application numbers): a prefix, the China
 * time to the second (YYMMDDHHmmss) and a 4-digit sequence: 16 digits, never 18 (18 digits read as an ID number and
 * would be masked in logs and mails).
 *
 * Four random digits alone collided several times a second under booking load (the unique index on orders.order_no
 * then failed the booking). The sequence makes numbers of one process unique for up to 10,000 a second per prefix;
 * it starts at a random point each second, so two instances sharing a PostgreSQL database rarely meet, and the unique
 * index stays the final guard.
 */
import { chinaDateTime } from './time';
import { randomInt } from 'node:crypto';

const SEQ_SPAN = 10_000;
const counters = new Map<string, { second: string; next: number }>();

export function businessNo(prefix: string, nowMs: number): string {
  const second = chinaDateTime(nowMs).replace(/\D/g, '').slice(2);
  let c = counters.get(prefix);
  if (!c || c.second !== second) {
    // A random start so a restarted process does not reuse the numbers it gave out earlier in the same second.
    c = { second, next: randomInt(SEQ_SPAN) };
    counters.set(prefix, c);
  }
  const seq = c.next % SEQ_SPAN;
  c.next += 1;
  return `${prefix}${second}${String(seq).padStart(4, '0')}`;
}
