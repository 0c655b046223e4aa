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

/** The field an offending value is refused as: its key, or the body itself at the top. */
function fieldAt(key: string | number): string {
  return key === '' ? 'body' : String(key);
}

/**
 * Checks a parsed request body as a JSON.parse reviver did (issue 16 fuzzing), in the same order (a value's children
 * before the value, keys in property order), so the same first offence is refused: drops `__proto__` keys (JSON.parse
 * makes them plain own properties; the prototype is never set); refuses text with NUL characters (PostgreSQL cannot
 * store them: a 500 there) and numbers beyond the safe integers (imprecise, and out of every column's range) as the
 * field's error. A walk after a plain parse instead of the reviver itself: V8 calls a reviver for every value and
 * defines every property again, about 4.5 µs for a booking's body against 1.4 µs for the parse and this walk
 * (issue 17; every booking's body holds an 18-digit ID number, so the gate below always sends it here).
 */
function checkParsed(value: unknown, key: string | number): void {
  if (typeof value === 'object' && value !== null) {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i += 1) checkParsed(value[i], i);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const name of Object.keys(record)) {
      checkParsed(record[name], name);
      if (name === '__proto__') delete record[name];
    }
    return;
  }
  // A `__proto__` key goes whatever it holds (its object's values were checked like any other).
  if (key === '__proto__') return;
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new BizError(CODE.invalid, 'fieldInvalid', { field: fieldAt(key) });
  }
  if (typeof value === 'number' && Math.abs(value) > Number.MAX_SAFE_INTEGER) {
    throw new BizError(CODE.invalid, 'fieldRange', { field: fieldAt(key) });
  }
}

/**
 * Whether `text` may hold something {@link checkParsed} acts on: a `__proto__` key (also spelled with escapes), a NUL
 * (JSON can only carry it escaped), or a number of 16 or more digits or with an exponent. Over-approximate on
 * purpose (digits or a backslash inside a string also say yes): the walk then runs; bodies without any of them are
 * only parsed.
 */
const MAY_NEED_CHECK = /__proto__|\\|\d{16}|\d[eE]/;

export function parseBody(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (MAY_NEED_CHECK.test(text)) checkParsed(value, '');
  return value;
}

function hasNul(value: unknown): boolean {
  return typeof value === 'string' && value.includes('\u0000');
}

/** The first query or path parameter holding a NUL character (a repeated query key is an array of them). */
function nulField(values: unknown): string | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const record = values as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (Array.isArray(value) ? value.some(hasNul) : hasNul(value)) return key;
  }
  return undefined;
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
  // A callback hook (no promise per request): every request passes here. No arrays made per request (issue 17).
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    const field = nulField(request.query) ?? nulField(request.params);
    done(field === undefined ? undefined : new BizError(CODE.invalid, 'fieldInvalid', { field }));
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
