/**
 * The answer envelope every /obt call returns (SPEC §7: read through code, tips, data and list).
 * Shared by the client transport and the reference server.
 */
export interface Envelope<D = unknown, L = unknown> {
  /** 1 is success; the others are handled as SPEC §8 says. */
  code: number;
  tips?: string;
  data?: D;
  list?: L[];
}

/** Paged requests carry pageNum (from 1) and count (ARCHITECTURE §13). */
export interface PageQuery {
  pageNum?: number;
  count?: number;
}

/** Paged answers carry the rows in `list` and the total in `data.total`. */
export interface PageData {
  total: number;
  pageNum: number;
  count: number;
}

/** Codes with a fixed meaning (SPEC §8, ARCHITECTURE §7 and §13). */
export const RESULT = {
  ok: 1,
  /** Server-side validation failure: tips names the field. */
  invalid: 2,
  tokenInvalid: 100,
  otherDevice: 101,
  dialog: 102,
  dialog999: 999,
  dialog998: 998,
  silent: 1201,
  sessionTimeout: 3901,
} as const;
