/**
 * Network state (SPEC §9: network check every 500 ms): the shared watcher, H5 (navigator.onLine, online/offline
 * events, the app shell's getNetworkType) and the mini-programs (getNetworkType + onNetworkStatusChange).
 */
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getNetworkType: jest.fn(), onNetworkStatusChange: jest.fn(), offNetworkStatusChange: jest.fn() },
}));

import Taro from '@tarojs/taro';
import { LIMITS } from '../../../src/domain/limits';
import { createNetworkWatcher } from '../../../src/hosts/network/watcher';
import { miniProgramNetwork } from '../../../src/hosts/network/miniprogram';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

type H5Network = typeof import('../../../src/hosts/network/index.h5');
const taro = Taro as unknown as Record<
  'getNetworkType' | 'onNetworkStatusChange' | 'offNetworkStatusChange',
  jest.Mock
>;
const TICK = LIMITS.ui.networkCheckMs;

function loadH5(): H5Network {
  let mod: H5Network | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<H5Network>('../../../src/hosts/network/index.h5');
  });
  return mod as H5Network;
}

/** A window with event listeners on top of the fake browser. */
function browser(opts: { onLine: boolean; bridge?: unknown }) {
  const fake = installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.shellAndroid, bridge: opts.bridge });
  const nav = (globalThis as unknown as { navigator: { onLine: boolean } }).navigator;
  nav.onLine = opts.onLine;
  const handlers = new Map<string, Set<() => void>>();
  const win = (globalThis as unknown as { window: Record<string, unknown> }).window;
  win.addEventListener = (type: string, fn: () => void) => {
    if (!handlers.has(type)) handlers.set(type, new Set());
    handlers.get(type)?.add(fn);
  };
  win.removeEventListener = (type: string, fn: () => void) => handlers.get(type)?.delete(fn);
  return {
    fake,
    nav,
    fire: (type: 'online' | 'offline') => handlers.get(type)?.forEach((fn) => fn()),
    listeners: (type: string) => handlers.get(type)?.size ?? 0,
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
});
afterEach(() => {
  jest.useRealTimers();
  uninstallBrowser();
});

describe('the watcher', () => {
  it('checks every 500 ms while someone listens, reports changes only, and stops with the last listener', async () => {
    expect(TICK).toBe(500);
    let state: boolean | undefined = true;
    const check = jest.fn(() => state);
    const watcher = createNetworkWatcher({ check }, TICK);
    expect(check).not.toHaveBeenCalled();
    const seen: boolean[] = [];
    const stop = watcher.watchNetwork((online) => seen.push(online));
    await jest.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(TICK * 2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(seen).toEqual([]);
    state = false;
    await jest.advanceTimersByTimeAsync(TICK);
    expect(seen).toEqual([false]);
    expect(watcher.isOnline()).toBe(false);
    // "Cannot tell" keeps the last state.
    state = undefined;
    await jest.advanceTimersByTimeAsync(TICK);
    expect(watcher.isOnline()).toBe(false);
    state = true;
    await jest.advanceTimersByTimeAsync(TICK);
    expect(seen).toEqual([false, true]);
    stop();
    stop();
    const calls = check.mock.calls.length;
    await jest.advanceTimersByTimeAsync(TICK * 4);
    expect(check).toHaveBeenCalledTimes(calls);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('takes the host events at once, and a slow or failing probe neither piles up nor breaks it', async () => {
    let report: ((online: boolean) => void) | undefined;
    const unsubscribe = jest.fn();
    let resolve: ((v: boolean) => void) | undefined;
    const check = jest
      .fn<Promise<boolean | undefined>, []>()
      .mockImplementationOnce(() => new Promise((r) => (resolve = r)))
      .mockImplementation(() => Promise.reject(new Error('radio off')));
    const watcher = createNetworkWatcher(
      {
        check,
        subscribe: (r) => {
          report = r;
          return unsubscribe;
        },
      },
      TICK,
    );
    const listener = jest.fn();
    const stop = watcher.watchNetwork(listener);
    await jest.advanceTimersByTimeAsync(TICK * 3);
    expect(check).toHaveBeenCalledTimes(1);
    report?.(false);
    expect(listener).toHaveBeenLastCalledWith(false);
    resolve?.(false);
    await jest.advanceTimersByTimeAsync(TICK * 2);
    expect(check.mock.calls.length).toBeGreaterThan(1);
    expect(watcher.isOnline()).toBe(false);
    report?.(true);
    expect(listener).toHaveBeenLastCalledWith(true);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('H5', () => {
  it('follows navigator.onLine and the online/offline events', async () => {
    const b = browser({ onLine: true });
    const net = loadH5();
    const seen: boolean[] = [];
    const stop = net.watchNetwork((online) => seen.push(online));
    expect(b.listeners('offline')).toBe(1);
    b.fire('offline');
    expect(seen).toEqual([false]);
    b.fire('online');
    expect(seen).toEqual([false, true]);
    // A missed event is caught by the next 500 ms check.
    b.nav.onLine = false;
    await jest.advanceTimersByTimeAsync(TICK);
    expect(seen).toEqual([false, true, false]);
    expect(net.isOnline()).toBe(false);
    stop();
    expect(b.listeners('offline')).toBe(0);
  });

  it("inside the app shell also asks the bridge: 'none' is offline even while navigator says online", async () => {
    let type = 'wifi';
    const getNetworkType = jest.fn(async () => type);
    browser({ onLine: true, bridge: { getNetworkType } });
    const net = loadH5();
    const listener = jest.fn();
    net.watchNetwork(listener);
    await jest.advanceTimersByTimeAsync(TICK);
    expect(getNetworkType).toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
    type = 'none';
    await jest.advanceTimersByTimeAsync(TICK);
    expect(listener).toHaveBeenLastCalledWith(false);
    type = 'cellular';
    await jest.advanceTimersByTimeAsync(TICK);
    expect(listener).toHaveBeenLastCalledWith(true);
  });
});

describe('mini-programs', () => {
  it('polls getNetworkType and takes onNetworkStatusChange, unsubscribing at the end', async () => {
    let networkType = '4g';
    taro.getNetworkType.mockImplementation(async () => ({ networkType }));
    const net = miniProgramNetwork();
    const listener = jest.fn();
    const stop = net.watchNetwork(listener);
    const callback = taro.onNetworkStatusChange.mock.calls[0][0] as (r: { isConnected: boolean }) => void;
    await jest.advanceTimersByTimeAsync(TICK);
    expect(taro.getNetworkType.mock.calls.length).toBeGreaterThanOrEqual(2);
    networkType = 'none';
    await jest.advanceTimersByTimeAsync(TICK);
    expect(listener).toHaveBeenLastCalledWith(false);
    networkType = 'wifi';
    callback({ isConnected: true });
    expect(listener).toHaveBeenLastCalledWith(true);
    stop();
    expect(taro.offNetworkStatusChange).toHaveBeenCalledWith(callback);
    expect(jest.getTimerCount()).toBe(0);
  });
});
