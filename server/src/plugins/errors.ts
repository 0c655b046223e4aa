/**
 * Every failure becomes an envelope: business errors and schema validation → HTTP 200 with code 2 (or the
 * error's own code) and tips in the caller's language naming the field; unknown /obt paths → HTTP 404;
 * anything unexpected → HTTP 500 with code 999, logged without personal data.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MsgKey } from '../i18n/messages';
import { BizError } from '../lib/errors';
import { CODE, fail } from '../lib/envelope';
import { t } from './i18n';
import { maskPersonalText } from './masking';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') {
    return issue.params.missingProperty;
  }
  const parts = issue.instancePath.split('/').filter((p) => p !== '' && !/^\d+$/.test(p));
  return parts.length > 0 ? parts[parts.length - 1] : 'body';
}

function keyOf(issue: AjvIssue): MsgKey {
  switch (issue.keyword) {
    case 'required':
      return 'fieldRequired';
    case 'minLength':
    case 'minItems':
      return Number(issue.params.limit) <= 1 ? 'fieldRequired' : 'fieldTooShort';
    case 'maxLength':
    case 'maxItems':
      return 'fieldTooLong';
    case 'pattern':
    case 'format':
      return 'fieldFormat';
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return 'fieldRange';
    default:
      return 'fieldInvalid';
  }
}

/** Tips for a schema validation failure: the first issue, by field label, in the caller's language. */
export function validationTips(request: FastifyRequest, issues: AjvIssue[]): string {
  const issue = issues[0];
  if (!issue) return t(request, 'fieldInvalid', { field: 'body' });
  return t(request, keyOf(issue), { field: fieldOf(issue) });
}

/**
 * JSON.parse reviver of request bodies: drops `__proto__` keys; refuses text with NUL characters (PostgreSQL cannot
 * store them: a 500 there) and numbers beyond the safe integers (imprecise, and out of every column's range) as the
 * field's error (issue 16 fuzzing).
 */
function reviveSafely(key: string, value: unknown): unknown {
  if (key === '__proto__') return undefined;
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new BizError(CODE.invalid, 'fieldInvalid', { field: key || 'body' });
  }
  if (typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new BizError(CODE.invalid, 'fieldRange', { field: key || 'body' });
  }
  return value;
}

/**
 * Whether `text` may hold something reviveSafely acts on: a `__proto__` key (also spelled with escapes), a NUL
 * (JSON can only carry it escaped), or a number of 16 or more digits or with an exponent. Over-approximate on
 * purpose (digits or a backslash inside a string also say yes): the reviver, which visits every value and is several
 * times slower than a plain parse, then runs as before; request bodies without them parse without it.
 */
const MAY_NEED_REVIVER = /__proto__|\\|\d{16}|\d[eE]/;

export function parseBody(text: string): unknown {
  return MAY_NEED_REVIVER.test(text) ? JSON.parse(text, reviveSafely) : JSON.parse(text);
}

export function setupErrors(app: FastifyInstance): void {
  // An empty JSON body counts as {} (the provider's client posts bare calls such as etPageSetList).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, parseBody(text));
    } catch (e) {
      done(e instanceof BizError ? e : new BizError(CODE.invalid, 'badJson'), undefined);
    }
  });
  // A callback hook (no promise per request): every request passes here.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    for (const values of [request.query, request.params] as unknown[]) {
      for (const [key, v] of Object.entries((values ?? {}) as Record<string, unknown>)) {
        if ((Array.isArray(v) ? v : [v]).some((x) => typeof x === 'string' && x.includes('\u0000'))) {
          done(new BizError(CODE.invalid, 'fieldInvalid', { field: key }));
          return;
        }
      }
    }
    done();
  });

  app.setErrorHandler((error: FastifyError | BizError, request, reply) => {
    if (error instanceof BizError) {
      return reply.code(200).send(fail(error.code, t(request, error.key, error.params)));
    }
    if (error.validation) {
      return reply.code(200).send(fail(CODE.invalid, validationTips(request, error.validation as AjvIssue[])));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(CODE.invalid, t(request, 'fieldInvalid', { field: 'request' })));
    }
    request.log.error(
      { err: { type: error.name, message: maskPersonalText(error.message), stack: maskPersonalText(error.stack) } },
      'unhandled error',
    );
    return reply.code(500).send(fail(CODE.systemError, t(request, 'systemError')));
  });
}

/**
 * Fastify's own refusals before any route runs (a path parameter over maxParamLength, a URL that does not decode)
 * as envelopes too (issue 16 fuzzing): Fastify would answer its own { error, code, message } shape.
 */
export function frameworkErrorEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send(fail(CODE.invalid, t(request, 'fieldInvalid', { field: 'request' })));
}

/** Unknown /obt (and /mqc) paths; other GETs may fall back to the H5 app first. */
export function setupNotFound(
  app: FastifyInstance,
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
): void {
  app.setNotFoundHandler((request, reply) => {
    if (fallback && fallback(request, reply)) return reply;
    return reply.code(404).send(fail(CODE.notFound, t(request, 'notFoundPath')));
  });
}
