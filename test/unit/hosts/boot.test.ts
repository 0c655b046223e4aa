/** Boot: first landing URL, deep-link rewrite with history.replaceState before the router; transitions. */
jest.mock('../../../src/router/deepLink', () => ({ prepareInitialLocation: jest.fn() }));

import { prepareInitialLocation } from '../../../src/router/deepLink';
import * as weapp from '../../../src/hosts/boot/index.weapp';
import * as qywx from '../../../src/hosts/boot/index.qywx';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

type H5Boot = typeof import('../../../src/hosts/boot/index.h5');
type H5Runtime = typeof import('../../../src/hosts/runtime/index.h5');

const prepare = prepareInitialLocation as jest.Mock;
const CTX = { loggedIn: false, visitorMode: false };

function load(): { boot: H5Boot; runtime: H5Runtime } {
  let boot: H5Boot | undefined;
  let runtime: H5Runtime | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual<H5Runtime>('../../../src/hosts/runtime/index.h5');
    boot = jest.requireActual<H5Boot>('../../../src/hosts/boot/index.h5');
  });
  return { boot: boot as H5Boot, runtime: runtime as H5Runtime };
}

beforeEach(() => jest.resetAllMocks());
afterEach(uninstallBrowser);

it('rewrites the opened address with history.replaceState, keeping the hash and history state', () => {
  const b = installBrowser({
    url: 'https://obt.example.com/car/carJsycDetail/12?x=1#top',
    userAgent: UA.chromeDesktop,
  });
  prepare.mockReturnValue({ pathname: '/car/carJsycDetail', search: '?x=1&id=12' });
  load().boot.bootHost(CTX);
  expect(prepare).toHaveBeenCalledWith({ pathname: '/car/carJsycDetail/12', search: '?x=1' }, CTX);
  expect(b.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/car/carJsycDetail?x=1&id=12#top');
  expect(b.location.href).toBe('https://obt.example.com/car/carJsycDetail?x=1&id=12#top');
});

it('adds a missing "?" to the rewritten search', () => {
  const b = installBrowser({ url: 'https://obt.example.com/x', userAgent: UA.chromeDesktop });
  prepare.mockReturnValue({ pathname: '/login', search: 'redirect=%2Fx' });
  load().boot.bootHost({ loggedIn: false, visitorMode: true });
  expect(b.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/login?redirect=%2Fx');
});

it('leaves the address alone when there is nothing to rewrite', () => {
  const b = installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.chromeDesktop });
  prepare.mockReturnValueOnce(null);
  load().boot.bootHost({ loggedIn: true, visitorMode: false });
  prepare.mockReturnValueOnce({ pathname: '/home', search: '' });
  load().boot.bootHost({ loggedIn: true, visitorMode: false });
  expect(b.history.replaceState).not.toHaveBeenCalled();
});

it('records the landing URL before rewriting (iOS signs the URL the webview loaded)', () => {
  installBrowser({ url: 'https://obt.example.com/tr/trBenchCmp/9?a=1#h', userAgent: UA.wecomIos });
  prepare.mockReturnValue({ pathname: '/tr/trBenchCmp', search: '?a=1&id=9' });
  const { boot, runtime } = load();
  boot.bootHost(CTX);
  expect(runtime.pageUrlWithoutHash()).toBe('https://obt.example.com/tr/trBenchCmp/9?a=1');
});

it('applyTransition sets <html data-transition>', () => {
  const b = installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.chromeDesktop });
  const { boot } = load();
  boot.applyTransition('turn-on');
  expect(b.documentElement.dataset.transition).toBe('turn-on');
  boot.applyTransition('none');
  expect(b.documentElement.dataset.transition).toBe('none');
});

it('is a no-op on the mini-programs', () => {
  weapp.bootHost(CTX);
  qywx.bootHost(CTX);
  weapp.applyTransition('turn-off');
  qywx.applyTransition('turn-off');
  expect(prepare).not.toHaveBeenCalled();
});
