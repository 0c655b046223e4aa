/**
 * An in-memory @tarojs/taro for component tests: storage, dialogs and navigation are recorded so tests can
 * assert on them; page hooks run like the H5 runtime runs them (useDidShow on mount).
 */
import { useEffect } from 'react';

type Listener = () => void;

export const recorded = {
  storage: new Map<string, unknown>(),
  navigations: [] as { kind: string; url: string }[],
  modals: [] as { title?: string; content?: string }[],
  toasts: [] as { title: string }[],
  clipboard: [] as string[],
  routerParams: {} as Record<string, string>,
  modalConfirm: true,
};

export function resetTaro(): void {
  recorded.storage.clear();
  recorded.navigations.length = 0;
  recorded.modals.length = 0;
  recorded.toasts.length = 0;
  recorded.clipboard.length = 0;
  recorded.routerParams = {};
  recorded.modalConfirm = true;
}

const nav = (kind: string) => (opts: { url: string }) => {
  recorded.navigations.push({ kind, url: opts.url });
  return Promise.resolve({ errMsg: `${kind}:ok` });
};

const Taro = {
  getStorageSync: (key: string) => (recorded.storage.has(key) ? recorded.storage.get(key) : ''),
  setStorageSync: (key: string, value: unknown) => void recorded.storage.set(key, value),
  removeStorageSync: (key: string) => void recorded.storage.delete(key),
  getStorageInfoSync: () => ({ keys: [...recorded.storage.keys()], currentSize: 0, limitSize: 10240 }),
  clearStorageSync: () => recorded.storage.clear(),
  navigateTo: nav('navigateTo'),
  redirectTo: nav('redirectTo'),
  reLaunch: nav('reLaunch'),
  switchTab: nav('switchTab'),
  navigateBack: () => Promise.resolve({ errMsg: 'navigateBack:ok' }),
  getCurrentPages: () => [] as { route: string }[],
  showModal: (opts: { title?: string; content?: string }) => {
    recorded.modals.push({ title: opts.title, content: opts.content });
    return Promise.resolve({ confirm: recorded.modalConfirm, cancel: !recorded.modalConfirm });
  },
  showToast: (opts: { title: string }) => {
    recorded.toasts.push({ title: opts.title });
    return Promise.resolve();
  },
  hideToast: () => Promise.resolve(),
  setClipboardData: (opts: { data: string }) => {
    recorded.clipboard.push(opts.data);
    return Promise.resolve({ errMsg: 'setClipboardData:ok' });
  },
  showLoading: () => Promise.resolve(),
  hideLoading: () => Promise.resolve(),
  setNavigationBarTitle: () => Promise.resolve(),
  stopPullDownRefresh: () => undefined,
  getSystemInfoSync: () => ({ platform: 'devtools', environment: '' }),
  getEnv: () => 'WEB',
  ENV_TYPE: { WEB: 'WEB', WEAPP: 'WEAPP' },
  request: () => Promise.reject(new Error('network is not available in component tests')),
  login: () => Promise.reject(new Error('not a mini-program')),
};

export default Taro;
export const {
  getStorageSync,
  setStorageSync,
  removeStorageSync,
  navigateTo,
  redirectTo,
  reLaunch,
  getCurrentPages,
  showModal,
  showToast,
  stopPullDownRefresh,
} = Taro;

export function useRouter() {
  return { params: recorded.routerParams, path: '' };
}
export function useDidShow(callback: Listener) {
  useEffect(() => callback(), []); // eslint-disable-line react-hooks/exhaustive-deps
}
export function useDidHide(_callback: Listener) {}
export function useLaunch(_callback: Listener) {}
export function useLoad(_callback: Listener) {}
export function useReady(_callback: Listener) {}
export function useReachBottom(_callback: Listener) {}
export function usePullDownRefresh(_callback: Listener) {}
