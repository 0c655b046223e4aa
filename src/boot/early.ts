/**
 * What index.html's starter leaves on `window` when it sent a list route's first call before the app ran (issue 17),
 * shared by the starter (./starter.ts) and the transport hook that hands the answer to the page (src/hosts/early).
 */

/** The global the starter writes and the hook reads (and removes). */
export const EARLY_CALL_KEY = '__obtFirstCall';

/** How long an early answer stays usable for the page's own first request. */
export const EARLY_CALL_FRESH_MS = 30_000;

/** One early first call. */
export interface EarlyCall {
  /** The request URL as the transport builds it (API base + path). */
  readonly url: string;
  /** The body as {@link stableJson} writes it. */
  readonly body: string;
  /** The token sent as `Authorization: Bearer …`. */
  readonly token: string;
  /** The language sent as `Accept-Language`. */
  readonly locale: 'zh-CN' | 'en-US';
  /** When it was sent (ms, the app clock). */
  readonly sentAt: number;
  /** The HTTP answer (any status); rejects when none arrived. */
  readonly promise: Promise<{ status: number; data: unknown }>;
}

/** The window as the starter and the hook see it. */
export type EarlyWindow = { [EARLY_CALL_KEY]?: EarlyCall };
