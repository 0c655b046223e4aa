/**
 * Idempotency keys for writes that create money or orders (ARCHITECTURE §7): create one key per
 * user intent (e.g. when the booking page opens or the pay button is first pressed) and reuse it
 * for retries of the same intent, so a replay returns the first answer.
 */
import { uuid4 } from './random';

/** A fresh random idempotency key (UUID v4). */
export function newIdempotencyKey(): string {
  return uuid4();
}
