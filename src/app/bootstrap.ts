import * as api from '../api/account';
import { etPageSetList, getAuthorizationPnos } from '../api/common';
import { totalCount } from '../api/orders';
import { configureTransport } from '../api/transport';
import { taroAdapter } from '../api/taroAdapter';
import { storage } from '../hosts/storage';
import { runtimeHost, isLocalHost } from '../hosts/runtime';
import { applyTransition } from '../hosts/boot';
import { setGuardContext, setTransitionListener } from '../router';
import { isLocale } from '../i18n';
import { RootStore } from '../stores';
import { presentOutcome } from './presenter';
import { currentPagePath } from './pagePath';
import { visitorModeOn } from './visitorMode';
import { clock } from '../hosts/clock';
import { earlyCallHook } from '../hosts/early';

/** The one root store of the running app (tests build their own with fake ports). */
export const rootStore = new RootStore({
  session: {
    api: {
      vipLogin: api.vipLogin,
      smsCodeGet: (req) => api.smsCodeGet(req),
      // The user info is always fetched fresh: it carries the flags the guard and scope rules rely on.
      getLoginUserInfo: () => api.getLoginUserInfo({ refresh: 1, timestamp: clock.now() }),
      vipLoginOut: () => api.vipLoginOut(),
    },
    storage,
    // crypto-js stays out of the first-load bundle (ARCHITECTURE §11): it is needed only when a password is sent.
    encryptPassword: async (plain) => {
      const { encryptPassword } = await import('../domain/passwordCipher');
      return encryptPassword(plain, process.env.TARO_APP_PWD_KEY);
    },
    now: clock.now,
  },
  app: {
    etPageSetList: () => etPageSetList(),
    getAuthorizationPnos: () => getAuthorizationPnos(),
    totalCount: () => totalCount(),
  },
  locale: {
    initial: (() => {
      const saved = storage.getLocale();
      return isLocale(saved) ? saved : 'zh-CN';
    })(),
    persist: (locale) => storage.setLocale(locale),
  },
});

let wired = false;

/** Wires transport, guard and transitions to the root store; safe to call twice. */
export function wireApp(): void {
  if (wired) return;
  wired = true;
  configureTransport({
    baseUrl: process.env.TARO_APP_API_BASE ?? '',
    adapter: taroAdapter,
    // H5: a list route's first call index.html's starter already sent (issue 17); mini-programs have no starter.
    early: process.env.TARO_ENV === 'h5' ? earlyCallHook(taroAdapter, clock.now) : undefined,
    getToken: () => rootStore.session.token,
    getLocale: () => rootStore.ui.locale,
    onLoadingChange: (visible) => rootStore.ui.setLoading(visible),
    present: (outcome) => presentOutcome(rootStore, outcome),
    bugContext: () => ({
      corpName: rootStore.session.corpName,
      userName: rootStore.session.empName,
      pagePath: currentPagePath(),
      userAgent: typeof navigator === 'undefined' ? runtimeHost() : navigator.userAgent,
      host: isLocalHost() ? 'localhost' : typeof location === 'undefined' ? runtimeHost() : location.hostname,
      fromSys: runtimeHost(),
    }),
  });
  setGuardContext({
    isLoggedIn: () => rootStore.session.loggedIn,
    visitorMode: () => visitorModeOn(),
  });
  setTransitionListener(applyTransition);
  storage.clearStaleCaches(clock.now());
}
