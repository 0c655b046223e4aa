/** Local session storage keys and clearing rules (SPEC §4 "Session"). */
import { LIMITS } from './limits';

/** Local storage keys (SPEC §9 "Local storage keys hold state, token and user info"). */
export const STORAGE_KEYS = {
  token: 'obt.token',
  userInfo: 'obt.userInfo',
  locale: 'obt.locale',
  lastLoginAt: 'obt.lastLoginAt',
  history: 'obt.history',
  /** Prefix of every geo cache key, e.g. 'geo:cities:10903'. */
  geoPrefix: 'geo:',
  /** Saved auto-login credentials; its password is blanked on login-invalid codes. */
  savedLogin: 'obt.savedLogin',
  /** The contact mobile the signed-in employee last booked with (prefills the booking form); gone on logout. */
  contactMobile: 'obt.contactMobile',
} as const;

/** Cache lifetime after the last login. */
export const CACHE_TTL_MS = LIMITS.session.cacheHours * 3600_000;

/** Geo and history caches are cleared when more than 48 hours have passed since the last login. */
export function isCacheExpired(lastLoginAt: number, now: number): boolean {
  if (!Number.isFinite(lastLoginAt)) return true;
  return now - lastLoginAt > CACHE_TTL_MS;
}

/** Whether a storage key is a geo cache entry. */
export function isGeoCacheKey(key: string): boolean {
  return key.startsWith(STORAGE_KEYS.geoPrefix);
}

/** Keys to remove on logout: token, user info, geo caches and history (SPEC §4). */
export function keysToClearOnLogout(allKeys: readonly string[]): string[] {
  const fixed: readonly string[] = [
    STORAGE_KEYS.token,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.history,
    STORAGE_KEYS.contactMobile,
  ];
  return allKeys.filter((k) => fixed.includes(k) || isGeoCacheKey(k));
}

/** Keys to remove when the 48-hour cache has expired: geo caches and history (SPEC §4). */
export function keysToClearOnExpiry(allKeys: readonly string[]): string[] {
  return allKeys.filter((k) => k === STORAGE_KEYS.history || isGeoCacheKey(k));
}
