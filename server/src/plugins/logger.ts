/**
 * Logger options: no tokens, passwords, codes or phone numbers in log lines (issue 16). Request URLs are logged with
 * credential query parameters redacted (`redactUrl`); fields named like credentials or personal data are censored.
 */
import type { FastifyBaseLogger, FastifyServerOptions, LogLevel, RawRequestDefaultExpression } from 'fastify';
import { maskPersonalText } from './masking';

/**
 * Query parameters whose values are credentials: PDF download tokens (`t`), session and sign-on tokens, signatures,
 * tickets, codes (SMS, OAuth, image), OAuth state, keys and passwords. Matched on the whole name, any case.
 */
const SECRET_PARAM =
  /^(?:t|[a-z_]*token|[a-z_]*ticket|sign|sig|[a-z_]*signature|pay_?sign|code|(?:sms|validate|image|verify|auth|v)_?code|state|nonce|(?:api|access|secret|private|sign)?_?key|[a-z_]*secret|password|pwd|old_?pwd|session|sid|openid)$/i;

/**
 * A request URL as it may be logged: credential parameters redacted (name kept), the rest masked for personal
 * data (mobiles, ID numbers, e-mails). The path is kept as it is, apart from the same masking.
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const fragment = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  if (queryAt < 0) return maskPersonalText(rest) + fragment;
  const query = rest
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq >= 0 ? pair.slice(0, eq) : pair;
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judge the raw name
      }
      if (eq >= 0 && SECRET_PARAM.test(name.trim())) return `${rawName}=[redacted]`;
      return maskPersonalText(pair);
    })
    .join('&');
  return `${maskPersonalText(rest.slice(0, queryAt))}?${query}${fragment}`;
}

export function loggerOptions(enabled: boolean, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.pwd',
        '*.oldPwd',
        '*.validateCode',
        '*.smsCode',
        '*.demoCode',
        '*.phoneNumber',
        '*.loginName',
        '*.idNumber',
        '*.idno',
        '*.token',
        '*.ssotoken',
        'body',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: { method?: string; url?: string }) {
        return { method: req.method, url: redactUrl(req.url ?? '') };
      },
    },
  };
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArgs = Parameters<FastifyBaseLogger['info']>;

/** A pino logger (what loggerOptions makes): it can tell whether a level would write anything. */
interface LevelAwareLogger extends FastifyBaseLogger {
  isLevelEnabled(level: LogLevel): boolean;
}

/**
 * A request's logger that becomes the real child logger (pino's child(): the reqId binding, redaction, serializers)
 * only when a line at an enabled level is written through it. Fastify makes a child per request; at the production
 * level (warn) nearly no request writes a line, and making the child cost about 2 % of the order list's CPU
 * (issue 17). A line that is written is exactly the child's line (same bindings, same redaction).
 */
export class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  /** The child logger, made on first need. */
  materialize(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings);
    return this.real;
  }

  get level(): string {
    return this.real ? this.real.level : this.parent.level;
  }

  set level(level: string) {
    this.materialize().level = level;
  }

  isLevelEnabled(level: LogLevel): boolean {
    return this.real ? (this.real as LevelAwareLogger).isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  private write(method: LogMethod, args: LogArgs): void {
    if (!this.isLevelEnabled(method)) return;
    const logger = this.materialize();
    (logger[method] as (...a: LogArgs) => void).apply(logger, args);
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }

  error(...args: LogArgs): void {
    this.write('error', args);
  }

  warn(...args: LogArgs): void {
    this.write('warn', args);
  }

  info(...args: LogArgs): void {
    this.write('info', args);
  }

  debug(...args: LogArgs): void {
    this.write('debug', args);
  }

  trace(...args: LogArgs): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.materialize().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a {@link LazyRequestLogger} for requests that keep the server's level and serializers
 * (every route here); a route with its own level or serializers gets pino's child at once.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
  _rawReq: RawRequestDefaultExpression,
): FastifyBaseLogger {
  const levelAware = typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';
  if (!levelAware || opts.level !== undefined || opts.serializers !== undefined) return logger.child(bindings, opts);
  return new LazyRequestLogger(logger as LevelAwareLogger, bindings) as unknown as FastifyBaseLogger;
}
