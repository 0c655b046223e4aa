/** Shared shorthands of the per-group API modules. */
import type { Envelope } from './contract/envelope';
import type { RequestOptions } from './transport';

/** Body or answer shape the contract does not define yet (SPEC §7: "Response shapes beyond that: not shown"). */
export type Obj = Record<string, unknown>;

/** What every API function resolves with: the envelope of a code-1 answer. */
export type Answer<D = Obj, L = Obj> = Promise<Envelope<D, L>>;

/** Calls on the no-token whitelist (SPEC §4 session). */
export const PUBLIC: RequestOptions = { public: true };
/** GET calls (SPEC §7 "GET sends query parameters"). */
export const GET: RequestOptions = { method: 'GET' };
/** Public GET calls (base data). */
export const PUBLIC_GET: RequestOptions = { method: 'GET', public: true };
/** Background calls that must not show the loading indicator (badge counts, polling). */
export const QUIET: RequestOptions = { quiet: true };

/** Options of a money or order write: sends `Idempotency-Key` (ARCHITECTURE §7). */
export function write(idempotencyKey: string, extra: RequestOptions = {}): RequestOptions {
  return { ...extra, idempotencyKey };
}
