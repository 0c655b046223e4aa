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
 * - unknown URL → notFound;
 * - logged in and opening /login → home;
 * - not logged in, route not public, visitor mode off → login, carrying `originalUrl` (default: the route URL);
 *   this comes before the built check so a visitor never learns which screens exist (SPEC §2: login first);
 * - declared but not built in this build → notFound;
 * - otherwise allow.
 */
export function decideGuard(target: RouteDef | null, ctx: GuardContext, originalUrl?: string): GuardDecision {
  if (!target) return { kind: 'notFound' };
  if (ctx.loggedIn && target.url === LOGIN_URL) return { kind: 'home' };
  if (!ctx.loggedIn && !target.public && !ctx.visitorMode)
    return { kind: 'login', redirect: originalUrl ?? target.url };
  if (!target.built) return { kind: 'notFound' };
  return { kind: 'allow' };
}
