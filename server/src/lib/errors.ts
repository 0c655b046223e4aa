/** Business failures thrown by services; the error plugin turns them into envelopes in the caller's language. */
import type { MsgKey } from '../i18n/messages';
import { CODE } from './envelope';

export class BizError extends Error {
  constructor(
    readonly code: number,
    readonly key: MsgKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'BizError';
  }
}

/** Code 2: a rule refused the request; tips in the caller's language. */
export function invalid(key: MsgKey, params: Record<string, string | number> = {}): BizError {
  return new BizError(CODE.invalid, key, params);
}

/** Code 2 naming a field, e.g. invalidField('phoneNumber', 'fieldFormat'). */
export function invalidField(field: string, key: MsgKey = 'fieldInvalid'): BizError {
  return new BizError(CODE.invalid, key, { field });
}

/** Not found (also for ids of another company or outside the booking scope). */
export function notFound(): BizError {
  return new BizError(CODE.notFound, 'notFound');
}
