/**
 * The app shell's back button (SPEC §9: exiting needs two back presses within 1 second): root screens warn first
 * and exit on a second press within the window; other screens go back.
 */
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getCurrentPages: jest.fn(), navigateBack: jest.fn(), reLaunch: jest.fn(), showToast: jest.fn() },
}));

import Taro from '@tarojs/taro';
import { LIMITS } from '../../../src/domain/limits';
import { decideBackPress } from '../../../src/hosts/back/decide';
import * as weapp from '../../../src/hosts/back/index.weapp';
import * as qywx from '../../../src/hosts/back/index.qywx';
import { UA, installBrowser, uninstallBrowser } from './fakeBrowser';

type AppShellBack = typeof import('../../../src/hosts/back/appShell');
const taro = Taro as unknown as Record<'getCurrentPages' | 'navigateBack' | 'reLaunch' | 'showToast', jest.Mock>;
const WINDOW = LIMITS.ui.exitDoublePressMs;
const HOME = { route: 'pages/home/index' };
const LOGIN = { route: 'pages/login/index' };

function loadBack(): AppShellBack {
  let mod: AppShellBack | undefined;
  jest.isolateModules(() => {
    // The isolated module graph has its own clock: point it at the test's time too.
    jest.requireActual<typeof import('../../../src/hosts/clock')>('../../../src/hosts/clock').setClock(() => now);
    mod = jest.requireActual<AppShellBack>('../../../src/hosts/back/appShell');
  });
  return mod as AppShellBack;
}

let now = 1_800_000_000_000;
beforeEach(() => {
  jest.resetAllMocks();
  taro.navigateBack.mockResolvedValue({});
  taro.reLaunch.mockResolvedValue({});
});
afterEach(uninstallBrowser);

describe('decideBackPress', () => {
  it('goes back anywhere but a root screen', () => {
    expect(decideBackPress(false, now, now - 10, WINDOW)).toBe('back');
  });
  it('on a root screen: hint first, exit on a second press within 1 s (inclusive), hint again after it', () => {
    expect(WINDOW).toBe(1000);
    expect(decideBackPress(true, now, undefined, WINDOW)).toBe('hint');
    expect(decideBackPress(true, now + 1000, now, WINDOW)).toBe('exit');
    expect(decideBackPress(true, now + 1001, now, WINDOW)).toBe('hint');
    // A clock that went backwards is no double press.
    expect(decideBackPress(true, now - 5, now, WINDOW)).toBe('hint');
  });
});

describe('in the app shell', () => {
  function shell() {
    let handler: (() => boolean) | undefined;
    const bridge = {
      onBackButton: jest.fn((h: () => boolean) => (handler = h)),
      exitApp: jest.fn(),
    };
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.shellAndroid, bridge });
    return { bridge, press: () => (handler as () => boolean)() };
  }

  it('registers once; on a tab the first press shows the hint, a second within 1 s exits', () => {
    const { bridge, press } = shell();
    const back = loadBack();
    expect(back.installBackButton(() => '再按一次退出应用')).toBe(true);
    expect(back.installBackButton(() => 'Press back again to exit')).toBe(true);
    expect(bridge.onBackButton).toHaveBeenCalledTimes(1);
    taro.getCurrentPages.mockReturnValue([HOME]);
    expect(press()).toBe(true);
    expect(taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Press back again to exit' }));
    expect(bridge.exitApp).not.toHaveBeenCalled();
    now += 600;
    expect(press()).toBe(true);
    expect(bridge.exitApp).toHaveBeenCalledTimes(1);
  });

  it('two presses more than 1 s apart only warn twice', () => {
    const { bridge, press } = shell();
    loadBack().installBackButton(() => 'hint');
    taro.getCurrentPages.mockReturnValue([LOGIN]);
    press();
    now += 1500;
    press();
    expect(taro.showToast).toHaveBeenCalledTimes(2);
    expect(bridge.exitApp).not.toHaveBeenCalled();
  });

  it('below a root screen it navigates back and never exits', async () => {
    const { bridge, press } = shell();
    loadBack().installBackButton(() => 'hint');
    taro.getCurrentPages.mockReturnValue([HOME, { route: 'packages/flight/pages/tkQuery/index' }]);
    expect(press()).toBe(true);
    now += 100;
    expect(press()).toBe(true);
    await Promise.resolve();
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 });
    expect(taro.showToast).not.toHaveBeenCalled();
    expect(bridge.exitApp).not.toHaveBeenCalled();
  });

  it('a shell without exitApp gets the second press back to close the app itself', () => {
    let handler: (() => boolean) | undefined;
    installBrowser({
      url: 'https://obt.example.com/home',
      userAgent: UA.shellAndroid,
      bridge: { onBackButton: (h: () => boolean) => (handler = h) },
    });
    loadBack().installBackButton(() => 'hint');
    taro.getCurrentPages.mockReturnValue([HOME]);
    expect(handler?.()).toBe(true);
    now += 200;
    expect(handler?.()).toBe(false);
  });

  it('does nothing without a shell (or one without onBackButton), and never on the mini-programs', () => {
    expect(loadBack().installBackButton(() => 'hint')).toBe(false);
    installBrowser({ url: 'https://obt.example.com/home', userAgent: UA.shellAndroid, bridge: { version: '1' } });
    expect(loadBack().installBackButton(() => 'hint')).toBe(false);
    expect(weapp.installBackButton(() => 'hint')).toBe(false);
    expect(qywx.installBackButton(() => 'hint')).toBe(false);
  });
});
