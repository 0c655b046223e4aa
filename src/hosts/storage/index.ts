/**
 * The one persisted-state module (ARCHITECTURE §6): Taro's synchronous storage on every target
 * (localStorage on H5, wx storage on mini-programs) plus the SPEC §4 clearing rules.
 * Nothing secret is stored except the session token: no passwords, no SMS codes.
 */
import Taro from '@tarojs/taro';
import type { LoginUserInfo } from '../../api/contract/account';
import { DEFAULT_LOCALE, LIMITS } from '../../domain/limits';
import type { Locale } from '../../domain/limits';
import { STORAGE_KEYS, isCacheExpired, keysToClearOnExpiry, keysToClearOnLogout } from '../../domain/session';

/** Reads a key; missing keys (and storage errors) read as `undefined`. */
function getItem<T>(key: string): T | undefined {
  try {
    const value: unknown = Taro.getStorageSync(key);
    // Both H5 and wx answer '' for a missing key.
    return value === '' || value === null || value === undefined ? undefined : (value as T);
  } catch {
    return undefined;
  }
}

/** Writes a key; false when the host refused the write (quota, private mode). */
function setItem<T>(key: string, value: T): boolean {
  try {
    Taro.setStorageSync(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes a key (missing keys and unavailable storage are fine: the key is gone either way). */
function removeItem(key: string): void {
  try {
    Taro.removeStorageSync(key);
  } catch {
    // see above
  }
}

/** All stored keys ([] when the host cannot enumerate). */
function allKeys(): string[] {
  try {
    return [...Taro.getStorageInfoSync().keys];
  } catch {
    return [];
  }
}

/** What a stored session holds: the opaque token and, once loaded, the user info. */
export interface StoredSession {
  token: string;
  userInfo: LoginUserInfo | null;
}

/**
 * Stores the session token and the user info. Without user info (a new login before
 * getLoginUserInfo) any stored user info is removed: it may belong to the previous user.
 */
export function saveSession(token: string, userInfo?: LoginUserInfo | null): void {
  setItem(STORAGE_KEYS.token, token);
  if (userInfo) setItem(STORAGE_KEYS.userInfo, userInfo);
  else removeItem(STORAGE_KEYS.userInfo);
}

/** Replaces the stored user info (after getLoginUserInfo). */
export function saveUserInfo(userInfo: LoginUserInfo): void {
  setItem(STORAGE_KEYS.userInfo, userInfo);
}

/** The stored session, or null when there is no usable token. */
export function loadSession(): StoredSession | null {
  const token = getItem<unknown>(STORAGE_KEYS.token);
  if (typeof token !== 'string' || token === '') return null;
  const userInfo = getItem<LoginUserInfo>(STORAGE_KEYS.userInfo);
  return { token, userInfo: userInfo && typeof userInfo === 'object' ? userInfo : null };
}

/** Logout (SPEC §4): token, user info, geo caches and history logs. Locale and saved login name stay. */
export function clearSession(): void {
  for (const key of keysToClearOnLogout(allKeys())) removeItem(key);
  // The key list can miss entries on hosts that do not enumerate; the fixed keys go regardless.
  removeItem(STORAGE_KEYS.token);
  removeItem(STORAGE_KEYS.userInfo);
  removeItem(STORAGE_KEYS.history);
}

/** Records the time of a successful login (start of the 48 h cache window). */
export function markLogin(now: number): void {
  setItem(STORAGE_KEYS.lastLoginAt, now);
}

/**
 * Clears geo caches and history when more than 48 hours have passed since the last login
 * (SPEC §4, §9). A missing login time counts as expired. Returns whether anything was cleared.
 */
export function clearStaleCaches(now: number): boolean {
  const lastLoginAt = Number(getItem<number>(STORAGE_KEYS.lastLoginAt));
  if (!isCacheExpired(lastLoginAt, now)) return false;
  const keys = keysToClearOnExpiry(allKeys());
  for (const key of keys) removeItem(key);
  return keys.length > 0;
}

/**
 * The remembered login: only the login name and whether to sign in automatically.
 * The password is never stored, so "blanking" it means switching auto-login off.
 */
export interface SavedLogin {
  loginName: string;
  autoLogin: boolean;
}

/** Remembers the login name (and the auto-login wish) for the login form. */
export function rememberLogin(loginName: string, autoLogin: boolean): void {
  setItem<SavedLogin>(STORAGE_KEYS.savedLogin, { loginName, autoLogin });
}

/** The remembered login, or undefined. Fields other than the name and the flag are ignored. */
export function savedLogin(): SavedLogin | undefined {
  const raw = getItem<Record<string, unknown>>(STORAGE_KEYS.savedLogin);
  if (!raw || typeof raw !== 'object' || typeof raw.loginName !== 'string') return undefined;
  return { loginName: raw.loginName, autoLogin: raw.autoLogin === true };
}

/** Forgets the remembered login entirely. */
export function forgetSavedLogin(): void {
  removeItem(STORAGE_KEYS.savedLogin);
}

/**
 * Login-invalid codes (SPEC §4): keep the saved login name, blank the auto-login password.
 * Rewriting the entry also drops any password an older build may have left in it.
 */
export function blankSavedPassword(): void {
  const saved = savedLogin();
  if (saved) rememberLogin(saved.loginName, false);
  else forgetSavedLogin();
}

function isLocale(value: unknown): value is Locale {
  return (LIMITS.locale.supported as readonly unknown[]).includes(value);
}

/** The stored UI language; zh-CN when none or an unsupported one is stored (SPEC §9). */
export function getLocale(): Locale {
  const value = getItem<unknown>(STORAGE_KEYS.locale);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Stores the UI language. */
export function setLocale(locale: Locale): void {
  setItem(STORAGE_KEYS.locale, locale);
}

/** Everything above as one object (the session store takes it as its storage port). */
export const storage = {
  get: getItem,
  set: setItem,
  remove: removeItem,
  keys: allKeys,
  saveSession,
  saveUserInfo,
  loadSession,
  clearSession,
  markLogin,
  clearStaleCaches,
  rememberLogin,
  savedLogin,
  forgetSavedLogin,
  blankSavedPassword,
  getLocale,
  setLocale,
};

/**
 * The contact mobile an employee last booked with, to prefill the next booking form: the mobile on file reaches the
 * app only masked (SPEC §9), so the number the user typed is the one that can be offered again. Kept per employee
 * (another sign-in on the device never sees it) and cleared on logout with the session.
 */
export function rememberContactMobile(empId: string, mobile: string): void {
  if (empId) setItem(STORAGE_KEYS.contactMobile, { empId, mobile });
}

/** The contact mobile `empId` last booked with, or ''. */
export function contactMobileOf(empId: string): string {
  const raw = getItem<Record<string, unknown>>(STORAGE_KEYS.contactMobile);
  return raw && raw.empId === empId && empId !== '' && typeof raw.mobile === 'string' ? raw.mobile : '';
}
