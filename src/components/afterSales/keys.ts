import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../api/helpers/idempotency';

/**
 * One idempotency key per visit of a form screen (ARCHITECTURE §7): a double tap, or a retry after a lost answer,
 * sends the same key, so the server makes one refund, change or order and replays its first answer.
 */
export function useVisitKey(): string {
  return useState(newIdempotencyKey)[0];
}

/**
 * A key per intent (confirm, cancel): kept across retries of the same intent, dropped once it went through or the
 * server refused it (nothing changed then, a later attempt is a new intent).
 */
export function useIntentKey() {
  const key = useRef<string | null>(null);
  return {
    current(): string {
      key.current = key.current ?? newIdempotencyKey();
      return key.current;
    },
    done(): void {
      key.current = null;
    },
  };
}
