/**
 * Token check for /obt calls (SPEC §4 session, §8 codes). Public calls pass without a token but still
 * see the caller when a valid one is sent (company-level settings, bug reports).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export function setupAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || !route.startsWith('/obt/') || request.is404) return;
    const open = isPublicCall(route);
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      if (open) return;
      return reply.code(200).send(fail(CODE.tokenInvalid, t(request, 'tokenMissing')));
    }
    const result = await sessions.resolve(token);
    if (result.ok) {
      request.auth = result.auth;
      return;
    }
    if (open) return;
    return reply.code(200).send(fail(result.code, t(request, result.key)));
  });
}

/** The session of a token-protected call (the hook guarantees it). */
export function authOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new Error('authOf() on a call without a session');
  return request.auth;
}
