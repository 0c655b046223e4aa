/**
 * The one request function (ARCHITECTURE §3, §7). Host-agnostic: the HTTP adapter, the token,
 * the locale, the loading indicator and the error presenter are injected by the app at start-up
 * (see `configureTransport`), so this module never imports Taro or UI code and tests run in node.
 *
 * It turns SPEC §8 codes into typed outcomes; the classification itself lives in the domain
 * catalogue (`classifyCode`, `shouldReportBug`), the UI layer decides what an outcome looks like.
 */
import type { Envelope } from './contract/envelope';
import type { BugReport } from './contract/common';
import { classifyCode, shouldReportBug, shouldShowFailureToast } from '../domain/errorCatalogue';
import { LIMITS } from '../domain/limits';
import { withQuery } from './helpers/query';
import { redactForReport, truncate } from './helpers/redact';
import { uuid4 } from './helpers/random';

/** What the transport hands to the host's HTTP layer. `url` already carries the GET query. */
export interface HttpRequest {
  url: string;
  method: 'GET' | 'POST';
  /** JSON body for POST; undefined for GET. */
  data?: unknown;
  headers: Record<string, string>;
  timeout: number;
}

/** Any HTTP answer (also 4xx/5xx): status and the parsed body. */
export interface HttpResponse {
  status: number;
  data: unknown;
}

/** How an adapter rejects when no answer arrived. */
export interface HttpFailure {
  kind: 'timeout' | 'network';
  /** HTTP status if one was seen, else 0. */
  status: number;
}

/** Performs one HTTP exchange; rejects with an {@link HttpFailure} when no answer arrived. */
export type HttpAdapter = (req: HttpRequest) => Promise<HttpResponse>;

/** What the UI layer's single error presenter is asked to show (SPEC §8). */
export type Outcome =
  /** 100/101/3901: Tips dialog, clear the session, blank the saved auto-login password, go to login. */
  | { kind: 'relogin'; code: number; tips: string }
  /** 102/999/998: dialog with the tips text. */
  | { kind: 'dialog'; code: number; tips: string }
  /** Any other code with tips: failure toast for 5 s. */
  | { kind: 'toast'; code: number; tips: string }
  /** Request timed out: check the network or re-enter the page. */
  | { kind: 'timeout' }
  /** No usable answer: server connection failed. */
  | { kind: 'network' };

/** Context of a bug report (SPEC §3), read when one is sent. */
export interface BugContext {
  corpName: string;
  userName: string;
  pagePath: string;
  userAgent: string;
  /** Host name of the page (bug reports are not sent from local hosts). */
  host: string;
  fromSys: string;
}

/** Everything the transport needs from the app; set once by {@link configureTransport}. */
export interface TransportHooks {
  /** '' on H5 same-origin; absolute for mini-programs. */
  baseUrl: string;
  adapter: HttpAdapter;
  getToken(): string | null;
  getLocale(): 'zh-CN' | 'en-US';
  /** SPEC §4 request indicator: true on 0→1 in-flight requests, false on →0. */
  onLoadingChange(visible: boolean): void;
  /** The UI layer's single error presenter decides dialogs, toasts and redirects. */
  present(outcome: Outcome): void;
  bugContext(): BugContext;
  /**
   * H5 (issue 17): the answer of this very request when index.html's starter already sent it before the app ran,
   * or null to send it now. Asked once per call before the adapter; mini-programs have none.
   */
  early?(req: HttpRequest): Promise<HttpResponse> | null;
}

/** Why a call was rejected. */
export type ApiErrorKind = 'code' | 'timeout' | 'network' | 'unauthenticated';

/** Rejection of {@link request}. For kind 'code', `code`/`tips` come from the answer and `envelope` is kept. */
export class ApiError extends Error {
  readonly code: number;
  readonly tips: string;
  readonly kind: ApiErrorKind;
  /** The whole answer, for kind 'code'. */
  readonly envelope?: Envelope;
  /** HTTP status when one was seen. */
  readonly status: number;

  constructor(
    kind: ApiErrorKind,
    code: number,
    tips: string,
    extra: { envelope?: Envelope; status?: number; path?: string } = {},
  ) {
    super(
      `${kind}${kind === 'code' ? ` ${code}` : ''}${extra.path ? ` at ${extra.path}` : ''}${tips ? `: ${tips}` : ''}`,
    );
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.tips = tips;
    this.envelope = extra.envelope;
    this.status = extra.status ?? 0;
  }
}

/** Per-call options. */
export interface RequestOptions {
  /** Default POST (SPEC §7). */
  method?: 'GET' | 'POST';
  /** On the no-token whitelist (SPEC §4 session). */
  public?: boolean;
  /** No loading indicator (background calls: badge counts, polling, bug reports). */
  quiet?: boolean;
  /** Sent as `Idempotency-Key` (ARCHITECTURE §7). */
  idempotencyKey?: string;
  /** Milliseconds; default SPEC §9 60 000. */
  timeout?: number;
}

let hooks: TransportHooks | null = null;
let inFlight = 0;
// The token a login-invalid answer was last presented for: overlapping calls refused for the same
// token present (and report) once, not once per call.
let refusedToken: string | null | undefined;

/** Installs the host's adapter, session accessors, loading indicator and presenter. */
export function configureTransport(next: TransportHooks): void {
  hooks = next;
  inFlight = 0;
  refusedToken = undefined;
}

/** Number of non-quiet calls in flight (what the loading indicator reflects). */
export function inFlightCount(): number {
  return inFlight;
}

function requireHooks(): TransportHooks {
  if (!hooks) throw new Error('transport not configured: call configureTransport() at app start');
  return hooks;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function isHttpFailure(value: unknown): value is HttpFailure {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === 'timeout' || kind === 'network';
}

function buildHeaders(h: TransportHooks, token: string | null, opts: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-Language': h.getLocale(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  return headers;
}

function beginLoading(h: TransportHooks): void {
  inFlight += 1;
  if (inFlight === 1) h.onLoadingChange(true);
}

function endLoading(h: TransportHooks): void {
  if (inFlight === 0) return;
  inFlight -= 1;
  if (inFlight === 0) h.onLoadingChange(false);
}

/** Report of a login-invalid answer (SPEC §8: on 100 and 101, except on local hosts). Fire and forget. */
function sendBugReport(h: TransportHooks, path: string, method: string, body: unknown, answer: Envelope): void {
  let payload: BugReport;
  try {
    const ctx = h.bugContext();
    if (!shouldReportBug(answer.code, ctx.host)) return;
    const tips = answer.tips ?? '';
    // Short fields are capped like the server's submitBug schema so a long user agent cannot void the report.
    payload = {
      level: 'error',
      fromSys: truncate(ctx.fromSys, 64),
      userAgent: truncate(ctx.userAgent, 512),
      corpName: truncate(ctx.corpName, 128),
      userName: truncate(ctx.userName, 64),
      requuid: uuid4(),
      reqPath: truncate(path, 512),
      pagePath: truncate(ctx.pagePath, 512),
      errCode: String(answer.code),
      errMsg: truncate(`${method} ${path} answered code ${answer.code}`),
      tips: truncate(tips),
      reqData: redactForReport(body),
      resData: redactForReport(answer),
    };
  } catch {
    return;
  }
  // Straight to the adapter: no token (it was just refused), no indicator, no presenter, no recursion.
  h.adapter({
    url: `${h.baseUrl}/obt/submitBug`,
    method: 'POST',
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': h.getLocale() },
    timeout: LIMITS.request.timeoutMs,
  }).catch(() => undefined);
}

/**
 * Calls `path` (e.g. '/obt/vipLogin') and resolves with the envelope when code is 1.
 * Every other outcome is presented (SPEC §8) and rejects with an {@link ApiError}.
 */
export async function request<D = unknown, L = unknown>(
  path: string,
  body?: object,
  opts: RequestOptions = {},
): Promise<Envelope<D, L>> {
  const h = requireHooks();
  const method = opts.method ?? 'POST';
  const token = h.getToken();
  // SPEC §4: with no token only whitelisted calls proceed; the guard/router handles the redirect.
  if (!token && !opts.public) throw new ApiError('unauthenticated', 0, '', { path });

  const req: HttpRequest = {
    url: method === 'GET' ? withQuery(`${h.baseUrl}${path}`, body) : `${h.baseUrl}${path}`,
    method,
    data: method === 'GET' ? undefined : (body ?? {}),
    headers: buildHeaders(h, token, opts),
    timeout: opts.timeout ?? LIMITS.request.timeoutMs,
  };

  let res: HttpResponse;
  if (!opts.quiet) beginLoading(h);
  try {
    res = await (h.early?.(req) ?? h.adapter(req));
  } catch (e) {
    // The indicator is cleared before anything is presented: on mini-programs hideLoading also hides a toast.
    if (!opts.quiet) endLoading(h);
    const kind = isHttpFailure(e) ? e.kind : 'network';
    const status = isHttpFailure(e) ? e.status : 0;
    h.present({ kind });
    throw new ApiError(kind, 0, '', { status, path });
  }
  if (!opts.quiet) endLoading(h);

  const answer = res.data;
  if (!isEnvelope(answer)) {
    // Gateway error pages, empty bodies: no envelope to read a code from.
    h.present({ kind: 'network' });
    throw new ApiError('network', 0, '', { status: res.status, path });
  }

  const code = answer.code;
  const tips = typeof answer.tips === 'string' ? answer.tips : '';
  const fail = (): ApiError => new ApiError('code', code, tips, { envelope: answer, status: res.status, path });
  switch (classifyCode(code)) {
    case 'ok':
      return answer as Envelope<D, L>;
    case 'relogin':
      if (refusedToken !== token) {
        refusedToken = token;
        h.present({ kind: 'relogin', code, tips });
        sendBugReport(h, path, method, body, answer);
      }
      throw fail();
    case 'dialog':
      h.present({ kind: 'dialog', code, tips });
      throw fail();
    case 'silent':
      throw fail();
    case 'toast':
    default:
      if (res.status !== 0 && shouldShowFailureToast(code, tips)) h.present({ kind: 'toast', code, tips });
      throw fail();
  }
}
