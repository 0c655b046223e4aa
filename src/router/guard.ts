/** The navigation guard (SPEC §2). Pure. */
import { LOGIN_URL, type RouteDef } from './routes';

/** What the guard needs to know about the session. */
export interface GuardContext {
  loggedIn: boolean;
  /** Visitor mode (configuration): browsing without login. */
  visitorMode: boolean;
}

/** The guard's answer for one navigation. */
export type GuardDecision =
  | { kind: 'allow' }
  /** Go to login; `redirect` is the URL to return to after login. */
  | { kind: 'login'; redirect: string }
  | { kind: 'home' }
  | { kind: 'notFound' };

/**
 * Decides a navigation to `target` (null = unknown URL).
 * - unknown, or not built in this build → notFound;
 * - logged in and opening /login → home;
 * - not logged in, route not public, visitor mode off → login, carrying `originalUrl` (default: the route URL);
 * - otherwise allow.
 */
export function decideGuard(target: RouteDef | null, ctx: GuardContext, originalUrl?: string): GuardDecision {
  if (!target || !target.built) return { kind: 'notFound' };
  if (ctx.loggedIn && target.url === LOGIN_URL) return { kind: 'home' };
  if (!ctx.loggedIn && !target.public && !ctx.visitorMode)
    return { kind: 'login', redirect: originalUrl ?? target.url };
  return { kind: 'allow' };
}
