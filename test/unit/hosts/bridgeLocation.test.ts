/**
 * App-shell location (SPEC §8 native location errors 1/2/3 and -1501…-1505; §9 permission flags 1/0/-1 in storage)
 * through the typed bridge (docs/bridge.md).
 */
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

import { appBridge, bridgeErrorCode } from '../../../src/hosts/bridge';
import type { ObtNativeBridge } from '../../../src/hosts/bridge/contract';
import { BRIDGE_LOCATE_TIMEOUT_MS, bridgeLocate, bridgeLocationFailure } from '../../../src/hosts/bridge/location';
import {
  ensureBridgePermission,
  permissionFlag,
  permissionKey,
  savePermissionFlag,
} from '../../../src/hosts/permissions';
import { nativeBridge } from '../../../src/hosts/runtime/bridge';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

const BEIJING = { latitude: 39.908823, longitude: 116.39747, accuracy: 25 };

function shell(bridge: Partial<ObtNativeBridge>): Partial<ObtNativeBridge> {
  installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.shellAndroid, bridge });
  return bridge;
}

beforeEach(() => mockStore.clear());
afterEach(() => {
  jest.useRealTimers();
  uninstallBrowser();
});

describe('appBridge', () => {
  it('is the window object inside the shell, undefined elsewhere; runtime detection reads the same one', () => {
    expect(appBridge()).toBeUndefined();
    installBrowser({ url: 'https://obt.example.com/', userAgent: UA.androidChrome, bridge: 'not an object' });
    expect(appBridge()).toBeUndefined();
    const bridge = shell({ version: '3.2.0' });
    expect(appBridge()).toBe(bridge);
    expect(nativeBridge()).toBe(bridge);
  });

  it('reads a numeric or named code out of a rejection, nothing out of anything else', () => {
    expect(bridgeErrorCode({ code: 1, message: 'denied' })).toBe(1);
    expect(bridgeErrorCode({ code: 'E_BUSY' })).toBe('E_BUSY');
    expect(bridgeErrorCode(new Error('x'))).toBeUndefined();
    expect(bridgeErrorCode(null)).toBeUndefined();
    expect(bridgeErrorCode({ code: { nested: 1 } })).toBeUndefined();
  });
});

describe('native location codes', () => {
  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    ['3', 'timeout'],
    [-1501, 'addressParse'],
    [-1502, 'addressFetch'],
    [-1503, 'permission'],
    [-1504, 'coordType'],
    [-1505, 'serviceUnavailable'],
    ['-1505', 'serviceUnavailable'],
    [-1506, 'unknown'],
    [0, 'unknown'],
    ['E_OTHER', 'unknown'],
    [undefined, 'unknown'],
  ])('%p → %s', (code, reason) => {
    expect(bridgeLocationFailure(code)).toBe(reason);
  });
});

describe('bridgeLocate', () => {
  it('asks for GCJ-02 and answers the point with source appShell; the granted flag is stored as 1', async () => {
    const bridge = shell({
      getPermission: jest.fn(async () => 1 as const),
      requestPermission: jest.fn(async () => 1 as const),
      getLocation: jest.fn(async () => BEIJING),
    });
    await expect(bridgeLocate({ timeoutMs: 5000 })).resolves.toEqual({
      ok: true,
      point: { lat: BEIJING.latitude, lng: BEIJING.longitude, accuracy: 25, source: 'appShell' },
    });
    expect(bridge.getLocation).toHaveBeenCalledWith({ type: 'gcj02', timeoutMs: 5000 });
    // Already granted: no prompt.
    expect(bridge.requestPermission).not.toHaveBeenCalled();
    expect(permissionFlag('location')).toBe(1);
    expect(mockStore.get(permissionKey('location'))).toBe(1);
  });

  it('prompts when not granted yet; a refusal (0) is stored and no location is asked', async () => {
    const bridge = shell({
      getPermission: jest.fn(async () => 0 as const),
      requestPermission: jest.fn(async () => 0 as const),
      getLocation: jest.fn(async () => BEIJING),
    });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'denied' });
    expect(bridge.requestPermission).toHaveBeenCalledWith('location');
    expect(bridge.getLocation).not.toHaveBeenCalled();
    expect(permissionFlag('location')).toBe(0);
  });

  it('"always denied" (-1) is not asked again: stored, denied, no prompt', async () => {
    const bridge = shell({
      getPermission: jest.fn(async () => -1 as const),
      requestPermission: jest.fn(async () => 1 as const),
      getLocation: jest.fn(async () => BEIJING),
    });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'denied' });
    expect(bridge.requestPermission).not.toHaveBeenCalled();
    expect(permissionFlag('location')).toBe(-1);
  });

  it('a prompt the user accepts turns 0 into 1 and locates', async () => {
    savePermissionFlag('location', 0);
    shell({
      getPermission: jest.fn(async () => 0 as const),
      requestPermission: jest.fn(async () => 1 as const),
      getLocation: jest.fn(async () => ({ latitude: 31.2304, longitude: 121.4737 })),
    });
    await expect(bridgeLocate()).resolves.toEqual({
      ok: true,
      point: { lat: 31.2304, lng: 121.4737, source: 'appShell' },
    });
    expect(permissionFlag('location')).toBe(1);
  });

  it.each([
    [{ code: 1 }, 'denied'],
    [{ code: 2 }, 'unavailable'],
    [{ code: 3 }, 'timeout'],
    [{ code: -1503, message: 'sdk permission' }, 'permission'],
    [{ code: -1505 }, 'serviceUnavailable'],
    [new Error('boom'), 'unknown'],
  ])('a shell without permission calls: rejection %p → %s', async (error, reason) => {
    shell({ getLocation: jest.fn(() => Promise.reject(error)) });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason });
    // Only a denial says anything about the permission.
    expect(permissionFlag('location')).toBe(reason === 'denied' ? 0 : undefined);
  });

  it('a shell without permission calls records 1 once it answers a position', async () => {
    shell({ getLocation: jest.fn(async () => BEIJING) });
    expect((await bridgeLocate()).ok).toBe(true);
    expect(permissionFlag('location')).toBe(1);
  });

  it('a denial keeps an "always denied" flag recorded earlier', async () => {
    savePermissionFlag('location', -1);
    shell({ getLocation: jest.fn(() => Promise.reject({ code: 1 })) });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'denied' });
    expect(permissionFlag('location')).toBe(-1);
  });

  it('an impossible or missing position is unknown, not a point', async () => {
    shell({ getLocation: jest.fn(async () => ({ latitude: Number.NaN, longitude: 116 })) });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'unknown' });
    shell({ getLocation: jest.fn(async () => ({ latitude: 95, longitude: 116 })) });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'unknown' });
    shell({ getLocation: jest.fn(async () => undefined as unknown as typeof BEIJING) });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'unknown' });
  });

  it('a shell that never answers times out on the page side', async () => {
    jest.useFakeTimers();
    shell({ getLocation: jest.fn(() => new Promise<never>(() => undefined)) });
    const result = bridgeLocate();
    await jest.advanceTimersByTimeAsync(BRIDGE_LOCATE_TIMEOUT_MS);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('outside the shell, or in a shell without getLocation: unavailable', async () => {
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'unavailable' });
    shell({ version: '1.0.0' });
    await expect(bridgeLocate()).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('permission flags', () => {
  it('stores only 1, 0 and -1; anything else reads as not recorded', () => {
    expect(permissionFlag('camera')).toBeUndefined();
    savePermissionFlag('camera', -1);
    expect(permissionFlag('camera')).toBe(-1);
    mockStore.set(permissionKey('photos'), '1');
    expect(permissionFlag('photos')).toBeUndefined();
  });

  it('a failing or odd permission answer is no answer (nothing stored)', async () => {
    const failing = { getPermission: jest.fn(() => Promise.reject(new Error('x'))) };
    await expect(ensureBridgePermission(failing, 'notification')).resolves.toBeUndefined();
    const odd = { getPermission: jest.fn(async () => 2 as unknown as 1) };
    await expect(ensureBridgePermission(odd, 'notification')).resolves.toBeUndefined();
    expect(permissionFlag('notification')).toBeUndefined();
  });
});
