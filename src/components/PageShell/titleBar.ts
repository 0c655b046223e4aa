import { LOGIN_URL, matchUrl } from '../../router';

/**
 * Whether a screen gets the H5 title bar: not on mini-programs (their native bar carries the same title), not on
 * the dashboard tabs (the tab bar is their navigation, there is nothing to go back to) and not on the login screen
 * (a root whose brand header is the top of the app); every other H5 screen does.
 */
export function showsTitleBar(route: string): boolean {
  if (process.env.TARO_ENV !== 'h5') return false;
  const def = matchUrl(route)?.route;
  return !(def?.tab || def?.url === LOGIN_URL);
}
