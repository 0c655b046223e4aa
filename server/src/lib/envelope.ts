/** Building envelope answers (SPEC §7: code, tips, data, list). */
import type { Envelope, PageData } from '../../../src/api/contract/envelope';

export const CODE = {
  ok: 1,
  invalid: 2,
  tokenInvalid: 100,
  otherDevice: 101,
  notFound: 404,
  systemError: 999,
  sessionTimeout: 3901,
} as const;

export function ok<D>(data?: D): Envelope<D, never> {
  return data === undefined ? { code: CODE.ok, tips: '' } : { code: CODE.ok, tips: '', data };
}

export function okList<L, D = undefined>(list: L[], data?: D): Envelope<D, L> {
  return data === undefined ? { code: CODE.ok, tips: '', list } : { code: CODE.ok, tips: '', data, list };
}

export function okPage<L>(list: L[], page: PageData): Envelope<PageData, L> {
  return { code: CODE.ok, tips: '', data: page, list };
}

export function fail(code: number, tips: string): Envelope<never, never> {
  return { code, tips };
}
