/**
 * H5 (issue 17): the transport's early hook. index.html's starter may have sent a list route's first call before
 * the app ran (src/boot/starter.ts); the page's own first request takes that answer instead of asking again, once,
 * and only when it is the same call — same URL, body (stable JSON), token and language — and still fresh. Any other
 * request, or a mismatch, sends normally. The first POST to that URL takes the early call or voids it, so a later
 * request (a reload after an action) never reads an old answer. An early request that got no answer (network) falls
 * back to a normal one, so the failure is neither shown twice nor swallowed; one that outlives the request's timeout
 * fails as a timeout, as the adapter would.
 */
import type { HttpAdapter, HttpFailure, HttpRequest, HttpResponse } from '../../api/transport';
import { EARLY_CALL_FRESH_MS, EARLY_CALL_KEY, type EarlyCall, type EarlyWindow } from '../../boot/early';
import { stableJson } from '../../boot/stableJson';

/** Whether `req` is the very call the starter sent, still fresh at `now`. */
export function sameCall(call: EarlyCall, req: HttpRequest, now: number): boolean {
  return (
    req.method === 'POST' &&
    req.url === call.url &&
    req.headers.Authorization === `Bearer ${call.token}` &&
    req.headers['Accept-Language'] === call.locale &&
    !req.headers['Idempotency-Key'] &&
    now - call.sentAt >= 0 &&
    now - call.sentAt <= EARLY_CALL_FRESH_MS &&
    stableJson(req.data ?? {}) === call.body
  );
}

/** The hook for `configureTransport({ early })`. */
export function earlyCallHook(
  adapter: HttpAdapter,
  now: () => number,
  target: EarlyWindow = globalThis as unknown as EarlyWindow,
): (req: HttpRequest) => Promise<HttpResponse> | null {
  return (req) => {
    const call = target[EARLY_CALL_KEY];
    if (!call || req.method !== 'POST' || req.url !== call.url) return null;
    delete target[EARLY_CALL_KEY];
    if (!sameCall(call, req, now())) return null;
    return new Promise<HttpResponse>((resolve, reject) => {
      const timeout: HttpFailure = { kind: 'timeout', status: 0 };
      const timer = setTimeout(() => reject(timeout), Math.max(0, req.timeout - (now() - call.sentAt)));
      call.promise.then(
        (answer) => {
          clearTimeout(timer);
          resolve({ status: answer.status, data: answer.data });
        },
        () => {
          clearTimeout(timer);
          adapter(req).then(resolve, reject);
        },
      );
    });
  };
}
