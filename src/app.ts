import { createElement, useLayoutEffect, type PropsWithChildren } from 'react';
import { useLaunch } from '@tarojs/taro';
import { bootHost } from './hosts/boot';
import { runtimeHost } from './hosts/runtime';
import { schedulePushRegistration } from './hosts/push';
import { rootStore, wireApp } from './app/bootstrap';
import { visitorModeOn } from './app/visitorMode';
import { StoreProvider } from './stores';
import { appCommitted, holdMountsUntil } from './boot/pageMount';
import { ensureLocale, localeReady } from './i18n';
import './app.scss';

wireApp();
// H5: rewrite the landing URL (path parameters, redirects, guard, not-found) before the router reads it.
bootHost({ loggedIn: rootStore.session.loggedIn, visitorMode: visitorModeOn() });
// H5: an English user's dictionary is not on the entry (src/i18n/english.h5.ts): asked for now, while the entry
// starts the router; pages mount once it is here (or failed: texts then fall back to zh-CN and it is asked again).
if (!localeReady(rootStore.ui.locale)) holdMountsUntil(ensureLocale(rootStore.ui.locale));

function App({ children }: PropsWithChildren) {
  // H5: page mounts asked for before this first commit wait for it, then render as transitions (boot/pageMount).
  useLayoutEffect(appCommitted, []);
  useLaunch(() => {
    // The WeCom JS-SDK glue only matters inside the WeCom webview: loaded there, kept out of everyone's entry.
    if (runtimeHost() === 'wecomWebview') {
      void import('./hosts/sdk').then((sdk) => sdk.registerWecomSdk()).catch(() => undefined);
    }
    schedulePushRegistration(() => rootStore.session.loggedIn);
  });
  return createElement(StoreProvider, { store: rootStore, children });
}

export default App;
