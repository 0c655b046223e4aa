/**
 * The one way to change screens. Takes spec URLs ('/tk/tkQuery', '/car/carJsycDetail/12', '/tripDetail?ccsqdId=3'),
 * applies the guard, computes the transition, and calls Taro with the page path (what mini-programs require;
 * on H5 the router swaps in the spec alias from customRoutes).
 *
 * Tabs: the dashboard draws its own tab bar (no native tabBar, so `switchTab` is unavailable). A tab switch uses
 * `Taro.reLaunch`: a tab is a root, so the stack is emptied (back from a tab leaves the app, as with native tabs)
 * and tab hopping never fills the 10-page stack. `redirectTo` would keep whatever was under the current page, so
 * back from a tab could land on a stale booking form. Tab state that must survive lives in the stores.
 */
import Taro from '@tarojs/taro';

import { decideGuard, type GuardContext } from './guard';
import {
  buildUrl,
  encodeQuery,
  formatSearch,
  matchUrl,
  missingQuery,
  parseSearch,
  routeByPage,
  splitUrl,
} from './match';
import type { QueryInput } from './match';
import { HOME_URL, LOGIN_URL, NOT_FOUND_URL, type RouteDef } from './routes';
import { transitionBetweenRoutes, type Transition } from './transition';

/** weapp keeps at most 10 pages; at this size navigate() replaces the current page instead of pushing. */
export const PAGE_STACK_LIMIT = 10;

/** Where the guard reads the session (set once by the app at start-up). */
export interface GuardSource {
  isLoggedIn: () => boolean;
  visitorMode: () => boolean;
}

/** Options of {@link navigate}. */
export interface NavigateOptions {
  /** Replace the current page (redirectTo) instead of pushing. */
  replace?: boolean;
  /** Query keys added to the URL's own query (they win over same-named keys). */
  query?: QueryInput;
}

/** Taro call used for a navigation. */
export type NavigationMethod = 'navigateTo' | 'redirectTo' | 'reLaunch' | 'navigateBack';

/** What a navigation did. */
export interface NavigationResult {
  method: NavigationMethod;
  /** Taro URL passed to the method ('' for navigateBack). */
  url: string;
  /** Screen shown (null when going back to a page outside the registry). */
  route: RouteDef | null;
  transition: Transition;
}

let guardSource: GuardSource = { isLoggedIn: () => false, visitorMode: () => false };
let transitionListener: ((kind: Transition) => void) | null = null;
let lastKind: Transition = 'none';

/** Injects the session view the guard uses (call once at app start-up). */
export function setGuardContext(source: GuardSource): void {
  guardSource = source;
}

/**
 * Injects the transition callback, called before every screen change (on H5 the app writes
 * `document.documentElement.dataset.transition`; platform checks stay in the app start-up code). null removes it.
 */
export function setTransitionListener(listener: ((kind: Transition) => void) | null): void {
  transitionListener = listener;
}

/** The transition of the latest navigation. */
export function lastTransition(): Transition {
  return lastKind;
}

function guardContext(): GuardContext {
  return { loggedIn: guardSource.isLoggedIn(), visitorMode: guardSource.visitorMode() };
}

function stack(): Taro.Page[] {
  return Taro.getCurrentPages();
}

function currentRoute(): RouteDef | null {
  const pages = stack();
  const top = pages[pages.length - 1];
  return top?.route ? (routeByPage(top.route) ?? null) : null;
}

function announce(to: RouteDef | null, from: RouteDef | null = currentRoute()): Transition {
  lastKind = transitionBetweenRoutes(from, to);
  transitionListener?.(lastKind);
  return lastKind;
}

function routeOf(specUrl: string): RouteDef {
  const m = matchUrl(specUrl);
  if (!m) throw new Error(`router: ${specUrl} is not in the registry`);
  return m.route;
}

async function go(
  method: 'navigateTo' | 'redirectTo' | 'reLaunch',
  route: RouteDef,
  url: string,
): Promise<NavigationResult> {
  const transition = announce(route);
  await Taro[method]({ url });
  return { method, url, route, transition };
}

/** The URL plus extra query keys, as one spec-form string (what login returns to, what notFound reports). */
function withQuery(url: string, query: QueryInput | undefined): string {
  if (!query) return url;
  const { pathname, search } = splitUrl(url);
  const extra = encodeQuery(query);
  const keys = new Set(extra.map(([k]) => k));
  return pathname + formatSearch([...parseSearch(search).filter(([k]) => !keys.has(k)), ...extra]);
}

function pushOrReplace(replace: boolean | undefined): 'navigateTo' | 'redirectTo' {
  return replace || stack().length >= PAGE_STACK_LIMIT ? 'redirectTo' : 'navigateTo';
}

type ForcedMethod = 'reLaunch' | undefined;

async function navigateInternal(url: string, opts: NavigateOptions, forced: ForcedMethod): Promise<NavigationResult> {
  const original = withQuery(url, opts.query);
  const m = matchUrl(url);
  const decision = decideGuard(m?.route ?? null, guardContext(), original);
  switch (decision.kind) {
    case 'notFound': {
      const nf = routeOf(NOT_FOUND_URL);
      return go(forced ?? pushOrReplace(opts.replace), nf, buildUrl(NOT_FOUND_URL, { from: original }));
    }
    case 'login':
      return goLogin(decision.redirect);
    case 'home':
      return goHome();
    case 'allow':
      break;
  }
  const route = (m as NonNullable<typeof m>).route;
  const target = buildUrl(url, opts.query);
  const missing = missingQuery(route, Object.fromEntries(parseSearch(splitUrl(target).search)));
  if (missing.length > 0) throw new Error(`router: ${route.url} needs query ${missing.join(', ')}`);
  const method = forced ?? (route.tab ? 'reLaunch' : pushOrReplace(opts.replace));
  return go(method, route, target);
}

/**
 * Opens a screen by spec URL. Unknown or unbuilt URLs open /notFound (with `from`); a protected screen without a
 * session opens login (with `redirect`); a logged-in /login opens home; tabs reLaunch; a full stack
 * (10 pages) or `replace` uses redirectTo. Rejects when a required query key (`route.query`) is missing.
 */
export function navigate(url: string, opts: NavigateOptions = {}): Promise<NavigationResult> {
  return navigateInternal(url, opts, undefined);
}

/** Replaces the current page with a screen (same rules as {@link navigate}). */
export function redirectTo(url: string, opts: Omit<NavigateOptions, 'replace'> = {}): Promise<NavigationResult> {
  return navigateInternal(url, { ...opts, replace: true }, undefined);
}

/** Switches dashboard tab (or resets the app onto any root screen): reLaunch, guard applied. */
export function goTab(url: string, opts: Omit<NavigateOptions, 'replace'> = {}): Promise<NavigationResult> {
  return navigateInternal(url, opts, 'reLaunch');
}

/** Home, as a fresh stack. */
export function goHome(): Promise<NavigationResult> {
  return navigateInternal(HOME_URL, {}, 'reLaunch');
}

/**
 * Login, as a fresh stack (the session is gone or never was), carrying where to return after login.
 * No guard: this is also where an expired session (SPEC §8 codes 100/101/3901) goes while the store still
 * believes it is logged in.
 */
export async function goLogin(redirect?: string): Promise<NavigationResult> {
  const login = routeOf(LOGIN_URL);
  const back = redirect && matchUrl(redirect)?.route.url !== LOGIN_URL ? redirect : undefined;
  return go('reLaunch', login, buildUrl(LOGIN_URL, { redirect: back }));
}

/**
 * Goes back `delta` pages. When the stack is shorter (an H5 deep link opened the page) there is nothing to go
 * back to, so home opens instead.
 */
export async function goBack(delta = 1): Promise<NavigationResult> {
  const pages = stack();
  if (pages.length <= delta) return goHome();
  const below = pages[pages.length - 1 - delta];
  const route = below?.route ? (routeByPage(below.route) ?? null) : null;
  const transition = announce(route);
  await Taro.navigateBack({ delta });
  return { method: 'navigateBack', url: '', route, transition };
}
