/**
 * Token check for /obt calls (SPEC §4 session, §8 codes). Public calls pass without a token but still
 * see the caller when a valid one is sent (company-level settings, bug reports).
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AuthInfo, SessionService } from '../modules/session/service';
import { CODE, fail } from '../lib/envelope';
import { isPublicCall } from './publicCalls';
import { t } from './i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session; null on public calls without a valid token. */
    auth: AuthInfo | null;
  }
}

const BEARER = /^Bearer ([0-9a-f]{32})$/i;

export function bearerToken(header: string | undefined): string | null {
  const m = header ? BEARER.exec(header.trim()) : null;
  return m ? m[1].toLowerCase() : null;
}

/**
 * Token check of one /obt route, decided when the route is registered (public or not): every request of the route
 * runs it without asking which route it is (Fastify's request.routeOptions builds a new object on each read) or
 * whether that route is public (issue 17, per-request overhead).
 */
function tokenCheck(sessions: SessionService, open: boolean): onRequestHookHandler {
  return (request, reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (open) return done();
      void reply.code(200).send(fail(CODE.tokenInvalid, t(request, 'tokenMissing')));
      return;
    }
    sessions.resolve(token).then((result) => {
      if (result.ok) {
        request.auth = result.auth;
        return done();
      }
      if (open) return done();
      void reply.code(200).send(fail(result.code, t(request, result.key)));
    }, done);
  };
}

/**
 * Must run before any route is registered: each /obt route gets the token check as its first own onRequest hook,
 * after the global ones (admission, language), as a global hook registered here ran.
 */
export function setupAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('auth', null);
  const checks = { open: tokenCheck(sessions, true), closed: tokenCheck(sessions, false) };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/obt/')) return;
    const check = isPublicCall(route.url) ? checks.open : checks.closed;
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // Never twice (options that already carry it, should Fastify ever copy a route's options into another).
    if (own.includes(check)) return;
    route.onRequest = [check, ...own];
  });
}

/** The session of a token-protected call (the hook guarantees it). */
export function authOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new Error('authOf() on a call without a session');
  return request.auth;
}
