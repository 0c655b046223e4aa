import { createElement, type PropsWithChildren } from 'react';
import { useLaunch } from '@tarojs/taro';
import { bootHost } from './hosts/boot';
import { registerWecomSdk } from './hosts/sdk';
import { schedulePushRegistration } from './hosts/push';
import { rootStore, wireApp } from './app/bootstrap';
import { visitorModeOn } from './app/visitorMode';
import { StoreProvider } from './stores';
import './app.scss';

wireApp();
// H5: rewrite the landing URL (path parameters, redirects, guard, not-found) before the router reads it.
bootHost({ loggedIn: rootStore.session.loggedIn, visitorMode: visitorModeOn() });

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    void registerWecomSdk().catch(() => undefined);
    schedulePushRegistration(() => rootStore.session.loggedIn);
  });
  return createElement(StoreProvider, { store: rootStore, children });
}

export default App;
