/**
 * The default {@link HttpAdapter} over `Taro.request`, the same code on h5 (fetch), weapp and qywx
 * (wx.request). Every HTTP answer resolves (status + parsed body, also for 4xx/5xx); only the lack
 * of an answer rejects, as an {@link HttpFailure} of kind 'timeout' or 'network'.
 */
import Taro from '@tarojs/taro';
import type { HttpAdapter, HttpFailure, HttpRequest, HttpResponse } from './transport';

// wx.request: 'request:fail timeout'; H5 aborts its fetch on timeout ('AbortError', 'aborted').
const TIMEOUT_TEXT = /time\s*out|timed\s*out|abort/i;

function failureOf(error: unknown, elapsedMs: number, timeoutMs: number): HttpFailure {
  const e = (error ?? {}) as { errMsg?: unknown; message?: unknown; name?: unknown; statusCode?: unknown };
  const text = [e.errMsg, e.message, e.name].filter((x) => typeof x === 'string').join(' ');
  const status = typeof e.statusCode === 'number' ? e.statusCode : 0;
  // Small margin: timers fire a little early or late on some hosts.
  const timedOut = TIMEOUT_TEXT.test(text) || elapsedMs >= timeoutMs - 50;
  return { kind: timedOut ? 'timeout' : 'network', status };
}

/** Sends one request through `Taro.request`. */
export const taroAdapter: HttpAdapter = async (req: HttpRequest): Promise<HttpResponse> => {
  // Elapsed time of one request (timeout or network failure), not a business rule: the device clock is right here.
  // eslint-disable-next-line no-restricted-syntax
  const started = Date.now();
  try {
    const res = await Taro.request({
      url: req.url,
      method: req.method,
      data: req.data as Record<string, unknown> | undefined,
      header: req.headers,
      timeout: req.timeout,
      dataType: 'json',
      responseType: 'text',
    });
    return { status: res.statusCode, data: res.data as unknown };
  } catch (error) {
    // eslint-disable-next-line no-restricted-syntax
    throw failureOf(error, Date.now() - started, req.timeout);
  }
};

/** Exposed for tests. */
export const __test = { failureOf };
