/**
 * H5 deep links: the address the browser opened, rewritten BEFORE the Taro router starts
 * (`history.replaceState(null, '', next.pathname + next.search + location.hash)`).
 * Pure logic with no platform check: the app calls it only on H5.
 */
import { decideGuard, type GuardContext } from './guard';
import {
  basePath,
  encodeQuery,
  formatSearch,
  matchServedPath,
  parseSearch,
  routeByPage,
  splitUrl,
  toQueryForm,
} from './match';
import { HOME_URL, LOGIN_URL, NOT_FOUND_URL } from './routes';

/** Sign-on parameters (SPEC §3). Kept on the login URL so sign-on still works after the guard's detour. */
export const SIGN_ON_KEYS: readonly string[] = [
  'ssotoken',
  'loginType',
  'ssoPage',
  'ssoCplx',
  'ssoDjlx',
  'ssoOrderId',
  'workItemId',
  'timestamp',
  'from',
  'code',
  'compId',
  'corpId',
  'openid',
  'searchType',
  'orderNo',
  'approvalNo',
  'tripType',
];

/**
 * Sign-on credentials: consumed by sign-on, so they are not replayed in the `redirect` target (a WeCom/WeChat
 * code is single use; a token should not stay in the address bar or history) and their presence means
 * "a trusted source is signing someone in".
 */
export const SIGN_ON_CREDENTIAL_KEYS: readonly string[] = ['ssotoken', 'code', 'openid'];

/** The part of `window.location` this works on. */
export interface BrowserLocation {
  pathname: string;
  /** '' or '?a=1…' */
  search: string;
}

function hasCredential(search: string): boolean {
  return parseSearch(search).some(([k, v]) => SIGN_ON_CREDENTIAL_KEYS.includes(k) && v !== '');
}

function withoutCredentials(url: string): string {
  const { pathname, search } = splitUrl(url);
  return pathname + formatSearch(parseSearch(search).filter(([k]) => !SIGN_ON_CREDENTIAL_KEYS.includes(k)));
}

/** '/login' carrying the sign-on parameters of the opened URL and, unless it is plain home, where to return. */
function loginLocation(redirect: string, openedSearch: string): BrowserLocation {
  const signOn = parseSearch(openedSearch).filter(([k]) => SIGN_ON_KEYS.includes(k));
  const back = withoutCredentials(redirect);
  const pairs = back === HOME_URL ? signOn : [...signOn, ...encodeQuery({ redirect: back })];
  return { pathname: LOGIN_URL, search: formatSearch(pairs) };
}

/**
 * The location to switch to before the router starts, or null to keep the opened one:
 * - path params → query form ('/car/carJsycDetail/12' → '/car/carJsycDetail?id=12');
 * - redirect aliases ('/' → '/home', '/resetPassword' → '/resetPassword/firstStep');
 * - a Taro page path ('/pages/home/index') → its spec URL;
 * - unknown → '/notFound?from=<encoded opened URL>' (declared but not built: the same, once logged in);
 * - protected screen without session (visitor mode off) → '/login?<sign-on params>&redirect=<encoded target>';
 * - logged-in '/login' → '/home', unless sign-on credentials (ssotoken, code, openid) are present: a trusted
 *   source signing someone in wins over the current session.
 */
export function prepareInitialLocation(loc: BrowserLocation, ctx: GuardContext): BrowserLocation | null {
  const search = loc.search === '?' ? '' : loc.search;
  const opened = loc.pathname + search;

  let canonical = toQueryForm(loc.pathname, search);
  if (!canonical) {
    const byPage = routeByPage(loc.pathname);
    if (byPage) canonical = { pathname: basePath(byPage), search };
  }
  const route = canonical ? (matchServedPath(canonical.pathname, canonical.search)?.route ?? null) : null;
  const target = canonical ? canonical.pathname + canonical.search : opened;

  let next: BrowserLocation;
  const decision = decideGuard(route, ctx, target);
  switch (decision.kind) {
    case 'notFound':
      next = { pathname: NOT_FOUND_URL, search: formatSearch(encodeQuery({ from: opened })) };
      break;
    case 'login':
      next = loginLocation(decision.redirect, search);
      break;
    case 'home':
      next = canonical && hasCredential(search) ? canonical : { pathname: HOME_URL, search: '' };
      break;
    case 'allow':
      next = canonical as BrowserLocation;
      break;
  }
  return next.pathname === loc.pathname && next.search === loc.search ? null : next;
}
