/**
 * Push registration (SPEC §7 App, §9): app shell only, 20 s after ready, only when logged in (a later sign-in still
 * registers), tsDevice by OS, once per app run.
 */
jest.mock('../../../src/api/app', () => ({ saveAppTsInfo: jest.fn() }));

import * as api from '../../../src/api/app';
import { LIMITS } from '../../../src/domain/limits';
import * as weapp from '../../../src/hosts/push/index.weapp';
import * as qywx from '../../../src/hosts/push/index.qywx';
import { PUSH_MAX_RETRIES, PUSH_RECHECK_MS } from '../../../src/hosts/push/types';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

type H5Push = typeof import('../../../src/hosts/push/index.h5');

const saveAppTsInfo = api.saveAppTsInfo as jest.Mock;
const DELAY = LIMITS.ui.pushRegisterDelayMs;

function loadPush(): H5Push {
  let mod: H5Push | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<H5Push>('../../../src/hosts/push/index.h5');
  });
  return mod as H5Push;
}

function shell(userAgent: string, clientId: () => unknown = () => 'CID-1'): { getPushClientId: jest.Mock } {
  const bridge = { getPushClientId: jest.fn(clientId) };
  installBrowser({ url: 'https://obt.example.com/home', userAgent, bridge });
  return bridge;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  saveAppTsInfo.mockResolvedValue({ code: 1 });
});
afterEach(() => {
  jest.useRealTimers();
  uninstallBrowser();
});

it('waits 20 seconds, then sends the client id with tsDevice 1 on Android', async () => {
  expect(DELAY).toBe(20000);
  shell(UA.androidChrome);
  loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY - 1);
  expect(saveAppTsInfo).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(saveAppTsInfo).toHaveBeenCalledTimes(1);
  expect(saveAppTsInfo).toHaveBeenCalledWith({ tsCid: 'CID-1', tsDevice: 1 });
});

it('sends tsDevice 2 on iOS and accepts a promised client id', async () => {
  shell(UA.shellIos, () => Promise.resolve('CID-IOS'));
  loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY);
  expect(saveAppTsInfo).toHaveBeenCalledWith({ tsCid: 'CID-IOS', tsDevice: 2 });
});

it('checks the login at the time it fires, not when scheduled', async () => {
  shell(UA.shellAndroid);
  let loggedIn = false;
  loadPush().schedulePushRegistration(() => loggedIn);
  await jest.advanceTimersByTimeAsync(DELAY / 2);
  loggedIn = true;
  await jest.advanceTimersByTimeAsync(DELAY / 2);
  expect(saveAppTsInfo).toHaveBeenCalledTimes(1);
});

it('asks nothing while logged out, and registers once the user signs in later', async () => {
  const bridge = shell(UA.shellAndroid);
  let loggedIn = false;
  const cancel = loadPush().schedulePushRegistration(() => loggedIn);
  await jest.advanceTimersByTimeAsync(DELAY * 2);
  expect(bridge.getPushClientId).not.toHaveBeenCalled();
  expect(saveAppTsInfo).not.toHaveBeenCalled();
  loggedIn = true;
  await jest.advanceTimersByTimeAsync(PUSH_RECHECK_MS);
  expect(saveAppTsInfo).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(PUSH_RECHECK_MS * 4);
  expect(saveAppTsInfo).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
  cancel();
});

it('cancel stops a pending registration', async () => {
  shell(UA.shellAndroid);
  const cancel = loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY - 100);
  cancel();
  await jest.advanceTimersByTimeAsync(DELAY);
  expect(saveAppTsInfo).not.toHaveBeenCalled();
});

it('waits for a client id the shell has not got yet, then sends it', async () => {
  let cid = '';
  shell(UA.shellAndroid, () => cid);
  loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY + PUSH_RECHECK_MS);
  expect(saveAppTsInfo).not.toHaveBeenCalled();
  cid = 'CID-LATE';
  await jest.advanceTimersByTimeAsync(PUSH_RECHECK_MS);
  expect(saveAppTsInfo).toHaveBeenCalledWith({ tsCid: 'CID-LATE', tsDevice: 1 });
});

it('a shell found by its user agent whose bridge arrives late is still registered; one that never does is left', async () => {
  installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.shellAndroid });
  loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY + PUSH_RECHECK_MS);
  expect(saveAppTsInfo).not.toHaveBeenCalled();
  (globalThis as unknown as { window: Record<string, unknown> }).window.ObtNativeBridge = {
    getPushClientId: () => 'CID-LATE-BRIDGE',
  };
  await jest.advanceTimersByTimeAsync(PUSH_RECHECK_MS);
  expect(saveAppTsInfo).toHaveBeenCalledWith({ tsCid: 'CID-LATE-BRIDGE', tsDevice: 1 });

  saveAppTsInfo.mockClear();
  uninstallBrowser();
  installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.shellIos });
  loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY + PUSH_RECHECK_MS * PUSH_MAX_RETRIES);
  expect(jest.getTimerCount()).toBe(0);
  expect(saveAppTsInfo).not.toHaveBeenCalled();
});

it('gives up quietly on a failing client id or a failing call', async () => {
  shell(UA.shellAndroid, () => Promise.reject(new Error('not ready')));
  loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY);
  expect(saveAppTsInfo).not.toHaveBeenCalled();
  shell(UA.shellAndroid);
  saveAppTsInfo.mockRejectedValueOnce(new Error('network'));
  loadPush().schedulePushRegistration(() => true);
  await expect(jest.advanceTimersByTimeAsync(DELAY)).resolves.toBeUndefined();
  expect(saveAppTsInfo).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

it('is a no-op outside the app shell (browser, WeCom) and on an OS without native push', async () => {
  for (const userAgent of [UA.androidChrome, UA.wecomAndroid]) {
    installBrowser({ url: 'https://obt.example.com/home', userAgent });
    loadPush().schedulePushRegistration(() => true);
  }
  shell('Mozilla/5.0 (X11; Linux x86_64) ObtApp/1.0');
  loadPush().schedulePushRegistration(() => true);
  await jest.advanceTimersByTimeAsync(DELAY * 2);
  expect(saveAppTsInfo).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});

it('is a no-op on the mini-programs', async () => {
  const isLoggedIn = jest.fn(() => true);
  weapp.schedulePushRegistration(isLoggedIn)();
  qywx.schedulePushRegistration(isLoggedIn)();
  await jest.advanceTimersByTimeAsync(DELAY * 2);
  expect(isLoggedIn).not.toHaveBeenCalled();
  expect(saveAppTsInfo).not.toHaveBeenCalled();
});
