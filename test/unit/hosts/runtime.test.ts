/** Runtime host detection (ARCHITECTURE §5): wxwork before MicroMessenger, the shell's bridge, OS and URLs. */
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getSystemInfoSync: jest.fn(() => ({ platform: 'ios' })),
    getCurrentPages: jest.fn(() => [{ route: 'pages/login/index', options: { a: '1', b: 'x y' } }]),
  },
}));

import Taro from '@tarojs/taro';
import {
  detectH5Host,
  isLoopbackHost,
  osFromPlatform,
  osFromUserAgent,
  stripHash,
} from '../../../src/hosts/runtime/detect';
import * as weapp from '../../../src/hosts/runtime/index.weapp';
import * as qywx from '../../../src/hosts/runtime/index.qywx';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

type H5Runtime = typeof import('../../../src/hosts/runtime/index.h5');

function loadH5Runtime(): H5Runtime {
  let mod: H5Runtime | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<H5Runtime>('../../../src/hosts/runtime/index.h5');
  });
  return mod as H5Runtime;
}

afterEach(uninstallBrowser);

describe('detectH5Host', () => {
  it('tests wxwork before MicroMessenger (the WeCom UA carries both)', () => {
    expect(detectH5Host({ userAgent: UA.wecomAndroid, hasBridge: false })).toBe('wecomWebview');
    expect(detectH5Host({ userAgent: UA.wecomIos, hasBridge: false })).toBe('wecomWebview');
    expect(detectH5Host({ userAgent: UA.wechatAndroid, hasBridge: false })).toBe('wechatWebview');
  });

  it('finds the native app shell by its bridge object or its UA token', () => {
    expect(detectH5Host({ userAgent: UA.androidChrome, hasBridge: true })).toBe('appShell');
    expect(detectH5Host({ userAgent: UA.shellAndroid, hasBridge: false })).toBe('appShell');
    expect(detectH5Host({ userAgent: UA.shellIos, hasBridge: false })).toBe('appShell');
  });

  it('falls back to the plain browser', () => {
    expect(detectH5Host({ userAgent: UA.chromeDesktop, hasBridge: false })).toBe('browser');
    expect(detectH5Host({ userAgent: '', hasBridge: false })).toBe('browser');
  });
});

describe('pure helpers', () => {
  it('reads the OS from user agents and mini-program platforms', () => {
    expect(osFromUserAgent(UA.androidChrome)).toBe('android');
    expect(osFromUserAgent(UA.iosSafari)).toBe('ios');
    expect(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios');
    expect(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).toBe('other');
    expect(osFromUserAgent(UA.chromeDesktop)).toBe('other');
    expect(osFromPlatform('Android')).toBe('android');
    expect(osFromPlatform('ios')).toBe('ios');
    expect(osFromPlatform('devtools')).toBe('other');
    expect(osFromPlatform(undefined)).toBe('other');
  });

  it('strips the fragment and recognises loopback hosts', () => {
    expect(stripHash('https://a.example/x?y=1#/z')).toBe('https://a.example/x?y=1');
    expect(stripHash('https://a.example/x')).toBe('https://a.example/x');
    for (const h of ['localhost', '127.0.0.1', '0.0.0.0', '::1', '[::1]', 'app.localhost'])
      expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['obt.example.com', '10.0.0.2', 'localhost.example.com']) expect(isLoopbackHost(h)).toBe(false);
  });
});

describe('H5 runtime', () => {
  it('detects the WeCom webview and reports the H5 platform code', () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.wecomAndroid });
    const rt = loadH5Runtime();
    expect(rt.runtimeHost()).toBe('wecomWebview');
    expect(rt.deviceOs()).toBe('android');
    expect(rt.platformCode()).toBe(10506);
  });

  it('reports 10504 / 10505 inside the native app shell', () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.androidChrome, bridge: {} });
    expect(loadH5Runtime().platformCode()).toBe(10504);
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.shellIos });
    expect(loadH5Runtime().platformCode()).toBe(10505);
  });

  it('a plain browser on a phone still reports H5', () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.iosSafari });
    const rt = loadH5Runtime();
    expect(rt.runtimeHost()).toBe('browser');
    expect(rt.platformCode()).toBe(10506);
  });

  it('notices a shell bridge injected after the first check', () => {
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.androidChrome });
    const rt = loadH5Runtime();
    expect(rt.runtimeHost()).toBe('browser');
    (window as unknown as Record<string, unknown>).ObtNativeBridge = {};
    expect(rt.runtimeHost()).toBe('appShell');
  });

  it('signs the current URL without hash on Android', () => {
    const b = installBrowser({ url: 'https://obt.example.com/login?x=1#frag', userAgent: UA.wecomAndroid });
    const rt = loadH5Runtime();
    rt.recordLandingUrl();
    b.setUrl('https://obt.example.com/home?y=2#top');
    expect(rt.pageUrlWithoutHash()).toBe('https://obt.example.com/home?y=2');
  });

  it('signs the first landing URL (without hash) on iOS; later records are ignored', () => {
    const b = installBrowser({ url: 'https://obt.example.com/tk/tkQuery?x=1#a', userAgent: UA.wecomIos });
    const rt = loadH5Runtime();
    rt.recordLandingUrl();
    rt.recordLandingUrl('https://obt.example.com/other');
    b.setUrl('https://obt.example.com/home');
    expect(rt.pageUrlWithoutHash()).toBe('https://obt.example.com/tk/tkQuery?x=1');
  });

  it('on iOS without a recorded landing URL uses the current URL', () => {
    installBrowser({ url: 'https://obt.example.com/home#x', userAgent: UA.wecomIos });
    expect(loadH5Runtime().pageUrlWithoutHash()).toBe('https://obt.example.com/home');
  });

  it('knows a local development host', () => {
    installBrowser({ url: 'http://localhost:10086/home', userAgent: UA.chromeDesktop });
    expect(loadH5Runtime().isLocalHost()).toBe(true);
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.chromeDesktop });
    expect(loadH5Runtime().isLocalHost()).toBe(false);
  });
});

describe('mini-program runtimes', () => {
  it('weapp and qywx name themselves and read the OS from the system info', () => {
    expect(weapp.runtimeHost()).toBe('weapp');
    expect(qywx.runtimeHost()).toBe('qywx');
    expect(weapp.deviceOs()).toBe('ios');
    expect(weapp.platformCode()).toBe(10505);
    expect(qywx.isLocalHost()).toBe(false);
  });

  it('gives the current page route with its query as the page URL', () => {
    expect(weapp.pageUrlWithoutHash()).toBe('/pages/login/index?a=1&b=x%20y');
  });

  it('falls back to "other" when the system info is unavailable', () => {
    const info = Taro.getSystemInfoSync as jest.Mock;
    const original = info.getMockImplementation();
    info.mockImplementation(() => {
      throw new Error('no');
    });
    try {
      jest.isolateModules(() => {
        const rt = jest.requireActual<typeof qywx>('../../../src/hosts/runtime/index.qywx');
        expect(rt.deviceOs()).toBe('other');
        expect(rt.platformCode()).toBe(10506);
      });
    } finally {
      info.mockImplementation(original);
    }
  });
});
