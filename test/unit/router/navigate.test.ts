jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    navigateTo: jest.fn(async () => ({ errMsg: 'navigateTo:ok' })),
    redirectTo: jest.fn(async () => ({ errMsg: 'redirectTo:ok' })),
    reLaunch: jest.fn(async () => ({ errMsg: 'reLaunch:ok' })),
    navigateBack: jest.fn(async () => ({ errMsg: 'navigateBack:ok' })),
    getCurrentPages: jest.fn(() => []),
  },
}));

// Pretend a few subpackage screens are built so push/replace can be exercised on real registry entries.
jest.mock('../../../src/router/routes', () => {
  const actual = jest.requireActual('../../../src/router/routes');
  const extra = new Set(['/tk/tkQuery', '/tk/tkList', '/car/carJsycDetail/:id', '/approval/Detail']);
  return {
    ...actual,
    ROUTES: actual.ROUTES.map((r: { url: string; built: boolean }) => (extra.has(r.url) ? { ...r, built: true } : r)),
  };
});

import {
  goBack,
  goHome,
  goLogin,
  goTab,
  lastTransition,
  navigate,
  PAGE_STACK_LIMIT,
  redirectTo,
  setGuardContext,
  setTransitionListener,
} from '../../../src/router/navigate';
import { decodeQuery, parseSearch } from '../../../src/router/match';

type Call = jest.Mock<Promise<unknown>, [{ url: string }]>;
const taro = jest.requireMock<{
  default: {
    navigateTo: Call;
    redirectTo: Call;
    reLaunch: Call;
    navigateBack: jest.Mock<Promise<unknown>, [{ delta?: number }?]>;
    getCurrentPages: jest.Mock<Array<{ route: string }>, []>;
  };
}>('@tarojs/taro').default;

let loggedIn = true;
let visitor = false;
const transitions: string[] = [];

function stackOf(...routes: string[]) {
  taro.getCurrentPages.mockReturnValue(routes.map((route) => ({ route })));
}
function queryOf(url: string) {
  return decodeQuery(Object.fromEntries(parseSearch(url.split('?')[1] ?? '')));
}

beforeEach(() => {
  jest.clearAllMocks();
  loggedIn = true;
  visitor = false;
  transitions.length = 0;
  setGuardContext({ isLoggedIn: () => loggedIn, visitorMode: () => visitor });
  setTransitionListener((kind) => transitions.push(kind));
  stackOf('pages/home/index');
});

describe('navigate', () => {
  it('pushes the page path and announces the transition', async () => {
    const res = await navigate('/tk/tkQuery', { query: { from: 'home' } });
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/flight/pages/tkQuery/index?from=home' });
    expect(res).toMatchObject({ method: 'navigateTo', transition: 'turn-on' });
    expect(transitions).toEqual(['turn-on']);
    expect(lastTransition()).toBe('turn-on');
  });

  it('turns off when going to a shallower screen', async () => {
    stackOf('pages/home/index', 'packages/flight/pages/tkQuery/index', 'packages/flight/pages/tkList/index');
    await navigate('/tk/tkQuery');
    expect(transitions).toEqual(['turn-off']);
  });

  it('uses redirectTo once the stack holds 10 pages', async () => {
    stackOf(...Array.from({ length: PAGE_STACK_LIMIT - 1 }, () => 'packages/flight/pages/tkQuery/index'));
    await navigate('/tk/tkList');
    expect(taro.navigateTo).toHaveBeenCalledTimes(1);

    stackOf(...Array.from({ length: PAGE_STACK_LIMIT }, () => 'packages/flight/pages/tkQuery/index'));
    const res = await navigate('/tk/tkList');
    expect(res.method).toBe('redirectTo');
    expect(taro.redirectTo).toHaveBeenCalledWith({ url: '/packages/flight/pages/tkList/index' });
    expect(taro.navigateTo).toHaveBeenCalledTimes(1);
  });

  it('replaces on request', async () => {
    await navigate('/tk/tkList', { replace: true });
    await redirectTo('/tk/tkQuery');
    expect(taro.redirectTo.mock.calls.map(([o]) => o.url)).toEqual([
      '/packages/flight/pages/tkList/index',
      '/packages/flight/pages/tkQuery/index',
    ]);
    expect(taro.navigateTo).not.toHaveBeenCalled();
  });

  it('turns path params into query keys', async () => {
    await navigate('/car/carJsycDetail/12', { query: { x: 'a b' } });
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/car/pages/carJsycDetail/index?id=12&x=a%20b' });
  });

  it('relaunches for tabs (no native tabBar)', async () => {
    await navigate('/allorder');
    await goTab('/message');
    expect(taro.reLaunch.mock.calls.map(([o]) => o.url)).toEqual(['/pages/allorder/index', '/pages/message/index']);
    expect(transitions).toEqual(['none', 'none']);
  });

  it('sends unknown and unbuilt URLs to notFound with the original URL', async () => {
    await navigate('/no/such', { query: { a: 1 } });
    await navigate('/visa/list');
    const urls = taro.navigateTo.mock.calls.map(([o]) => o.url);
    expect(urls.map((u) => u.split('?')[0])).toEqual(['/pages/notFound/index', '/pages/notFound/index']);
    expect(urls.map((u) => queryOf(u))).toEqual([{ from: '/no/such?a=1' }, { from: '/visa/list' }]);
  });

  it('sends a protected screen to login without session, unless visitor mode is on', async () => {
    loggedIn = false;
    const res = await navigate('/tk/tkList', { query: { city: '北京' } });
    expect(res.method).toBe('reLaunch');
    const url = taro.reLaunch.mock.calls[0]![0].url;
    expect(url.split('?')[0]).toBe('/pages/login/index');
    expect(queryOf(url)).toEqual({ redirect: '/tk/tkList?city=%E5%8C%97%E4%BA%AC' });

    visitor = true;
    await navigate('/tk/tkList');
    expect(taro.navigateTo).toHaveBeenCalledWith({ url: '/packages/flight/pages/tkList/index' });
  });

  it('sends a logged-in /login home', async () => {
    stackOf('packages/flight/pages/tkQuery/index');
    await navigate('/login');
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
    expect(transitions).toEqual(['turn-off']);
  });

  it('rejects a navigation that misses a required query key', async () => {
    await expect(navigate('/approval/Detail', { query: { id: '1' } })).rejects.toThrow(/workItemId, orderType/);
    await navigate('/approval/Detail', { query: { id: '1', workItemId: '2', orderType: 11001 } });
    expect(taro.navigateTo).toHaveBeenCalledTimes(1);
  });
});

describe('goBack, goHome, goLogin', () => {
  it('goes back with a turn-off transition', async () => {
    stackOf('pages/home/index', 'packages/flight/pages/tkQuery/index', 'packages/flight/pages/tkList/index');
    const res = await goBack();
    expect(taro.navigateBack).toHaveBeenCalledWith({ delta: 1 });
    expect(res).toMatchObject({ method: 'navigateBack', transition: 'turn-off' });
    expect(res.route?.url).toBe('/tk/tkQuery');
    await goBack(2);
    expect(taro.navigateBack).toHaveBeenLastCalledWith({ delta: 2 });
  });

  it('goes home when there is nothing to go back to (H5 deep link)', async () => {
    stackOf('packages/flight/pages/tkList/index');
    const res = await goBack();
    expect(taro.navigateBack).not.toHaveBeenCalled();
    expect(res.method).toBe('reLaunch');
    expect(taro.reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
  });

  it('goHome relaunches home, or login without session', async () => {
    await goHome();
    loggedIn = false;
    await goHome();
    expect(taro.reLaunch.mock.calls.map(([o]) => o.url)).toEqual([
      '/pages/home/index',
      '/pages/login/index?redirect=%2Fhome',
    ]);
  });

  it('goLogin relaunches login carrying the redirect (never a loop back to login)', async () => {
    await goLogin('/tk/tkList?a=1');
    await goLogin('/login');
    await goLogin();
    expect(taro.reLaunch.mock.calls.map(([o]) => o.url)).toEqual([
      '/pages/login/index?redirect=%2Ftk%2FtkList%3Fa%3D1',
      '/pages/login/index',
      '/pages/login/index',
    ]);
  });
});
