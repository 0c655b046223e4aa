/** Storage module: SPEC §4 clearing rules and "no secrets beyond the session token". */
const mockStore = new Map<string, unknown>();

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: (key: string) => (mockStore.has(key) ? mockStore.get(key) : ''),
    setStorageSync: (key: string, value: unknown) => void mockStore.set(key, value),
    removeStorageSync: (key: string) => void mockStore.delete(key),
    getStorageInfoSync: () => ({ keys: [...mockStore.keys()], currentSize: 0, limitSize: 10240 }),
  },
}));

import {
  blankSavedPassword,
  clearSession,
  clearStaleCaches,
  getLocale,
  loadSession,
  markLogin,
  rememberLogin,
  saveSession,
  saveUserInfo,
  savedLogin,
  setLocale,
  storage,
} from '../../../src/hosts/storage';
import { STORAGE_KEYS } from '../../../src/domain/session';
import type { LoginUserInfo } from '../../../src/api/contract/account';

const HOUR = 3600_000;
const NOW = Date.UTC(2025, 2, 1, 4, 0, 0);
const TOKEN = '0123456789abcdef0123456789abcdef';
const USER = { empInfo: { empId: 'e1', empName: '张三' }, vipCorp: { corpId: 'c1' } } as unknown as LoginUserInfo;

function seedCaches(): void {
  mockStore.set('geo:cities:10903', [{ id: 1 }]);
  mockStore.set('geo:stations:10904', [{ id: 2 }]);
  mockStore.set(STORAGE_KEYS.history, { flight: ['PEK-SHA'] });
}

beforeEach(() => mockStore.clear());

describe('storage primitives', () => {
  it('reads a missing key (Taro answers "") as undefined', () => {
    expect(storage.get('nope')).toBeUndefined();
  });

  it('round-trips values and removes keys', () => {
    expect(storage.set('k', { a: 1 })).toBe(true);
    expect(storage.get<{ a: number }>('k')).toEqual({ a: 1 });
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
    expect(storage.keys()).toEqual([]);
  });
});

describe('session', () => {
  it('saves and loads token and user info', () => {
    expect(loadSession()).toBeNull();
    saveSession(TOKEN, null);
    expect(loadSession()).toEqual({ token: TOKEN, userInfo: null });
    saveUserInfo(USER);
    expect(loadSession()).toEqual({ token: TOKEN, userInfo: USER });
  });

  it("a new login without user info drops the previous user's info", () => {
    saveSession('f'.repeat(32), USER);
    saveSession(TOKEN, null);
    expect(loadSession()).toEqual({ token: TOKEN, userInfo: null });
  });

  it("offers every operation on the storage object (the session store's port)", () => {
    storage.saveSession(TOKEN, USER);
    storage.markLogin(NOW);
    expect(storage.loadSession()).toEqual({ token: TOKEN, userInfo: USER });
    storage.clearSession();
    expect(storage.loadSession()).toBeNull();
    expect(storage.getLocale()).toBe('zh-CN');
    expect(typeof storage.blankSavedPassword).toBe('function');
    expect(typeof storage.clearStaleCaches).toBe('function');
  });

  it('treats a non-string token as no session', () => {
    mockStore.set(STORAGE_KEYS.token, 42);
    expect(loadSession()).toBeNull();
  });

  it('logout clears token, user info, geo caches and history; keeps locale, saved name and other keys', () => {
    saveSession(TOKEN, USER);
    seedCaches();
    setLocale('en-US');
    rememberLogin('13800000001', true);
    markLogin(NOW);
    mockStore.set('obt.other', 1);

    clearSession();

    expect(loadSession()).toBeNull();
    expect([...mockStore.keys()].sort()).toEqual(
      [STORAGE_KEYS.locale, STORAGE_KEYS.savedLogin, STORAGE_KEYS.lastLoginAt, 'obt.other'].sort(),
    );
    expect(getLocale()).toBe('en-US');
    expect(savedLogin()).toEqual({ loginName: '13800000001', autoLogin: true });
  });
});

describe('48 h stale caches', () => {
  it('keeps caches up to 48 hours after the last login', () => {
    markLogin(NOW);
    seedCaches();
    expect(clearStaleCaches(NOW + 47 * HOUR)).toBe(false);
    expect(clearStaleCaches(NOW + 48 * HOUR)).toBe(false);
    expect(mockStore.has('geo:cities:10903')).toBe(true);
    expect(mockStore.has(STORAGE_KEYS.history)).toBe(true);
  });

  it('clears geo caches and history (only) after more than 48 hours', () => {
    markLogin(NOW);
    saveSession(TOKEN, USER);
    seedCaches();
    expect(clearStaleCaches(NOW + 48 * HOUR + 1)).toBe(true);
    expect(mockStore.has('geo:cities:10903')).toBe(false);
    expect(mockStore.has('geo:stations:10904')).toBe(false);
    expect(mockStore.has(STORAGE_KEYS.history)).toBe(false);
    expect(loadSession()).toEqual({ token: TOKEN, userInfo: USER });
  });

  it('treats a missing last-login time as expired', () => {
    seedCaches();
    expect(clearStaleCaches(NOW)).toBe(true);
    expect(storage.keys()).toEqual([]);
  });

  it('a fresh login restarts the window', () => {
    markLogin(NOW);
    seedCaches();
    markLogin(NOW + 40 * HOUR);
    expect(clearStaleCaches(NOW + 80 * HOUR)).toBe(false);
  });
});

describe('saved login and secrets', () => {
  it('stores only the login name and the auto-login flag', () => {
    rememberLogin('13800000001', true);
    expect(mockStore.get(STORAGE_KEYS.savedLogin)).toEqual({ loginName: '13800000001', autoLogin: true });
    expect(JSON.stringify([...mockStore.entries()])).not.toMatch(/password/i);
  });

  it('blanking keeps the login name and switches auto-login off', () => {
    rememberLogin('13800000001', true);
    blankSavedPassword();
    expect(savedLogin()).toEqual({ loginName: '13800000001', autoLogin: false });
  });

  it('blanking drops a password an older build left behind', () => {
    mockStore.set(STORAGE_KEYS.savedLogin, { loginName: 'u1', password: 'Demo12345', autoLogin: true });
    blankSavedPassword();
    expect(mockStore.get(STORAGE_KEYS.savedLogin)).toEqual({ loginName: 'u1', autoLogin: false });
  });

  it('blanking with no usable entry removes it', () => {
    mockStore.set(STORAGE_KEYS.savedLogin, { password: 'x' });
    blankSavedPassword();
    expect(mockStore.has(STORAGE_KEYS.savedLogin)).toBe(false);
    expect(savedLogin()).toBeUndefined();
  });
});

describe('locale', () => {
  it('defaults to zh-CN and ignores unsupported values', () => {
    expect(getLocale()).toBe('zh-CN');
    mockStore.set(STORAGE_KEYS.locale, 'fr-FR');
    expect(getLocale()).toBe('zh-CN');
    setLocale('en-US');
    expect(getLocale()).toBe('en-US');
  });
});
